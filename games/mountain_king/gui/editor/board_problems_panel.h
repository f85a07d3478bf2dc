#pragma once

// The board editor's Problems dock: every problem the board has now (validateBoard), one row each with its
// rule; choosing a row that names a square asks for that square.

#include "model/board.h"

#include <QWidget>

class QLabel;
class QListWidget;

namespace hk::gui {

class BoardProblemsPanel : public QWidget {
    Q_OBJECT
public:
    explicit BoardProblemsPanel(QWidget *parent = nullptr);

    // The problems of `board`, in the language of the moment.
    void showProblems(const hk::Board &board);
    QListWidget *list() const { return m_list; }

    // Problems listed one by one; beyond them, one line gives their count.
    static constexpr int kListedProblems = 200;

signals:
    void squareChosen(const hk::Square &square);

private:
    void choose(int row);

    QLabel *m_summary;
    QListWidget *m_list;
};

} // namespace hk::gui
