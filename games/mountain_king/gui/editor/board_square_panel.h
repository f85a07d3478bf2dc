#pragma once

// The board editor's Square dock: the square selected, its terrain and printed features, what the photo's
// recognition proposes for it (the layer and how sure), and a button that asks for its features to be
// removed.

#include "model/board.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;

namespace hk::gui {

class BoardSquarePanel : public QWidget {
    Q_OBJECT
public:
    explicit BoardSquarePanel(QWidget *parent = nullptr);

    // Shows `square` of `board` (none: nothing selected) with what the photo proposes for it (empty: no
    // proposal); returns whether it holds a feature to remove.
    bool showSquare(const hk::Board &board, std::optional<hk::Square> square, const QString &proposal = {});
    QLabel *infoLabel() const { return m_info; }

signals:
    void removeRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    QLabel *m_info;
    QPushButton *m_remove;
};

} // namespace hk::gui
