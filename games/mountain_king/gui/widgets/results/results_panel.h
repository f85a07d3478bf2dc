#pragma once

// The live results of a Mountain King score sheet, from its ScoreTable: the table, the winner and the
// tie-break, the game's notes (each player's optimal leftover trades), the problems of the sheet, and the
// chart.

#include "io/json_check.h"
#include "score/score_table.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QScrollArea;
class QTableView;

namespace hk::gui {

class ScoreChart;
class ScoreTableModel;

class ResultsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ResultsPanel(QWidget *parent = nullptr);

    // `playerNames` name the players of the problems (the sheet's names, in its order).
    void setResults(const base::ScoreTable &table, const Problems &problems,
                    const QStringList &playerNames = {});
    void retranslate();

    ScoreTableModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QLabel *winnerLabel() const { return m_winner; }
    QLabel *winnerIcon() const { return m_winnerIcon; } // the trophy, beside a final result only
    QLabel *tiesLabel() const { return m_ties; }        // the tie-break, or why it is undecided (SCORE-TIE)
    // Why no one wins yet (SHEET-COMPLETE), or that the results rest on impossible input (provisional).
    QLabel *incompleteLabel() const { return m_incomplete; }
    // The sentences that say who wins and why are never scrolled away: the panel is kept at least as tall as
    // the table and those sentences need at the width they have (the score sheet's; off by default).
    void setSentencesAlwaysInView(bool always);
    // Shows the explanation of the table's current cell where the cell is (Shift+F1 on the table).
    void explainCurrentCell();
    // Shows the problem list with problem `index` current, and goes to its field.
    void goToProblem(int index);
    QLabel *tradesLabel() const { return m_trades; }
    QListWidget *problemList() const { return m_problems; }
    ScoreChart *chart() const { return m_chart; }

signals:
    void problemActivated(const hk::ProblemLocation &where);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitTable();
    void keepSentencesInView();

    base::ScoreTable m_scores;
    Problems m_problemData;
    QStringList m_playerNames;
    ScoreTableModel *m_model;
    QTableView *m_table;
    QLabel *m_winnerIcon;
    QLabel *m_winner;
    QLabel *m_ties;
    QLabel *m_incomplete;
    QWidget *m_column;
    QScrollArea *m_scroll;
    bool m_sentencesAlwaysInView = false;
    QLabel *m_tradesTitle;
    QLabel *m_trades;
    QLabel *m_problemsTitle;
    QListWidget *m_problems;
    ScoreChart *m_chart;
};

} // namespace hk::gui
