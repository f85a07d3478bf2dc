#pragma once

// The graphics items of the board view (board_view.h) and the drawing helpers they share with the piece
// palette. Items are passive: they draw what they are given in scene coordinates (kSquare units per square,
// square (row, column) at (column, row) × kSquare) and paint only the part of the board that is exposed, so
// that moving the ghost repaints a few squares, not the board.

#include "game/game_state.h"

#include <QGraphicsItem>
#include <QPainterPath>

#include <memory>
#include <vector>

namespace hk::gui {

inline constexpr qreal kSquare = 48.0; // scene units per board square

inline QRectF squareRect(const Square &s)
{
    return {s.column * kSquare, s.row * kSquare, kSquare, kSquare};
}

// Orientations (DIG-ORIENT): indexes into a shape's distinct orientations, as the game log uses them.
// The orientation k turned a quarter clockwise on screen, and k mirrored left to right; -1 if not found.
int rotatedOrientation(const std::vector<Orientation> &placements, int k);
int flippedOrientation(const std::vector<Orientation> &placements, int k);
// The cell of an orientation that sits under the mouse: the one nearest the middle of its bounding box.
Square gripCell(const Orientation &o);

// Colours: the layers read as depth (outer dark grey to inner yellow, RULES.md §0); a player's colour from
// the setup's hex, with a readable ink for text drawn on it.
QColor layerColour(int layer);
QColor playerColour(const QString &hex, int seat);
QColor inkOn(const QColor &background);
// The tile outline inset from the grid lines (so that neighbouring tiles stay apart), in scene units.
QPainterPath tilePath(const std::vector<Square> &squares, qreal inset);
// Artwork from the shared sheet, crisp at any zoom and pixel ratio: the pixmap is made for the device size.
void drawArt(QPainter *painter, const QString &id, const QRectF &sceneRect);
// The per-seat pattern drawn over a tunnel (seat 0 plain, then stripes, dots, bars, checks): so that colour
// is not the only cue.
void drawSeatPattern(QPainter *painter, const QRectF &cell, int seat, const QColor &ink);

// The printed board: layers, the Mountain Heart, rubble, buried resources, statue spots, workshop sites and
// gate start points.
class BoardFloorItem : public QGraphicsItem {
public:
    BoardFloorItem();
    // `changed`: the only squares that differ from the board shown before (the board editor's edits), so that
    // only they and their neighbours (whose contours may change) are repainted; null repaints everything.
    void setBoard(std::shared_ptr<const Board> board, const std::vector<Square> *changed = nullptr);
    const Board *board() const { return m_board.get(); }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    std::shared_ptr<const Board> m_board;
    std::vector<int> m_buried; // per square: index into Board::buried, or -1
    std::vector<quint8> m_features;
};

// Gates, tunnel tiles, great halls with their altars, pedestals and workshops with their open entrances.
class BoardPiecesItem : public QGraphicsItem {
public:
    BoardPiecesItem();
    void setState(const GameState &state, const SpaceIndex &index);
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    struct Tile {
        int id = 0;
        QPainterPath path;
        std::vector<QRectF> cells;
        QRectF bounds;
        QColor colour;
        int seat = -1; // the owner drawn, -1 nobody's (DIG-ISOLATED)
        QPointF label;
        std::optional<QPointF> anchor;
    };
    struct Hall {
        QPainterPath path;
        QRectF valueCell; // where its values are written
        QRectF bounds;
        QColor colour;
        int seat = -1;
        QRectF altar;
        QString values; // "6/15"
    };
    struct Gate {
        QRectF rect;
        QColor colour;
        int seat = 0;
    };
    struct Pedestal {
        QRectF rect;
        Clan clan = Clan::Fire;
    };
    struct Workshop {
        QRectF rect;
        WorkshopKind kind = WorkshopKind::CartWorkshop;
        std::vector<QLineF> entrances; // the open entrances, as edges of the workshop square
    };

private:
    QRectF m_bounds;
    std::vector<Tile> m_tiles;
    std::vector<Hall> m_halls;
    std::vector<Gate> m_gates;
    std::vector<Pedestal> m_pedestals;
    std::vector<Workshop> m_workshops;
    // Tile outlines never change once dug: kept by tile id and placement.
    struct CachedPath {
        QString key;
        QPainterPath path;
    };
    std::vector<std::pair<int, CachedPath>> m_pathCache;
};

// A statue, by clan; a buried one is drawn faint on its statue spot. Dragging is handled by the view.
class StatueItem : public QGraphicsItem {
public:
    StatueItem(int id, Clan clan);
    int statueId() const { return m_id; }
    Clan clan() const { return m_clan; }
    void setBuried(bool buried);
    bool buried() const { return m_buried; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    int m_id;
    Clan m_clan;
    bool m_buried = true;
};

// The piece being placed: green when legal, amber when the space rules pass but the player cannot pay, red
// otherwise, with a tick or a cross so that colour is not the only cue.
class GhostItem : public QGraphicsItem {
public:
    enum class Look { Legal, CannotPay, Illegal };
    GhostItem();
    // Squares in board coordinates; `mark` is the anchor of a tunnel or the altar of a hall.
    void setPiece(const std::vector<Square> &squares, std::optional<Square> mark, bool hall, Look look);
    Look look() const { return m_look; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    std::vector<Square> m_squares;
    QPainterPath m_path;
    std::optional<Square> m_mark;
    bool m_hall = false;
    Look m_look = Look::Illegal;
    QRectF m_bounds;
};

// Squares drawn over the board: the legal spots of the piece being placed, or the pieces the Explain panel
// lights up.
class SquareMarksItem : public QGraphicsItem {
public:
    enum class Style { Coverable, Spot, SpotCannotPay, Highlight };
    struct Mark {
        Square square;
        Style style = Style::Spot;
    };
    SquareMarksItem();
    void setMarks(std::vector<Mark> marks);
    const std::vector<Mark> &marks() const { return m_marks; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    std::vector<Mark> m_marks;
    QRectF m_bounds;
};

} // namespace hk::gui
