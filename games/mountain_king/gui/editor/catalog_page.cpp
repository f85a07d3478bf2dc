#include "catalog_page.h"

#include <QLabel>
#include <QTreeWidgetItem>

namespace hk::gui {

namespace {

const QColor kErrorColour(0xc0, 0x39, 0x2b);

} // namespace

void CatalogPage::setProblems(const Problems &problems)
{
    m_entryProblems.clear();
    for (const Problem &p : problems) {
        if (p.where.part == entryPart() && p.where.part != ProblemLocation::Part::Whole && p.where.item >= 0)
            m_entryProblems[p.where.item]
                << (p.ruleId.isEmpty() ? p.message : QStringLiteral("%1 (%2)").arg(p.message, p.ruleId));
    }
}

void CatalogPage::markRow(QTreeWidgetItem *item, int index, const QString &tip) const
{
    const QStringList problems = m_entryProblems.value(index);
    const QBrush ink = problems.isEmpty() ? QBrush() : QBrush(kErrorColour);
    for (int c = 0; c < item->columnCount(); ++c)
        item->setForeground(c, ink);
    QString text = tip;
    if (!problems.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral("\n\n")) + problems.join(QLatin1Char('\n'));
    item->setToolTip(0, text);
}

void CatalogPage::requestChange(const QString &text, const Catalog &after, const QString &mergeKey)
{
    if (!m_showing && !(after == m_catalog))
        emit changeRequested(text, after, mergeKey);
}

void CatalogPage::showBoxCount(QLabel *label, const QString &text, bool matches)
{
    label->setText(text);
    QPalette palette = label->parentWidget() ? label->parentWidget()->palette() : label->palette();
    if (!matches)
        palette.setColor(QPalette::WindowText, kErrorColour);
    label->setPalette(palette);
}

} // namespace hk::gui
