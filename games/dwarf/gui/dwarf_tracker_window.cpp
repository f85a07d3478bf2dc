#include "dwarf_tracker_window.h"

#include "app_settings.h"
#include "dwarf_record_panel.h"
#include "dwarf_rules.h"
#include "dwarf_sheet.h"
#include "dwarf_table_panel.h"
#include "dwarf_tracker_io.h"
#include "files/file_io.h"
#include "rules_browser.h"
#include "score_table_export.h"
#include "score_table_view.h"
#include "sheet/sheet_io.h"
#include "sheet/sheet_validation.h"
#include "snapshot_command.h"
#include "window_factory.h"

#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hk::gui {

DwarfTrackerWindow::DwarfTrackerWindow(QWidget *parent) : DocumentWindow(parent)
{
    setUndoStack(new QUndoStack(this));
    setObjectName(QStringLiteral("dwarfTracker"));
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_tablePanel = new DwarfTablePanel(m_splitter);
    m_tabs = new QTabWidget(m_splitter);
    auto *scroll = new QScrollArea(m_tabs);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_record = new DwarfRecordPanel(scroll);
    scroll->setWidget(m_record);
    m_results = new ScoreTableView(m_tabs);
    m_history = new QListWidget(m_tabs);
    m_history->setObjectName(QStringLiteral("history"));
    m_history->setWordWrap(true);
    // The line that says what a button would record stays in sight below the scrolled buttons.
    auto *recordTab = new QWidget(m_tabs);
    auto *recordLayout = new QVBoxLayout(recordTab);
    recordLayout->setContentsMargins(0, 0, 0, 0);
    recordLayout->addWidget(scroll, 1);
    recordLayout->addWidget(m_record->previewLabel());
    m_tabs->addTab(recordTab, QString());
    m_tabs->addTab(m_results, QString());
    m_tabs->addTab(m_history, QString());
    m_splitter->addWidget(m_tablePanel);
    m_splitter->addWidget(m_tabs);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    setCentralWidget(m_splitter);

    connect(m_record, &DwarfRecordPanel::recordRequested, this, &DwarfTrackerWindow::record);
    connect(m_record, &DwarfRecordPanel::ruleRequested, this,
            [this](const QString &id) { RulesBrowser::showRule(id, this); });
    connect(m_results, &ScoreTableView::ruleActivated, this,
            [this](const QString &id) { RulesBrowser::showRule(id, this); });
    connect(m_tablePanel, &DwarfTablePanel::setupEdited, this,
            [this](const dwarf::TrackerSetup &setup, const QString &mergeKey, const QString &what) {
                dwarf::TrackerDocument after = m_document;
                after.setup = setup;
                edit(after, what, mergeKey);
            });

    m_saveSheet = new QAction(this);
    connect(m_saveSheet, &QAction::triggered, this, &DwarfTrackerWindow::saveAsScoreSheet);
    createStandardMenus(QStringLiteral("dwarfToolBar"));
    fileMenu()->insertAction(fileSaveSeparator(), m_saveSheet);
    display({dwarf::defaultSetup(), {}});
    if (!restoreLayout())
        resizeToFitScreen(QSize(1280, 760));
}

DwarfTrackerWindow::~DwarfTrackerWindow()
{
    disconnect(m_tablePanel, nullptr, this, nullptr);
    disconnect(m_record, nullptr, this, nullptr);
}

DocumentWindow::FileKind DwarfTrackerWindow::fileKind() const
{
    return {QString::fromLatin1(dwarf::kTrackerSuffix),
            tr("Dwarf table trackers (*.hkdwarf)"),
            {},
            tr("Untitled Dwarf game"),
            tr("Dwarf table tracker"),
            tr("%1 cannot be opened. Nothing was changed."),
            QStringLiteral("dwarfTracker")};
}

QString DwarfTrackerWindow::gameId() const
{
    return QString::fromLatin1(dwarf::kGameId);
}

QString DwarfTrackerWindow::leftoverText(const base::Autosave::Leftover &leftover)
{
    return tr("Hallkeeper stopped without closing a Dwarf game: %1, autosaved %2.")
        .arg(WindowFactory::leftoverFile(leftover, tr("a Dwarf game never saved")),
             WindowFactory::leftoverTime(leftover));
}

bool DwarfTrackerWindow::record(const dwarf::TrackerEvent &event)
{
    const base::Verdict verdict = dwarf::validate(m_state, event);
    if (!verdict.allowed()) {
        statusBar()->showMessage(base::verdictLines(verdict, *dwarf::dwarfRules()).join(QLatin1Char(' ')),
                                 8000);
        return false;
    }
    dwarf::TrackerDocument after = m_document;
    after.log.push_back(event);
    const QString line = dwarf::apply(m_state, event).history.value(m_state.history.size());
    const bool wasOver = m_state.end.has_value();
    edit(after, line);
    if (!wasOver && m_state.end)
        offerLibrary();
    return true;
}

base::SheetValues DwarfTrackerWindow::finalSheet() const
{
    base::SheetValues sheet = dwarf::toSheet(m_state);
    sheet.uuid = playUuid();
    return sheet;
}

