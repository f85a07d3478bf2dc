#pragma once

// The Component Editor: a window for *.hkcatalog files (docs/formats.md), the components whose exact data is
// not published. Tabs for the tunnel tiles (shapes drawn square by square, counts adding up to the box's
// 52, DIG-SUPPLY), the 6 great halls, the workshop tiles and the troll card library; a Problems panel that
// re-checks the whole catalog on every edit and leads to the entry at fault. Every edit is one step on the
// undo stack (a snapshot of the whole catalog).

#include "catalog_hall_page.h"
#include "catalog_problems_panel.h"
#include "catalog_troll_page.h"
#include "catalog_tunnel_page.h"
#include "catalog_workshop_page.h"
#include "document_window.h"
#include "files/autosave.h"
#include "io/json_check.h"
#include "model/catalog.h"

class QDockWidget;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTabWidget;

namespace hk::gui {

class CatalogEditorWindow : public DocumentWindow {
    Q_OBJECT
public:
    // The tabs, in order.
    enum Tab { TunnelsTab, HallsTab, WorkshopsTab, TrollsTab };

    explicit CatalogEditorWindow(QWidget *parent = nullptr);
    ~CatalogEditorWindow() override;

    // The question asked at start-up for an autosave a crash left behind (WindowFactory::offerRecovery).
    static QString leftoverText(const hk::base::Autosave::Leftover &leftover);

    const hk::Catalog &catalog() const { return m_catalog; }
    // The problems shown now (recomputed on every change).
    const hk::Problems &problems() const { return m_problems->problems(); }

    // Shows the entry a problem is about (tunnel tile 3, its shape: the Tunnels tab, row 3, the shape grid
    // focused); what clicking a problem does.
    void showLocation(const hk::ProblemLocation &where);

    // The widgets tests drive.
    QTabWidget *tabs() const { return m_tabs; }
    QLineEdit *nameEdit() const { return m_name; }
    QPlainTextEdit *descriptionEdit() const { return m_description; }
    CatalogTunnelPage *tunnelPage() const { return m_tunnels; }
    CatalogHallPage *hallPage() const { return m_halls; }
    CatalogWorkshopPage *workshopPage() const { return m_workshops; }
    CatalogTrollPage *trollPage() const { return m_trolls; }
    QTreeWidget *tunnelList() const { return m_tunnels->list(); }
    QTreeWidget *hallList() const { return m_halls->list(); }
    QTreeWidget *trollList() const { return m_trolls->list(); }
    ShapeGridEdit *tunnelShapeGrid() const { return m_tunnels->shapeGrid(); }
    ShapeGridEdit *hallShapeGrid() const { return m_halls->shapeGrid(); }
    TrollCardEditor *trollEditor() const { return m_trolls->cardEditor(); }
    QLineEdit *trollIdEdit() const { return m_trolls->idEdit(); }
    QTreeWidget *problemsList() const { return m_problems->list(); }
    CatalogProblemsPanel *problemsPanel() const { return m_problems; }
    QDockWidget *problemsDock() const { return m_problemsDock; }
    // Edit ▸ Add / Duplicate / Remove Entry, for the list of the current tab.
    QAction *addEntryAction() const { return m_addEntry; }
    QAction *duplicateEntryAction() const { return m_duplicateEntry; }
    QAction *removeEntryAction() const { return m_removeEntry; }

protected:
    FileKind fileKind() const override;
    QStringList readDocument(const QString &readFrom, const QString &fileName) override;
    bool recoverAsStep(const QString &readFrom, const QString &fileName,
                       const std::function<QString()> &what) override;
    QString gameId() const override; // Mountain King's: its rules in the rules browser
    QString writeDocument(const QString &fileName) override;
    QString savedNote() const override;
    void clearDocument() override;
    QByteArray documentBytes(const QString &playUuid) const override;
    void retranslateDocument() override;
    QList<QPair<QString, QString>> extraShortcuts() const override;

private:
    void pushChange(const QString &text, const hk::Catalog &after, const QString &mergeKey = {});
    // The undo stack's way in: shows `catalog` without pushing anything; after an undo or redo it also
    // shows where the catalog changed.
    void applyCatalog(const hk::Catalog &catalog);
    void showCatalog();
    void revealChange(const hk::Catalog &before, const hk::Catalog &after);
    void showProblems(const hk::Problems &problems);
    void fitProblemsDock();
    void updateEntryActions();
    CatalogPage *currentPage() const;
    // The tabs' pages, in the order of the tabs.
    QList<CatalogPage *> pages() const { return {m_tunnels, m_halls, m_workshops, m_trolls}; }
    QString describeEntry(const hk::ProblemLocation &where) const;

    hk::Catalog m_catalog;
    bool m_showing = false; // the widgets are being set from m_catalog: their signals are not edits
    bool m_pushing = false; // an edit is being pushed: no need to show where it happened

    QLabel *m_nameLabel = nullptr, *m_descriptionLabel = nullptr;
    QLineEdit *m_name = nullptr;
    QPlainTextEdit *m_description = nullptr;
    QTabWidget *m_tabs = nullptr;
    CatalogTunnelPage *m_tunnels = nullptr;
    CatalogHallPage *m_halls = nullptr;
    CatalogWorkshopPage *m_workshops = nullptr;
    CatalogTrollPage *m_trolls = nullptr;
    QDockWidget *m_problemsDock = nullptr;
    CatalogProblemsPanel *m_problems = nullptr;
    QAction *m_addEntry = nullptr, *m_duplicateEntry = nullptr, *m_removeEntry = nullptr;
    QAction *m_nextProblem = nullptr;
};

} // namespace hk::gui
