#include "model/play_uuid.h"

#include "files/file_io.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace hk::library {

namespace {

class UuidText {
    Q_DECLARE_TR_FUNCTIONS(PlayUuid)
};

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// A scanner of the root object's members: where each key and value lies in the text.
struct Member {
    QByteArray key;
    qsizetype keyStart = 0; // the key's opening quote
    qsizetype keyEnd = 0;   // after its closing quote
    qsizetype valueStart = 0;
    qsizetype valueEnd = 0; // after the value
};

class Scanner {
public:
    explicit Scanner(const QByteArray &text) : m_text(text) {}

    std::optional<std::vector<Member>> rootMembers()
    {
        skipSpace();
        if (!take('{'))
            return std::nullopt;
        std::vector<Member> members;
        skipSpace();
        if (take('}'))
            return members;
        for (;;) {
            skipSpace();
            Member m;
            m.keyStart = m_at;
            if (!skipString())
                return std::nullopt;
            m.keyEnd = m_at;
            m.key = m_text.mid(m.keyStart + 1, m.keyEnd - m.keyStart - 2);
            skipSpace();
            if (!take(':'))
                return std::nullopt;
            skipSpace();
            m.valueStart = m_at;
            if (!skipValue())
                return std::nullopt;
            m.valueEnd = m_at;
            members.push_back(m);
            skipSpace();
            if (take('}'))
                return members;
            if (!take(','))
                return std::nullopt;
        }
    }

private:
    bool atEnd() const { return m_at >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text.at(m_at); }
    bool take(char c)
    {
        if (peek() != c)
            return false;
        ++m_at;
        return true;
    }
    void skipSpace()
    {
        while (!atEnd() && isSpace(peek()))
            ++m_at;
    }
    bool skipString()
    {
        if (!take('"'))
            return false;
        while (!atEnd()) {
            const char c = m_text.at(m_at++);
            if (c == '\\')
                ++m_at;
            else if (c == '"')
                return true;
        }
        return false;
    }
    // Any value: a string, or an object or array to its matching end (strings inside skipped whole), or a
    // number or literal to the next delimiter.
    bool skipValue()
    {
        if (peek() == '"')
            return skipString();
        if (peek() == '{' || peek() == '[') {
            int depth = 0;
            while (!atEnd()) {
                const char c = peek();
                if (c == '"') {
                    if (!skipString())
                        return false;
                    continue;
                }
                ++m_at;
                if (c == '{' || c == '[')
                    ++depth;
                else if ((c == '}' || c == ']') && --depth == 0)
                    return true;
            }
            return false;
        }
        const qsizetype start = m_at;
        while (!atEnd() && !isSpace(peek()) && peek() != ',' && peek() != '}')
            ++m_at;
        return m_at > start;
    }

    const QByteArray &m_text;
    qsizetype m_at = 0;
};

} // namespace

std::optional<QByteArray> withPlayUuid(const QByteArray &bytes, const QString &uuid)
{
    QJsonParseError error{};
    const QJsonDocument before = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !before.isObject() ||
        before.object().contains(QLatin1String("uuid")))
        return std::nullopt;
    const std::optional<std::vector<Member>> members = Scanner(bytes).rootMembers();
    if (!members)
        return std::nullopt;
    const Member *anchor = nullptr;
    for (const QByteArray key : {QByteArray("game"), QByteArray("version")})
        for (const Member &m : *members)
            if (!anchor && m.key == key)
                anchor = &m;
    if (!anchor)
        return std::nullopt;
    // The anchor's own line break and indentation, and its own spelling of ": ".
    qsizetype indentStart = anchor->keyStart;
    while (indentStart > 0 && isSpace(bytes.at(indentStart - 1)))
        --indentStart;
    QByteArray indent = bytes.mid(indentStart, anchor->keyStart - indentStart);
    if (indent.isEmpty())
        indent = " ";
    const QByteArray colon = bytes.mid(anchor->keyEnd, anchor->valueStart - anchor->keyEnd);
    QByteArray after = bytes;
    after.insert(anchor->valueEnd, ',' + indent + "\"uuid\"" + colon + '"' + uuid.toUtf8() + '"');
    // The same object with the uuid, or nothing.
    QJsonObject expected = before.object();
    expected.insert(QLatin1String("uuid"), uuid);
    if (QJsonDocument::fromJson(after).object() != expected)
        return std::nullopt;
    return after;
}

QString writePlayUuid(const QString &file, const QString &uuid)
{
    const QString shown = QDir::toNativeSeparators(file);
    base::Problems unread;
    const std::optional<QByteArray> read = base::readInputFile(file, unread);
    if (!read)
        return unread.empty() ? QString() : base::formatProblem(shown, unread.front());
    const std::optional<QByteArray> bytes = withPlayUuid(*read, uuid);
    if (!bytes)
        return UuidText::tr("%1: the play's uuid has no place in this file").arg(shown);
    if (const QString error = base::writeFileAtomically(file, *bytes); !error.isEmpty())
        return UuidText::tr("%1 could not be written: %2").arg(shown, error);
    return {};
}

} // namespace hk::library
