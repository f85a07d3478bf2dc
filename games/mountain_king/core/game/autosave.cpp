#include "game/autosave.h"

#include "files/file_io.h"
#include "io/game_io.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <unistd.h>

namespace hk {

namespace {

QString journalPath(const QString &id)
{
    return base::Autosave::pathOf(id, QStringLiteral("journal"));
}

QByteArray digest(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha1).toHex();
}

// Folds the journal of a game's autosave into the game, atomically, then removes it. Returns the number of
// actions of the game, or -1 if there is nothing to fold or it cannot be read. A journal that names another
// file than the one there (written whole after it, the crash coming before the journal was removed) is
// obsolete: removed, never folded.
int foldJournal(const QString &id, const QString &gameFile)
{
    base::Problems unread;
    const std::optional<QByteArray> journal = base::readInputFile(journalPath(id), unread);
    if (!journal)
        return -1;
    const std::optional<QByteArray> bytes = base::readInputFile(gameFile, unread);
    QJsonObject game = bytes ? QJsonDocument::fromJson(*bytes).object() : QJsonObject();
    if (game.isEmpty())
        return -1;
    QList<QByteArray> lines = journal->split('\n').mid(0, journal->count('\n')); // complete lines
    // The first line names the file the journal extends (journals of earlier versions have none).
    if (const QJsonObject first = QJsonDocument::fromJson(lines.value(0)).object();
        first.contains(QStringLiteral("base"))) {
        if (first.value(QStringLiteral("base")).toString().toLatin1() != digest(*bytes)) {
            QFile::remove(journalPath(id));
            return -1;
        }
        lines.removeFirst();
    }
    QJsonArray log = game.value(QStringLiteral("log")).toArray();
    for (const QByteArray &line : lines) {
        const QJsonObject entry = QJsonDocument::fromJson(line).object();
        const int at = entry.value(QStringLiteral("at")).toInt(-1);
        if (at < log.size()) // folded in already (a look interrupted before the journal went)
            continue;
        if (at != log.size() || !entry.value(QStringLiteral("action")).isObject())
            break; // torn or out of place: what follows cannot be trusted
        log.append(entry.value(QStringLiteral("action")));
    }
    game[QStringLiteral("log")] = log;
    if (!base::writeFileAtomically(gameFile, QJsonDocument(game).toJson(QJsonDocument::Compact)).isEmpty())
        return -1;
    QFile::remove(journalPath(id));
    return int(log.size());
}

} // namespace

GameAutosave::GameAutosave(const QString &id) : base::Autosave(id, QString::fromLatin1(kGameSuffix)) {}

QString GameAutosave::save(const GameFile &game, const QString &originalFile,
                           const std::vector<Ledger> *ledgers)
{
    const size_t n = game.log.size();
    // One more action than the files hold, nothing else changed: one line in the journal.
    if (ledgers && ledgers->size() == n && m_saved && originalFile == m_savedOriginal &&
        n == m_saved->log.size() + 1 && game.setup == m_saved->setup &&
        std::equal(m_saved->log.begin(), m_saved->log.end(), game.log.begin())) {
        const QString error = appendToJournal(game.log.back(), ledgers->back(), qsizetype(n - 1));
        if (error.isEmpty())
            m_saved->log.push_back(game.log.back());
        else
            m_saved.reset(); // the next save writes the game whole
        return error;
    }
    // Whole: the new file first; the journal, which extends the old one, goes only once it is written.
    m_saved.reset();
    const QByteArray bytes = gameToBytes(game, ledgers);
    if (const QString error = writeKept(bytes, originalFile, int(n)); !error.isEmpty())
        return error; // the old file and its journal stay as they were: what they hold is not lost
    QFile::remove(journalPath(id()));
    m_journalBegun = false;
    m_saved = game;
    m_savedOriginal = originalFile;
    m_savedDigest = digest(bytes);
    return {};
}

QString GameAutosave::appendToJournal(const Action &action, const Ledger &ledger, qsizetype index)
{
    QByteArray line = QJsonDocument(QJsonObject{{QStringLiteral("at"), index},
                                                {QStringLiteral("action"), actionToJson(action, &ledger)}})
                          .toJson(QJsonDocument::Compact);
    line += '\n';
    // The first line of a new journal names the file it extends.
    if (!m_journalBegun)
        line.prepend(QJsonDocument(QJsonObject{{QStringLiteral("base"), QString::fromLatin1(m_savedDigest)}})
                         .toJson(QJsonDocument::Compact) +
                     '\n');
    QFile journal(journalPath(id()));
    const QIODevice::OpenMode mode = m_journalBegun ? QIODevice::Append : QIODevice::Truncate;
    if (!journal.open(QIODevice::WriteOnly | mode | QIODevice::Unbuffered))
        return journal.errorString();
    const qint64 before = journal.size();
    // The line is whole on disk before the save counts as done. A line that could not be written whole is
    // cut off again, so that the lines appended once there is room again are read.
    const int fd = journal.handle();
    int failure = 0;
    for (qsizetype written = 0; written < line.size() && failure == 0;) {
        const ssize_t n = ::write(fd, line.constData() + written, size_t(line.size() - written));
        if (n > 0)
            written += n;
        else if (n < 0 && errno != EINTR)
            failure = errno; // a short write is no error yet: the next one says why it stopped (ENOSPC)
    }
    if (failure == 0 && ::fdatasync(fd) != 0)
        failure = errno;
    if (failure != 0) {
        if (::ftruncate(fd, before) == 0)
            ::fdatasync(fd);
        journal.close();
        return QString::fromLocal8Bit(std::strerror(failure));
    }
    m_journalBegun = true;
    return {};
}

void GameAutosave::clear()
{
    m_saved.reset();
    m_journalBegun = false;
    QFile::remove(journalPath(id()));
    base::Autosave::clear();
}

void GameAutosave::completeLeftover(Leftover &l)
{
    // The journal's actions join the game, which is then whole: every reader of l.path sees them all.
    if (QFile::exists(journalPath(l.id))) {
        const QDateTime journalTime = QFileInfo(journalPath(l.id)).lastModified().toUTC();
        if (const int folded = foldJournal(l.id, l.path); folded >= 0) { // the info says what it holds now
            l.actions = folded;
            l.savedAt = std::max(l.savedAt, journalTime);
            base::Autosave::rewriteInfo(l);
        }
    }
    if (l.actions < 0) {
        const GameReadResult read = readGame(l.path, ActionCheck::StructureOnly);
        l.actions = read.game ? int(read.game->log.size()) : 0;
    }
}

std::vector<base::Autosave::Leftover> GameAutosave::leftovers()
{
    return base::Autosave::leftovers(QString::fromLatin1(kGameSuffix), completeLeftover);
}

} // namespace hk
