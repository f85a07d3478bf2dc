#pragma once

// A rule ID spelled in the source (a constant of a game's rule IDs, "DL-003"), as the QString the catalogs,
// verdicts and score tables hold: the code is built with QT_NO_CAST_FROM_ASCII.

#include <QString>

namespace hk::base {

inline QString ruleId(const char *id)
{
    return QString::fromLatin1(id);
}

} // namespace hk::base
