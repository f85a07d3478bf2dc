#pragma once

// The table mirror's Scores dock: the standing of the game (projected while it runs, final at the end),
// readable in a narrow dock at any width and in any language. On top the leader (or the winners) and the
// tie-break, each on as many lines as it needs; under them one block per player in rank order: the rank, the
// name and the total on one line, then every scoring category by its name with its points, then the 4:1
// trades that would add a set. Drawn from the score's ScoreTable, as every results view is. A category and
// its points, or a name, never break across lines. Each figure is a link: a click, or Tab and Enter, explains
// it (explainRequested), as a cell of the score sheet does.

#include "score/score_table.h"
#include "scoring/final_score.h"

#include <QWidget>

class QLabel;
class QTextBrowser;

namespace hk::gui {

class ScoreTableModel;

class ScoreStandings : public QWidget {
    Q_OBJECT
public:
    explicit ScoreStandings(QWidget *parent = nullptr);

    void setScore(const SheetScore &score);
    void retranslate();

    ScoreTableModel *model() const { return m_model; } // the figures, as the score sheet's table has them
    QLabel *leaderLabel() const { return m_leader; }
    QLabel *tiesLabel() const { return m_ties; }
    QTextBrowser *list() const { return m_list; }
    // The pieces that must each stay on one line: every name with its total, every category with its points.
    QStringList unbreakableTexts() const;
    // The height that shows everything at the present width, without scrolling.
    int contentHeight() const;

signals:
    // A figure of the score table: row (the entity, in the score's order) and column (ScoreTableModel).
    void explainRequested(int row, int column);

private:
    void render();

    base::ScoreTable m_table;          // the score as the results show it (names on one line)
    std::vector<QStringList> m_trades; // each entity's 4:1 trades that add a set
    ScoreTableModel *m_model;
    QLabel *m_leader;
    QLabel *m_ties;
    QTextBrowser *m_list;
};

} // namespace hk::gui
