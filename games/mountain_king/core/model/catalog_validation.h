#pragma once

// Every problem of a component catalog (the box, docs/formats.md): tunnel tiles of 2 to 5 squares with
// their anchors and the 52 tiles of the box, the 6 great halls, the workshop tiles, the troll card library,
// identifiers used once… each with the JSON path of the entry at fault in a catalog file. The component
// editor shows them live; the catalog reader refuses a catalog with any of them (and keeps a draft with
// them).

#include "model/catalog.h"
#include "model/problem.h"

namespace hk {

Problems validateCatalog(const Catalog &catalog);
// The tile or card that a path of a catalog file names ("tunnels[2].shape": tunnel tile 2, its shape): what
// validateCatalog and the catalog reader fill every problem's location with.
ProblemLocation catalogLocation(const QString &path);

} // namespace hk
