#pragma once

// File ▸ Add to Library and `hallkeeper-cli library add`: the play of a file (a score sheet, a game, a
// tracker) added to the library, or updated there. A file that carries no uuid yet is given its play's
// uuid on its first add (the one the library knows for that file, or a new one), written into the file, so
// that a moved or copied file updates the same play instead of adding it twice.

#include "db/play_library.h"
#include "model/play_from_file.h"

#include <functional>

namespace hk::library {

struct FilePlayAdded {
    FilePlay read{};                // no play: why (read.problems), and nothing was written
    PlayLibrary::AddResult added{}; // the library's answer (its error: nothing was added)
    QString uuidWritten{};          // the uuid written into the file now; empty if it had one
    QString uuidProblem{};          // why it could not be written: the play is known by its file then
    bool ok() const { return read.play.has_value() && added.ok(); }
};

// `lockForWriting` is asked before the file is written (the command line takes the file's lock: a window may
// have it open): an empty string, or why the file may not be written now.
FilePlayAdded addFilePlay(PlayLibrary &library, const QString &file,
                          const std::function<QString()> &lockForWriting = {});

} // namespace hk::library
