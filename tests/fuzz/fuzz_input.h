#pragma once

// One input handed to one of Hallkeeper's readers, as the fuzz targets (fuzz_target.cpp, libFuzzer) and the
// regression suite (tst_fuzz_regressions.cpp, every build) both do: whatever the bytes, the reader must
// answer — a value or its problems — without crashing, hanging or undefined behaviour.

#include <QByteArray>
#include <QString>

namespace hk::fuzz {

enum class Reader {
    Sheet,   // a score sheet (.hkscore)
    Board,   // a board (.hkboard)
    Catalog, // a component catalog (.hkcatalog)
    Game,    // a game (.hkgame), every action replayed
    Setup,   // the setup of `hallkeeper-cli new`, on the Practice Mountain with the default catalog
    Action,  // one action (or a list) of `hallkeeper-cli play`, read, validated and applied mid-game
    Bgstats, // a BG Stats backup, read for the play library (import/bgstats_import.h)
    Bgg,     // a BoardGameGeek plays file, read for the play library (import/bgg_import.h)
};

inline constexpr Reader kReaders[] = {Reader::Sheet, Reader::Board,  Reader::Catalog, Reader::Game,
                                      Reader::Setup, Reader::Action, Reader::Bgstats, Reader::Bgg};

QString readerName(Reader reader); // "sheet", … as the folders of seeds/ and regressions/ are named
void readInput(Reader reader, const QByteArray &bytes);

} // namespace hk::fuzz
