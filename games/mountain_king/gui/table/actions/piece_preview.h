#pragma once

#include "rules/board_state.h"

#include <QColor>
#include <QWidget>

#include <optional>
#include <vector>

namespace hk::gui {

// A piece on the board, drawn over the squares around it: the layers, rubble, buried resources and statues
// under it, the anchor (or a hall's altar), workshop sites next to it.
class PiecePreview : public QWidget {
    Q_OBJECT
public:
    PiecePreview(const hk::BoardState &board, const std::vector<hk::Square> &squares,
                 std::optional<hk::Square> anchor, bool altar, const QColor &colour,
                 QWidget *parent = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    const hk::BoardState &m_board;
    std::vector<hk::Square> m_squares;
    std::optional<hk::Square> m_anchor;
    bool m_altar = false;
    QColor m_colour;
    int m_top = 0, m_left = 0, m_rows = 0, m_columns = 0;
};

} // namespace hk::gui
