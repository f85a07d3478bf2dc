#include "db/file_play.h"

#include "model/play_uuid.h"

#include <QUuid>

namespace hk::library {

FilePlayAdded addFilePlay(PlayLibrary &library, const QString &file,
                          const std::function<QString()> &lockForWriting)
{
    FilePlayAdded result;
    result.read = playFromFile(file);
    if (!result.read.play)
        return result;
    Play play = *result.read.play;
    if (play.uuid.isEmpty()) {
        // Added before without a uuid: the same play keeps its uuid, which the file now carries.
        play.uuid = library.playOfFile(file);
        if (play.uuid.isEmpty())
            play.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
        if (result.read.takesUuid) {
            result.uuidProblem = lockForWriting ? lockForWriting() : QString();
            if (result.uuidProblem.isEmpty())
                result.uuidProblem = writePlayUuid(file, play.uuid);
            if (result.uuidProblem.isEmpty())
                result.uuidWritten = play.uuid;
        }
    }
    result.added = library.addPlay(play);
    return result;
}

} // namespace hk::library
