#include "cli/cli_output.h"

#include "i18n/one_line.h"

#include <cstdio>

namespace hk::cli {

QString terminalText(const QString &text)
{
    const auto shown = [](char32_t c) {
        const bool control = (c < 0x20 && c != u'\n' && c != u'\t') || (c >= 0x7f && c <= 0x9f);
        const bool bidi = (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c == 0x200e ||
                          c == 0x200f || c == 0x061c;
        return !control && !bidi;
    };
    QString result;
    result.reserve(text.size());
    for (const char32_t c : text.toUcs4()) {
        if (shown(c))
            result += QString::fromUcs4(&c, 1);
        else if (c < 0x80)
            result += QStringLiteral("\\x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
        else
            result += QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
    }
    return result;
}

void showOnOneLine(GameState &state)
{
    for (PlayerState &p : state.players)
        p.name = oneLine(p.name);
}

Action shownOnOneLine(Action action)
{
    action.overrideReason = oneLine(action.overrideReason);
    if (auto *correction = std::get_if<Correction>(&action.body))
        correction->reason = oneLine(correction->reason);
    return action;
}

TerminalStream &out()
{
    static TerminalStream stream(stdout);
    return stream;
}

TerminalStream &err()
{
    static TerminalStream stream(stderr);
    return stream;
}

int fail(const QString &message)
{
    err() << QStringLiteral("hallkeeper-cli: ") << message << '\n';
    err().flush();
    return kExitInvalid;
}

void printProblems(const QString &file, const Problems &problems)
{
    for (const Problem &p : problems)
        err() << formatProblem(file, p) << '\n';
    err().flush();
}

void printGameProblems(const QString &file, const base::Problems &problems)
{
    for (const base::Problem &p : problems)
        err() << base::formatProblem(file, p) << '\n';
    err().flush();
}

} // namespace hk::cli
