#pragma once

// What the pages of the component editor do alike with their fields: undo steps merged per field, free
// identifiers, fields set from the catalog without disturbing the user typing, labelled rows, tab order.

#include "model/catalog.h"

#include <QString>

#include <initializer_list>

class QCheckBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QWidget;

namespace hk::gui {

// Consecutive edits of the same field of the same entry merge into one undo step (typing a name, spinning a
// count), never edits of two fields or two entries.
enum class CatalogField {
    Name,
    Description,
    TunnelId,
    TunnelCount,
    HallId,
    HallName,
    HallLow,
    HallHigh,
    HallNote,
    WorkshopCount,
    TrollId,
    TrollIcons,
    TrollStartRow,
};
QString catalogMergeKey(CatalogField field, int index = 0);

// An identifier not yet used by any tunnel, hall or troll card: `stem` followed by the first free number
// (with at least `digits` digits), e.g. "fire-1-" → "fire-1-03".
QString freeCatalogId(const hk::Catalog &catalog, const QString &stem, int digits = 1);

// Setting a field from the catalog without disturbing the user typing in it: a text equal to the shown one
// but for the spaces around it (which the catalog does not keep) stays as typed, with its cursor.
void showText(QLineEdit *edit, const QString &text);
void showValue(QSpinBox *box, int value);
void showChecked(QCheckBox *box, bool checked);

// Adds `field` to `form`, named `objectName` (for the tests and the problems that lead to it), after a label
// of its own whose buddy it is; the label is returned to be given its text on retranslate.
QLabel *addFieldRow(QFormLayout *form, const QString &objectName, QWidget *field);
// Tab walks `widgets` in this order.
void setTabChain(std::initializer_list<QWidget *> widgets);

} // namespace hk::gui
