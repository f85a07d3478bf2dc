#pragma once

// Where hallkeeper-cli writes: stdout for results, stderr for problems, both UTF-8. Everything written goes
// through terminalText(): names and reasons come from files, and a control character in a player's name
// (an escape sequence that retitles the terminal or hides the rest of a line) is shown, never obeyed.

#include "game/actions.h"
#include "game/game_state.h"
#include "io/json_check.h"
#include "problems/problem.h"

#include <QTextStream>

#include <concepts>
#include <cstdio>

namespace hk::cli {

// `text` with every control character shown as an escape (ESC as \x1b, a C1 control as \u009b, a bidi
// override as \u202e): only line breaks and tabs, the output's own layout, pass as they are.
QString terminalText(const QString &text);

// The text a file brings (names, reasons) as the output shows it: each on one line of its own sentence, a line
// break in it shown escaped ("\x0a", i18n/one_line.h), so that a player named "Mallory\nWinner: Mallory"
// never prints a line that looks like the tool's own. On copies made for printing: what is written keeps
// the text as it was. A score's names: scoring/names_on_one_line.h.
void showOnOneLine(GameState &state);
Action shownOnOneLine(Action action);

// A text stream that writes everything through terminalText().
class TerminalStream {
public:
    explicit TerminalStream(FILE *file) : m_stream(file) {}
    TerminalStream &operator<<(const QString &text)
    {
        m_stream << terminalText(text);
        return *this;
    }
    TerminalStream &operator<<(QLatin1String text) { return *this << QString(text); }
    TerminalStream &operator<<(const char *utf8) { return *this << QString::fromUtf8(utf8); }
    TerminalStream &operator<<(const QByteArray &utf8) { return *this << QString::fromUtf8(utf8); }
    TerminalStream &operator<<(char c) { return *this << QString(QLatin1Char(c)); }
    TerminalStream &operator<<(QChar c) { return *this << QString(c); }
    template <std::integral Number>
    requires(!std::same_as<Number, char>) TerminalStream &operator<<(Number n)
    {
        m_stream << n;
        return *this;
    }
    void flush() { m_stream.flush(); }

private:
    QTextStream m_stream;
};

TerminalStream &out();
TerminalStream &err();

// Exit codes of hallkeeper-cli.
inline constexpr int kExitOk = 0;
inline constexpr int kExitInvalid = 2; // unreadable or invalid input, or a wrong command line

// "hallkeeper-cli: MESSAGE" on stderr; returns kExitInvalid.
int fail(const QString &message);
// One line per problem on stderr, "FILE: path: message".
void printProblems(const QString &file, const Problems &problems);
void printGameProblems(const QString &file, const base::Problems &problems); // any game's

} // namespace hk::cli
