#pragma once

// `hallkeeper-cli library add|import|export|stats|players|backup`: the play library from the command line, on
// the app's library or `--library FILE`, each with --json for scripts (db/play_library.h).

#include <QString>
#include <QStringList>

namespace hk::cli {

struct LibraryOptions {
    QString action;      // add, import, export, stats, players, backup
    QStringList files{}; // add: the sheets and games; import, export, backup: the one file
    QString library{};   // --library; empty: the app's
    bool json = false;
    // import
    bool dryRun = false;     // --dry-run: the review only, nothing written
    bool newPlayers = false; // --new-players: who matches nobody becomes a new player
    QStringList matches{};   // --match "NAME=PLAYER": who a player of the file is in the library
    // export
    QString format{}; // bgstats, bgg, csv; by default the file's suffix
    // stats: the filters
    QString game{}, player{}, location{};
    QString from{}, to{};
    int playerCount = 0;
    // players
    QStringList aliases{}; // --alias "PLAYER=ALIAS"
    QStringList merge{};   // --merge A B: A merged into B (names, aliases or uuids); with dryRun, the preview
};

int runLibrary(const LibraryOptions &options);

} // namespace hk::cli
