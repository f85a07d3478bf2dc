#pragma once

// The tabs of the component editor: tunnel tiles, great halls and workshops (the troll card library is in
// catalog_troll_page.h). A page shows the catalog it is given and never changes it: each edit is asked for
// as a whole new catalog (changeRequested), which the window pushes on its undo stack and shows again.

#include "io/json_check.h"
#include "model/catalog.h"

#include <QHash>

#include <QWidget>

#include <array>
#include <functional>

class QCheckBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTreeWidget;
class QTreeWidgetItem;

namespace hk::gui {

class ShapeGridEdit;

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
// A list of entries (tunnel tiles, halls, troll cards): rows are kept and refilled in place, so that the
// selection and the scroll position survive an edit.
QTreeWidget *createEntryList(const QString &objectName);
void resizeEntryList(QTreeWidget *list, int rows);

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

class CatalogTunnelPage : public CatalogPage {
    Q_OBJECT
public:
    explicit CatalogTunnelPage(QWidget *parent = nullptr);

    void showCatalog(const hk::Catalog &catalog) override;
    void selectEntry(int index, const QString &field, bool focus) override;
    int currentEntry() const override;
    bool hasEntryList() const override { return true; }
    void addEntry() override;
    void duplicateEntry() override;
    void removeEntry() override;
    void retranslate() override;

    QTreeWidget *list() const { return m_list; }
    QLineEdit *idEdit() const { return m_id; }
    QSpinBox *countBox() const { return m_count; }
    QCheckBox *verifiedBox() const { return m_verified; }
    ShapeGridEdit *shapeGrid() const { return m_shape; }
    QLabel *totalLabel() const { return m_total; }

private:
    void showEntry();
    void fillRow(int row);
    void edit(const QString &text, int mergeKey, const std::function<void(hk::TunnelShape &)> &change);
    QString shapeStatus(const hk::TunnelShape &tunnel) const;
    QString listKey() const override { return QStringLiteral("tunnels"); }

    QTreeWidget *m_list = nullptr;
    QPushButton *m_add = nullptr, *m_duplicate = nullptr, *m_remove = nullptr;
    QLabel *m_total = nullptr;
    QGroupBox *m_editor = nullptr;
    QLabel *m_idLabel = nullptr, *m_countLabel = nullptr, *m_shapeLabel = nullptr;
    QLineEdit *m_id = nullptr;
    QSpinBox *m_count = nullptr;
    QCheckBox *m_verified = nullptr;
    ShapeGridEdit *m_shape = nullptr;
    QLabel *m_shapeHint = nullptr, *m_shapeStatus = nullptr;
};

class CatalogHallPage : public CatalogPage {
    Q_OBJECT
public:
    explicit CatalogHallPage(QWidget *parent = nullptr);

    void showCatalog(const hk::Catalog &catalog) override;
    void selectEntry(int index, const QString &field, bool focus) override;
    int currentEntry() const override;
    void retranslate() override;

    QTreeWidget *list() const { return m_list; }
    QLineEdit *idEdit() const { return m_id; }
    QLineEdit *nameEdit() const { return m_name; }
    QSpinBox *lowBox() const { return m_low; }
    QSpinBox *highBox() const { return m_high; }
    QLineEdit *noteEdit() const { return m_note; }
    QCheckBox *verifiedBox() const { return m_verified; }
    ShapeGridEdit *shapeGrid() const { return m_shape; }

private:
    void showEntry();
    void fillRow(int row);
    void edit(const QString &text, int mergeKey, const std::function<void(hk::HallDef &)> &change);
    QString listKey() const override { return QStringLiteral("halls"); }

    QTreeWidget *m_list = nullptr;
    QLabel *m_count = nullptr;
    QGroupBox *m_editor = nullptr;
    QLabel *m_idLabel = nullptr, *m_nameLabel = nullptr, *m_valuesLabel = nullptr, *m_noteLabel = nullptr,
           *m_shapeLabel = nullptr, *m_lowLabel = nullptr, *m_highLabel = nullptr;
    QLineEdit *m_id = nullptr, *m_name = nullptr, *m_note = nullptr;
    QSpinBox *m_low = nullptr, *m_high = nullptr;
    QCheckBox *m_verified = nullptr;
    ShapeGridEdit *m_shape = nullptr;
    QLabel *m_shapeHint = nullptr;
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
