#include "results/results_panel.h"
#include "rule_link.h"

#include "art.h"
#include "line_breaks.h"
#include "plain_text.h"
#include "provisional_note.h"
#include "results/score_table_model.h"
#include "rules/rule_catalog.h"
#include "rules/rule_ids.h"
#include "score/score_table_text.h"
#include "score_chart.h"
#include "scoring/score_report.h"

#include <algorithm>

#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QStyle>
#include <QTableView>
#include <QToolTip>

namespace hk::gui {

ResultsPanel::ResultsPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 6);
    // The table and the sentences scroll when the panel is short, rather than overlapping.
    m_scroll = new QScrollArea;
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_column = new QWidget;
    m_column->installEventFilter(this); // its width decides the height of the sentences
    auto *left = new QVBoxLayout(m_column);
    left->setContentsMargins(0, 0, 4, 0);
    left->setSpacing(4);

    m_model = new ScoreTableModel(this);
    m_table = new QTableView;
    m_table->setModel(m_model);
    // Each number's rules, from its own cell: the category's rule and those its explanation names.
    RuleLinks::offerItemRules(m_table, RuleLinks::ItemScope::Cell);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ScoreTableModel::Name, QHeaderView::Stretch);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    // Rows as tall as their text needs, not the style's roomier default: five players and the sentences
    // under them fit a laptop's screen.
    m_table->verticalHeader()->setMinimumSectionSize(1);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->installEventFilter(this); // Shift+F1: the current cell's explanation
    left->addWidget(m_table);

    auto *winnerRow = new QHBoxLayout;
    m_winnerIcon = new QLabel;
    m_winner = new QLabel;
    m_winner->setTextFormat(Qt::PlainText); // names are text, never markup
    m_winner->setWordWrap(true);
    QFont big = m_winner->font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    m_winner->setFont(big);
    winnerRow->addWidget(m_winnerIcon);
    winnerRow->addWidget(m_winner, 1);
    left->addLayout(winnerRow);
    m_incomplete = new QLabel;
    m_incomplete->setTextFormat(Qt::PlainText); // it names players: text, never markup
    m_incomplete->setWordWrap(true);
    QPalette muted = m_incomplete->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    m_incomplete->setPalette(muted);
    left->addWidget(m_incomplete);
    m_ties = new QLabel;
    m_ties->setTextFormat(Qt::PlainText);
    m_ties->setWordWrap(true);
    left->addWidget(m_ties);

    m_tradesTitle = new QLabel;

    m_tradesTitle->setWordWrap(true); // a narrow dock: two lines rather than cut
    QFont bold = m_tradesTitle->font();
    bold.setBold(true);
    m_tradesTitle->setFont(bold);
    m_trades = new QLabel;
    m_trades->setTextFormat(Qt::PlainText);
    m_trades->setWordWrap(true);
    m_trades->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_problemsTitle = new QLabel;

    m_problemsTitle->setWordWrap(true); // a narrow dock: two lines rather than cut
    m_problemsTitle->setFont(bold);
    m_problems = new QListWidget;
    m_problems->setMaximumHeight(110);
    const auto activate = [this](QListWidgetItem *item) {
        const int row = m_problems->row(item);
        if (row >= 0 && row < int(m_problemData.size()))
            emit problemActivated(m_problemData[size_t(row)].where);
    };
    connect(m_problems, &QListWidget::itemActivated, this, activate);
    connect(m_problems, &QListWidget::itemClicked, this, activate);
    left->addWidget(m_problemsTitle);
    left->addWidget(m_problems);
    left->addStretch();

    m_chart = new ScoreChart;
    m_scroll->setWidget(m_column);
    layout->addWidget(m_scroll, 3);
    // The chart, and under it the trades that each player should make before counting.
    auto *right = new QVBoxLayout;
    right->addWidget(m_chart, 1);
    right->addWidget(m_tradesTitle);
    right->addWidget(m_trades);
    layout->addLayout(right, 2);
    retranslate();
}

