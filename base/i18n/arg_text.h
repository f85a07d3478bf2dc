#pragma once

// Text is filled in one call, QString::arg(a, b, c), never by chained .arg(argText(a), argText(b)): a chain
// substitutes again whatever the earlier values brought in, so that a player named "%1%2%3" or a file
// "x%1y.hkgame" would change the sentence. The one-call arg() takes strings only: argText() gives a number
// its decimal text.

#include <QString>

#include "i18n/arg_text.h"
#include <concepts>

namespace hk {

inline QString argText(const QString &text)
{
    return text;
}

inline QString argText(char c)
{
    return QString(QLatin1Char(c));
}

inline QString argText(double d) // as arg(double) writes it: 'g', 6 significant digits
{
    return QString::number(d);
}

template <std::integral Number>
requires(!std::same_as<Number, char> && !std::same_as<Number, bool>) QString argText(Number n)
{
    return QString::number(n);
}

} // namespace hk
