#include "wizard/resource_counts_view.h"

#include "art.h"
#include "i18n/arg_text.h"

#include <QCoreApplication>
#include <QPainter>

namespace hk::gui {

namespace {

constexpr int kIcon = 22;

class ResourceCountsText {
    Q_DECLARE_TR_FUNCTIONS(NewGameWizard)
};

QString countText(int n)
{
    return QStringLiteral("×%1").arg(n);
}

} // namespace

ResourceCountsView::ResourceCountsView(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed);
}

void ResourceCountsView::setCounts(const ResourceCounts &counts)
{
    if (counts == m_counts)
        return;
    m_counts = counts;
    QStringList parts;
    for (Resource r : kAllResources)
        if (at(counts, r) > 0)
            parts << QStringLiteral("%1 %2").arg(argText(at(counts, r)), resourceName(r));
    setAccessibleName(parts.isEmpty() ? ResourceCountsText::tr("nothing") : parts.join(QStringLiteral(", ")));
    setToolTip(accessibleName());
    updateGeometry();
    update();
}

QSize ResourceCountsView::sizeHint() const
{
    int w = 0;
    for (Resource r : kAllResources)
        if (at(m_counts, r) > 0)
            w += kIcon + 2 + fontMetrics().horizontalAdvance(countText(at(m_counts, r))) + 10;
    if (w == 0)
        w = fontMetrics().horizontalAdvance(ResourceCountsText::tr("nothing")) + 4;
    return {w, kIcon + 4};
}

void ResourceCountsView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    int x = 0;
    const int top = (height() - kIcon) / 2;
    bool any = false;
    for (Resource r : kAllResources) {
        const int n = at(m_counts, r);
        if (n <= 0)
            continue;
        any = true;
        Art::instance().paint(&p, Art::resourceId(r), QRectF(x, top, kIcon, kIcon));
        x += kIcon + 2;
        const QString text = countText(n);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRect(x, 0, fontMetrics().horizontalAdvance(text) + 2, height()), Qt::AlignVCenter, text);
        x += fontMetrics().horizontalAdvance(text) + 10;
    }
    if (!any) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignVCenter | Qt::AlignLeft, ResourceCountsText::tr("nothing"));
    }
}

} // namespace hk::gui
