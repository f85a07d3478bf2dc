#pragma once

#include "catalog_page.h"

#include <QTreeWidget>

class QGroupBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace hk::gui {

// A page whose entries stand in a list (tunnel tiles, great halls, troll cards), the selected one's fields
// in a group box. Each row holds the index of its entry in the file, so that a list may show only some of
// them; rows are kept and refilled in place, so that the selection and the scroll position survive an edit.
class CatalogListPage : public CatalogPage {
    Q_OBJECT
public:
    void showCatalog(const hk::Catalog &catalog) override;
    void selectEntry(int index, hk::ProblemLocation::Field field, bool focus) override;
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
    virtual QWidget *focusTarget(hk::ProblemLocation::Field field) const;

    // The Add, Duplicate and Remove buttons (and Delete in the list) in a row, for the lists that grow.
    QHBoxLayout *createEntryButtons();
    // Refills the rows; entry `keepIndex` is made current if it has a row.
    void fillList(int keepIndex);
    void showEntry();

    // Asks for the catalog with `change` made to the selected entry of `entries`.
    template <class Entry, class Change>
    void editEntry(std::vector<Entry> hk::Catalog::*entries, const QString &text, const QString &mergeKey,
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
                     const QString &text, hk::ProblemLocation::Field field)
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
    // The selected entry's fields, as the problems' locations name them.
    std::map<hk::ProblemLocation::Field, QWidget *> m_fieldWidgets;

private:
    QString m_prefix;
};

} // namespace hk::gui
