#pragma once

// The component editor's live check: every problem the catalog has now (what hk::validateCatalog finds, and
// what only the file reader sees, such as squares that are not joined), one row each with where it is, what
// is wrong and the rule. Choosing a row asks for its entry to be shown.

#include "io/json_check.h"
#include "model/catalog.h"

#include <QWidget>

#include <functional>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace hk::gui {

// The problems of `catalog` as Hallkeeper would find them on opening its file: validateCatalog's, plus the
// reader's own (shapes with squares apart, halls without their altar), in the order of the file.
hk::Problems catalogProblems(const hk::Catalog &catalog);
// Whether `catalog` can be saved: its file would open again, as a draft (problems and all). Only what even a
// draft cannot hold stops it: a shape with no square, or squares that are not joined.
bool catalogCanBeSaved(const hk::Catalog &catalog);

class CatalogProblemsPanel : public QWidget {
    Q_OBJECT
public:
    explicit CatalogProblemsPanel(QWidget *parent = nullptr);

    // Shows `problems`; `describe` names the entry a location is in ("T4"), for the Where column. The
    // summary says whether the catalog can be saved as it is (`savable`) and whether a game can use it.
    void setProblems(const hk::Problems &problems,
                     const std::function<QString(const hk::ProblemLocation &)> &describe,
                     bool savable = true);
    const hk::Problems &problems() const { return m_problems; }
    QTreeWidget *list() const { return m_list; }
    QLabel *summary() const { return m_summary; }

    // Problems listed one by one; beyond them, one line gives their count.
    static constexpr int kListedProblems = 200;
    void retranslate();

signals:
    // A row was clicked or activated (Enter, double click): show the entry and field at `where`.
    void problemChosen(const hk::ProblemLocation &where);

private:
    void showSummary();

    hk::Problems m_problems;
    bool m_savable = true;
    QLabel *m_summary = nullptr;
    QTreeWidget *m_list = nullptr;
};

} // namespace hk::gui
