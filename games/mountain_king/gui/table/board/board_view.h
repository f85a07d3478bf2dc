#pragma once

// The board of the table mirror: the printed board from its file (layers, the Mountain Heart, printed
// features) and every piece on it (gates, tunnel tiles with anchors and pedestals, great halls with altars,
// workshops with their open entrances counted, statues by clan), drawn from a GameState.
//
// The view is passive: setState() redraws it, and user intents come out as signals; the game changes only
// when the table window records an action. Acting on the board:
//  - beginDig(shape) / beginHall(hall): a ghost of the piece follows the mouse; R rotates it a quarter turn
//    clockwise, F mirrors it left to right, the arrow keys move it, Esc (or the right button) cancels. Each
//    time the hovered origin or orientation changes the ghost is checked with the validator the real action
//    uses (hk::validateDig / hk::validateHall, the acting player's purse): green when legal, amber when the
//    rules of space pass but the player cannot pay (DIG-COST, DIG-RUBBLE), red otherwise; previewVerdict()
//    carries the rule IDs and sentences (also the ghost's tooltip). A click (or Enter) emits digChosen() or
//    hallChosen() with the ghost's orientation, an index into the shape's distinct orientations exactly as
//    the game log writes it (docs/formats.md), and its origin. Placement stays active: the caller cancels it
//    once the action is recorded.
//  - Dragging an unearthed statue emits statueDropped() on release over another square.
//  - Outside a placement, a click on a built workshop emits workshopClicked(), a click anywhere else on the
//    board squareClicked().
// Zoom and fit as in FloorView; pan by dragging the background or with the middle button. Artwork comes from
// the shared Art sheet (one QSvgRenderer, pixmaps cached by element, size and pixel ratio), made for the
// device size, so it stays crisp at any zoom and at 2x.

#include "game/game_state.h"

#include "floor/floor_view.h"

#include <memory>
#include <optional>

namespace hk::gui {

class BoardPiecesItem;
class GhostItem;
class SquareMarksItem;
class StatueItem;

class BoardView : public FloorView {
    Q_OBJECT
public:
    enum class Placement { None, Dig, Hall };

    explicit BoardView(QWidget *parent = nullptr);
    ~BoardView() override;

    // Redraws the pieces from the state; `actingPlayer` is whose ghost is checked (their purse, their
    // network). A placement in progress stays, checked again against the new state.
    void setState(const GameState &state, int actingPlayer);
    bool hasState() const { return m_state != nullptr; }
    int actingPlayer() const { return m_player; }

    void beginDig(const QString &shapeId);
    void beginHall(const QString &hallId);
    void cancelPlacement(); // emits placementCancelled() if a placement was in progress
    Placement placement() const { return m_placement; }
    QString placingPiece() const { return m_piece; } // the shape or hall id being placed

    void rotateGhost();
    void flipGhost();
    int ghostOrientation() const { return m_orientation; }
    // The ghost's origin (top left of its orientation's bounding box), once the mouse has been over the
    // board during the placement.
    std::optional<Square> ghostOrigin() const;
    // The cell of the current orientation held under the mouse: the ghost's origin is the hovered square
    // minus this cell.
    Square ghostGrip() const;
    const Verdict &ghostVerdict() const { return m_verdict; }
    QString ghostText() const { return m_verdictText; }

    // Every legal spot of the piece being placed: for a tunnel the options of hk::placementMap (all
    // orientations), for a great hall those of hk::hallPlacementMap. Squares some legal
    // spot covers are tinted; a dot marks each square the mouse may point at with the current orientation.
    void setShowLegalSpots(bool on);
    bool showLegalSpots() const { return m_showLegal; }
    int legalSpotCount() const { return int(m_legal.size()); } // the options found, all orientations

    // Lights up squares for the Explain panel (empty to clear).
    void setHighlight(const std::vector<Square> &squares);

signals:
    void digChosen(const QString &shapeId, int orientation, hk::Square origin);
    void hallChosen(const QString &hallId, int orientation, hk::Square origin);
    void statueDropped(int statueId, hk::Square to);
    void workshopClicked(hk::Square site);
    void squareClicked(hk::Square square);
    // On every change of the ghost's position or orientation: the verdict and its text (rule IDs with
    // sentences, or what a legal placement does), for the status bar.
    void previewVerdict(const hk::Verdict &verdict, const QString &text);
    void placementCancelled();

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void viewMoved(const QPoint &pointer) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    void beginPlacement(Placement kind, const QString &piece);
    const std::vector<Orientation> *orientations() const;
    void hoverAt(const QPoint &viewportPos);
    void setHover(std::optional<Square> square);
    void updateGhost(bool force = false);
    void rebuildLegalSpots();
    void updateMarks();
    void setOrientation(int orientation);
    void choose();
    StatueItem *statueItemAt(const QPoint &viewportPos) const;
    QString squareToolTip(const Square &square) const;
    void previewStatueMove(const std::optional<Square> &to);

    BoardPiecesItem *m_pieces = nullptr;
    SquareMarksItem *m_legalMarks = nullptr;
    SquareMarksItem *m_highlight = nullptr;
    GhostItem *m_ghost = nullptr;
    std::vector<StatueItem *> m_statues;

    std::unique_ptr<GameState> m_state;
    std::unique_ptr<SpaceIndex> m_index; // one per state: every preview reuses it
    Purse m_purse;
    int m_player = 0;

    Placement m_placement = Placement::None;
    QString m_piece;
    int m_orientation = 0;
    std::optional<Square> m_hover;
    std::optional<std::pair<int, Square>> m_checked; // the (orientation, origin) the verdict is for
    Verdict m_verdict;
    QString m_verdictText;
    bool m_showLegal = false;
    struct LegalSpot {
        int orientation = 0;
        Square origin;
        bool affordable = true;
    };
    std::vector<LegalSpot> m_legal;

    // Mouse gestures: a press on the background pans once it moves, else it is a click; a press on a
    // statue drags it.
    enum class Gesture { None, Press, Pan, DragStatue };
    Gesture m_gesture = Gesture::None;
    QPoint m_pressPos;
    QPoint m_lastPanPos;
    StatueItem *m_dragged = nullptr;
    QPointF m_dragOffset;
    QPointF m_dragHome;
    std::optional<Square> m_dragTarget;
    Mineral m_mineral = Mineral::Stone; // the one a dig preview is priced in: the most the player holds
};

} // namespace hk::gui
