#include "panels/score_standings.h"

#include "i18n/arg_text.h"
#include "line_breaks.h"
#include "mountain_king_module.h"
#include "results/score_table_model.h"
#include "score/score_table_text.h"
#include "scoring/score_report.h"

#include <QLabel>
#include <QLayout>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace hk::gui {

namespace {

// A piece of text that stays on one line (a category with its points, a name): no-break spaces, and a word
// joiner between any other two characters (台座得点 | トークン would break between the words).
QString unbroken(const QString &text)
{
    QString joined;
    for (const QChar c : text) {
        if (!joined.isEmpty() && c != QLatin1Char(' ') && !joined.endsWith(QChar(0x00A0)))
            joined += QChar(0x2060);
        joined += c == QLatin1Char(' ') ? QChar(0x00A0) : c;
    }
    return joined;
}

QString href(int row, int column)
{
    return QStringLiteral("score:%1:%2").arg(QString::number(row), QString::number(column));
}

} // namespace

ScoreStandings::ScoreStandings(QWidget *parent) : QWidget(parent), m_model(new ScoreTableModel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(4);
    m_leader = new QLabel;
    m_leader->setObjectName(QStringLiteral("scoreLeader"));
    m_leader->setWordWrap(true);
    m_leader->setTextFormat(Qt::PlainText);
    QFont bold = m_leader->font();
    bold.setBold(true);
    m_leader->setFont(bold);
    layout->addWidget(m_leader);
    m_ties = new QLabel;
    m_ties->setObjectName(QStringLiteral("scoreTies"));
    m_ties->setWordWrap(true);
    m_ties->setTextFormat(Qt::PlainText);
    layout->addWidget(m_ties);
    m_list = new QTextBrowser;
    m_list->setObjectName(QStringLiteral("scoreList"));
    m_list->setOpenLinks(false);
    m_list->setFrameShape(QFrame::NoFrame);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // it wraps, never scrolls sideways
    m_list->viewport()->setAutoFillBackground(false);
    connect(m_list, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        const QStringList parts = url.toString().split(QLatin1Char(':'));
        if (parts.size() == 3 && parts[0] == QLatin1String("score"))
            emit explainRequested(parts[1].toInt(), parts[2].toInt());
    });
    layout->addWidget(m_list, 1);
    retranslate();
}

void ScoreStandings::setScore(const SheetScore &score)
{
    m_table = base::withNamesOnOneLine(games::mountainKingScoreTable(score));
    // Each player's trades, under their categories (the results' note lists them all together).
    m_trades.clear();
    for (const EntityScore &e : score.entities) {
        QStringList trades;
        for (const Trade &t : e.leftover.trades)
            trades << keepWordsTogether(tradeText(t));
        m_trades.push_back(trades);
    }
    m_model->setTable(m_table);
    render();
}

void ScoreStandings::retranslate()
{
    m_list->setAccessibleName(tr("Scores by player"));
    m_model->retranslate();
    render();
}

QStringList ScoreStandings::unbreakableTexts() const
{
    QStringList texts;
    for (const base::ScoreEntity &e : m_table.entities) {
        texts << unbroken(base::entityLabel(e));
        for (size_t c = 0; c < m_table.columns.size() && c < e.cells.size(); ++c)
            texts << unbroken(m_table.columns[c].name + QLatin1Char(' ')) +
                         base::pointsText(e.cells[c].points);
    }
    return texts;
}

int ScoreStandings::contentHeight() const
{
    const QMargins margins = layout()->contentsMargins();
    const int width = this->width() - margins.left() - margins.right();
    int height = margins.top() + margins.bottom();
    for (const QLabel *label : {m_leader, m_ties})
        if (!label->isHidden())
            height += label->heightForWidth(width) + layout()->spacing();
    QTextDocument *document = m_list->document();
    document->setTextWidth(m_list->viewport()->width());
    return height + int(std::ceil(document->size().height())) + 2 * m_list->frameWidth();
}

void ScoreStandings::render()
{
    m_leader->setText(base::winnerLine(m_table));
    m_leader->setVisible(!m_leader->text().isEmpty());
    const QStringList ties = base::tieSentences(m_table);
    m_ties->setText(ties.join(QLatin1Char('\n')));
    m_ties->setVisible(!ties.isEmpty());

    // In rank order; each row keeps its index in the score (the model's row) for the explanations.
    std::vector<int> order(m_table.entities.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return m_table.entities[size_t(a)].rank < m_table.entities[size_t(b)].rank;
    });
    const auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"2\">");
    for (const int row : order) {
        const base::ScoreEntity &e = m_table.entities[size_t(row)];
        html += QStringLiteral("<tr><td width=\"1%\" valign=\"top\"><a href=\"%1\">%2</a></td>"
                               "<td><b>%3</b></td>"
                               "<td align=\"right\" valign=\"top\"><a href=\"%4\"><b>%5</b></a></td></tr>")
                    .arg(href(row, ScoreTableModel::Rank), argText(e.rank),
                         esc(unbroken(base::entityLabel(e))), href(row, ScoreTableModel::Total),
                         esc(base::pointsText(e.total ? e.total : base::sumOfColumns(m_table, e))));
        QStringList categories;
        for (size_t c = 0; c < m_table.columns.size() && c < e.cells.size(); ++c)
            categories << QStringLiteral("%1<a href=\"%2\">%3</a>")
                              .arg(esc(unbroken(m_table.columns[c].name + QLatin1Char(' '))),
                                   href(row, ScoreTableModel::Tunnels + int(c)),
                                   esc(base::pointsText(e.cells[c].points)));
        html += QStringLiteral("<tr><td></td><td colspan=\"2\">%1</td></tr>")
                    .arg(categories.join(QStringLiteral(" · ")));
        const QStringList trades = size_t(row) < m_trades.size() ? m_trades[size_t(row)] : QStringList();
        if (!trades.isEmpty())
            html += QStringLiteral("<tr><td></td><td colspan=\"2\"><i>%1</i></td></tr>")
                        .arg(esc(tr("Best 4:1 trades before counting:")) + QLatin1Char(' ') +
                             esc(trades.join(QStringLiteral("; "))));
    }
    html += QStringLiteral("</table>");
    const int scroll = m_list->verticalScrollBar() ? m_list->verticalScrollBar()->value() : 0;
    m_list->setHtml(html);
    m_list->verticalScrollBar()->setValue(scroll);
}

} // namespace hk::gui
