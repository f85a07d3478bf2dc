#pragma once

// The tabs of the component editor: tunnel tiles, great halls and workshops (the troll card library is in
// catalog_troll_page.h). A page shows the catalog it is given and never changes it: each edit is asked for
// as a whole new catalog (changeRequested), which the window pushes on its undo stack and shows again.

#include "shape_grid_edit.h"
#include "io/json_check.h"
#include "model/catalog.h"

#include <QHash>
#include <QTreeWidget>
#include <QWidget>

#include <array>
#include <initializer_list>

class QCheckBox;
class QFormLayout;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QVBoxLayout;

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
int catalogMergeKey(CatalogField field, int index = 0);

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

class CatalogPage : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    // Shows `catalog`; the selected entry stays selected while it exists.
    virtual void showCatalog(const hk::Catalog &catalog) = 0;
    // Selects entry `index` of the page's list (its index in the file, as in "tunnels[3]"; -1: keep the
    // selection) and, with `focus`, gives the keyboard focus to the field `field` names ("shape", "count";
    // empty: the list).
    virtual void selectEntry(int index, const QString &field, bool focus) = 0;
    // The selected entry's index in the file, or -1.
    virtual int currentEntry() const = 0;
    // Whether entries can be added and removed: the great halls (6) and the workshop kinds (11) are fixed.
    virtual bool hasEntryList() const { return false; }
    virtual void addEntry() {}
    virtual void duplicateEntry() {}
    virtual void removeEntry() {}
    virtual void retranslate() = 0;
    // The problems of the catalog about to be shown (set before showCatalog()): the rows of the entries
    // they are about are marked, so that the list shows at a glance what is left to fix.
    void setProblems(const hk::Problems &problems);

signals:
    void changeRequested(const QString &text, const hk::Catalog &after, int mergeKey);
    void currentEntryChanged();

protected:
    // Asks for `after` unless the widgets are being filled from the catalog (their signals are echoes then).
    void requestChange(const QString &text, const hk::Catalog &after, int mergeKey = -1);

    // The list of the file this page shows ("tunnels"), for the problems about its entries.
    virtual QString listKey() const { return {}; }
    // Marks the row of entry `index` if it has problems: the error colour, and the problems in the tooltip
    // after `tip`.
    void markRow(QTreeWidgetItem *item, int index, const QString &tip) const;

    hk::Catalog m_catalog; // as last shown
    bool m_showing = false;
    QHash<int, QStringList> m_entryProblems; // entry index → its problems, "message (RULE)"
};

// A page whose entries stand in a list (tunnel tiles, great halls, troll cards), the selected one's fields
// in a group box. Each row holds the index of its entry in the file, so that a list may show only some of
// them; rows are kept and refilled in place, so that the selection and the scroll position survive an edit.
class CatalogListPage : public CatalogPage {
    Q_OBJECT
public:
    void showCatalog(const hk::Catalog &catalog) override;
    void selectEntry(int index, const QString &field, bool focus) override;
    int currentEntry() const override;
    bool hasEntryList() const override { return m_add != nullptr; } // the lists that grow have the buttons

    QTreeWidget *list() const { return m_list; }
    QLineEdit *idEdit() const { return m_id; }

protected:
    // `prefix` starts the object names of the widgets: "tunnel" → "tunnelList", "tunnelId", "tunnelAdd".
    explicit CatalogListPage(const QString &prefix, QWidget *parent = nullptr);

    // How many entries the page's list of m_catalog holds.
    virtual int entryCount() const = 0;
    // Whether entry `index` has a row (a level filter may hide it).
    virtual bool isShown(int /*index*/) const { return true; }
    // Fills `item`, the row of entry `index`.
    virtual void fillRow(QTreeWidgetItem *item, int index) = 0;
    // Shows entry `index` in the fields; -1 empties them. The fields' signals are echoes meanwhile.
    virtual void showFields(int index) = 0;
    // The widget that takes the focus for `field` ("id"; empty: the list as a whole); nullptr for the list.
    virtual QWidget *focusTarget(const QString &field) const;

    // The Add, Duplicate and Remove buttons (and Delete in the list) in a row, for the lists that grow.
    QHBoxLayout *createEntryButtons();
    // Refills the rows; entry `keepIndex` is made current if it has a row.
    void fillList(int keepIndex);
    void showEntry();

    // Asks for the catalog with `change` made to the selected entry of `entries`.
    template <class Entry, class Change>
    void editEntry(std::vector<Entry> hk::Catalog::*entries, const QString &text, int mergeKey,
                   const Change &change)
    {
        const int index = currentEntry();
        if (index < 0)
            return;
        hk::Catalog after = m_catalog;
        change((after.*entries)[size_t(index)]);
        requestChange(text, after, mergeKey);
    }
    // Asks for `entry` inserted at `at` in `entries`, then selects it with the focus on its `field`.
    template <class Entry>
    void insertEntry(std::vector<Entry> hk::Catalog::*entries, int at, const Entry &entry,
                     const QString &text, const QString &field)
    {
        hk::Catalog after = m_catalog;
        (after.*entries).insert((after.*entries).begin() + at, entry);
        requestChange(text, after);
        selectEntry(at, field, true);
    }
    // Asks for entry `index` of `entries` removed; the focus stays in the list, for the next removal.
    template <class Entry>
    void removeEntryAt(std::vector<Entry> hk::Catalog::*entries, int index, const QString &text)
    {
        hk::Catalog after = m_catalog;
        (after.*entries).erase((after.*entries).begin() + index);
        requestChange(text, after);
        m_list->setFocus(Qt::OtherFocusReason);
    }

