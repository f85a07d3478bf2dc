// The board view and the piece palette driven with mouse and keys, offscreen: the ghost's verdict comes from
// the core validator (rule IDs for legal and illegal spots), a click reports the hovered origin and
// orientation, R and F move between the catalog's orientation indexes as the game log numbers them, Esc
// cancels, statues are dragged, workshops clicked, the palette counts the supply (DIG-SUPPLY) and the legal
// spot overlay matches hk::placementMap.
//
// With HK_BOARD_SHOTS=DIR set, it also saves screenshots of a mid-game winter board at 1x and 2x there.

#include "board/board_view.h"
#include "board/orientations.h"
#include "board/piece_palette.h"
#include "common/game_builder.h"
#include "common/turn_stages.h"
#include "floor/board_drawing.h"
#include "io/game_io.h"

#include <QAbstractButton>
#include <QDir>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>

using namespace hk;
using namespace hk::gui;
using namespace hk::test;

namespace {

void sendMouse(QWidget *w, QEvent::Type type, const QPoint &pos, Qt::MouseButton button = Qt::NoButton,
               Qt::MouseButtons buttons = Qt::NoButton)
{
    QMouseEvent event(type, QPointF(pos), QPointF(w->mapToGlobal(pos)), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(w, &event);
}

void moveTo(BoardView &view, const QPoint &pos, Qt::MouseButtons buttons = Qt::NoButton)
{
    sendMouse(view.viewport(), QEvent::MouseMove, pos, Qt::NoButton, buttons);
}

void clickAt(BoardView &view, const QPoint &pos, Qt::MouseButton button = Qt::LeftButton)
{
    sendMouse(view.viewport(), QEvent::MouseButtonPress, pos, button, button);
    sendMouse(view.viewport(), QEvent::MouseButtonRelease, pos, button, Qt::NoButton);
}

// Puts the ghost's origin on `origin` by hovering the square under its grip cell.
void hoverOrigin(BoardView &view, const Square &origin)
{
    const Square grip = view.ghostGrip();
    moveTo(view, view.viewportPoint({origin.row + grip.row, origin.column + grip.column}));
}

// A shape drawn as in the catalog ("#" a square, "A" the anchor), normalized.
Orientation picture(const QStringList &rows)
{
    std::vector<Square> cells;
    std::optional<Square> anchor;
    for (int r = 0; r < rows.size(); ++r)
        for (int c = 0; c < rows[r].size(); ++c) {
            if (rows[r][c] == QLatin1Char('.'))
                continue;
            cells.push_back({r, c});
            if (rows[r][c] == QLatin1Char('A'))
                anchor = Square{r, c};
        }
    return normalized(cells, anchor);
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

GameState midGame(int actions)
{
    const GameReadResult read = readGame(QStringLiteral(HK_FIXTURES "/games/five-players.hkgame"));
    if (!read.game)
        qFatal("five-players.hkgame does not load");
    return replay(read.game->setup, read.game->log, actions).state;
}

// A window-sized view, shown and fitted.
struct Fixture {
    explicit Fixture(const GameState &s, int player = 0) : state(s)
    {
        view.resize(920, 860);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            qWarning("the view was not exposed");
        view.setState(state, player);
        view.fitToWindow();
    }
    GameState state;
    BoardView view;
};

QColor pixelAt(BoardView &view, const Square &s)
{
    const QImage image = view.viewport()->grab().toImage();
    return image.pixelColor(view.viewportPoint(s) * image.devicePixelRatio());
}

} // namespace

class TestBoardView : public QObject {
    Q_OBJECT
private slots:
    void DIG_ORIENT_rotateAndFlip_data();
    void DIG_ORIENT_rotateAndFlip();
    void DIG_ORIENT_everyShapeCycles();
    void previewVerdict_data();
    void previewVerdict();
    void ghostColourFollowsVerdict();
    void TURN_ORDER_previewMatchesRecord_data();
    void TURN_ORDER_previewMatchesRecord();
    void clickChoosesHoveredOrigin();
    void keyboardPlacesAndCancels();
    void stateChangeRevalidates();
    void hallGhost();
    void legalSpotsMatchPlacementMap();
    void statueDragEmitsDrop();
    void workshopAndSquareClicks();
    void zoomAndPan();
    void DIG_SUPPLY_paletteCounts();
    void paletteEmitsChoices();
    void screenshots();
};

void TestBoardView::DIG_ORIENT_rotateAndFlip_data()
{
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("keys"); // pressed in order, from orientation 0 (the catalog's drawing)
    QTest::addColumn<QStringList>("expected");
    // Worked by hand from the default catalog's drawings: R turns a quarter clockwise, F mirrors left-right.
    QTest::newRow("L3 R") << "L3"
                          << "R" << QStringList{"A#", "#."};
    QTest::newRow("L3 RR") << "L3"
                           << "RR" << QStringList{"#A", ".#"};
    QTest::newRow("L3 F") << "L3"
                          << "F" << QStringList{".#", "#A"};
    QTest::newRow("I2 R") << "I2"
                          << "R" << QStringList{"A", "#"};
    QTest::newRow("I2 RR") << "I2"
                           << "RR" << QStringList{"#A"};
    QTest::newRow("T4 R") << "T4"
                          << "R" << QStringList{".#", "#A", ".#"};
    QTest::newRow("S4 F") << "S4"
                          << "F" << QStringList{"#A.", ".##"};
    QTest::newRow("S4 RF") << "S4"
                           << "RF" << QStringList{".#", "A#", "#."};
    QTest::newRow("F5 R") << "F5"
                          << "R" << QStringList{".#.", "###", "..#"};
    QTest::newRow("F5 FF") << "F5"
                           << "FF" << QStringList{".##", "##.", ".#."};
    QTest::newRow("hall-2 R") << "hall-2"
                              << "R" << QStringList{"#A", "##", ".#"};
}

void TestBoardView::DIG_ORIENT_rotateAndFlip()
{
    QFETCH(QString, shape);
    QFETCH(QString, keys);
    QFETCH(QStringList, expected);
    Fixture f(GameState(practiceSetup(3)));
    const bool hall = f.state.board.catalog().hall(shape) != nullptr;
    if (hall)
        f.view.beginHall(shape);
    else
        f.view.beginDig(shape);
    QCOMPARE(f.view.ghostOrientation(), 0);
    for (QChar key : keys)
        QTest::keyClick(&f.view, key == QLatin1Char('R') ? Qt::Key_R : Qt::Key_F);
    const std::vector<Orientation> &placements = hall ? f.state.board.catalog().hall(shape)->placements
                                                      : f.state.board.catalog().tunnel(shape)->placements;
    const int k = f.view.ghostOrientation();
    QVERIFY(k >= 0 && k < int(placements.size()));
    QCOMPARE(placements[k], picture(expected));
}

void TestBoardView::DIG_ORIENT_everyShapeCycles()
{
    const std::shared_ptr<const Catalog> catalog = defaultCatalogShared();
    for (const TunnelShape &t : catalog->tunnels)
        for (int k = 0; k < int(t.placements.size()); ++k) {
            int r = k;
            for (int i = 0; i < 4; ++i) {
                r = rotatedOrientation(t.placements, r);
                QVERIFY2(r >= 0, qPrintable(t.id));
                // A rotation keeps the mirror image's handedness: never the same set under a flip alone
                QCOMPARE(t.placements[r].cells.size(), t.placements[k].cells.size());
            }
            QCOMPARE(r, k);
            const int f = flippedOrientation(t.placements, k);
            QVERIFY(f >= 0);
            QCOMPARE(flippedOrientation(t.placements, f), k);
            // Mirror, turn, mirror is a turn the other way: three quarter turns.
            const int a = flippedOrientation(t.placements, rotatedOrientation(t.placements, f));
            const int b = rotatedOrientation(
                t.placements, rotatedOrientation(t.placements, rotatedOrientation(t.placements, k)));
            QCOMPARE(a, b);
        }
}

void TestBoardView::previewVerdict_data()
{
    // Autumn Practice Mountain, 3 players: Ann's gate at (0, 10), Bob's at (15, 17), Cid's at (14, 1). Ann
    // holds 3 stone, 3 iron and 1 hammer.
    QTest::addColumn<QString>("shape");
    QTest::addColumn<Square>("origin");
    QTest::addColumn<QStringList>("rules");
    QTest::newRow("legal, next to the gate") << "I2" << Square{1, 10} << QStringList{};
    QTest::newRow("covers the gate") << "I2" << Square{0, 9} << QStringList{"DIG-OVERLAP"};
    QTest::newRow("far from the network") << "I2" << Square{8, 14} << QStringList{"DIG-ADJ-OWN"};
    QTest::newRow("off the board") << "I2" << Square{0, 0} << QStringList{"DIG-BOUNDS", "DIG-ADJ-OWN"};
    QTest::newRow("the Mountain Heart") << "I2" << Square{9, 9} << QStringList{"DIG-OVERLAP", "DIG-ADJ-OWN"};
    QTest::newRow("against Bob's gate")
        << "I2" << Square{15, 15} << QStringList{"DIG-ADJ-OWN", "DIG-ADJ-OTHER"};
    QTest::newRow("four stone needed") << "I4" << Square{1, 10} << QStringList{"DIG-COST"};
}

void TestBoardView::previewVerdict()
{
    QFETCH(QString, shape);
    QFETCH(Square, origin);
    QFETCH(QStringList, rules);
    Fixture f(GameState(practiceSetup(3)));
    QSignalSpy spy(&f.view, &BoardView::previewVerdict);
    f.view.beginDig(shape);
    hoverOrigin(f.view, origin);
    QCOMPARE(f.view.ghostOrigin(), std::optional<Square>(origin));
    QVERIFY(!spy.isEmpty());
    const auto verdict = spy.last().at(0).value<Verdict>();
    const QString text = spy.last().at(1).toString();
    QCOMPARE(sorted(verdict.ruleIds()), sorted(rules));
    // The text is the validator's sentences, each with its rule ID; a legal spot says what it does.
    for (const QString &rule : rules)
        QVERIFY2(text.contains(rule), qPrintable(text));
    if (rules.isEmpty())
        QVERIFY2(text.contains(shape) && !text.contains(QLatin1Char('(') + QStringLiteral("DIG-")),
                 qPrintable(text));
    QCOMPARE(f.view.ghostText(), text);
    // The same verdict as the action would get (the validator the engine uses).
    const SpaceIndex index(f.state.board);
    const Verdict direct =
        validateDig(f.state.board, index, {0, shape, 0, origin, Mineral::Stone}, f.state.purse(0));
    QCOMPARE(sorted(direct.ruleIds()), sorted(rules));

    // Moving within the same square does not validate again; another square does.
    const int before = int(spy.size());
    const Square grip = f.view.ghostGrip();
    moveTo(f.view, f.view.viewportPoint({origin.row + grip.row, origin.column + grip.column}) + QPoint(2, 1));
    QCOMPARE(int(spy.size()), before);
    hoverOrigin(f.view, {origin.row + 1, origin.column});
    QCOMPARE(int(spy.size()), before + 1);
}

void TestBoardView::ghostColourFollowsVerdict()
{
    Fixture f(GameState(practiceSetup(3)));
    f.view.beginDig(QStringLiteral("I2"));
    // I2's orientation 0 is "A#": the tick or cross sits on the anchor square, the plain colour on the other.
    hoverOrigin(f.view, {1, 10});
    QVERIFY(f.view.ghostVerdict().ok());
    QColor c = pixelAt(f.view, {1, 11});
    QVERIFY2(c.green() > c.red() + 40, qPrintable(c.name()));
    hoverOrigin(f.view, {8, 14});
    QVERIFY(!f.view.ghostVerdict().ok());
    c = pixelAt(f.view, {8, 15});
    QVERIFY2(c.red() > c.green() + 40, qPrintable(c.name()));
    f.view.cancelPlacement();
    const QColor floor = pixelAt(f.view, {8, 15});
    QVERIFY2(floor != c, qPrintable(floor.name()));
}

// TURN-ORDER, END-ROUNDS: the ghost, the legal-spots overlay and the statue drag answer what recording the
// action answers (hk::validate with the same turn state): a second dig in one turn is red, never "legal".
void TestBoardView::TURN_ORDER_previewMatchesRecord_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("turn");
    for (const char *kind : {"dig", "hall", "move"})
        for (const char *turn : {"fresh", "dug", "hall", "moved", "hall, step 2 skipped",
                                 "moved, step 2 skipped", "not yours", "over"})
            QTest::newRow(qPrintable(QStringLiteral("%1, %2").arg(kind, turn))) << kind << turn;
}

void TestBoardView::TURN_ORDER_previewMatchesRecord()
{
    QFETCH(QString, kind);
    QFETCH(QString, turn);
    // Ann's network (O4 and I2 next to her gate) takes great hall 2 at (1, 9) and an I2 at (3, 9); the
    // statue move uses a game half played.
    GameState state(practiceSetup(3));
    if (kind == QLatin1String("move")) {
        state = midGame(88);
    } else {
        state.board.addTunnel(0, QStringLiteral("O4"), 0, {1, 9}, Mineral::Stone);
        state.board.addTunnel(0, QStringLiteral("I2"), 0, {1, 11}, Mineral::Stone);
    }
    const int player = setTurnStage(state, turn);

    Fixture f(state, player);
    Action action{player, EndTurn{}};
    if (kind == QLatin1String("dig")) {
        const Square origin{3, 9};
        f.view.beginDig(QStringLiteral("I2"));
        hoverOrigin(f.view, origin);
        DigEffects effects;
        validateDig(state.board, SpaceIndex(state.board),
                    {player, QStringLiteral("I2"), 0, origin, Mineral::Stone}, state.purse(player), &effects);
        const ResourceCounts due =
            rc({{Resource::Stone, int(effects.squares.size())}, {Resource::Hammer, effects.hammers}});
        action.body = DigAction{
            QStringLiteral("I2"), 0, origin, Mineral::Stone, autoPay(state, player, due).value_or(Payment{}),
            std::nullopt,         {}};
        // The overlay offers a spot only when recording there could be legal.
        f.view.setShowLegalSpots(true);
        const Verdict record = validate(state, action);
        QCOMPARE(f.view.legalSpotCount() > 0, !record.breaks("TURN-ORDER") && !record.breaks("END-ROUNDS"));
    } else if (kind == QLatin1String("hall")) {
        f.view.beginHall(QStringLiteral("hall-2"));
        hoverOrigin(f.view, {1, 9});
        action.body = DedicateHall{QStringLiteral("hall-2"), 0, {1, 9}};
        f.view.setShowLegalSpots(true);
        const Verdict record = validate(state, action);
        QCOMPARE(f.view.legalSpotCount() > 0, record.ok());
    } else {
        const SpaceIndex index(state.board);
        const StatueOnBoard *free = nullptr;
        for (const StatueOnBoard &s : state.board.statues)
            if (unearthed(index, s))
                free = &s;
        QVERIFY(free);
        const Square to{free->square.row, free->square.column + 1};
        QSignalSpy preview(&f.view, &BoardView::previewVerdict);
        const QPoint from = f.view.viewportPoint(free->square);
        sendMouse(f.view.viewport(), QEvent::MouseButtonPress, from, Qt::LeftButton, Qt::LeftButton);
        moveTo(f.view, from + QPoint(10, 0), Qt::LeftButton);
        moveTo(f.view, f.view.viewportPoint(to), Qt::LeftButton);
        sendMouse(f.view.viewport(), QEvent::MouseButtonRelease, f.view.viewportPoint(to), Qt::LeftButton);
        QVERIFY(!preview.isEmpty());
        const Verdict shown = preview.last().at(0).value<Verdict>();
        const std::optional<Payment> cart = autoPay(state, player, rc({{Resource::Cart, 1}}));
        action.body = MoveStatue{free->id, to, cart.value_or(Payment{})};
        const Verdict record = validate(state, action);
        QCOMPARE(sorted(shown.ruleIds()), sorted(record.ruleIds()));
        return;
    }
    const Verdict record = validate(state, action);
    QCOMPARE(sorted(f.view.ghostVerdict().ruleIds()), sorted(record.ruleIds()));
    // A spent step is red with its rule, in the text too.
    if (record.breaks("TURN-ORDER"))
        QVERIFY2(f.view.ghostText().contains(QStringLiteral("TURN-ORDER")), qPrintable(f.view.ghostText()));
}

void TestBoardView::clickChoosesHoveredOrigin()
{
    Fixture f(GameState(practiceSetup(3)));
    QSignalSpy chosen(&f.view, &BoardView::digChosen);
    f.view.beginDig(QStringLiteral("L3"));
    QTest::keyClick(&f.view, Qt::Key_R);
    const int orientation = f.view.ghostOrientation();
    QVERIFY(orientation != 0);
    const Square origin{1, 10};
    hoverOrigin(f.view, origin);
    const Square grip = f.view.ghostGrip();
    clickAt(f.view, f.view.viewportPoint({origin.row + grip.row, origin.column + grip.column}));
    QCOMPARE(chosen.size(), 1);
    QCOMPARE(chosen.at(0).at(0).toString(), QStringLiteral("L3"));
    QCOMPARE(chosen.at(0).at(1).toInt(), orientation);
    QCOMPARE(chosen.at(0).at(2).value<Square>(), origin);
    // The placement stays until the window cancels it.
    QCOMPARE(f.view.placement(), BoardView::Placement::Dig);
    // An illegal spot is reported too: the window may record an override.
    hoverOrigin(f.view, {8, 14});
    clickAt(f.view, f.view.viewportPoint(Square{8, 14} + f.view.ghostGrip()));
    QCOMPARE(chosen.size(), 2);
    QCOMPARE(chosen.at(1).at(2).value<Square>(), Square(8, 14));
}

void TestBoardView::keyboardPlacesAndCancels()
{
    Fixture f(GameState(practiceSetup(3)));
    QSignalSpy chosen(&f.view, &BoardView::digChosen);
    QSignalSpy cancelled(&f.view, &BoardView::placementCancelled);
    f.view.beginDig(QStringLiteral("I3"));
    hoverOrigin(f.view, {1, 9});
    QTest::keyClick(&f.view, Qt::Key_Right);
    QTest::keyClick(&f.view, Qt::Key_Down);
    QCOMPARE(f.view.ghostOrigin(), std::optional<Square>(Square(2, 10)));
    QTest::keyClick(&f.view, Qt::Key_Return);
    QCOMPARE(chosen.size(), 1);
    QCOMPARE(chosen.at(0).at(2).value<Square>(), Square(2, 10));

    QTest::keyClick(&f.view, Qt::Key_Escape);
    QCOMPARE(cancelled.size(), 1);
    QCOMPARE(f.view.placement(), BoardView::Placement::None);
    QVERIFY(!f.view.ghostOrigin());
    // Outside a placement, R and clicks place nothing.
    QTest::keyClick(&f.view, Qt::Key_R);
    clickAt(f.view, f.view.viewportPoint({2, 10}));
    QCOMPARE(chosen.size(), 1);
    // The right button cancels as well.
    f.view.beginHall(QStringLiteral("treasure-hall"));
    clickAt(f.view, f.view.viewportPoint({2, 10}), Qt::RightButton);
    QCOMPARE(cancelled.size(), 2);
}

void TestBoardView::stateChangeRevalidates()
{
    Fixture f(GameState(practiceSetup(3)));
    QSignalSpy spy(&f.view, &BoardView::previewVerdict);
    f.view.beginDig(QStringLiteral("I2"));
    hoverOrigin(f.view, {1, 10});
    QVERIFY(f.view.ghostVerdict().ok());
    GameState next = f.state;
    next.board.addTunnel(0, QStringLiteral("I3"), 0, {1, 9}, Mineral::Stone);
    f.view.setState(next, 0);
    QCOMPARE(f.view.placement(), BoardView::Placement::Dig);
    QCOMPARE(f.view.ghostVerdict().ruleIds(), QStringList{"DIG-OVERLAP"});
    QVERIFY(spy.last().at(1).toString().contains(QStringLiteral("DIG-OVERLAP")));
}

void TestBoardView::hallGhost()
{
    // Ann digs an O4 and an I2 next to her gate at (0, 10): her network is (1,9) (1,10) (2,9) (2,10) (1,11)
    // (1,12), where great hall 2 ("A##" over "##.") fits at (1, 9).
    GameState state(practiceSetup(3));
    state.board.addTunnel(0, QStringLiteral("O4"), 0, {1, 9}, Mineral::Stone);
    state.board.addTunnel(0, QStringLiteral("I2"), 0, {1, 11}, Mineral::Stone);
    state.turn.main = true; // she has dug this turn: halls come after (TURN-ORDER)
    Fixture f(state, 0);
    QSignalSpy spy(&f.view, &BoardView::previewVerdict);
    QSignalSpy chosen(&f.view, &BoardView::hallChosen);
    f.view.beginHall(QStringLiteral("hall-2"));
    hoverOrigin(f.view, {1, 9});
    QCOMPARE(f.view.ghostOrigin(), std::optional<Square>(Square(1, 9)));
    QVERIFY2(f.view.ghostVerdict().ok(), qPrintable(f.view.ghostText()));
    QVERIFY(spy.last().at(1).toString().contains(QStringLiteral("Great hall 2")));
    clickAt(f.view, f.view.viewportPoint(Square{1, 9} + f.view.ghostGrip()));
    QCOMPARE(chosen.size(), 1);
    QCOMPARE(chosen.at(0).at(0).toString(), QStringLiteral("hall-2"));
    QCOMPARE(chosen.at(0).at(1).toInt(), 0);
    QCOMPARE(chosen.at(0).at(2).value<Square>(), Square(1, 9));
    // One square to the right, (1, 12)'s neighbour (1, 13) is bare rock.
    hoverOrigin(f.view, {1, 10});
    QCOMPARE(f.view.ghostVerdict().ruleIds(), QStringList{"HALL-COVER"});
    QVERIFY(spy.last().at(1).toString().contains(QStringLiteral("HALL-COVER")));
    // Once dedicated, the hall cannot be placed again.
    GameState next = state;
    next.board.addHall(0, QStringLiteral("hall-2"), 0, {1, 9});
    f.view.setState(next, 0);
    hoverOrigin(f.view, {1, 9});
    QVERIFY(!f.view.ghostVerdict().ok());
    QCOMPARE(f.view.legalSpotCount(), 0);
}

void TestBoardView::legalSpotsMatchPlacementMap()
{
    // Digs at the start of the turn, great halls once the player has dug (TURN-ORDER).
    GameState state = midGame(50);
    state.turn = TurnState{state.turn.index};
    const int player = state.currentPlayer();
    Fixture f(state, player);
    const SpaceIndex index(state.board);
    const Purse purse = state.purse(player);
    for (const QString &shape : {QStringLiteral("T4"), QStringLiteral("F5"), QStringLiteral("I2")}) {
        f.view.beginDig(shape);
        QCOMPARE(f.view.legalSpotCount(),
                 int(placementMap(state.board, index, player, shape, purse).size())); // counted when shown
        f.view.setShowLegalSpots(true);
        const int expected = int(placementMap(state.board, index, player, shape, purse).size());
        QVERIFY2(expected > 0, qPrintable(shape));
        QCOMPARE(f.view.legalSpotCount(), expected);
        // Every spot the overlay offers is one the ghost finds legal by the rules of space.
        f.view.setShowLegalSpots(false);
        f.view.setShowLegalSpots(true);
        QCOMPARE(f.view.legalSpotCount(), expected);
    }
    // Great halls: every (orientation, origin) validateHall accepts.
    state.turn.main = true;
    f.view.setState(state, player);
    f.view.beginHall(QStringLiteral("hall-4"));
    int halls = 0;
    const HallDef *def = state.board.catalog().hall(QStringLiteral("hall-4"));
    const Board &b = state.board.board();
    for (int k = 0; k < int(def->placements.size()); ++k)
        for (int row = -3; row < b.rows; ++row)
            for (int column = -3; column < b.columns; ++column)
                halls += validateHall(state.board, index, {player, def->id, k, {row, column}}).ok();
    QCOMPARE(f.view.legalSpotCount(), halls);
    f.view.cancelPlacement();
    QCOMPARE(f.view.legalSpotCount(), 0);
}

void TestBoardView::statueDragEmitsDrop()
{
    const GameState state = midGame(88);
    Fixture f(state, 1);
    const SpaceIndex index(state.board);
    const StatueOnBoard *free = nullptr;
    const StatueOnBoard *buried = nullptr;
    for (const StatueOnBoard &s : state.board.statues)
        (unearthed(index, s) ? free : buried) = &s;
    QVERIFY(free && buried);
    QSignalSpy dropped(&f.view, &BoardView::statueDropped);
    QSignalSpy preview(&f.view, &BoardView::previewVerdict);
    QSignalSpy clicked(&f.view, &BoardView::squareClicked);
    const Square to{free->square.row, free->square.column + 1};
    const QPoint from = f.view.viewportPoint(free->square);
    sendMouse(f.view.viewport(), QEvent::MouseButtonPress, from, Qt::LeftButton, Qt::LeftButton);
    moveTo(f.view, from + QPoint(10, 0), Qt::LeftButton);
    moveTo(f.view, f.view.viewportPoint(to), Qt::LeftButton);
    QVERIFY(!preview.isEmpty()); // the move is checked while dragging (validateMove)
    sendMouse(f.view.viewport(), QEvent::MouseButtonRelease, f.view.viewportPoint(to), Qt::LeftButton);
    QCOMPARE(dropped.size(), 1);
    QCOMPARE(dropped.at(0).at(0).toInt(), free->id);
    QCOMPARE(dropped.at(0).at(1).value<Square>(), to);
    QCOMPARE(clicked.size(), 0);
    // Dropped back on its own square: nothing.
    sendMouse(f.view.viewport(), QEvent::MouseButtonPress, from, Qt::LeftButton, Qt::LeftButton);
    moveTo(f.view, from + QPoint(12, 0), Qt::LeftButton);
    sendMouse(f.view.viewport(), QEvent::MouseButtonRelease, from, Qt::LeftButton);
    QCOMPARE(dropped.size(), 1);
    // A buried statue does not move (MOVE-CART): the gesture pans instead.
    const QPoint at = f.view.viewportPoint(buried->square);
    sendMouse(f.view.viewport(), QEvent::MouseButtonPress, at, Qt::LeftButton, Qt::LeftButton);
    moveTo(f.view, at + QPoint(40, 0), Qt::LeftButton);
    sendMouse(f.view.viewport(), QEvent::MouseButtonRelease, at + QPoint(40, 0), Qt::LeftButton);
    QCOMPARE(dropped.size(), 1);
}

void TestBoardView::workshopAndSquareClicks()
{
    const GameState state = midGame(88);
    Fixture f(state, 0);
    QVERIFY(!state.board.workshops.empty());
    QSignalSpy workshops(&f.view, &BoardView::workshopClicked);
    QSignalSpy squares(&f.view, &BoardView::squareClicked);
    const Square site = state.board.workshops.front().site;
    clickAt(f.view, f.view.viewportPoint(site));
    QCOMPARE(workshops.size(), 1);
    QCOMPARE(workshops.at(0).at(0).value<Square>(), site);
    QCOMPARE(squares.size(), 0);
    // An empty workshop site, or any other square, is a square click (for Explain).
    Square empty = state.board.board().workshopSites.front();
    for (const Square &s : state.board.board().workshopSites)
        if (std::none_of(state.board.workshops.begin(), state.board.workshops.end(),
                         [&](const PlacedWorkshop &w) { return w.site == s; }))
            empty = s;
    clickAt(f.view, f.view.viewportPoint(empty));
    clickAt(f.view, f.view.viewportPoint({10, 11}));
    QCOMPARE(workshops.size(), 1);
    QCOMPARE(squares.size(), 2);
    QCOMPARE(squares.at(0).at(0).value<Square>(), empty);
    QCOMPARE(squares.at(1).at(0).value<Square>(), Square(10, 11));
    // While placing, a click on a workshop places the piece instead.
    f.view.beginDig(QStringLiteral("I2"));
    clickAt(f.view, f.view.viewportPoint(site));
    QCOMPARE(workshops.size(), 1);
}

void TestBoardView::zoomAndPan()
{
    Fixture f(midGame(50), 0);
    QVERIFY(f.view.isFitted());
    const qreal fitted = f.view.zoom();
    f.view.zoomIn();
    QVERIFY(f.view.zoom() > fitted * 1.2);
    QVERIFY(!f.view.isFitted());
    // The wheel zooms around the cursor: the square under it stays under it.
    const QPoint cursor = f.view.viewportPoint({6, 6});
    QWheelEvent wheel(QPointF(cursor), QPointF(f.view.viewport()->mapToGlobal(cursor)), QPoint(),
                      QPoint(0, 120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    const qreal before = f.view.zoom();
    QApplication::sendEvent(f.view.viewport(), &wheel);
    QVERIFY(f.view.zoom() > before);
    QCOMPARE(f.view.squareAt(cursor), std::optional<Square>(Square(6, 6)));
    // Dragging the background pans, and is not a click.
    QSignalSpy clicked(&f.view, &BoardView::squareClicked);
    const int h = f.view.horizontalScrollBar()->value();
    const QPoint start = f.view.viewportPoint({10, 10});
    sendMouse(f.view.viewport(), QEvent::MouseButtonPress, start, Qt::LeftButton, Qt::LeftButton);
    moveTo(f.view, start + QPoint(-60, 0), Qt::LeftButton);
    sendMouse(f.view.viewport(), QEvent::MouseButtonRelease, start + QPoint(-60, 0), Qt::LeftButton);
    QCOMPARE(f.view.horizontalScrollBar()->value(),
             std::min(h + 60, f.view.horizontalScrollBar()->maximum()));
    QVERIFY(f.view.horizontalScrollBar()->value() > h);
    QCOMPARE(clicked.size(), 0);
    for (int i = 0; i < 30; ++i)
        f.view.zoomOut();
    QVERIFY(f.view.zoom() >= fitted * 0.5 - 1e-9);
    f.view.fitToWindow();
    QVERIFY(f.view.isFitted());
    QCOMPARE(f.view.zoom(), fitted);
    // The fitted board shows every square.
    const Board &b = f.state.board.board();
    QVERIFY(f.view.viewport()->rect().contains(f.view.viewportPoint({0, 0})));
    QVERIFY(f.view.viewport()->rect().contains(f.view.viewportPoint({b.rows - 1, b.columns - 1})));
}

void TestBoardView::DIG_SUPPLY_paletteCounts()
{
    GameState state = midGame(88);
    PiecePalette palette;
    palette.setState(state, 0);
    const Catalog &catalog = state.board.catalog();
    for (const TunnelShape &t : catalog.tunnels) {
        const int onBoard = int(std::count_if(state.board.tunnels.begin(), state.board.tunnels.end(),
                                              [&](const PlacedTunnel &p) { return p.shape == t.id; }));
        QCOMPARE(palette.tilesLeft(t.id), t.count - onBoard);
        QAbstractButton *button = palette.buttonFor(t.id);
        QVERIFY(button);
        QVERIFY(button->accessibleName().contains(t.id));
        QCOMPARE(button->isEnabled(), t.count - onBoard > 0);
    }
    // One more I2 on the board: one fewer in the supply, and the button says so.
    const int i2 = palette.tilesLeft(QStringLiteral("I2"));
    QVERIFY(i2 > 0);
    state.board.addTunnel(0, QStringLiteral("I2"), 0, {16, 3}, Mineral::Stone);
    palette.setState(state, 0);
    QCOMPARE(palette.tilesLeft(QStringLiteral("I2")), i2 - 1);
    QVERIFY(palette.buttonFor(QStringLiteral("I2"))->text().contains(QString::number(i2 - 1)));
    // The last X5 taken: the button is disabled.
    QCOMPARE(catalog.tunnel(QStringLiteral("X5"))->count, 1);
    if (palette.tilesLeft(QStringLiteral("X5")) == 1) {
        state.board.addTunnel(0, QStringLiteral("X5"), 0, {16, 6}, Mineral::Stone);
        palette.setState(state, 0);
    }
    QCOMPARE(palette.tilesLeft(QStringLiteral("X5")), 0);
    QVERIFY(!palette.buttonFor(QStringLiteral("X5"))->isEnabled());
    // Halls: the two dedicated in this game are no longer available.
    QCOMPARE(int(state.board.halls.size()), 2);
    int available = 0;
    for (const HallDef &h : catalog.halls)
        available += palette.hallAvailable(h.id);
    QCOMPARE(available, int(catalog.halls.size()) - 2);
    QVERIFY(!palette.hallAvailable(QStringLiteral("hall-5")));
}

void TestBoardView::paletteEmitsChoices()
{
    const GameState state(practiceSetup(3));
    PiecePalette palette;
    palette.setState(state, 0);
    palette.show();
    QVERIFY(QTest::qWaitForWindowExposed(&palette));
    QSignalSpy shapes(&palette, &PiecePalette::shapeChosen);
    QSignalSpy halls(&palette, &PiecePalette::hallChosen);
    QTest::mouseClick(palette.buttonFor(QStringLiteral("T4")), Qt::LeftButton);
    QCOMPARE(shapes.size(), 1);
    QCOMPARE(shapes.at(0).at(0).toString(), QStringLiteral("T4"));
    // By keyboard: focus a hall and press Space.
    QAbstractButton *hall = palette.buttonFor(QStringLiteral("treasure-hall"));
    hall->setFocus();
    QTest::keyClick(hall, Qt::Key_Space);
    QCOMPARE(halls.size(), 1);
    QCOMPARE(halls.at(0).at(0).toString(), QStringLiteral("treasure-hall"));
    QVERIFY(hall->accessibleName().contains(QStringLiteral("Treasure Hall")));
    // The piece being placed stays pressed.
    palette.setCurrent(QStringLiteral("T4"));
    QVERIFY(palette.buttonFor(QStringLiteral("T4"))->isChecked());
    QVERIFY(!hall->isChecked());
    // Tab reaches every piece, in order.
    QAbstractButton *first = palette.buttonFor(QStringLiteral("I2"));
    first->setFocus();
    QTest::keyClick(first, Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), palette.buttonFor(QStringLiteral("I3")));
}

void TestBoardView::screenshots()
{
    const QString dir = qEnvironmentVariable("HK_BOARD_SHOTS");
    if (dir.isEmpty())
        QSKIP("set HK_BOARD_SHOTS=DIR to save screenshots");
    QDir().mkpath(dir);
    GameState state = midGame(60);
    const int player = state.currentPlayer();
    state.players[0].name = QStringLiteral("さくら");
    Fixture f(state, player);
    f.view.resize(1200, 1000);
    f.view.fitToWindow();
    f.view.beginDig(QStringLiteral("T4"));
    f.view.setShowLegalSpots(true);
    const SpaceIndex index(state.board);
    const auto options = placementMap(state.board, index, player, QStringLiteral("T4"), state.purse(player));
    QVERIFY(!options.empty());
    while (f.view.ghostOrientation() != options.front().orientation)
        f.view.rotateGhost();
    hoverOrigin(f.view, options.front().origin);
    const auto save = [&](const QString &name, qreal dpr, QWidget *w) {
        QPixmap pixmap(w->size() * dpr);
        pixmap.setDevicePixelRatio(dpr);
        pixmap.fill(Qt::black);
        w->render(&pixmap);
        QVERIFY(pixmap.save(QDir(dir).filePath(name)));
    };
    save(QStringLiteral("board-legal-1x.png"), 1, &f.view);
    save(QStringLiteral("board-legal-2x.png"), 2, &f.view);
    f.view.setShowLegalSpots(false);
    hoverOrigin(f.view, {10, 9});
    save(QStringLiteral("board-illegal-1x.png"), 1, &f.view);
    f.view.cancelPlacement();
    f.view.zoomIn();
    f.view.zoomIn();
    f.view.centerOn(squareRect({9, 17}).center());
    save(QStringLiteral("board-zoom-2x.png"), 2, &f.view);
    PiecePalette palette;
    palette.setState(state, player);
    palette.resize(palette.sizeHint());
    palette.setCurrent(QStringLiteral("T4"));
    save(QStringLiteral("palette-2x.png"), 2, &palette);
}

QTEST_MAIN(TestBoardView)
#include "tst_board_view.moc"
