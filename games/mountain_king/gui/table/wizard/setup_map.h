#pragma once

// A small map of the board for the new-game wizard: the layers, the Mountain Heart, the workshop sites, the
// gate start points (labelled with their player count) with the gates chosen, and the statue spots with their
// statues. Clicking a start point or a statue spot reports it; with the keyboard, the arrow keys walk the
// clickable points (clockwise order) and Space picks the current one.

#include "game/setup.h"

#include <QColor>
#include <QWidget>

#include <memory>
#include <optional>

namespace hk::gui {

class SetupMap : public QWidget {
    Q_OBJECT
public:
    struct Gate {
        Square square;
        QColor colour;
        QString label; // the seat number
        QString name;  // for the tooltip
    };
    enum class Points { StartPoints, StatueSpots };

    explicit SetupMap(QWidget *parent = nullptr);

    void setBoard(std::shared_ptr<const Board> board);
    // Which points can be clicked, in the order the arrow keys walk them.
    void setPoints(Points points, const std::vector<Square> &order);
    void setStartLabel(int players); // start points with another label are drawn faded (0: none faded)
    void setGates(const std::vector<Gate> &gates);
    void setStatues(const std::vector<StatueOnBoard> &statues, bool numbered);
    void setCurrent(std::optional<Square> square);
    std::optional<Square> current() const { return m_current; }
    QRectF cellRect(const Square &s) const; // where a square is drawn

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

signals:
    void pointClicked(const hk::Square &square); // a click, or Space on the current point
    void currentMoved(const hk::Square &square); // the arrow keys moved the current point

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool event(QEvent *event) override;

private:
    double cellSize() const;
    QPointF origin() const;
    std::optional<Square> pointAt(const QPointF &pos) const;
    QString describePoint(const Square &s) const;

    std::shared_ptr<const Board> m_board;
    Points m_points = Points::StartPoints;
    std::vector<Square> m_order;
    int m_startLabel = 0;
    std::vector<Gate> m_gates;
    std::vector<StatueOnBoard> m_statues;
    bool m_numbered = false;
    std::optional<Square> m_current;
};

} // namespace hk::gui
