#pragma once

#include "catalog_list_page.h"
#include "shape_grid_edit.h"

class QCheckBox;
class QFormLayout;
class QLabel;
class QScrollArea;
class QVBoxLayout;

namespace hk::gui {

// A list page whose entries are shapes drawn square by square (tunnel tiles, great halls): the list with a
// picture of each shape on the left, and on the right the fields of the selected entry, ending with
// "checked against the box" and the shape grid.
class CatalogShapePage : public CatalogListPage {
    Q_OBJECT
public:
    QCheckBox *verifiedBox() const { return m_verified; }
    ShapeGridEdit *shapeGrid() const { return m_shape; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    CatalogShapePage(const QString &prefix, ShapeGridEdit::Marker marker, QWidget *parent);

    // Ends the fields with the checked box and the shape grid, `shapeStatus` (if any) under the grid.
    void addShapeRows(QLabel *shapeStatus = nullptr);
    // Fills what the shape lists share (the picture, the check mark in column 3) and marks the row.
    void fillShapeRow(QTreeWidgetItem *item, int index, const hk::Orientation &shape, bool verified);

    QVBoxLayout *m_listColumn = nullptr;   // the list, and what stands under it
    QScrollArea *m_editorScroll = nullptr; // the fields, scrolled where the window is short
    QFormLayout *m_fields = nullptr;       // the selected entry's fields, the identifier first
    QCheckBox *m_verified = nullptr;
    ShapeGridEdit *m_shape = nullptr;
    QLabel *m_shapeLabel = nullptr, *m_shapeHint = nullptr;
};

} // namespace hk::gui
