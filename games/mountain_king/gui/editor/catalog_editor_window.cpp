#include "catalog_editor_window.h"
#include "plain_text.h"

#include "catalog_fields.h"
#include "io/catalog_io.h"
#include "io/json_reader.h"
#include "snapshot_command.h"
#include "window_factory.h"

#include "sheet/sheet_io.h"

#include <QAction>
#include <QDockWidget>
#include <QFileInfo>
#include <QFormLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace hk::gui {

namespace {

// Keeps Undo and Redo for the window: a text field's own undo would change the text behind the catalog's
// back (it does not report the change as an edit), so Ctrl+Z in a field undoes the catalog's last step.
class UndoKeysToWindow : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::ShortcutOverride) {
            auto *key = static_cast<QKeyEvent *>(event);
            if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
                event->ignore();
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }
};

// The index of the first entry that differs between two lists, or -1 if they are equal.
template <class T> int firstDifference(const std::vector<T> &a, const std::vector<T> &b)
{
    const size_t common = std::min(a.size(), b.size());
    for (size_t i = 0; i < common; ++i)
        if (!(a[i] == b[i]))
            return int(i);
    return a.size() == b.size() ? -1 : int(common);
}

} // namespace

CatalogEditorWindow::CatalogEditorWindow(QWidget *parent) : DocumentWindow(parent)
{
    setUndoStack(new QUndoStack(this));
    setObjectName(QStringLiteral("catalogEditor"));
    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    auto *form = new QFormLayout;
    m_name = new QLineEdit;
    m_name->setMaxLength(kMaxNameLength); // what a catalog file holds (io/json_reader.h)
    m_nameLabel = addFieldRow(form, QStringLiteral("catalogName"), m_name);
    m_description = new QPlainTextEdit;
    m_description->setTabChangesFocus(true);
    m_description->setUndoRedoEnabled(false); // the window's undo stack holds every edit
    m_description->setFixedHeight(m_description->fontMetrics().lineSpacing() * 3 + 12);
    m_descriptionLabel = addFieldRow(form, QStringLiteral("catalogDescription"), m_description);
    layout->addLayout(form);

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("catalogTabs"));
    m_tunnels = new CatalogTunnelPage;
    m_halls = new CatalogHallPage;
    m_workshops = new CatalogWorkshopPage;
    m_trolls = new CatalogTrollPage;
    for (CatalogPage *page : pages()) {
        m_tabs->addTab(page, QString());
        connect(page, &CatalogPage::changeRequested, this, &CatalogEditorWindow::pushChange);
        connect(page, &CatalogPage::currentEntryChanged, this, &CatalogEditorWindow::updateEntryActions);
    }
    connect(m_tabs, &QTabWidget::currentChanged, this, &CatalogEditorWindow::updateEntryActions);
    layout->addWidget(m_tabs, 1);
    setCentralWidget(central);

    m_problems = new CatalogProblemsPanel;
    m_problemsDock = new QDockWidget;
    m_problemsDock->setObjectName(QStringLiteral("problemsDock"));
    m_problemsDock->setWidget(m_problems);
    m_problemsDock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable |
                                QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::BottomDockWidgetArea, m_problemsDock);
    connect(m_problems, &CatalogProblemsPanel::problemChosen, this, &CatalogEditorWindow::showLocation);

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        Catalog after = m_catalog;
        after.name = text.trimmed();
        after.names.clear(); // typed: the name as entered, in every language
        pushChange(tr("Rename the catalog"), after, catalogMergeKey(CatalogField::Name));
    });
    connect(m_description, &QPlainTextEdit::textChanged, this, [this] {
        if (m_showing)
            return;
        Catalog after = m_catalog;
        after.description = m_description->toPlainText();
        after.descriptions.clear();
        pushChange(tr("Change the description"), after, catalogMergeKey(CatalogField::Description));
    });

    m_addEntry = new QAction(this);
    // Insert (Ctrl+Shift+N is New Game in every window).
    m_addEntry->setShortcuts({QKeySequence(Qt::Key_Insert), QKeySequence(Qt::CTRL | Qt::Key_Insert)});
    connect(m_addEntry, &QAction::triggered, this, [this] { currentPage()->addEntry(); });
    m_duplicateEntry = new QAction(this);
    m_duplicateEntry->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    connect(m_duplicateEntry, &QAction::triggered, this, [this] { currentPage()->duplicateEntry(); });
    m_removeEntry = new QAction(this);
    m_removeEntry->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Delete));
    connect(m_removeEntry, &QAction::triggered, this, [this] { currentPage()->removeEntry(); });
    m_nextProblem = new QAction(this);
    m_nextProblem->setShortcut(QKeySequence(Qt::Key_F8));
    connect(m_nextProblem, &QAction::triggered, this, [this] {
        QTreeWidget *list = m_problems->list();
        if (list->topLevelItemCount() == 0)
            return;
        const int current = list->currentItem() ? list->indexOfTopLevelItem(list->currentItem()) : -1;
        QTreeWidgetItem *next = list->topLevelItem((current + 1) % list->topLevelItemCount());
        list->setCurrentItem(next);
        showLocation(m_problems->problems()[size_t(list->indexOfTopLevelItem(next))].where);
    });

    createStandardMenus();
    editMenu()->addSeparator();
    editMenu()->addActions({m_addEntry, m_duplicateEntry, m_removeEntry});
    editMenu()->addSeparator();
    editMenu()->addAction(m_nextProblem);
    viewMenu()->addSeparator();
    viewMenu()->addAction(m_problemsDock->toggleViewAction());

    auto *undoKeys = new UndoKeysToWindow(this);
    for (QWidget *field : findChildren<QWidget *>())
        if (qobject_cast<QLineEdit *>(field) || qobject_cast<QAbstractSpinBox *>(field) ||
            qobject_cast<QPlainTextEdit *>(field))
            field->installEventFilter(undoKeys);

    newDocument();
    resizeToFitScreen({1100, 800});
    restoreLayout();
    fitProblemsDock(); // a layout saved with problems listed would keep an empty list's room
}

