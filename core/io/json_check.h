#pragma once

// Reading JSON files with full validation. Every problem is collected (not just the first) with the JSON path
// at fault and a translated sentence saying what was expected and what was found.

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace hk {

struct Problem {
    enum class Severity { Error, Warning };
    QString path;    // JSON path such as "players[1].resources.stone"; empty for the file as a whole
    QString message; // translated: what was expected, and what was found
    QString ruleId;  // the RULES.md rule behind the constraint, if any
    Severity severity = Severity::Error;

    bool isError() const { return severity == Severity::Error; }
};

using Problems = std::vector<Problem>;

// How strictly a board or catalog file is read. Complete: a file to play with, every problem refuses it.
// Draft: a file being transcribed in an editor and saved half done: it is read as long as its structure is
// sound (the grid, the shapes, the types), and the problems of the model's validator come with it, to be
// shown and solved, never silently fixed. A game reads Complete only.
enum class ReadMode { Complete, Draft };

bool hasErrors(const Problems &problems);
// "game.hkscore: players[1].name: expected …"; warnings are prefixed with a translated "warning:".
QString formatProblem(const QString &file, const Problem &problem);

QString childPath(const QString &parent, const QString &key);
QString indexPath(const QString &parent, qsizetype index);
// A short description of a value for "found …": 7, "gold", true, null, a list, an object.
QString describeJson(const QJsonValue &value);

// Walks a document and records type problems; range and cross-field checks belong to the model validators.
class JsonChecker {
public:
    explicit JsonChecker(Problems &problems) : m_problems(problems) {}

    void error(const QString &path, const QString &message, const QString &ruleId = {});
    void warning(const QString &path, const QString &message, const QString &ruleId = {});

    // Reports every key of `object` that is not in `allowed` (unknown keys are errors: a typo is never
    // ignored).
    void rejectUnknownKeys(const QJsonObject &object, const QString &path, const QStringList &allowed);
    // Reports a missing required key; returns whether it is present.
    bool require(const QJsonObject &object, const QString &key, const QString &path);

    std::optional<int> integer(const QJsonValue &value, const QString &path);
    std::optional<bool> boolean(const QJsonValue &value, const QString &path);
    std::optional<QString> string(const QJsonValue &value, const QString &path);
    std::optional<QJsonArray> array(const QJsonValue &value, const QString &path);
    std::optional<QJsonObject> object(const QJsonValue &value, const QString &path);

    // A string naming one member of an enumeration, e.g. a mineral; `expected` lists the valid identifiers.
    template <class T>
    std::optional<T> identifier(const QJsonValue &value, const QString &path,
                                const std::function<std::optional<T>(const QString &)> &parse,
                                const QString &expected)
    {
        if (value.isString())
            if (auto parsed = parse(value.toString()))
                return parsed;
        reportExpectedOneOf(value, path, expected);
        return std::nullopt;
    }

private:
    void reportExpectedOneOf(const QJsonValue &value, const QString &path, const QString &expected);

    Problems &m_problems;
};

// Reads a file holding one JSON object of the given format, checking "format" and "version" (which must be
// at most `supportedVersion`). Returns nothing, with problems recorded, if the file cannot be used.
std::optional<QJsonObject> readJsonDocument(const QString &fileName, const QString &format,
                                            int supportedVersion, Problems &problems);
// Same for bytes already in memory (tests, clipboard).
std::optional<QJsonObject> parseJsonDocument(const QByteArray &bytes, const QString &format,
                                             int supportedVersion, Problems &problems);

// Pretty JSON for files people read and diff: keys in `keyOrder` first, in that order (so "format" and
// "version" open the file), the rest alphabetically; a list or object that fits on one line stays on one
// line.
QByteArray formatJson(const QJsonObject &object, const QStringList &keyOrder);

// Writes `bytes` atomically with QSaveFile: the previous file stays intact if anything fails.
// Returns an empty string on success, else the reason.
QString writeFileAtomically(const QString &fileName, const QByteArray &bytes);

// Files larger than this are refused before parsing: no legitimate Hallkeeper file comes close.
inline constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024;

} // namespace hk
