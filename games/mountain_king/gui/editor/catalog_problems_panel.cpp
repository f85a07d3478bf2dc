#include "catalog_problems_panel.h"
#include "rule_link.h"

#include "io/catalog_io.h"
#include "rules/rule_catalog.h"

#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace hk::gui {

Problems catalogProblems(const Catalog &catalog)
{
    Problems problems = validateCatalog(catalog);
    // The reader checks what the model cannot hold wrong but a drawing can (squares apart, a hall without
    // its altar, an empty identifier): the same file read back tells exactly what Hallkeeper would refuse.
    const CatalogReadResult reread = parseCatalog(catalogToBytes(catalog));
    for (const Problem &p : reread.problems) {
        const bool known = std::any_of(problems.begin(), problems.end(), [&](const Problem &q) {
            return q.path == p.path && q.message == p.message && q.ruleId == p.ruleId;
        });
        if (!known)
            problems.push_back(p);
    }
    // In the order of the file, so that the problems of one entry stand together.
    const auto rank = [](const Problem &p) {
        using Part = ProblemLocation::Part;
        static const std::vector<Part> lists{Part::TunnelTile, Part::HallTile, Part::WorkshopTile,
                                             Part::TrollCard};
        const auto list = std::find(lists.begin(), lists.end(), p.where.part);
        return std::pair(list == lists.end() ? -1 : int(list - lists.begin()), p.where.item);
    };
    std::stable_sort(problems.begin(), problems.end(),
                     [&](const Problem &a, const Problem &b) { return rank(a) < rank(b); });
    return problems;
}

bool catalogCanBeSaved(const Catalog &catalog)
{
    return parseCatalog(catalogToBytes(catalog), ReadMode::Draft).catalog.has_value();
}

CatalogProblemsPanel::CatalogProblemsPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("problemSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_list = new QTreeWidget;
    m_list->setObjectName(QStringLiteral("problemList"));
    m_list->setRootIsDecorated(false);
    m_list->setColumnCount(3);
    m_list->setAllColumnsShowFocus(true);
    m_list->setUniformRowHeights(true);
    RuleLinks::offerItemRules(m_list);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_list->header()->setResizeContentsPrecision(kListedProblems);
    layout->addWidget(m_list, 1);
    const auto choose = [this](QTreeWidgetItem *item) {
        const int row = item ? m_list->indexOfTopLevelItem(item) : -1;
        if (row >= 0 && row < int(m_problems.size()))
            emit problemChosen(m_problems[size_t(row)].where);
    };
    connect(m_list, &QTreeWidget::itemClicked, this, choose);
    connect(m_list, &QTreeWidget::itemActivated, this, choose);
    retranslate();
}

void CatalogProblemsPanel::setProblems(const Problems &problems,
                                       const std::function<QString(const ProblemLocation &)> &describe,
                                       bool savable)
{
    m_problems = problems;
    m_savable = savable;
    // Rebuilt whole: its signals are blocked, so that no row is "chosen" while the user types elsewhere.
    const QSignalBlocker blocker(m_list);
    const int currentRow = m_list->currentItem() ? m_list->indexOfTopLevelItem(m_list->currentItem()) : -1;
    m_list->clear();
    const QIcon error = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    const QIcon warning = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    // The first problems are listed, the count of the others said (the lists of a hostile file would take
    // seconds to lay out).
    const qsizetype listed = std::min<qsizetype>(qsizetype(problems.size()), kListedProblems);
    for (qsizetype i = 0; i < listed; ++i) {
        const Problem &p = problems[size_t(i)];
        auto *item = new QTreeWidgetItem(m_list);
        const QString entry = describe ? describe(p.where) : QString();
        QString where = locationText(p.where);
        if (where.isEmpty())
            where = tr("the catalog");
        where[0] = where.at(0).toUpper();
        item->setText(0, entry.isEmpty() ? where : tr("%1 (%2)").arg(where, entry));
        item->setIcon(0, p.isError() ? error : warning);
        item->setData(0, Qt::UserRole, p.path);
        item->setText(1, p.message);
        item->setToolTip(1, p.message);
        item->setText(2, p.ruleId);
        if (const RuleInfo *rule = findRule(p.ruleId))
            item->setToolTip(2, ruleLine(*rule));
    }
    if (const qsizetype more = qsizetype(problems.size()) - listed; more > 0)
        (new QTreeWidgetItem(m_list))
            ->setText(1, tr("… and %n more, listed as these are solved.", "", int(more)));
    // The row the user was on stays current; none is made current by the rebuild (it would look chosen).
    if (currentRow >= 0 && currentRow < m_list->topLevelItemCount())
        m_list->setCurrentItem(m_list->topLevelItem(currentRow));
    else
        m_list->setCurrentItem(nullptr);
    showSummary();
    // No problems: the one line of the summary says so (an empty list took a fifth of a laptop's screen from
    // the page being edited; the window makes the dock that small, see CatalogEditorWindow::showProblems).
    m_list->setVisible(!problems.empty());
}

void CatalogProblemsPanel::showSummary()
{
    const auto errors =
        std::count_if(m_problems.begin(), m_problems.end(), [](const Problem &p) { return p.isError(); });
    const int warnings = int(m_problems.size()) - int(errors);
    if (m_problems.empty())
        m_summary->setText(tr("No problems: the catalog can be saved and used in games."));
    else if (errors > 0)
        // Half-done work saves (a draft, its problems listed again on opening): only a shape the file could
        // not hold stops the saving; any other problem stops games only.
        m_summary->setText(
            (m_savable ? tr("Problems to fix before a game can use the catalog: %1. It can be saved as it "
                            "is, to go on later. Click one to go to it.")
                       : tr("Problems to fix before the catalog can be saved: %1 (a shape with no square, "
                            "or with squares apart, could not be read back). Click one to go to it."))
                .arg(errors) +
            (warnings > 0 ? QLatin1Char(' ') + tr("Warnings: %1.").arg(warnings) : QString()));
    else
        m_summary->setText(tr("Warnings: %1; the catalog can be saved.").arg(warnings));
}

void CatalogProblemsPanel::retranslate()
{
    m_list->setHeaderLabels({tr("Where"), tr("Problem"), tr("Rule")});
    m_list->setAccessibleName(tr("Problems"));
    showSummary();
}

} // namespace hk::gui
