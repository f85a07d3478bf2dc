#pragma once

// The whole-sheet and whole-game fixtures: every NAME.hkscore / NAME.hkgame that has a NAME.expected.json.

#include "io/game_io.h"

#include <QDir>
#include <QPair>
#include <QStringList>

namespace hk::test {

// A whole-game or whole-sheet fixture: NAME.EXT in a folder of tests/fixtures, with its hand-worked
// NAME.expected.json.
struct Fixture {
    QString name;         // NAME
    QString inputFile;    // NAME.hkscore or NAME.hkgame
    QString expectedFile; // NAME.expected.json, the breakdown worked out by hand
};

inline QList<Fixture> fixturesIn(const QString &folder, const QString &extension)
{
    const QDir dir(QStringLiteral(HK_FIXTURES "/") + folder);
    QList<Fixture> fixtures;
    for (const QString &name : dir.entryList({QStringLiteral("*.expected.json")}, QDir::Files, QDir::Name)) {
        const QString base = name.chopped(int(qstrlen(".expected.json")));
        fixtures.append({base, dir.filePath(base + extension), dir.filePath(name)});
    }
    return fixtures;
}

inline QList<Fixture> sheetFixtures()
{
    return fixturesIn(QStringLiteral("sheets"), QStringLiteral(".hkscore"));
}
inline QList<Fixture> gameFixtures()
{
    return fixturesIn(QStringLiteral("games"), QStringLiteral(".hkgame"));
}

// A game of tests/fixtures/games, loaded (a fixture that does not load is a broken test).
inline GameFile fixtureGame(const QString &name)
{
    const GameReadResult read = readGame(QStringLiteral(HK_FIXTURES "/games/") + name);
    if (!read.game)
        qFatal("fixture %s does not load", qPrintable(name));
    return *read.game;
}

} // namespace hk::test