void DwarfTrackerWindow::edit(const dwarf::TrackerDocument &after, const QString &what,
                              const QString &mergeKey)
{
    // A setup the rules refuse (four players on one copy) is not taken: the panel shows the document again.
    if (const base::Problems problems = dwarf::checkSetup(after.setup); base::hasErrors(problems)) {
        statusBar()->showMessage(
            problems.front().message + QStringLiteral(" (%1)").arg(problems.front().ruleId), 8000);
        display(m_document);
        return;
    }
    undoStack()->push(new SnapshotCommand<dwarf::TrackerDocument>(
        what, m_document, after, [this](const dwarf::TrackerDocument &document) { display(document); },
        mergeKey));
}

void DwarfTrackerWindow::display(const dwarf::TrackerDocument &document)
{
    m_document = document;
    const dwarf::TrackerReplay replayed = dwarf::replay(document);
    m_state = replayed.state;
    m_table = dwarf::scoreDwarf(dwarf::toSheet(m_state));
    m_tablePanel->setState(m_state, !document.log.empty());
    m_record->setState(m_state);
    QStringList names;
    for (const dwarf::TrackerPlayer &p : m_state.players)
        names << p.name;
    static const base::SheetLabeller labeller(*dwarf::dwarfSchema()); // the result has no problems to place
    m_results->setResults(m_table, {}, labeller, names, dwarf::dwarfRules().get());
    m_history->clear();
    m_history->addItems(m_state.history);
    m_history->scrollToBottom();
    updateTitle();
}

std::optional<dwarf::TrackerDocument> DwarfTrackerWindow::readTrackerFile(const QString &readFrom,
                                                                          QStringList &lines)
{
    const std::optional<QByteArray> bytes = readDocumentBytes(readFrom, lines);
    if (!bytes)
        return std::nullopt;
    const dwarf::TrackerReadResult read = dwarf::readTracker(*bytes);
    if (!read.document)
        for (const base::Problem &p : read.problems)
            lines << base::formatProblem(QFileInfo(readFrom).fileName(), p);
    return read.document;
}

QStringList DwarfTrackerWindow::readDocument(const QString &readFrom, const QString &)
{
    QStringList lines;
    const std::optional<dwarf::TrackerDocument> document = readTrackerFile(readFrom, lines);
    if (!document)
        return lines;
    undoStack()->clear();
    setPlayUuid(document->uuid);
    display(*document);
    return {};
}

bool DwarfTrackerWindow::recoverAsStep(const QString &readFrom, const QString &fileName,
                                       const std::function<QString()> &what)
{
    QStringList lines;
    const std::optional<dwarf::TrackerDocument> file = readTrackerFile(fileName, lines);
    const std::optional<dwarf::TrackerDocument> work = readTrackerFile(readFrom, lines);
    if (!file || !work)
        return false;
    undoStack()->clear();
    setPlayUuid(work->uuid.isEmpty() ? file->uuid : work->uuid); // the play stays the same through the step
    display(*file);
    undoStack()->push(new SnapshotCommand<dwarf::TrackerDocument>(
        what, *file, *work, [this](const dwarf::TrackerDocument &document) { display(document); }));
    return true;
}

dwarf::TrackerDocument DwarfTrackerWindow::document() const
{
    dwarf::TrackerDocument document = m_document;
    document.uuid = playUuid();
    return document;
}

QByteArray DwarfTrackerWindow::documentBytes(const QString &playUuid) const
{
    dwarf::TrackerDocument document = m_document;
    document.uuid = playUuid;
    return dwarf::trackerToBytes(document);
}

void DwarfTrackerWindow::clearDocument()
{
    undoStack()->clear();
    setPlayUuid({});
    display({dwarf::defaultSetup(m_document.setup.opponent), {}});
}

bool DwarfTrackerWindow::exportTo(const QString &fileName)
{
    QString error;
    if (QFileInfo(fileName).suffix().compare(QLatin1String(base::kSheetSuffix), Qt::CaseInsensitive) == 0) {
        error = base::writeFileAtomically(fileName, base::sheetToBytes(*dwarf::dwarfSchema(), finalSheet()));
    } else {
        const QString title = QStringLiteral("%1 — %2").arg(
            dwarf::dwarfRules()->gameName().text(),
            this->fileName().isEmpty() ? fileKind().untitled : QFileInfo(this->fileName()).fileName());
        error = exportScoreTable(fileName, m_table, title);
    }
    if (!error.isEmpty()) {
        showMessage(QMessageBox::Critical, tr("Cannot export"),
                    tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(fileName), error));
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(fileName)), 5000);
    return true;
}

void DwarfTrackerWindow::saveAsScoreSheet()
{
    if (const QString file =
            askSaveFileName(tr("Save as Score Sheet"), QString::fromLatin1(base::kSheetSuffix),
                            tr("Hallkeeper score sheets (*.hkscore)"));
        !file.isEmpty())
        exportTo(file);
}

void DwarfTrackerWindow::retranslateDocument()
{
    m_saveSheet->setText(tr("Save as Score S&heet…"));
    m_tabs->setTabText(0, tr("Record"));
    m_tabs->setTabText(1, tr("Result now"));
    m_tabs->setTabText(2, tr("History"));
    m_tablePanel->retranslate();
    m_record->retranslate();
    m_results->retranslate();
    display(m_document); // the history and the result in the language of the moment
}

void DwarfTrackerWindow::saveLayout()
{
    AppSettings::setWindowLayout(fileKind().settingsGroup,
                                 {saveGeometry(), saveState(), m_splitter->saveState()});
}

} // namespace hk::gui