CatalogEditorWindow::~CatalogEditorWindow() = default;

QString CatalogEditorWindow::leftoverText(const base::Autosave::Leftover &leftover)
{
    return tr("Hallkeeper stopped without closing an editor: %1, autosaved %2.")
        .arg(WindowFactory::leftoverFile(leftover, tr("a catalog never saved")),
             WindowFactory::leftoverTime(leftover));
}

DocumentWindow::FileKind CatalogEditorWindow::fileKind() const
{
    return {QStringLiteral("hkcatalog"),
            tr("Hallkeeper component catalogs (*.hkcatalog)"),
            {},
            tr("Untitled catalog"),
            tr("Component Editor"),
            tr("%1 is not a component catalog Hallkeeper can open."),
            QStringLiteral("catalogEditor")};
}

QStringList CatalogEditorWindow::readDocument(const QString &readFrom, const QString &)
{
    // A catalog saved half done opens again, its problems listed (a game still refuses it).
    const CatalogReadResult result = readCatalog(readFrom, ReadMode::Draft);
    if (!result.catalog) {
        QStringList lines;
        for (const Problem &p : result.problems)
            lines << fileProblemText(QFileInfo(readFrom).fileName(), p);
        if (lines.isEmpty()) // never expected: the reader gives a reason for every refusal
            lines << fileKind().cannotOpen.arg(QFileInfo(readFrom).fileName());
        return lines;
    }
    m_catalog = *result.catalog;
    showCatalog();
    undoStack()->clear();
    return {};
}

bool CatalogEditorWindow::recoverAsStep(const QString &readFrom, const QString &fileName,
                                        const std::function<QString()> &what)
{
    const CatalogReadResult file = readCatalog(fileName, ReadMode::Draft);
    const CatalogReadResult work = readCatalog(readFrom, ReadMode::Draft);
    if (!file.catalog || !work.catalog)
        return false;
    m_catalog = *file.catalog;
    showCatalog();
    undoStack()->clear();
    m_pushing = true; // the work is shown whole, not as a change revealed
    undoStack()->push(new SnapshotCommand<Catalog>(what, *file.catalog, *work.catalog,
                                                   [this](const Catalog &c) { applyCatalog(c); }));
    m_pushing = false;
    return true;
}

QString CatalogEditorWindow::gameId() const
{
    return QString::fromLatin1(base::kMountainKingId);
}

QString CatalogEditorWindow::writeDocument(const QString &fileName)
{
    // Half-done work is saved (a library of 85 cards is entered over several evenings): the editor reads the
    // file back as a draft, its problems listed, and games refuse it until they are solved. Only what even a
    // draft cannot hold is refused — a shape with no square, or squares not joined — since that file could
    // not be opened again and the work would only look saved.
    const CatalogReadResult draft = parseCatalog(catalogToBytes(m_catalog), ReadMode::Draft);
    if (!draft.catalog) {
        const Problems &problems = draft.problems;
        m_problemsDock->show();
        m_problemsDock->raise();
        QStringList lines;
        int errors = 0;
        for (const Problem &p : problems)
            if (p.isError()) {
                lines << fileProblemText(QFileInfo(fileName).fileName(), p);
                ++errors;
            }
        return tr("Not saved: Hallkeeper could not open this catalog again. Problems to fix first (the "
                  "Problems panel leads to each): %1")
                   .arg(errors) +
               QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    }
    return writeCatalog(fileName, m_catalog);
}

