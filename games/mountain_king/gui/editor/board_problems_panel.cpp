#include "board_problems_panel.h"
#include "rule_link.h"

#include "io/board_io.h"
#include "model/board_edit.h"

#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QStyle>
#include <QVBoxLayout>

namespace hk::gui {

BoardProblemsPanel::BoardProblemsPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_list = new QListWidget;
    m_list->setWordWrap(true);
    m_list->setAlternatingRowColors(true);
    RuleLinks::offerItemRules(m_list);
    layout->addWidget(m_summary);
    layout->addWidget(m_list, 1);
    connect(m_list, &QListWidget::currentRowChanged, this, &BoardProblemsPanel::choose);
    connect(m_list, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { choose(m_list->row(item)); });
}

void BoardProblemsPanel::showProblems(const Board &board)
{
    const Problems problems = validateBoard(board);
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    // The first problems are listed, the count of the others said: each line is laid out to be wrapped, and
    // a board of thousands of problems would take seconds to show (the command line lists them all).
    const qsizetype listed = std::min<qsizetype>(qsizetype(problems.size()), kListedProblems);
    for (qsizetype i = 0; i < listed; ++i) {
        const Problem &p = problems[size_t(i)];
        const QString text = problemText(p);
        auto *item = new QListWidgetItem(text, m_list);
        const std::optional<Square> square = problemSquare(board, p);
        if (square)
            item->setData(Qt::UserRole, QPoint(square->column, square->row));
        item->setToolTip(square ? tr("Click to select square %1.").arg(squareText(*square)) : text);
        item->setIcon(style()->standardIcon(p.isError() ? QStyle::SP_MessageBoxCritical
                                                        : QStyle::SP_MessageBoxWarning));
    }
    if (const qsizetype more = qsizetype(problems.size()) - listed; more > 0)
        new QListWidgetItem(
            tr("… and %n more, listed as these are solved (hallkeeper-cli board lists them all).", "",
               int(more)),
            m_list);
    m_summary->setText(problems.empty()
                           ? tr("No problem: the board is ready to be saved and played.")
                           : tr("Problems: %1. The board can be saved, but a game cannot start on it until "
                                "they are solved.")
                                 .arg(problems.size()));
}

void BoardProblemsPanel::choose(int row)
{
    const QListWidgetItem *item = m_list->item(row);
    if (!item)
        return;
    const QVariant at = item->data(Qt::UserRole);
    if (!at.isValid())
        return;
    const QPoint p = at.toPoint();
    emit squareChosen(Square{p.y(), p.x()});
}

} // namespace hk::gui
