#include "panels/count_strip.h"

#include "art.h"
#include "cards/card_painting.h"
#include "flow_layout.h"
#include "height_for_width.h"
#include "i18n/arg_text.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

namespace hk::gui {

namespace {

constexpr int kItemSpacing = 6;
constexpr int kLineSpacing = 3;

} // namespace

CountStrip::CountStrip(QWidget *parent) : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void CountStrip::setItems(const std::vector<Item> &items)
{
    if (items == m_items)
        return;
    m_items = items;
    setAccessibleDescription(text());
    if (width() > kIconSize * 3) // not before the layout gave it a width
        keepHeightForWidth(this);
    updateGeometry();
    update();
}

void CountStrip::setPlaceholder(const QString &text)
{
    m_placeholder = text;
    setAccessibleDescription(this->text());
    update();
}

int CountStrip::count(const QString &art, std::optional<Clan> mark) const
{
    for (const Item &item : m_items)
        if (item.art == art && item.mark == mark)
            return item.count;
    return 0;
}

QString CountStrip::itemText(const Item &item) const
{
    if (item.token || !item.showCount)
        return item.name;
    return QStringLiteral("%1 %2").arg(item.name, argText(item.count));
}

QString CountStrip::text() const
{
    if (m_items.empty())
        return m_placeholder;
    QStringList parts;
    for (const Item &item : m_items)
        parts << itemText(item);
    return parts.join(tr(", "));
}

qreal CountStrip::itemWidth(const Item &item) const
{
    if (item.token || !item.showCount)
        return kIconSize + 2;
    QFont bold = font();
    bold.setBold(true);
    return kIconSize + 2 + QFontMetricsF(bold).horizontalAdvance(QString::number(item.count));
}

std::vector<QRectF> CountStrip::layoutItems(int width, int *height) const
{
    std::vector<qreal> widths;
    for (const Item &item : m_items)
        widths.push_back(itemWidth(item));
    return flowRects(widths, width, std::max<qreal>(kIconSize + 2, fontMetrics().height()), kItemSpacing,
                     kLineSpacing, height);
}

int CountStrip::heightForWidth(int width) const
{
    int height = 0;
    layoutItems(width, &height);
    return height;
}

QSize CountStrip::sizeHint() const
{
    qreal w = 0;
    for (const Item &item : m_items)
        w += itemWidth(item) + kItemSpacing;
    if (m_items.empty())
        w = fontMetrics().horizontalAdvance(m_placeholder);
    return {int(std::ceil(w)), heightForWidth(int(std::ceil(w)))};
}

QSize CountStrip::minimumSizeHint() const
{
    // One line: the layout asks heightForWidth for the real height; a minimum of many lines would inflate
    // rows.
    return {kIconSize * 3, heightForWidth(QWIDGETSIZE_MAX)};
}

void CountStrip::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    if (m_items.empty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignLeft | Qt::AlignVCenter, m_placeholder);
        return;
    }
    QFont bold = font();
    bold.setBold(true);
    const auto rects = layoutItems(width(), nullptr);
    for (size_t i = 0; i < m_items.size(); ++i) {
        const Item &item = m_items[i];
        const QRectF r = rects[i];
        const QRectF icon(r.left(), r.center().y() - kIconSize / 2.0, kIconSize, kIconSize);
        if (item.token) {
            paintTokenValue(&p, icon.adjusted(-1, -1, 1, 1), item.count, font());
            continue;
        }
        const bool none = item.showCount && item.count == 0;
        p.setOpacity(none ? 0.35 : 1);
        paintArt(&p, icon, item.art, item.mark);
        if (item.showCount) {
            p.setFont(bold);
            p.setPen(none ? pal.color(QPalette::PlaceholderText) : pal.color(QPalette::WindowText));
            p.drawText(r.adjusted(kIconSize + 2, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                       QString::number(item.count));
        }
        p.setOpacity(1);
    }
}

void CountStrip::resizeEvent(QResizeEvent *event)
{
    keepHeightForWidth(this);
    QWidget::resizeEvent(event);
}

bool CountStrip::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const auto rects = layoutItems(width(), nullptr);
        for (size_t i = 0; i < rects.size(); ++i)
            if (rects[i].contains(help->pos())) {
                QToolTip::showText(help->globalPos(), itemText(m_items[i]), this, rects[i].toRect());
                return true;
            }
        if (!toolTip().isEmpty())
            return QWidget::event(event);
        QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace hk::gui
