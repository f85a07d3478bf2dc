#include "score_table_view.h"

#include "i18n/list_text.h"
#include "plain_text.h"
#include "score/score_table_text.h"
#include "score_chart.h"

#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace hk::gui {

ScoreTableView::ScoreTableView(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("scoreTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    layout->addWidget(m_table);
    m_decisions = new QLabel(this);
    m_decisions->setObjectName(QStringLiteral("decisions"));
    m_decisions->setWordWrap(true);
    m_decisions->setTextFormat(Qt::PlainText);
    layout->addWidget(m_decisions);
    m_winner = new QLabel(this);
    m_winner->setWordWrap(true);
    m_winner->setTextFormat(Qt::PlainText);
    QFont bold = m_winner->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_winner->setFont(bold);
    layout->addWidget(m_winner);
    m_ties = new QLabel(this);
    m_ties->setWordWrap(true);
    m_ties->setTextFormat(Qt::PlainText);
    layout->addWidget(m_ties);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    layout->addWidget(m_note);
    m_explanation = new QLabel(this);
    m_explanation->setObjectName(QStringLiteral("explanation"));
    m_explanation->setWordWrap(true);
    m_explanation->setTextFormat(Qt::RichText);
    m_explanation->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_explanation->setFrameShape(QFrame::StyledPanel);
    m_explanation->setMargin(6);
    connect(m_explanation, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link.startsWith(QLatin1String("rule:")))
            emit ruleActivated(link.mid(5));
    });
    layout->addWidget(m_explanation);
    m_problemsTitle = new QLabel(this);
    layout->addWidget(m_problemsTitle);
    m_problems = new QListWidget(this);
    m_problems->setMaximumHeight(fontMetrics().height() * 6);
    connect(m_problems, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const int row = m_problems->row(item);
        if (row >= 0 && row < int(m_problemData.size()))
            emit problemActivated(m_problemData[size_t(row)].where);
    });
    layout->addWidget(m_problems);
    // Each player's points by category, where they add up to the total (ScoreChart::showsParts): it takes
    // the height left; without it, the space stays under the sentences.
    m_chart = new ScoreChart(this);
    m_chart->setObjectName(QStringLiteral("scoreChart"));
    m_chart->setMinimumHeight(fontMetrics().height() * 6);
    layout->addWidget(m_chart, 1);
    layout->addStretch(0);
    connect(m_table, &QTableWidget::currentCellChanged, this, &ScoreTableView::explainCurrent);
    retranslate();
}

QString ScoreTableView::withRuleLinks(const QString &text) const
{
    QString html = text.toHtmlEscaped();
    if (m_catalog)
        for (const QString &id : m_catalog->idsIn(text))
            html.replace(id, QStringLiteral("<a href=\"rule:%1\">%1</a>").arg(id));
    return html;
}

