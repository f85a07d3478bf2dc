#pragma once

// A problem shown to the table must be in the table's terms: no JSON path ("players[1].statues[0]") and no
// file key ("gateStarts", "onOwnPedestal") in what the user reads.

#include <QRegularExpression>
#include <QString>

namespace hk::test {

// The first piece of `text` that reads like the file rather than the table, or an empty string.
inline QString fileTermIn(const QString &text)
{
    static const QRegularExpression fileTerm(QStringLiteral(R"(\w*\[\w*\]?|\b[a-z]+[A-Z]\w*)"));
    const QRegularExpressionMatch m = fileTerm.match(text);
    return m.hasMatch() ? m.captured(0) : QString();
}

} // namespace hk::test
