// BoardView is longer than 600 lines on purpose: placing a piece (the ghost, its orientation and verdict),
// the legal spots and highlights, and the mouse and keys share one placement state; the drawing itself is
// in the items (board_pieces_item.h, ghost_item.h, square_marks_item.h, statue_item.h).

#include "board/board_view.h"

#include "board/board_pieces_item.h"
#include "board/ghost_item.h"
#include "board/orientations.h"
#include "board/square_marks_item.h"
#include "board/statue_item.h"
#include "floor/board_drawing.h"
#include "game/engine.h"
#include "i18n/arg_text.h"
#include "model/players.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

namespace hk::gui {

namespace {

bool onlyCost(const Verdict &v)
{
    return !v.ok() && std::all_of(v.violations.begin(), v.violations.end(), [](const Violation &x) {
        return x.reason == Reason::DigCost || x.reason == Reason::DigRubble;
    });
}

} // namespace

BoardView::BoardView(QWidget *parent) : FloorView(parent)
{
    m_pieces = new BoardPiecesItem;
    m_legalMarks = new SquareMarksItem;
    m_highlight = new SquareMarksItem;
    m_highlight->setZValue(6);
    m_ghost = new GhostItem;
    for (QGraphicsItem *item :
         std::initializer_list<QGraphicsItem *>{m_pieces, m_legalMarks, m_highlight, m_ghost})
        boardScene()->addItem(item);
    setAccessibleName(tr("Board"));
    setAccessibleDescription(tr("The mountain board with every piece on it. While placing a piece: R rotates "
                                "it, F flips it, the arrow keys move it, Enter places it, Esc cancels."));
}

BoardView::~BoardView() = default;

// ---- state ----

void BoardView::setState(const GameState &state, int actingPlayer)
{
    if (m_gesture == Gesture::DragStatue && m_dragged) {
        m_dragged->setPos(m_dragHome);
        m_dragged->setZValue(4);
    }
    m_gesture = Gesture::None;
    m_dragged = nullptr;

    const bool newBoard = !m_state || m_state->board.boardPtr() != state.board.boardPtr();
    auto next = std::make_unique<GameState>(state);
    auto index = std::make_unique<SpaceIndex>(next->board);
    m_index = std::move(index);
    m_state = std::move(next);
    m_player = std::clamp(actingPlayer, 0, std::max(0, m_state->playerCount() - 1));
    m_purse = m_state->playerCount() ? m_state->purse(m_player) : Purse{};
    m_mineral = Mineral::Stone;
    for (Mineral m : kAllMinerals)
        if (at(m_purse.resources, toResource(m)) > at(m_purse.resources, toResource(m_mineral)))
            m_mineral = m;

    if (newBoard)
        setFloorBoard(m_state->board.boardPtr());
    m_pieces->setState(*m_state, *m_index);

    // Statues: one item each, kept by id.
    std::vector<StatueItem *> kept;
    for (const StatueOnBoard &s : m_state->board.statues) {
        StatueItem *item = nullptr;
        for (StatueItem *&old : m_statues)
            if (old && old->statueId() == s.id && old->clan() == s.clan) {
                item = old;
                old = nullptr;
                break;
            }
        if (!item) {
            item = new StatueItem(s.id, s.clan);
            boardScene()->addItem(item);
        }
        item->setPos(squareRect(s.square).topLeft());
        item->setBuried(!unearthed(*m_index, s));
        kept.push_back(item);
    }
    for (StatueItem *old : m_statues)
        delete old; // those no longer on the board
    m_statues = std::move(kept);

    if (m_placement != Placement::None) {
        m_checked.reset();
        rebuildLegalSpots();
        updateGhost(true);
    }
}

// ---- placing ----

void BoardView::beginDig(const QString &shapeId)
{
    beginPlacement(Placement::Dig, shapeId);
}

void BoardView::beginHall(const QString &hallId)
{
    beginPlacement(Placement::Hall, hallId);
}

void BoardView::beginPlacement(Placement kind, const QString &piece)
{
    if (!m_state)
        return;
    m_placement = kind;
    m_piece = piece;
    m_orientation = 0;
    m_checked.reset();
    m_gesture = Gesture::None;
    viewport()->setCursor(Qt::CrossCursor);
    setFocus(Qt::OtherFocusReason); // so that R, F and Esc reach the view
    rebuildLegalSpots();
    const QPoint cursor = viewport()->mapFromGlobal(QCursor::pos());
    if (viewport()->rect().contains(cursor))
        m_hover = sceneSquare(mapToScene(cursor));
    updateGhost(true);
}

void BoardView::cancelPlacement()
{
    if (m_placement == Placement::None)
        return;
    m_placement = Placement::None;
    m_piece.clear();
    m_checked.reset();
    m_verdict = {};
    m_verdictText.clear();
    m_legal.clear();
    m_ghost->hide();
    updateMarks();
    viewport()->unsetCursor();
    emit placementCancelled();
}

const std::vector<Orientation> *BoardView::orientations() const
{
    if (!m_state)
        return nullptr;
    const Catalog &catalog = m_state->board.catalog();
    if (m_placement == Placement::Dig) {
        const TunnelShape *shape = catalog.tunnel(m_piece);
        return shape ? &shape->placements : nullptr;
    }
    if (m_placement == Placement::Hall) {
        const HallDef *hall = catalog.hall(m_piece);
        return hall ? &hall->placements : nullptr;
    }
    return nullptr;
}

Square BoardView::ghostGrip() const
{
    const auto *list = orientations();
    if (!list || m_orientation < 0 || m_orientation >= int(list->size()))
        return {};
    return gripCell((*list)[m_orientation]);
}

std::optional<Square> BoardView::ghostOrigin() const
{
    if (m_placement == Placement::None || !m_hover)
        return std::nullopt;
    const Square grip = ghostGrip();
    return Square{m_hover->row - grip.row, m_hover->column - grip.column};
}

void BoardView::rotateGhost()
{
    if (const auto *list = orientations())
        setOrientation(rotatedOrientation(*list, m_orientation));
}

void BoardView::flipGhost()
{
    if (const auto *list = orientations())
        setOrientation(flippedOrientation(*list, m_orientation));
}

void BoardView::setOrientation(int orientation)
{
    if (orientation < 0 || orientation == m_orientation)
        return;
    m_orientation = orientation;
    updateMarks();
    updateGhost();
}

void BoardView::hoverAt(const QPoint &viewportPos)
{
    setHover(sceneSquare(mapToScene(viewportPos)));
}

void BoardView::setHover(std::optional<Square> square)
{
    if (square == m_hover)
        return;
    m_hover = square;
    updateGhost();
}

void BoardView::updateGhost(bool force)
{
    const auto *list = orientations();
    if (m_placement == Placement::None || !m_state || !list || list->empty() || !m_hover) {
        m_ghost->hide();
        m_checked.reset();
        if (m_placement != Placement::None && m_state && (!list || list->empty())) {
            // An unknown piece: say so once, as the validator does.
            m_verdict = m_placement == Placement::Dig
                            ? validateDigSpot(*m_state, *m_index, {m_player, m_piece, 0, {}, m_mineral})
                            : validateHallSpot(*m_state, *m_index, {m_player, m_piece, 0, {}});
            m_verdictText = describe(m_verdict);
            emit previewVerdict(m_verdict, m_verdictText);
        }
        return;
    }
    const Square origin = *ghostOrigin();
    const std::pair<int, Square> key{m_orientation, origin};
    if (!force && m_checked == key)
        return; // same spot: the verdict stands
    m_checked = key;

    const Orientation &o = (*list)[m_orientation];
    std::vector<Square> squares;
    squares.reserve(o.cells.size());
    for (const Square &c : o.cells)
        squares.push_back(origin + c);
    std::optional<Square> mark;
    if (o.anchor)
        mark = origin + *o.anchor;

    QString fine;
    if (m_placement == Placement::Dig) {
        DigEffects effects;
        // The turn's step too (TURN-ORDER): the same check as recording the dig.
        m_verdict = validateDigSpot(*m_state, *m_index, {m_player, m_piece, m_orientation, origin, m_mineral},
                                    &effects);
        if (m_verdict.ok()) {
            fine = tr("%1 may be dug at %2.").arg(m_piece, squareText(origin));
            if (effects.hammers)
                fine += QLatin1Char(' ') + tr("%n hammer(s) for the rubble.", "", effects.hammers);
            if (!effects.unearthed.empty())
                fine += QLatin1Char(' ') + tr("Unearths %n statue(s).", "", int(effects.unearthed.size()));
            if (total(effects.buried))
                fine += QLatin1Char(' ') + tr("Buried resources go to storage.");
            if (!effects.freeSites.empty())
                fine +=
                    QLatin1Char(' ') + tr("Next to %n workshop site(s).", "", int(effects.freeSites.size()));
        }
    } else {
        HallEffects effects;
        m_verdict =
            validateHallSpot(*m_state, *m_index, {m_player, m_piece, m_orientation, origin}, &effects);
        if (m_verdict.ok()) {
            const HallDef *hall = m_state->board.catalog().hall(m_piece);
            fine = tr("%1 may be dedicated at %2.")
                       .arg(hall ? hall->displayName() : m_piece, squareText(origin));
            if (!effects.pedestalsRemoved.empty())
                fine += QLatin1Char(' ') + tr("It covers %n pedestal(s), which leave the game (PED-COVERED).",
                                              "", int(effects.pedestalsRemoved.size()));
        }
    }
    const GhostItem::Look look = m_verdict.ok()        ? GhostItem::Look::Legal
                                 : onlyCost(m_verdict) ? GhostItem::Look::CannotPay
                                                       : GhostItem::Look::Illegal;
    m_verdictText = m_verdict.ok() ? fine : describe(m_verdict);
    m_ghost->setPiece(squares, mark, m_placement == Placement::Hall, look);
    m_ghost->show();
    emit previewVerdict(m_verdict, m_verdictText);
}

void BoardView::choose()
{
    const std::optional<Square> origin = ghostOrigin();
    if (!origin)
        return;
    // Emitted even when the ghost is red: the table may have done it anyway, and the window can offer to
    // record it as an override.
    const QString piece = m_piece;
    if (m_placement == Placement::Dig)
        emit digChosen(piece, m_orientation, *origin);
    else if (m_placement == Placement::Hall)
        emit hallChosen(piece, m_orientation, *origin);
}

// ---- legal spots and highlights ----

void BoardView::setShowLegalSpots(bool on)
{
    if (on == m_showLegal)
        return;
    m_showLegal = on;
    rebuildLegalSpots();
}

void BoardView::rebuildLegalSpots()
{
    m_legal.clear();
    // No spot at all while the turn's step forbids the piece (TURN-ORDER, END-ROUNDS): recording refuses it.
    if (m_state && m_placement != Placement::None &&
        !validateTurnStep(*m_state, m_player,
                          m_placement == Placement::Dig ? ActionBody(DigAction{})
                                                        : ActionBody(DedicateHall{}))
             .ok()) {
        updateMarks();
        return;
    }
    if (m_state && m_placement == Placement::Dig) {
        for (const PlacementOption &o : placementMap(m_state->board, *m_index, m_player, m_piece, m_purse))
            m_legal.push_back({o.orientation, o.origin, o.affordable()});
    } else if (m_state && m_placement == Placement::Hall) {
        for (const HallOption &o : hallPlacementMap(m_state->board, *m_index, m_player, m_piece))
            m_legal.push_back({o.orientation, o.origin, true});
    }
    updateMarks();
}

void BoardView::updateMarks()
{
    std::vector<SquareMarksItem::Mark> marks;
    const auto *list = orientations();
    if (m_showLegal && m_placement != Placement::None && m_state && list) {
        const Board &b = m_state->board.board();
        std::vector<quint8> seen(b.grid.size(), 0); // 1 coverable, 2 spot, 4 affordable spot
        const Square grip = ghostGrip();
        for (const LegalSpot &spot : m_legal) {
            for (const Square &c : (*list)[spot.orientation].cells) {
                const Square s = spot.origin + c;
                if (b.inGrid(s))
                    seen[b.index(s)] |= 1;
            }
            if (spot.orientation == m_orientation) {
                const Square s = spot.origin + grip;
                if (b.inGrid(s))
                    seen[b.index(s)] |= spot.affordable ? 4 : 2;
            }
        }
        for (int i = 0; i < int(seen.size()); ++i)
            if (seen[i] & 1)
                marks.push_back({b.squareAt(i), SquareMarksItem::Style::Coverable});
        for (int i = 0; i < int(seen.size()); ++i)
            if (seen[i] & 6)
                marks.push_back({b.squareAt(i), (seen[i] & 4) ? SquareMarksItem::Style::Spot
                                                              : SquareMarksItem::Style::SpotCannotPay});
    }
    m_legalMarks->setMarks(std::move(marks));
}

void BoardView::setHighlight(const std::vector<Square> &squares)
{
    std::vector<SquareMarksItem::Mark> marks;
    for (const Square &s : squares)
        marks.push_back({s, SquareMarksItem::Style::Highlight});
    m_highlight->setMarks(std::move(marks));
}

void BoardView::viewMoved(const QPoint &pointer)
{
    if (m_placement != Placement::None)
        hoverAt(pointer);
}

StatueItem *BoardView::statueItemAt(const QPoint &viewportPos) const
{
    const std::optional<Square> s = squareAt(viewportPos);
    if (!s)
        return nullptr;
    for (StatueItem *item : m_statues)
        if (sceneSquare(item->pos() + QPointF(kSquare / 2, kSquare / 2)) == *s)
            return item;
    return nullptr;
}

// ---- events ----

void BoardView::mousePressEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (!m_state) {
        QGraphicsView::mousePressEvent(event);
        return;
    }
    event->accept();
    if (event->button() == Qt::MiddleButton) {
        m_gesture = Gesture::Pan;
        m_lastPanPos = pos;
        viewport()->setCursor(Qt::ClosedHandCursor);
        return;
    }
    if (m_placement != Placement::None) {
        if (event->button() == Qt::LeftButton) {
            hoverAt(pos);
            choose();
        } else if (event->button() == Qt::RightButton) {
            cancelPlacement();
        }
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    m_pressPos = m_lastPanPos = pos;
    StatueItem *statue = statueItemAt(pos);
    if (statue && statue->buried() && m_state) // nothing will move: say why (MOVE-CART)
        if (const StatueOnBoard *s = m_state->board.statue(statue->statueId())) {
            Verdict buried;
            buried.add({Reason::MoveBuriedStatue, {s->square}});
            emit previewVerdict(buried, describe(buried));
        }
    if (statue && !statue->buried()) { // MOVE-CART: only unearthed statues move
        m_gesture = Gesture::DragStatue;
        m_dragged = statue;
        m_dragHome = statue->pos();
        m_dragOffset = mapToScene(pos) - statue->pos();
        m_dragTarget.reset();
        statue->setZValue(8);
        viewport()->setCursor(Qt::ClosedHandCursor);
        return;
    }
    m_gesture = Gesture::Press;
}

void BoardView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    switch (m_gesture) {
    case Gesture::Press:
        if ((pos - m_pressPos).manhattanLength() < QApplication::startDragDistance())
            return;
        m_gesture = Gesture::Pan;
        viewport()->setCursor(Qt::ClosedHandCursor);
        [[fallthrough]];
    case Gesture::Pan: {
        const QPoint delta = pos - m_lastPanPos;
        m_lastPanPos = pos;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        return;
    }
    case Gesture::DragStatue:
        m_dragged->setPos(mapToScene(pos) - m_dragOffset);
        previewStatueMove(squareAt(pos));
        return;
    case Gesture::None:
        break;
    }
    if (m_placement != Placement::None) {
        hoverAt(pos); // the hot path: validates only when the origin changes, repaints only the ghost
        return;
    }
    if (m_state) {
        const StatueItem *statue = statueItemAt(pos);
        if (statue && !statue->buried())
            viewport()->setCursor(Qt::OpenHandCursor);
        else
            viewport()->unsetCursor();
    }
}

