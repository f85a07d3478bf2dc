#pragma once

#include <QString>

namespace hk::gui {

// A problem's JSON path taken apart: "tunnels[3].shape" is list "tunnels", index 3, field "shape"; "name"
// is field "name" of the catalog itself; "trolls" is the list as a whole.
struct CatalogPath {
    QString list;
    int index = -1;
    QString field;
};
CatalogPath parseCatalogPath(const QString &path);

} // namespace hk::gui