void ResultsPanel::setResults(const base::ScoreTable &table, const Problems &problems,
                              const QStringList &playerNames)
{
    // Names are text: never a line of their own (the labels below are plain).
    m_scores = base::withNamesOnOneLine(table);
    m_problemData = problems;
    m_playerNames = playerNames;
    // A value the rules call impossible is kept as typed until corrected: what rests on it is provisional.
    const int errors =
        int(std::count_if(problems.begin(), problems.end(), [](const Problem &p) { return p.isError(); }));
    m_model->setTable(m_scores, errors > 0);
    m_chart->setTable(m_scores);

    const bool shared = m_scores.winners.size() > 1;
    m_winner->setText(base::winnerLine(m_scores));
    // The trophy only beside a decided final result (the winner line says "leading" before that, or "no
    // winner yet" while a tie waits for its troll levels), never beside a typo.
    m_winnerIcon->setPixmap(m_scores.standing == base::Standing::Complete && errors == 0 &&
                                    !m_scores.winners.empty() && !m_winner->text().isEmpty()
                                ? Art::instance()
                                      .icon(shared ? QStringLiteral("tie") : QStringLiteral("trophy"))
                                      .pixmap(QSize(32, 32), devicePixelRatioF())
                                : QPixmap());
    const QStringList ties = base::tieSentences(m_scores);
    m_ties->setText(keepWordsTogether(ties.join(QLatin1Char('\n'))));
    m_ties->setVisible(!ties.isEmpty());
    // While a sheet is filled in, what makes it complete; on an empty sheet nothing at all. Impossible input
    // first: the results are provisional until it is corrected.
    const QString incomplete = errors > 0                                        ? provisionalNote(errors)
                               : m_scores.standing == base::Standing::Incomplete ? m_scores.standingNote
                                                                                 : QString();
    m_incomplete->setText(keepWordsTogether(incomplete));
    m_incomplete->setVisible(!incomplete.isEmpty());
    // The game's notes (the trades that add a set), each under its title with its rules.
    QStringList titles, lines;
    for (const base::ScoreNote &note : m_scores.notes) {
        titles << (note.ruleIds.isEmpty() ? note.title
                                          : tr("%1 (%2)").arg(note.title, note.ruleIds.join(tr(", "))));
        lines << note.lines;
    }
    m_tradesTitle->setText(titles.join(QLatin1Char('\n')));
    m_trades->setText(keepWordsTogether(lines.join(QLatin1Char('\n'))));
    m_tradesTitle->setVisible(!titles.isEmpty());
    m_trades->setVisible(!titles.isEmpty());

    m_problems->clear();
    // The first problems, then their count: a hostile sheet's thousands of lines took seconds to lay out.
    constexpr qsizetype kListed = 200;
    for (qsizetype i = 0; i < std::min(qsizetype(problems.size()), kListed); ++i) {
        const Problem &p = problems[size_t(i)];
        const QString text = problemText(p, playerNames);
        auto *item = new QListWidgetItem(
            style()->standardIcon(p.isError() ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning),
            text);
        item->setToolTip(plainToolTip(text));
        m_problems->addItem(item);
    }
    if (const qsizetype more = qsizetype(problems.size()) - kListed; more > 0)
        m_problems->addItem(tr("… and %n more, listed as these are solved.", "", int(more)));
    m_problems->setVisible(!problems.empty());
    m_problemsTitle->setVisible(!problems.empty());
    fitTable();
    keepSentencesInView();
}

bool ResultsPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_column && event->type() == QEvent::Resize)
        keepSentencesInView();
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_F1 && key->modifiers() == Qt::ShiftModifier) {
            explainCurrentCell();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ResultsPanel::setSentencesAlwaysInView(bool always)
{
    m_sentencesAlwaysInView = always;
    if (!always)
        m_scroll->setMinimumHeight(0);
    keepSentencesInView();
}

void ResultsPanel::keepSentencesInView()
{
    const int width = m_column->width();
    if (!m_sentencesAlwaysInView || width <= 0)
        return;
    auto *left = static_cast<QVBoxLayout *>(m_column->layout());
    const int spacing = left->spacing();
    int height = left->contentsMargins().top() + m_table->height();
    for (QLabel *label : {m_winner, m_incomplete, m_ties})
        if (!label->isHidden() && !label->text().isEmpty())
            height += spacing + std::max(label->heightForWidth(label->width() > 0 ? label->width() : width),
                                         label == m_winner ? m_winnerIcon->sizeHint().height() : 0);
    // Nothing beyond the problems' list, which may scroll: the sentences above it may not.
    m_scroll->setMinimumHeight(height + 2 * m_scroll->frameWidth());
}

void ResultsPanel::explainCurrentCell()
{
    const QModelIndex current = m_table->currentIndex().isValid() ? m_table->currentIndex()
                                                                  : m_model->index(0, ScoreTableModel::Total);
    if (!current.isValid())
        return;
    const QString text = current.data(Qt::ToolTipRole).toString();
    if (text.isEmpty())
        return;
    // As the mouse shows it, at the cell, and for long enough to be read (a key or a click closes it).
    const QRect cell = m_table->visualRect(current);
    QToolTip::showText(m_table->viewport()->mapToGlobal(cell.bottomLeft()), keepWordsTogether(text),
                       m_table->viewport(), cell, 60000);
}

void ResultsPanel::goToProblem(int index)
{
    if (index < 0 || index >= m_problems->count())
        return;
    m_problems->setCurrentRow(index);
    m_scroll->ensureWidgetVisible(m_problems);
    m_problems->scrollToItem(m_problems->item(index));
    emit problemActivated(m_problemData[size_t(index)].where);
}

void ResultsPanel::retranslate()
{
    m_problemsTitle->setText(tr("Impossible input (click to go to it)"));
    if (const RuleInfo *complete = findRule(QLatin1String(rule::SheetComplete)))
        m_incomplete->setToolTip(ruleLine(*complete));
    m_table->setAccessibleName(tr("Results"));
    m_chart->setAccessibleName(tr("Honour points by category"));
    m_model->retranslate();
    setResults(m_scores, m_problemData, m_playerNames);
}

void ResultsPanel::fitTable()
{
    // The header sizes its columns itself (to their contents, the names stretched over the rest):
    // resizeColumnsToContents() would shrink the names' column to its text until the next resize.
    m_table->horizontalHeader()->setSectionResizeMode(ScoreTableModel::Name, QHeaderView::Stretch);
    int height = m_table->horizontalHeader()->height() + 2 * m_table->frameWidth();
    for (int row = 0; row < m_model->rowCount(); ++row)
        height += m_table->rowHeight(row);
    m_table->setFixedHeight(height);
}

} // namespace hk::gui
