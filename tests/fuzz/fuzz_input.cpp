#include "fuzz_input.h"

#include "game/engine.h"
#include "import/bgg_import.h"
#include "import/bgstats_import.h"
#include "io/board_io.h"
#include "io/catalog_io.h"
#include "io/game_io.h"
#include "io/score_sheet_io.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hk::fuzz {

namespace {

QByteArray resource(const char *path)
{
    QFile f{QLatin1String(path)};
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The three-player fixture, replayed to the middle of the game: where the fuzzed actions are played.
const GameFile &fixtureGame()
{
    static const GameFile game = [] {
        QFile f(QStringLiteral(HK_FIXTURES "/games/three-players.hkgame"));
        f.open(QIODevice::ReadOnly);
        GameFile g = *parseGame(f.readAll()).game;
        g.log.resize(std::min<size_t>(g.log.size(), 28));
        return g;
    }();
    return game;
}

void readSetup(const QByteArray &bytes)
{
    const QJsonDocument doc = QJsonDocument::fromJson(bytes);
    if (!doc.isObject())
        return;
    QJsonObject setup = doc.object();
    if (setup.value(QStringLiteral("setup")).isObject())
        setup = setup.value(QStringLiteral("setup")).toObject();
    static const QJsonObject board =
        QJsonDocument::fromJson(resource(":/boards/practice-autumn.hkboard")).object();
    static const QJsonObject catalog =
        QJsonDocument::fromJson(resource(":/catalogs/default.hkcatalog")).object();
    const QJsonObject root{{QStringLiteral("format"), QLatin1String(kGameFormat)},
                           {QStringLiteral("version"), kGameVersion},
                           {QStringLiteral("board"), board},
                           {QStringLiteral("catalog"), catalog},
                           {QStringLiteral("setup"), setup},
                           {QStringLiteral("log"), QJsonArray()}};
    parseGame(QJsonDocument(root).toJson(QJsonDocument::Compact));
}

void readActions(const QByteArray &bytes)
{
    const QJsonDocument doc = QJsonDocument::fromJson(bytes);
    const GameFile &game = fixtureGame();
    GameState state = replay(game.setup, game.log).state;
    const QJsonArray actions = doc.isArray() ? doc.array() : QJsonArray{doc.object()};
    for (const QJsonValue &value : actions) {
        const ActionReadResult read = readAction(value, game.setup);
        if (!read.action)
            continue;
        validate(state, *read.action);
        apply(state, *read.action); // as an override would: never fails on bad input
        holdings(state);
    }
}

} // namespace

QString readerName(Reader reader)
{
    switch (reader) {
    case Reader::Sheet:
        return QStringLiteral("sheet");
    case Reader::Board:
        return QStringLiteral("board");
    case Reader::Catalog:
        return QStringLiteral("catalog");
    case Reader::Game:
        return QStringLiteral("game");
    case Reader::Setup:
        return QStringLiteral("setup");
    case Reader::Action:
        return QStringLiteral("action");
    case Reader::Bgstats:
        return QStringLiteral("bgstats");
    case Reader::Bgg:
        return QStringLiteral("bgg");
    }
    return {};
}

void readInput(Reader reader, const QByteArray &bytes)
{
    switch (reader) {
    case Reader::Sheet:
        parseScoreSheet(bytes);
        break;
    case Reader::Board:
        parseBoard(bytes);
        break;
    case Reader::Catalog:
        parseCatalog(bytes);
        break;
    case Reader::Game:
        parseGame(bytes);
        break;
    case Reader::Setup:
        readSetup(bytes);
        break;
    case Reader::Action:
        readActions(bytes);
        break;
    case Reader::Bgstats:
        library::readBgStats(bytes, QStringLiteral("fuzz.json"));
        break;
    case Reader::Bgg:
        library::readBggPlays(bytes, QStringLiteral("fuzz.xml"));
        break;
    }
}

} // namespace hk::fuzz