QByteArray CatalogEditorWindow::documentBytes(const QString &) const
{
    return catalogToBytes(m_catalog);
}

QString CatalogEditorWindow::savedNote() const
{
    int errors = 0;
    for (const Problem &p : catalogProblems(m_catalog))
        errors += p.isError();
    return errors ? tr(" — problems left: %1; a game cannot use this catalog yet.").arg(errors) : QString();
}

void CatalogEditorWindow::clearDocument()
{
    // A new catalog is the shipped one, renamed: most boxes differ from it in a few pieces at most.
    const CatalogReadResult shipped = readDefaultCatalog();
    Catalog catalog;
    if (shipped.catalog) {
        catalog = *shipped.catalog;
    } else { // the embedded default is checked by the core tests; an empty catalog is the fallback
        for (const WorkshopInfo &info : workshopInfos())
            catalog.workshops.push_back({info.kind, kWorkshopTilesPerKind});
    }
    // The user's catalog from now on: its texts in the reader's language, as if typed.
    catalog.name = tr("My components");
    catalog.names.clear();
    catalog.description = catalog.displayDescription();
    catalog.descriptions.clear();
    m_catalog = catalog;
    m_catalog.computePlacements();
    showCatalog();
    undoStack()->clear();
}

void CatalogEditorWindow::pushChange(const QString &text, const Catalog &after, const QString &mergeKey)
{
    if (after == m_catalog)
        return;
    m_pushing = true;
    undoStack()->push(new SnapshotCommand<Catalog>(
        text, m_catalog, after, [this](const Catalog &c) { applyCatalog(c); }, mergeKey));
    m_pushing = false;
}

void CatalogEditorWindow::applyCatalog(const Catalog &catalog)
{
    const Catalog before = m_catalog;
    m_catalog = catalog;
    m_catalog.computePlacements();
    showCatalog();
    if (!m_pushing)
        revealChange(before, m_catalog);
}

void CatalogEditorWindow::showCatalog()
{
    const bool was = std::exchange(m_showing, true);
    showText(m_name, m_catalog.displayName());
    if (m_description->toPlainText() != m_catalog.displayDescription())
        setWrappedText(m_description, m_catalog.displayDescription());
    const Problems problems = catalogProblems(m_catalog);
    for (CatalogPage *page : pages()) {
        page->setProblems(problems);
        page->showCatalog(m_catalog);
    }
    showProblems(problems);
    updateEntryActions();
    m_showing = was;
}

void CatalogEditorWindow::revealChange(const Catalog &before, const Catalog &after)
{
    // After an undo or redo, the entry that changed is shown, so that the user sees what was undone.
    const auto reveal = [this](Tab tab, CatalogPage *page, int index, int size) {
        m_tabs->setCurrentIndex(tab);
        if (size > 0)
            page->selectEntry(std::min(index, size - 1), ProblemLocation::Field::None, false);
    };
    if (const int i = firstDifference(before.tunnels, after.tunnels); i >= 0)
        reveal(TunnelsTab, m_tunnels, i, int(after.tunnels.size()));
    else if (const int h = firstDifference(before.halls, after.halls); h >= 0)
        reveal(HallsTab, m_halls, h, int(after.halls.size()));
    else if (!(before.workshops == after.workshops))
        m_tabs->setCurrentIndex(WorkshopsTab);
    else if (const int t = firstDifference(before.trolls, after.trolls); t >= 0)
        reveal(TrollsTab, m_trolls, t, int(after.trolls.size()));
}

// The Problems dock: a few rows while there are problems (the tabs are what is edited), its one line of
// summary when there are none. Done when problems come or go, never on each edit: a size the user chose
// stays.
void CatalogEditorWindow::fitProblemsDock()
{
    const bool none = m_problems->problems().empty();
    m_problems->layout()->activate(); // the list was just hidden or shown: size hints as they are now
    resizeDocks({m_problemsDock}, {none ? m_problemsDock->sizeHint().height() : 150}, Qt::Vertical);
}

void CatalogEditorWindow::showProblems(const Problems &problems)
{
    const bool hadNone = m_problems->problems().empty();
    // Whether it saves matters only to what errors say: the round trip through the file's text is not made
    // for warnings alone.
    const bool errors =
        std::any_of(problems.begin(), problems.end(), [](const Problem &p) { return p.isError(); });
    m_problems->setProblems(
        problems, [this](const ProblemLocation &where) { return describeEntry(where); },
        !errors || catalogCanBeSaved(m_catalog));
    if (hadNone != problems.empty())
        fitProblemsDock();
    m_problemsDock->setWindowTitle(problems.empty() ? tr("Problems")
                                                    : tr("Problems (%1)").arg(problems.size()));
    m_nextProblem->setEnabled(!problems.empty());
}