void BoardView::mouseReleaseEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    const Gesture gesture = m_gesture;
    m_gesture = Gesture::None;
    event->accept();
    if (m_placement != Placement::None)
        viewport()->setCursor(Qt::CrossCursor);
    else
        viewport()->unsetCursor();
    switch (gesture) {
    case Gesture::Press:
        if (const std::optional<Square> s = squareAt(pos); s && m_index) {
            if (m_index->workshopAt(*s) != SpaceIndex::kNone)
                emit workshopClicked(*s);
            else
                emit squareClicked(*s);
        }
        return;
    case Gesture::DragStatue: {
        // Back home until the move is recorded: the view shows the state, not the gesture.
        StatueItem *statue = m_dragged;
        m_dragged = nullptr;
        statue->setPos(m_dragHome);
        statue->setZValue(4);
        const int id = statue->statueId();
        const Square from = sceneSquare(m_dragHome + QPointF(kSquare / 2, kSquare / 2));
        const std::optional<Square> to = squareAt(pos);
        if (to && *to != from)
            emit statueDropped(id, *to);
        return;
    }
    case Gesture::Pan:
    case Gesture::None:
        return;
    }
}

void BoardView::previewStatueMove(const std::optional<Square> &to)
{
    if (to == m_dragTarget || !m_dragged || !m_state)
        return;
    m_dragTarget = to;
    if (!to)
        return;
    const StatueOnBoard *statue = m_state->board.statue(m_dragged->statueId());
    if (!statue)
        return;
    // Checked as recording it would be (hk::validate, the turn's step included), with the cart the dialog
    // would offer first: a generic one, else one of the statue's clan (CART-CLAN).
    const std::optional<Payment> cart = autoPayStatueCart(*m_state, m_player, statue->clan);
    const Verdict verdict =
        validate(*m_state, {m_player, MoveStatue{statue->id, *to, cart.value_or(Payment{})}});
    const QString text =
        verdict.ok() ? tr("The %1 statue may move to %2.").arg(clanName(statue->clan), squareText(*to))
                     : describe(verdict);
    emit previewVerdict(verdict, text);
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    if (m_placement == Placement::None) {
        QGraphicsView::keyPressEvent(event);
        return;
    }
    const auto nudge = [&](int dr, int dc) {
        if (!m_hover && floorBoard())
            m_hover = Square{floorBoard()->rows / 2, floorBoard()->columns / 2};
        else if (m_hover)
            m_hover = Square{m_hover->row + dr, m_hover->column + dc};
        updateGhost();
    };
    switch (event->key()) {
    case Qt::Key_R:
        rotateGhost();
        break;
    case Qt::Key_F:
        flipGhost();
        break;
    case Qt::Key_Escape:
        cancelPlacement();
        break;
    case Qt::Key_Left:
        nudge(0, -1);
        break;
    case Qt::Key_Right:
        nudge(0, 1);
        break;
    case Qt::Key_Up:
        nudge(-1, 0);
        break;
    case Qt::Key_Down:
        nudge(1, 0);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        choose();
        break;
    default:
        QGraphicsView::keyPressEvent(event);
        return;
    }
    event->accept();
}

