#pragma once

// The pieces on the board as one graphics item (board_view.h): gates, tunnel tiles, great halls with their
// altars, pedestals and workshops with their open entrances, drawn over the printed board.

#include "game/game_state.h"

#include <QGraphicsItem>
#include <QPainterPath>

#include <optional>
#include <vector>

namespace hk::gui {

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

} // namespace hk::gui
