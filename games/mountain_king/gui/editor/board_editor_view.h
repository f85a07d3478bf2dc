#pragma once

// The board editor's canvas: the board being transcribed, drawn as the table mirror will draw it (FloorView),
// with a photo of the printed board over it as a tracing background. The view is passive like the table's:
// the window owns the board, the view turns mouse gestures of the current tool into signals.
//  - Brush: press and drag paints square after square (strokePainted, one undo step per stroke).
//  - Rectangle: press, drag, release paints the rectangle (a preview follows the mouse; Esc cancels).
//  - Fill: a click fills the region of the same terrain (floodRegion).
//  - Feature: a click stamps the current feature; the right button removes that kind from the square.
//  - Select: a click selects a square (its features are listed, Delete removes them).
//  - Align photo: the photo is shown as it was taken, with the grid drawn over it through its four corner
//    handles; drag each handle onto the same corner of the board in the photo. The handle stays where it is
//    dropped, and the grid and the painted board follow it as it moves (a perspective transform), so that
//    their squares can be laid over the photo's. Each drop is one step of undo (the window's). Outside this
//    tool the photo is warped the other way, onto the grid, under the painting.
//  - Example: a click shows the square as an example of the current terrain for "Recognise layers"; the
//    right button takes it back; the arrow keys move the selection and Return shows it.
// The middle button (or Space held) pans in every tool.

#include "edit_tool.h"
#include "floor/floor_view.h"
#include "recognition_overlay.h"

#include <QImage>

#include <array>
#include <optional>

class QGraphicsPixmapItem;

namespace hk::gui {

class BoardEditorView : public FloorView {
    Q_OBJECT
public:
    explicit BoardEditorView(QWidget *parent = nullptr);
    ~BoardEditorView() override;

    // `changed`: the only squares that differ from the board shown, repainted alone (null: everything).
    void setBoard(std::shared_ptr<const Board> board, const std::vector<Square> *changed = nullptr);
    const Board *board() const { return floorBoard(); }

    void setTool(EditTool tool); // ends a gesture under way
    // Ends the gesture under way: a brush stroke is finished (or, with `cancel`, taken back), a rectangle or
    // a corner drag is dropped. Called on Esc, a tool change, focus loss, and a release the view never saw.
    void endGesture(bool cancel = false);
    EditTool tool() const { return m_tool; }
    void setSelected(const std::optional<Square> &square);
    std::optional<Square> selected() const { return m_selected; }

    // The tracing photo. A new photo's corners are the image's corners until aligned.
    void setPhoto(const QImage &image);
    void clearPhoto();
    // The photo as it was read, full size (the view draws a smaller copy of a large one).
    const QImage &photoImage() const { return m_photoImage; }
    bool hasPhoto() const { return !m_photoSize.isEmpty(); }
    void setPhotoOpacity(qreal opacity); // 0 to 1
    qreal photoOpacity() const { return m_photoOpacity; }
    void setPhotoVisible(bool visible);
    // Where the board's corners are in the photo, in image pixels: top left, top right, bottom right, bottom
    // left. The photo is drawn so that they land on the grid's corners.
    using Corners = std::array<QPointF, 4>;
    Corners photoCorners() const { return m_corners; }
    void setPhotoCorners(const Corners &corners);
    void resetPhotoCorners();
    // Reset Alignment: the image's corners asked for as a user's choice (photoCornersChosen, a step of undo).
    void chooseImageCorners();
    // Image pixels → scene, the photo warped onto the grid; invalid (identity) without a photo or when the
    // corners are degenerate.
    QTransform photoTransform() const;
    // Image pixels → scene as the photo is shown now: as taken, fitted to the grid's rectangle, while
    // aligning; warped onto the grid otherwise.
    QTransform photoShownTransform() const;
    // The grid corner i in viewport coordinates, where it is drawn (and, aligning, its handle).
    QPoint cornerPoint(int corner) const;

    // What "Recognise layers" proposes, drawn over the board (null: nothing).
    void setRecognitionOverlay(std::shared_ptr<const RecognitionOverlay> overlay);
    const RecognitionOverlay *recognitionOverlay() const { return m_overlay.get(); }

    // The board alone (no photo, no selection), `pixelsPerSquare` per square, for File ▸ Export PNG.
    QImage renderBoard(qreal pixelsPerSquare) const;

signals:
    // Brush: the squares passed over since the last signal; `finished` on release (the stroke's end).
    void strokePainted(const std::vector<hk::Square> &squares, bool finished);
    void strokeCancelled(); // Esc during a stroke: the board as it was before it
    // A corner handle dropped: the board's corners in the photo would be `corners` (the window makes it a
    // step of undo, which sets them).
    void photoCornersChosen(const std::array<QPointF, 4> &corners);
    // A corner dropped where the photo cannot be warped to the grid (corners crossed or on one line).
    void alignmentRefused();
    void rectangleChosen(hk::Square corner, hk::Square oppositeCorner);
    void fillChosen(hk::Square square);
    void stampChosen(hk::Square square);
    void removeChosen(hk::Square square); // Feature tool, right button
    void squareSelected(hk::Square square);
    void exampleChosen(hk::Square square);  // Example tool: a click, or Return on the selection
    void exampleRemoved(hk::Square square); // Example tool, right button
    void hoveredSquare(std::optional<hk::Square> square);
    void photoCornersChanged();
    void recognitionOverlayChanged();

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;

private:
    QPointF gridCorner(int corner) const; // scene coordinates
    int cornerAt(const QPoint &viewportPos) const;
    bool aligning() const; // the Align Photo tool, with a photo
    // Aligning: the photo, as taken, in the grid's rectangle (its aspect kept); image pixels → scene.
    QTransform photoFit() const;
    // Aligning: the grid laid onto the photo, each corner on the board's corner in the photo (the corners
    // being dragged, while a handle moves); identity otherwise.
    QTransform boardWarp() const;
    // The corners if corner `corner` were at `viewportPos`; nullopt where the photo cannot be warped.
    std::optional<Corners> cornersWith(int corner, const QPoint &viewportPos) const;
    std::optional<Square> squareUnder(const QPoint &viewportPos) const; // through the warp, aligning
    void updatePhotoItem();
    void setHover(const std::optional<Square> &square);
    void updateCursor();

    EditTool m_tool = EditTool::Brush;
    std::optional<Square> m_selected;
    std::optional<Square> m_hover;

    // The photo is kept as a pixmap no larger than a zoomed-in board needs (a phone's 12 MP picture would
    // slow every repaint); the corners stay in the photo's own pixels.
    QImage m_photoImage; // full size, for recognition
    QSize m_photoSize;
    qreal m_photoScale = 1; // photo pixels per pixmap pixel
    QGraphicsPixmapItem *m_photoItem = nullptr;
    Corners m_corners{};
    qreal m_photoOpacity = 0.5;
    bool m_photoVisible = true;
    std::shared_ptr<const RecognitionOverlay> m_overlay;

    // The gesture under way.
    enum class Gesture { None, Stroke, Rectangle, Corner, Pan };
    Gesture m_gesture = Gesture::None;
    std::optional<Square> m_anchor; // the rectangle's first corner, the stroke's last square
    int m_corner = -1;              // the grid corner dragged
    QPointF m_cornerTo;             // where it is dragged to (scene)
    Corners m_dragCorners{};        // the corners with the dragged one at its last place that can be warped
    QPoint m_lastPan;
    bool m_spaceHeld = false;
};

} // namespace hk::gui