bool BoardView::event(QEvent *event)
{
    // While placing, R, F and Esc belong to the ghost even if a window shortcut uses them.
    if (event->type() == QEvent::ShortcutOverride && m_placement != Placement::None) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() == Qt::NoModifier &&
            (key->key() == Qt::Key_R || key->key() == Qt::Key_F || key->key() == Qt::Key_Escape)) {
            event->accept();
            return true;
        }
    }
    return QGraphicsView::event(event);
}

bool BoardView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_state) {
        const auto *help = static_cast<QHelpEvent *>(event);
        QString text;
        if (m_placement != Placement::None)
            text = m_verdictText;
        else if (const std::optional<Square> s = squareAt(help->pos()))
            text = squareToolTip(*s);
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    return QGraphicsView::viewportEvent(event);
}

QString BoardView::squareToolTip(const Square &s) const
{
    const BoardState &board = m_state->board;
    const Board &b = board.board();
    if (!b.onBoard(s))
        return {};
    const auto nameOf = [&](int player) {
        return player >= 0 && player < m_state->playerCount() ? m_state->players[player].name
                                                              : defaultPlayerName(player + 1);
    };
    QStringList lines;
    if (b.isHeart(s))
        lines << tr("%1: the Mountain Heart").arg(squareText(s));
    else
        lines << tr("%1: layer %2").arg(squareText(s), argText(b.layer(s)));
    const bool covered = m_index->covered(s);
    if (!covered) {
        if (std::find(b.rubble.begin(), b.rubble.end(), s) != b.rubble.end())
            lines << tr("Rubble square: 1 hammer to dig it (DIG-RUBBLE)");
        for (const BuriedResources &buried : b.buried)
            if (buried.square == s) {
                QStringList kinds;
                for (Resource r : kAllResources)
                    if (at(buried.resources, r))
                        kinds << QStringLiteral("%1 %2").arg(argText(at(buried.resources, r)),
                                                             resourceName(r));
                lines << tr("Buried resources: %1").arg(kinds.join(tr(", ")));
            }
        for (const GateStart &g : b.gateStarts)
            if (g.square == s)
                lines << tr("Gate start point for %n players", "", g.players);
    }
    if (std::find(b.statueSpots.begin(), b.statueSpots.end(), s) != b.statueSpots.end())
        lines << tr("Statue spot");
    if (m_index->isWorkshopSite(s)) {
        const int kind = m_index->workshopAt(s);
        if (kind == SpaceIndex::kNone) {
            lines << tr("Workshop site (empty)");
        } else {
            const int open = openEntrances(*m_index, s).count();
            lines << tr("%1: %2").arg(workshopName(WorkshopKind(kind)),
                                      workshopEffectText(WorkshopKind(kind)));
            lines << tr("%n open entrance(s) (WS-ENTRANCES)", "", open);
        }
    }
    if (const int gate = m_index->gateAt(s); gate != SpaceIndex::kNone)
        lines << tr("Gate of %1").arg(nameOf(gate));
    if (const int id = m_index->hallAt(s); id != SpaceIndex::kNone)
        if (const PlacedHall *hall = board.hall(id)) {
            const HallDef *def = board.catalog().hall(hall->hall);
            lines << tr("%1 (great hall, %2/%3), dedicated by %4")
                         .arg(def ? def->displayName() : hall->hall, argText(def ? def->low : 0),
                              argText(def ? def->high : 0), nameOf(hall->player));
            if (hall->altar == s)
                lines << tr("Altar: a statue here scores the high value (SCORE-HALL)");
        }
    if (const int id = m_index->tunnelAt(s);
        id != SpaceIndex::kNone && m_index->hallAt(s) == SpaceIndex::kNone)
        if (const PlacedTunnel *tunnel = board.tunnel(id)) {
            lines << tr("%1 tunnel tile dug by %2").arg(tunnel->shape, nameOf(tunnel->player));
            if (tunnel->anchor == s)
                lines << tr("Anchor of the tile");
        }
    if (m_index->covered(s)) {
        QStringList owners;
        for (int p = 0; p < m_state->playerCount(); ++p)
            if (m_index->inNetwork(s, p))
                owners << nameOf(p);
        lines << (owners.isEmpty() ? tr("Connected to no gate: nobody's network (DIG-ISOLATED)")
                                   : tr("Network of %1").arg(owners.join(tr(", "))));
    }
    if (const PlacedPedestal *pedestal = board.pedestalAt(s))
        lines << tr("%1 pedestal").arg(clanName(pedestal->clan));
    if (const int id = m_index->statueAt(s); id != SpaceIndex::kNone)
        if (const StatueOnBoard *statue = board.statue(id))
            lines << (unearthed(*m_index, *statue) ? tr("%1 statue (unearthed)").arg(clanName(statue->clan))
                                                   : tr("%1 statue (buried)").arg(clanName(statue->clan)));
    return lines.join(QLatin1Char('\n'));
}

} // namespace hk::gui
