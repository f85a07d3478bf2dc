#pragma once

// The board's coordinates along one edge of a FloorView, in the numbering every message uses (squareText:
// column letters along the top, row numbers down the left). It sits in the view's margin, outside the
// scene, so the labels stay in sight whatever the zoom and the scroll position, each over its column or
// beside its row. Labels thin out when squares get too small for them.

#include <QWidget>

namespace hk::gui {

class FloorView;

class CoordinateRuler : public QWidget {
    Q_OBJECT
public:
    CoordinateRuler(Qt::Orientation orientation, FloorView *view);

    // The breadth the ruler needs in its font (the height of the top one, the width of the left one).
    int breadth() const;
    // For tests: each label drawn with its rectangle, in the ruler's coordinates.
    struct Label {
        QString text;
        QRect rect;
    };
    QList<Label> labels() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    Qt::Orientation m_orientation; // Horizontal: column letters along the top
    FloorView *m_view;
};

} // namespace hk::gui