void ScoreTableView::setResults(const base::ScoreTable &table, const base::Problems &problems,
                                const base::LocationLabeller &labeller, const QStringList &names,
                                const base::RuleCatalog *catalog)
{
    // Names are text on the line of their sentence: never a line of their own (the labels below are plain).
    m_data = base::withNamesOnOneLine(table);
    m_problemData = problems;
    m_catalog = catalog;
    const int current = m_table->currentRow(), currentColumn = m_table->currentColumn();
    const int columns = int(m_data.columns.size()) + 3; // name, categories, total, rank
    m_table->blockSignals(true);
    m_table->clear();
    m_table->setColumnCount(columns);
    m_table->setRowCount(int(m_data.entities.size()));
    const bool teams = std::any_of(m_data.entities.begin(), m_data.entities.end(),
                                   [](const base::ScoreEntity &e) { return !e.members.isEmpty(); });
    QStringList header{teams ? tr("Team") : tr("Player")};
    for (const base::ScoreColumn &c : m_data.columns)
        header << c.name;
    header << m_data.totalName << tr("Rank");
    m_table->setHorizontalHeaderLabels(header);
    for (int r = 0; r < int(m_data.entities.size()); ++r) {
        const base::ScoreEntity &e = m_data.entities[size_t(r)];
        const bool winner =
            std::find(m_data.winners.begin(), m_data.winners.end(), r) != m_data.winners.end();
        const auto put = [&](int column, const QString &text, const QString &tip, bool bold) {
            auto *item = new QTableWidgetItem(text);
            item->setToolTip(plainToolTip(tip));
            item->setTextAlignment(column == 0 ? Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter)
                                               : Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
            QFont font = item->font();
            font.setBold(bold || winner);
            item->setFont(font);
            if (winner)
                item->setBackground(QColor(0xfb, 0xf0, 0xc8));
            m_table->setItem(r, column, item);
        };
        put(0, base::entityLabel(e), listText(e.members), false);
        for (int c = 0; c < int(m_data.columns.size()) && c < int(e.cells.size()); ++c)
            put(c + 1, base::pointsText(e.cells[size_t(c)].points), e.cells[size_t(c)].explanation,
                e.cells[size_t(c)].highlighted);
        put(columns - 2, base::pointsText(e.total), e.totalExplanation, true);
        put(columns - 1, e.rank > 0 ? QString::number(e.rank) : QStringLiteral("—"), {}, false);
    }
    m_table->blockSignals(false);
    if (current >= 0 && current < m_table->rowCount())
        m_table->setCurrentCell(current, std::max(0, currentColumn));
    const QString winner = base::winnerLine(m_data);
    m_decisions->setText(m_data.decisions.join(QLatin1Char('\n')));
    m_decisions->setVisible(!m_data.decisions.isEmpty());
    m_winner->setText(winner);
    m_winner->setVisible(!winner.isEmpty());
    const QStringList ties = base::tieSentences(m_data);
    m_ties->setText(ties.join(QLatin1Char('\n')));
    m_ties->setVisible(!ties.isEmpty());
    QStringList notes;
    if (!m_data.standingNote.isEmpty())
        notes << m_data.standingNote;
    for (const base::ScoreRuling &ruling : m_data.rulings)
        notes << ruling.text;
    for (const base::ScoreNote &note : m_data.notes) { // what the game adds under its result
        notes << (note.ruleIds.isEmpty() ? note.title
                                         : tr("%1 (%2)").arg(note.title, note.ruleIds.join(tr(", "))));
        notes << note.lines;
    }
    m_note->setText(notes.join(QLatin1Char('\n')));
    m_note->setVisible(!notes.isEmpty());
    m_chart->setTable(m_data);
    m_chart->setVisible(ScoreChart::showsParts(m_data) && !m_data.entities.empty());
    m_problems->clear();
    for (const base::Problem &p : problems) {
        auto *item = new QListWidgetItem(base::problemText(p, labeller, names), m_problems);
        item->setForeground(p.isError() ? QColor(0xb0, 0x1c, 0x1c) : QColor(0x8a, 0x5a, 0x00));
    }
    m_problems->setVisible(!problems.empty());
    m_problemsTitle->setVisible(!problems.empty());
    explainCurrent();
}

void ScoreTableView::explainCurrent()
{
    const int row = m_table->currentRow(), column = m_table->currentColumn();
    if (row < 0 || row >= int(m_data.entities.size())) {
        m_explanation->setText(tr("Choose a cell of the table to see how its points were found."));
        return;
    }
    const base::ScoreEntity &e = m_data.entities[size_t(row)];
    QString what, text;
    if (column >= 1 && column <= int(m_data.columns.size()) && column - 1 < int(e.cells.size())) {
        what = m_data.columns[size_t(column - 1)].name;
        text = e.cells[size_t(column - 1)].explanation;
        const QStringList rules = e.cells[size_t(column - 1)].ruleIds;
        for (const QString &id : rules)
            if (!text.contains(id))
                text += QStringLiteral(" (%1)").arg(id);
    } else {
        what = m_data.totalName;
        text = e.totalExplanation;
    }
    m_explanation->setText(
        QStringLiteral("<b>%1 — %2</b><br>%3")
            .arg(base::entityLabel(e).toHtmlEscaped(), what.toHtmlEscaped(),
                 text.isEmpty() ? tr("Nothing to explain.").toHtmlEscaped() : withRuleLinks(text)));
}

void ScoreTableView::retranslate()
{
    m_problemsTitle->setText(tr("Problems"));
    explainCurrent();
}

} // namespace hk::gui
