#pragma once

// A results view for any game: its ScoreTable as a table (a row per player or team, a column per category,
// the total and the rank; the winners' row marked), how it was decided where the game says, the winner
// sentence, every tie's reason, the note of an incomplete result and the game's notes, and under them the
// explanation of the current cell with its rules as links (the keyboard reaches it: it follows the current
// cell). The sheet's problems, each in the table's words, lead to their field. Then the chart, where the
// categories add up to the total.

#include "catalog/rule_catalog.h"
#include "problems/problem.h"
#include "score/score_table.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QTableWidget;

namespace hk::gui {

class ScoreChart;

class ScoreTableView : public QWidget {
    Q_OBJECT
public:
    explicit ScoreTableView(QWidget *parent = nullptr);

    // `catalog` turns rule IDs into links (may be null); `labeller` and `names` say the problems' places.
    void setResults(const base::ScoreTable &table, const base::Problems &problems,
                    const base::LocationLabeller &labeller, const QStringList &names,
                    const base::RuleCatalog *catalog);
    void retranslate();

    QTableWidget *table() const { return m_table; }
    QLabel *decisionsLabel() const { return m_decisions; }
    QLabel *winnerLabel() const { return m_winner; }
    QLabel *tiesLabel() const { return m_ties; }
    QLabel *explanationLabel() const { return m_explanation; }
    QListWidget *problemList() const { return m_problems; }
    ScoreChart *chart() const { return m_chart; }

signals:
    void ruleActivated(const QString &id);
    void problemActivated(const hk::base::Location &where);

private:
    void explainCurrent();
    QString withRuleLinks(const QString &text) const;

    base::ScoreTable m_data;
    base::Problems m_problemData;
    const base::RuleCatalog *m_catalog = nullptr;
    QTableWidget *m_table;
    QLabel *m_decisions;
    QLabel *m_winner;
    QLabel *m_ties;
    QLabel *m_note;
    QLabel *m_explanation;
    QLabel *m_problemsTitle;
    QListWidget *m_problems;
    ScoreChart *m_chart;
};

} // namespace hk::gui
