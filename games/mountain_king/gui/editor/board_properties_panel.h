#pragma once

// The board editor's Board dock, a form (board_properties_panel.ui): the board's name, description, side
// (BRD-SIDE) and size. It shows a board and says what the user changed; the window makes the edit.

#include "model/board.h"

#include <QWidget>

#include <memory>

class QLineEdit;
class QSpinBox;

namespace hk::gui {

namespace Ui {
class BoardPropertiesPanel;
} // namespace Ui

class BoardPropertiesPanel : public QWidget {
    Q_OBJECT
public:
    explicit BoardPropertiesPanel(QWidget *parent = nullptr);
    ~BoardPropertiesPanel() override;

    // Shows the board's properties without disturbing the user typing in them; emits nothing.
    void showBoard(const hk::Board &board);

    QLineEdit *nameEdit() const;
    QSpinBox *rowsBox() const;
    QSpinBox *columnsBox() const;

signals:
    void nameEdited(const QString &name);
    void descriptionEdited(const QString &description);
    void sideChosen(hk::BoardSide side);
    // A step of the arrows or the wheel too: shrinking and growing back restores what was cut.
    void sizeChosen(int rows, int columns);

protected:
    void changeEvent(QEvent *event) override;

private:
    std::unique_ptr<Ui::BoardPropertiesPanel> m_ui;
    bool m_showing = false; // showBoard() filling the fields: their signals are not edits
};

} // namespace hk::gui
