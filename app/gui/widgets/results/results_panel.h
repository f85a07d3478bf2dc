#pragma once

// The live results: the table, the winner and the tie-break, each player's optimal leftover trades, the
// problems of the sheet, and the chart.

#include "io/json_check.h"
#include "scoring/final_score.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QTableView;

namespace hk::gui {

class ScoreChart;
class ScoreTableModel;

class ResultsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ResultsPanel(QWidget *parent = nullptr);

    // `playerNames` name the players of the problems (the sheet's names, in its order).
    void setResults(const SheetScore &score, const Problems &problems, const QStringList &playerNames = {});
    void retranslate();

    ScoreTableModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QLabel *winnerLabel() const { return m_winner; }
    QLabel *tiesLabel() const { return m_ties; } // the tie-break, or why it is undecided (SCORE-TIE)
    QLabel *tradesLabel() const { return m_trades; }
    QListWidget *problemList() const { return m_problems; }
    ScoreChart *chart() const { return m_chart; }

signals:
    void problemActivated(const hk::ProblemLocation &where);

private:
    void fitTable();

    SheetScore m_score;
    Problems m_problemData;
    QStringList m_playerNames;
    ScoreTableModel *m_model;
    QTableView *m_table;
    QLabel *m_winnerIcon;
    QLabel *m_winner;
    QLabel *m_ties;
    QLabel *m_tradesTitle;
    QLabel *m_trades;
    QLabel *m_problemsTitle;
    QListWidget *m_problems;
    ScoreChart *m_chart;
};

} // namespace hk::gui