    QTreeWidget *m_list = nullptr;
    QGroupBox *m_editor = nullptr;
    QLabel *m_idLabel = nullptr;
    QLineEdit *m_id = nullptr;
    QPushButton *m_add = nullptr, *m_duplicate = nullptr, *m_remove = nullptr;
    // The selected entry's fields by their names in the problems' paths ("tunnels[3].count": "count").
    QHash<QString, QWidget *> m_fieldWidgets;

private:
    QString m_prefix;
};

// A list page whose entries are shapes drawn square by square (tunnel tiles, great halls): the list with a
// picture of each shape on the left, and on the right the fields of the selected entry, ending with
// "checked against the box" and the shape grid.
class CatalogShapePage : public CatalogListPage {
    Q_OBJECT
public:
    QCheckBox *verifiedBox() const { return m_verified; }
    ShapeGridEdit *shapeGrid() const { return m_shape; }

protected:
    CatalogShapePage(const QString &prefix, ShapeGridEdit::Marker marker, QWidget *parent);

    // Ends the fields with the checked box and the shape grid, `shapeStatus` (if any) under the grid.
    void addShapeRows(QLabel *shapeStatus = nullptr);
    // Fills what the shape lists share (the picture, the check mark in column 3) and marks the row.
    void fillShapeRow(QTreeWidgetItem *item, int index, const hk::Orientation &shape, bool verified);

    QVBoxLayout *m_listColumn = nullptr; // the list, and what stands under it
    QFormLayout *m_fields = nullptr;     // the selected entry's fields, the identifier first
    QCheckBox *m_verified = nullptr;
    ShapeGridEdit *m_shape = nullptr;
    QLabel *m_shapeLabel = nullptr, *m_shapeHint = nullptr;
};

class CatalogTunnelPage : public CatalogShapePage {
    Q_OBJECT
public:
    explicit CatalogTunnelPage(QWidget *parent = nullptr);

    void showCatalog(const hk::Catalog &catalog) override;
    void addEntry() override;
    void duplicateEntry() override;
    void removeEntry() override;
    void retranslate() override;

    QSpinBox *countBox() const { return m_count; }
    QLabel *totalLabel() const { return m_total; }

private:
    int entryCount() const override { return int(m_catalog.tunnels.size()); }
    void fillRow(QTreeWidgetItem *item, int index) override;
    void showFields(int index) override;
    QString listKey() const override { return QStringLiteral("tunnels"); }
    QString shapeStatus(const hk::TunnelShape &tunnel) const;

    QLabel *m_total = nullptr;
    QLabel *m_countLabel = nullptr;
    QSpinBox *m_count = nullptr;
    QLabel *m_shapeStatus = nullptr;
};

class CatalogHallPage : public CatalogShapePage {
    Q_OBJECT
public:
    explicit CatalogHallPage(QWidget *parent = nullptr);

    void showCatalog(const hk::Catalog &catalog) override;
    void retranslate() override;

    QLineEdit *nameEdit() const { return m_name; }
    QSpinBox *lowBox() const { return m_low; }
    QSpinBox *highBox() const { return m_high; }
    QLineEdit *noteEdit() const { return m_note; }

private:
    int entryCount() const override { return int(m_catalog.halls.size()); }
    void fillRow(QTreeWidgetItem *item, int index) override;
    void showFields(int index) override;
    QString listKey() const override { return QStringLiteral("halls"); }

    QLabel *m_count = nullptr;
    QLabel *m_nameLabel = nullptr, *m_valuesLabel = nullptr, *m_noteLabel = nullptr, *m_lowLabel = nullptr,
           *m_highLabel = nullptr;
    QLineEdit *m_name = nullptr, *m_note = nullptr;
    QSpinBox *m_low = nullptr, *m_high = nullptr;
};

class CatalogWorkshopPage : public CatalogPage {
    Q_OBJECT
public:
    explicit CatalogWorkshopPage(QWidget *parent = nullptr);

    void showCatalog(const hk::Catalog &catalog) override;
    void selectEntry(int index, const QString &field, bool focus) override;
    int currentEntry() const override;
    void retranslate() override;

    QSpinBox *countBox(hk::WorkshopKind kind) const { return m_counts[size_t(kind)]; }
    QLabel *totalLabel() const { return m_total; }

private:
    void setCount(hk::WorkshopKind kind, int count);

    QLabel *m_intro = nullptr, *m_total = nullptr;
    std::array<QLabel *, hk::kWorkshopKinds> m_names{};
    std::array<QLabel *, hk::kWorkshopKinds> m_effects{};
    std::array<QSpinBox *, hk::kWorkshopKinds> m_counts{};
};

} // namespace hk::gui
