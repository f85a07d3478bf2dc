// What Explain says of a square of the board, held against the score it explains: every piece of the example
// games, and the statue the rulebook scores nothing for until it is unearthed (SCORE-STATUE).

#include "common/fixtures.h"
#include "common/scenes.h"
#include "explanation.h"
#include "game/game_score.h"

#include <QFileInfo>
#include <QTest>

using namespace hk;
using namespace hk::gui;
using namespace hk::test;

namespace {

// The games Explain is walked over: the whole-game fixtures, and the example game of docs/examples.
QStringList exampleGames()
{
    QStringList files;
    for (const Fixture &f : gameFixtures())
        files << f.inputFile;
    files << QStringLiteral(HK_SOURCE_DIR "/docs/examples/mid-game.hkgame");
    return files;
}

// The score's number for each piece, by id: what its line counts (a statue that is not its tunnel's best,
// 0), and 0 for a piece no line holds.
struct Counted {
    std::map<int, int> tunnels, halls, statues;
};

Counted counted(const GameScore &score)
{
    Counted c;
    for (const EntityScore &e : score.score.entities) {
        for (const TunnelScore &l : e.tunnelLines)
            c.tunnels[score.tunnels[l.ref.player][l.ref.index]] = l.points;
        for (const HallScore &l : e.hallLines)
            c.halls[score.halls[l.ref.player][l.ref.index]] = l.points;
        for (const StatueScore &l : e.statueLines)
            c.statues[score.statues[l.ref.player][l.ref.index].id] = l.counted ? l.value : 0;
    }
    return c;
}

int valueOr0(const std::map<int, int> &map, int id)
{
    const auto it = map.find(id);
    return it == map.end() ? 0 : it->second;
}

} // namespace

class TestExplanation : public QObject {
    Q_OBJECT
private slots:
    void SCORE_STATUE_explainNeverOverstates_data();
    void SCORE_STATUE_explainNeverOverstates();
    void SCORE_STATUE_aBuriedStatueScoresNothing();
};

void TestExplanation::SCORE_STATUE_explainNeverOverstates_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("actions"); // replayed before Explain is asked; -1: the whole game
    for (const QString &file : exampleGames()) {
        const GameReadResult read = readGame(file);
        QVERIFY2(read.game, qPrintable(file));
        const QString name = QFileInfo(file).completeBaseName();
        QTest::addRow("%s, halfway", qPrintable(name)) << file << int(read.game->log.size() / 2);
        QTest::addRow("%s, at the end", qPrintable(name)) << file << -1;
    }
}

// Every square of the board with a tile, a hall or a statue: the number Explain says is the number the score
// breakdown counts, and the text says that number.
void TestExplanation::SCORE_STATUE_explainNeverOverstates()
{
    QFETCH(QString, file);
    QFETCH(int, actions);
    const GameFile game = *readGame(file).game;
    const GameState state = replay(game.setup, game.log, actions).state;
    const GameScore score = scoreGame(state);
    const Counted expected = counted(score);
    const SpaceIndex index(state.board);
    const Board &board = state.board.board();
    int statues = 0, buried = 0;
    for (int row = 0; row < board.rows; ++row)
        for (int column = 0; column < board.columns; ++column) {
            const Square square{row, column};
            const Explanation e = Explanation::ofSquare(state, square);
            const QString where = squareText(square) + QStringLiteral(": ") + e.html;
            if (const PlacedTunnel *t = state.board.tunnel(index.tunnelAt(square))) {
                QVERIFY2(e.tunnelPoints, qPrintable(where));
                const bool fromTrack = std::any_of(score.score.entities.begin(), score.score.entities.end(),
                                                   [](const EntityScore &x) { return x.tunnelsFromTrack; });
                if (!fromTrack) // corrections moved the track: the tiles are not the score's lines
                    QCOMPARE(*e.tunnelPoints, valueOr0(expected.tunnels, t->id));
            }
            if (const PlacedHall *h = state.board.hall(index.hallAt(square))) {
                QVERIFY2(e.hallPoints, qPrintable(where));
                QCOMPARE(*e.hallPoints, valueOr0(expected.halls, h->id));
                QVERIFY2(e.html.contains(QStringLiteral("value, %1, for ").arg(*e.hallPoints)) ||
                             (*e.hallPoints == 0 && e.html.contains(QStringLiteral("scores nothing"))),
                         qPrintable(where));
            }
            if (const StatueOnBoard *st = state.board.statue(index.statueAt(square))) {
                ++statues;
                QVERIFY2(e.statuePoints, qPrintable(where));
                QCOMPARE(*e.statuePoints, valueOr0(expected.statues, st->id));
                if (*e.statuePoints > 0)
                    QVERIFY2(e.html.contains(QStringLiteral("scores %1 =").arg(*e.statuePoints)),
                             qPrintable(where));
                else
                    QVERIFY2(e.html.contains(QStringLiteral("scores nothing")), qPrintable(where));
                if (!unearthed(index, *st))
                    ++buried;
            } else {
                QVERIFY2(!e.statuePoints, qPrintable(where));
            }
        }
    QVERIFY(statues > 0);
    QVERIFY(buried > 0); // the walk sees buried statues too
}

// A buried statue is worth 2 per layer once unearthed, and nothing before
// (「每個你隧道中（或大門裡）的雕像」): Explain says so, and never that it scores its layer's value.
void TestExplanation::SCORE_STATUE_aBuriedStatueScoresNothing()
{
    const GameState state(practiceSetup(3));
    const SpaceIndex index(state.board);
    QVERIFY(!state.board.statues.empty());
    const StatueOnBoard &buried = state.board.statues.front();
    QVERIFY(!unearthed(index, buried));
    const int layer = state.board.board().layer(buried.square);
    const Explanation e = Explanation::ofSquare(state, buried.square);
    QCOMPARE(e.statuePoints, std::optional<int>(0));
    QVERIFY2(e.html.contains(QStringLiteral("still buried")), qPrintable(e.html));
    QVERIFY2(e.html.contains(QStringLiteral("scores nothing until a tunnel unearths it")),
             qPrintable(e.html));
    QVERIFY2(!e.html.contains(QStringLiteral("scores %1").arg(2 * layer)), qPrintable(e.html));
}

QTEST_MAIN(TestExplanation)
#include "tst_explanation.moc"
