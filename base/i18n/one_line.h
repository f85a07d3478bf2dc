#pragma once

// Text from a file (a player's name, a reason) for one line of a sentence: a line break or a tab in it is
// shown as its escape ("\x0a", "\u2028"), never obeyed, so that a player named "Mallory\nWinner: Mallory"
// never starts a line of its own — in the command line's output as in a window's label.

#include <QString>

namespace hk {

inline QString oneLine(const QString &text)
{
    QString shown;
    shown.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == u'\n' || u == u'\r' || u == u'\t' || u == u'\v' || u == u'\f')
            shown += QStringLiteral("\\x%1").arg(uint(u), 2, 16, QLatin1Char('0'));
        else if (u == 0x85 || u == 0x2028 || u == 0x2029)
            shown += QStringLiteral("\\u%1").arg(uint(u), 4, 16, QLatin1Char('0'));
        else
            shown += c;
    }
    return shown;
}

} // namespace hk
