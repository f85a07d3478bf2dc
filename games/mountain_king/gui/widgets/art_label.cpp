#include "art_label.h"

#include "art.h"

#include <QPainter>

namespace hk::gui {

ArtLabel::ArtLabel(const QString &art, int size, QWidget *parent) : QWidget(parent), m_art(art), m_size(size)
{
    setFixedSize(size, size);
}

void ArtLabel::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    Art::instance().paint(&p, m_art, QRectF(0, 0, m_size, m_size));
}

} // namespace hk::gui