QString CatalogEditorWindow::describeEntry(const ProblemLocation &where) const
{
    using Part = ProblemLocation::Part;
    const size_t i = size_t(where.item);
    if (where.item < 0)
        return {};
    if (where.part == Part::TunnelTile && i < m_catalog.tunnels.size())
        return m_catalog.tunnels[i].id;
    if (where.part == Part::HallTile && i < m_catalog.halls.size())
        return m_catalog.halls[i].name.isEmpty() ? m_catalog.halls[i].id : m_catalog.halls[i].name;
    if (where.part == Part::WorkshopTile && i < m_catalog.workshops.size())
        return workshopName(m_catalog.workshops[i].kind);
    if (where.part == Part::TrollCard && i < m_catalog.trolls.size())
        return m_catalog.trolls[i].name;
    return {};
}

void CatalogEditorWindow::showLocation(const ProblemLocation &where)
{
    using Part = ProblemLocation::Part;
    const std::map<Part, std::pair<Tab, CatalogPage *>> pages{
        {Part::TunnelTile, {TunnelsTab, m_tunnels}},
        {Part::HallTile, {HallsTab, m_halls}},
        {Part::WorkshopTile, {WorkshopsTab, m_workshops}},
        {Part::TrollCard, {TrollsTab, m_trolls}}};
    if (const auto page = pages.find(where.part); page != pages.end()) {
        m_tabs->setCurrentIndex(page->second.first);
        page->second.second->selectEntry(where.item, where.field, true);
    } else if (where.part == Part::CatalogDescription) {
        m_description->setFocus(Qt::OtherFocusReason);
    } else {
        m_name->setFocus(Qt::OtherFocusReason);
        m_name->selectAll();
    }
}

CatalogPage *CatalogEditorWindow::currentPage() const
{
    return static_cast<CatalogPage *>(m_tabs->currentWidget());
}

void CatalogEditorWindow::updateEntryActions()
{
    CatalogPage *page = currentPage();
    const bool list = page && page->hasEntryList();
    m_addEntry->setEnabled(list);
    m_duplicateEntry->setEnabled(list && page->currentEntry() >= 0);
    m_removeEntry->setEnabled(list && page->currentEntry() >= 0);
}

void CatalogEditorWindow::retranslateDocument()
{
    m_nameLabel->setText(tr("Catalog &name:"));
    m_name->setToolTip(tr("Shown when a game chooses its components"));
    m_descriptionLabel->setText(tr("&Description:"));
    m_description->setPlaceholderText(tr("What the catalog holds and what has been checked against the box"));
    m_tabs->setTabText(TunnelsTab, tr("&Tunnel tiles"));
    m_tabs->setTabText(HallsTab, tr("&Great halls"));
    m_tabs->setTabText(WorkshopsTab, tr("&Workshops"));
    m_tabs->setTabText(TrollsTab, tr("T&roll cards"));
    m_addEntry->setText(tr("&Add Entry"));
    m_addEntry->setToolTip(tr("Add a tunnel tile or a troll card, on their tabs"));
    m_duplicateEntry->setText(tr("D&uplicate Entry"));
    m_removeEntry->setText(tr("&Remove Entry"));
    m_nextProblem->setText(tr("Go to the Next &Problem"));
    m_problemsDock->toggleViewAction()->setText(tr("&Problems"));
    for (CatalogPage *page : pages())
        page->retranslate();
    m_problems->retranslate();
    showCatalog(); // the problems' messages are written in the language of the moment they are found
}

QList<QPair<QString, QString>> CatalogEditorWindow::extraShortcuts() const
{
    return {
        {tr("Shape grid: move the cursor"), tr("Arrow keys")},
        {tr("Shape grid: add or remove the square"), tr("Space, or click")},
        {tr("Shape grid: mark the anchor or altar"), tr("A, Shift+click or right-click")},
        {tr("Shape grid: move the whole shape"), tr("Shift+arrow keys")},
        {tr("Remove the selected entry (in a list)"), tr("Delete")},
        {tr("Troll card icons: stone, iron, heartstone, coin, cart, hammer, rune"), tr("s i h c a m r")},
        {tr("Troll card icons: a cart with a Fire, Ice or Moon mark"), tr("F I M")},
        {tr("Go to a problem's entry"), tr("Enter or click in the Problems panel")},
        {tr("Switch tabs"), tr("Alt+T, Alt+G, Alt+W, Alt+R; Ctrl+Tab")},
    };
}

} // namespace hk::gui
