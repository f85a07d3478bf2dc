#pragma once

#include <QWidget>

namespace hk::gui {

// One element of the art sheet at a fixed size, crisp at any pixel ratio (a QLabel's pixmap is not).
class ArtLabel : public QWidget {
public:
    ArtLabel(const QString &art, int size, QWidget *parent = nullptr);
    QSize sizeHint() const override { return {m_size, m_size}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString m_art;
    int m_size;
};

} // namespace hk::gui
