#include "generic_sheet_window.h"

#include "app_settings.h"
#include "files/autosave.h"
#include "i18n/one_line.h"
#include "rules_browser.h"
#include "score/score_table_text.h"
#include "score_table_export.h"
#include "score_table_view.h"
#include "sheet/sheet_io.h"
#include "sheet/sheet_validation.h"
#include "sheet_grid.h"
#include "snapshot_command.h"
#include "window_factory.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QSplitter>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

namespace hk::gui {

GenericSheetWindow::GenericSheetWindow(const base::GameModule &game, QWidget *parent)
    : DocumentWindow(parent), m_game(game)
{
    setUndoStack(new QUndoStack(this));
    setObjectName(QStringLiteral("genericSheet-%1").arg(game.id));
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_grid = new SheetGrid(*game.schema, m_splitter);
    m_results = new ScoreTableView(m_splitter);
    m_splitter->addWidget(m_grid);
    m_splitter->addWidget(m_results);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    setCentralWidget(m_splitter);
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] { m_splitterMoved = true; });
    connect(m_grid, &SheetGrid::edited, this, &GenericSheetWindow::edit);
    connect(m_results, &ScoreTableView::ruleActivated, this, &GenericSheetWindow::showRule);
    connect(m_results, &ScoreTableView::problemActivated, this, [this](const base::Location &where) {
        m_grid->focusField(where.section == QLatin1String("settings") ? -1 : where.entity,
                           where.field.isEmpty() ? QStringLiteral("name") : where.field);
    });

    m_exportMenu = new QMenu(this);
    m_exportPng = m_exportMenu->addAction(QString(), this, [this] { exportAs(QStringLiteral("png")); });
    m_exportPdf = m_exportMenu->addAction(QString(), this, [this] { exportAs(QStringLiteral("pdf")); });
    m_exportCsv = m_exportMenu->addAction(QString(), this, [this] { exportAs(QStringLiteral("csv")); });
    createStandardMenus(QStringLiteral("sheetToolBar"));
    // The game's helpers (a tool window of its own) one click away from its sheet.
    if (const QList<QAction *> tools = toolActions(game.id); !tools.isEmpty()) {
        documentToolBar()->addSeparator();
        documentToolBar()->addActions(tools);
    }
    fileMenu()->insertMenu(fileSaveSeparator(), m_exportMenu);
    display(base::newSheet(*game.schema, game.schema->minPlayers));
    if (!restoreLayout())
        resizeToFitScreen(QSize(1280, 760));
}

GenericSheetWindow::~GenericSheetWindow()
{
    disconnect(m_grid, nullptr, this, nullptr);
}

DocumentWindow::FileKind GenericSheetWindow::fileKind() const
{
    return {QString::fromLatin1(base::kSheetSuffix),
            tr("Hallkeeper score sheets (*.hkscore)"),
            {},
            tr("Untitled score sheet"),
            m_game.displayName(),
            tr("%1 cannot be opened. Nothing was changed."),
            QStringLiteral("genericSheet")};
}

QString GenericSheetWindow::leftoverText(const base::Autosave::Leftover &leftover)
{
    return tr("Hallkeeper stopped without closing a score sheet: %1, autosaved %2.")
        .arg(WindowFactory::leftoverFile(leftover, tr("a score sheet never saved")),
             WindowFactory::leftoverTime(leftover));
}

void GenericSheetWindow::display(const base::SheetValues &sheet)
{
    m_sheet = sheet;
    m_problems = base::validateSheet(*m_game.schema, sheet);
    // Scored whatever the problems: a value out of range scores as typed, and the problem says so.
    m_table = m_game.score ? m_game.score(sheet) : base::ScoreTable{};
    QStringList names;
    for (const base::SheetPlayer &p : sheet.players)
        names << oneLine(p.name); // on the line of a problem's sentence
    m_grid->setSheet(sheet);
    m_grid->setProblems(m_problems, m_game.locationLabeller());
    m_results->setResults(m_table, m_problems, m_game.locationLabeller(), names, m_game.rules.get());
    fitPanes();
    updateTitle();
}

void GenericSheetWindow::fitPanes()
{
    // The fields get the width that shows each whole (five players' faction names), the results the rest,
    // as long as the user has not moved the divider.
    if (m_splitterMoved || !isVisible()) // before the first show the splitter has no width of its own yet
        return;
    const int total = m_splitter->width() - m_splitter->handleWidth();
    const int grid = std::min(m_grid->neededWidth(), total * 2 / 3);
    if (total > 0 && grid > m_splitter->sizes().value(0))
        m_splitter->setSizes({grid, total - grid});
}

void GenericSheetWindow::resizeEvent(QResizeEvent *event)
{
    DocumentWindow::resizeEvent(event);
    fitPanes();
}

