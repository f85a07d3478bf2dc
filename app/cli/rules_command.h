#pragma once

#include <QString>

namespace hk::cli {

// `hallkeeper-cli rules [ID]`: one rule, or all of them, with section and explanation.
int runRules(const QString &id);

} // namespace hk::cli
