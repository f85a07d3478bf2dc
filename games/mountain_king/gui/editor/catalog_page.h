#pragma once

// A tab of the component editor (tunnel tiles, great halls, workshops, troll cards). A page shows the catalog
// it is given and never changes it: each edit is asked for as a whole new catalog (changeRequested), which
// the window pushes on its undo stack and shows again.

#include "io/json_check.h"
#include "model/catalog.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QTreeWidgetItem;

namespace hk::gui {

class CatalogPage : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    // Shows `catalog`; the selected entry stays selected while it exists.
    virtual void showCatalog(const hk::Catalog &catalog) = 0;
    // Selects entry `index` of the page's list (its index in the file; -1: keep the selection) and, with
    // `focus`, gives the keyboard focus to its field `field` (None: the list).
    virtual void selectEntry(int index, hk::ProblemLocation::Field field, bool focus) = 0;
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
    void changeRequested(const QString &text, const hk::Catalog &after, const QString &mergeKey);
    void currentEntryChanged();

protected:
    // Asks for `after` unless the widgets are being filled from the catalog (their signals are echoes then).
    void requestChange(const QString &text, const hk::Catalog &after, const QString &mergeKey = {});

    // The entries this page shows (tunnel tiles), for the problems about them.
    virtual hk::ProblemLocation::Part entryPart() const { return hk::ProblemLocation::Part::Whole; }
    // Marks the row of entry `index` if it has problems: the error colour, and the problems in the tooltip
    // after `tip`.
    void markRow(QTreeWidgetItem *item, int index, const QString &tip) const;
    // Shows a count against what the box holds: plain when it matches, in the error colour (with the rule)
    // when it does not.
    static void showBoxCount(QLabel *label, const QString &text, bool matches);

    hk::Catalog m_catalog; // as last shown
    bool m_showing = false;
    QHash<int, QStringList> m_entryProblems; // entry index → its problems, "message (RULE)"
};

} // namespace hk::gui