void GenericSheetWindow::edit(const base::SheetValues &after, const QString &mergeKey, const QString &what)
{
    undoStack()->push(new SnapshotCommand<base::SheetValues>(
        what, m_sheet, after, [this](const base::SheetValues &sheet) { display(sheet); }, mergeKey));
}

std::optional<base::SheetValues> GenericSheetWindow::readSheetFile(const QString &readFrom,
                                                                   QStringList &lines) const
{
    const QString file = QFileInfo(readFrom).fileName();
    const std::optional<QByteArray> bytes = readDocumentBytes(readFrom, lines);
    if (!bytes)
        return std::nullopt;
    // A draft: a sheet with impossible values opens with the problems marked on its fields.
    const base::SheetReadResult read = base::readSheet(*bytes, *m_game.schema, base::ReadMode::Draft);
    for (const base::Problem &p : read.sheet ? base::Problems{} : read.problems)
        lines << (p.where.isWhole()
                      ? base::formatProblem(file, p)
                      : QStringLiteral("%1: %2").arg(file, base::problemText(p, m_game.locationLabeller())));
    return read.sheet;
}

QStringList GenericSheetWindow::readDocument(const QString &readFrom, const QString &)
{
    QStringList lines;
    const std::optional<base::SheetValues> sheet = readSheetFile(readFrom, lines);
    if (!sheet)
        return lines;
    undoStack()->clear();
    setPlayUuid(sheet->uuid);
    display(*sheet);
    return {};
}

bool GenericSheetWindow::recoverAsStep(const QString &readFrom, const QString &fileName,
                                       const std::function<QString()> &what)
{
    QStringList lines;
    const std::optional<base::SheetValues> file = readSheetFile(fileName, lines);
    const std::optional<base::SheetValues> work = readSheetFile(readFrom, lines);
    if (!file || !work)
        return false;
    undoStack()->clear();
    setPlayUuid(work->uuid.isEmpty() ? file->uuid : work->uuid); // the play stays the same through the step
    display(*file);
    undoStack()->push(new SnapshotCommand<base::SheetValues>(
        what, *file, *work, [this](const base::SheetValues &sheet) { display(sheet); }));
    return true;
}

base::SheetValues GenericSheetWindow::sheet() const
{
    base::SheetValues sheet = m_sheet;
    sheet.uuid = playUuid();
    return sheet;
}

QByteArray GenericSheetWindow::documentBytes(const QString &playUuid) const
{
    base::SheetValues sheet = m_sheet;
    sheet.uuid = playUuid;
    return base::sheetToBytes(*m_game.schema, sheet);
}

void GenericSheetWindow::clearDocument()
{
    undoStack()->clear();
    setPlayUuid({});
    display(base::newSheet(*m_game.schema, int(m_sheet.players.size())));
    m_grid->focusField(0, QStringLiteral("name"));
}

int GenericSheetWindow::errorCount() const
{
    return int(std::count_if(m_problems.begin(), m_problems.end(),
                             [](const base::Problem &p) { return p.isError(); }));
}

QString GenericSheetWindow::titleNote() const
{
    const int errors = errorCount();
    return errors ? tr(" (problems: %1)").arg(errors) : QString();
}

bool GenericSheetWindow::exportTo(const QString &fileName)
{
    const QString title = QStringLiteral("%1 — %2").arg(
        m_game.displayName(),
        this->fileName().isEmpty() ? fileKind().untitled : QFileInfo(this->fileName()).fileName());
    if (const QString error = exportScoreTable(fileName, m_table, title, errorCount()); !error.isEmpty()) {
        showMessage(QMessageBox::Critical, tr("Cannot export the results"),
                    tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(fileName), error));
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(fileName)), 5000);
    return true;
}

void GenericSheetWindow::exportAs(const QString &suffix)
{
    const QString filter = suffix == QLatin1String("png")   ? tr("PNG images (*.png)")
                           : suffix == QLatin1String("pdf") ? tr("PDF documents (*.pdf)")
                                                            : tr("CSV tables (*.csv)");
    if (const QString file = askSaveFileName(tr("Export Results"), suffix, filter); !file.isEmpty())
        exportTo(file);
}

// A rule link of the results opens the rules browser on the rule, among the rules of this sheet's game.
void GenericSheetWindow::showRule(const QString &id)
{
    RulesBrowser::showRule(id, this);
}

void GenericSheetWindow::retranslateDocument()
{
    m_exportMenu->setTitle(tr("&Export"));
    m_exportPng->setText(tr("Results as &PNG Image…"));
    m_exportPdf->setText(tr("Results as P&DF…"));
    m_exportCsv->setText(tr("Results as &CSV Table…"));
    m_grid->retranslate();
    m_results->retranslate();
    display(m_sheet); // the score's words are in the language of the moment
}

void GenericSheetWindow::saveLayout()
{
    AppSettings::setWindowLayout(fileKind().settingsGroup,
                                 {saveGeometry(), saveState(), m_splitter->saveState()});
}

} // namespace hk::gui
