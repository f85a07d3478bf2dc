#pragma once

// Resources in words, wherever they are listed: "3 stone, 1 hammer".

#include "model/resources.h"

#include <QCoreApplication>

namespace hk::gui {

class ResourceText {
    Q_DECLARE_TR_FUNCTIONS(hk::gui::ResourceText)
public:
    // "3 stone, 1 hammer"; "nothing" when there is none.
    static QString counts(const hk::ResourceCounts &counts);
};

} // namespace hk::gui
