// hallkeeper: the desktop application.
//   hallkeeper [FILE] [--lang CODE] [--screenshot PATH] [--export PATH] [--edit-board] [--trace-photo PATH]
// FILE is a score sheet (.hkscore, the score-sheet window), a game (.hkgame, the table mirror) or a board
// (.hkboard, the board editor; --edit-board opens the editor on a new board when FILE is not given) or a
// component catalog (.hkcatalog, the component editor; --edit-catalog likewise).

#include "app_language.h"
#include "app_settings.h"
#include "board_editor_window.h"
#include "catalog_editor_window.h"
#include "game/autosave.h"
#include "generic_sheet_window.h"
#include "i18n/language.h"
#include "io/file_io.h"
#include "library_actions.h"
#include "library_window.h"
#include "open_request.h"
#include "registered_games.h"
#include "registered_windows.h"
#include "registry/game_registry.h"
#include "score_sheet_window.h"
#include "sheet/sheet_io.h"
#include "single_instance.h"
#include "table_window.h"
#include "window_factory.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QScreen>
#include <QTimer>
#include <QWindow>

#include <cstdio>

using namespace hk;
using namespace hk::gui;

namespace {

class MainText {
    Q_DECLARE_TR_FUNCTIONS(Main)
};

// For start-up timing: quits once the window has really been exposed (mapped and painted), not merely shown.
class QuitWhenExposed : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Expose && static_cast<QWindow *>(watched)->isExposed())
            QTimer::singleShot(0, qApp, [] { QApplication::exit(0); });
        return false;
    }
};

// Which window opens which file. The modes know nothing of each other: the score sheet's File menu and the
// board editor's Start a Game reach the other modes through here.
void registerWindows()
{
    games::registerShippedGames();
    const base::GameRegistry &registry = base::GameRegistry::instance();
    // Every kind is autosaved and offered back after a crash (DocumentWindow); a game's actions can also be
    // played again on top of its file when the file was written since. A score sheet opens in the window of
    // its game: Mountain King's own, or the generic one of a game's schema.
    const base::GameModule *mountainKing = registry.find(QString::fromLatin1(base::kMountainKingId));
    WindowFactory::add({QStringLiteral("hkscore"), [] { return new ScoreSheetWindow; },
                        &ScoreSheetWindow::leftoverText, false, QString::fromLatin1(base::kMountainKingId),
                        [mountainKing] { return mountainKing->displayName(); }});
    for (const base::GameModule *game : registry.gamesWithSheets())
        WindowFactory::add({QStringLiteral("hkscore"), [game] { return new GenericSheetWindow(*game); },
                            &GenericSheetWindow::leftoverText, false, game->id,
                            [game] { return game->displayName(); }});
    WindowFactory::add({QStringLiteral("hkgame"),
                        [] { return new TableWindow; },
                        &TableWindow::leftoverText,
                        true,
                        {},
                        {},
                        &GameAutosave::completeLeftover});
    WindowFactory::add({QStringLiteral("hkboard"),
                        [] {
                            auto *editor = new BoardEditorWindow;
                            editor->setGameStarter([editor](const QString &boardFile) {
                                auto *table = new TableWindow; // deletes itself on close
                                table->setInteractive(editor->isInteractive());
                                if (table->newGameOnBoard(boardFile))
                                    table->show();
                                else
                                    delete table;
                            });
                            return editor;
                        },
                        &BoardEditorWindow::leftoverText});
    WindowFactory::add({QStringLiteral("hkcatalog"), [] { return new CatalogEditorWindow; },
                        &CatalogEditorWindow::leftoverText});
    games::registerShippedWindows(); // the games' own windows (a tracker)
}

// Opens FILE in the window of its kind and does what the options ask: export and exit, screenshot and exit,
// or show the window. Returns the exit code, or -1 when the event loop must run.
int runWindow(DocumentWindow &window, QApplication &app, const QCommandLineParser &parser,
              const QString &file)
{
    const QString lang = parser.value(QStringLiteral("lang"));
    if (parser.isSet(QStringLiteral("export"))) {
        window.setInteractive(false);
        window.setReadsOnly(true);
        if (!lang.isEmpty())
            window.setLanguage(lang, false);
        const bool opened = file.isEmpty() || window.openFile(file);
        const bool exported = opened && window.exportTo(userFilePath(parser.value(QStringLiteral("export"))));
        for (const QString &message : window.messages())
            std::fprintf(stderr, "hallkeeper: %s\n", qPrintable(message));
        return !opened ? 2 : (exported ? 0 : 1);
    }
    const bool shooting = parser.isSet(QStringLiteral("screenshot"));
    if (shooting) {
        window.setInteractive(false);
        window.setReadsOnly(true);
        // The picture of a screen: the window as large as the README's, but never larger than the screen
        // (xvfb-run -s "-screen 0 1280x720x24" shows it as on a laptop).
        window.resize(QSize(1480, 940).boundedTo(window.screen()->availableGeometry().size()));
    }
    if (!lang.isEmpty())
        window.setLanguage(lang, false);
    const bool opened = file.isEmpty() || window.openFile(file);
    if (shooting && !opened) { // nothing to show: say why, write no picture
        for (const QString &message : window.messages())
            std::fprintf(stderr, "hallkeeper: %s\n", qPrintable(message));
        return 2;
    }
    window.show();
    if (shooting) {
        const QString path = userFilePath(parser.value(QStringLiteral("screenshot")));
        // A moment after showing: the docks the window sizes to their content once laid out are settled.
        QTimer::singleShot(200, &window, [&window, &app, path] {
            for (const QString &message : window.messages())
                std::fprintf(stderr, "hallkeeper: %s\n", qPrintable(message));
            const bool saved = window.grab().save(path, "PNG");
            if (!saved)
                std::fprintf(stderr, "hallkeeper: %s\n",
                             qPrintable(MainText::tr("cannot write %1").arg(path)));
            app.exit(saved ? 0 : 1);
        });
        return app.exec();
    }
    if (parser.isSet(QStringLiteral("exit-when-shown")))
        window.windowHandle()->installEventFilter(new QuitWhenExposed(&window));
    return -1;
}

// --library LIBRARY: the Play Library window alone (with --screenshot: its picture).
int runLibraryWindow(QApplication &app, const QCommandLineParser &parser, const QString &file)
{
    auto *window = new LibraryWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    const bool shooting = parser.isSet(QStringLiteral("screenshot"));
    window->setInteractive(!shooting);
    if (shooting)
        window->resize(QSize(1480, 940).boundedTo(window->screen()->availableGeometry().size()));
    if (!window->openLibrary(file).isEmpty() && shooting) {
        for (const QString &message : window->messages())
            std::fprintf(stderr, "hallkeeper: %s\n", qPrintable(message));
        return 2;
    }
    window->show();
    if (!shooting)
        return app.exec();
    const QString path = userFilePath(parser.value(QStringLiteral("screenshot")));
    QTimer::singleShot(200, window, [window, &app, path] {
        const bool saved = window->grab().save(path, "PNG");
        if (!saved)
            std::fprintf(stderr, "hallkeeper: %s\n", qPrintable(MainText::tr("cannot write %1").arg(path)));
        app.exit(saved ? 0 : 1);
    });
    return app.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Hallkeeper"));
    QApplication::setOrganizationName(QStringLiteral("Hallkeeper"));
    QApplication::setApplicationVersion(QStringLiteral(HALLKEEPER_VERSION));
    QApplication::setDesktopFileName(QStringLiteral(HALLKEEPER_APP_ID));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/art/hallkeeper-app.svg")));
    // Before anything reads a setting: a settings file that is a FIFO must not block the start.
    const QString settingsProblem = AppSettings::keepSettingsInRegularFiles();

    // Help and errors of the command line speak the system's language (--lang is not parsed yet).
    installTranslations(languageForLocale(QLocale::system()));
    QCommandLineParser parser;
    parser.setApplicationDescription(
        MainText::tr("Hallkeeper: scoring assistant for In the Hall of the Mountain King"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("FILE"),
        MainText::tr("A score sheet (.hkscore), a game (.hkgame), a board (.hkboard) or a component catalog "
                     "(.hkcatalog) to open."),
        QStringLiteral("[FILE]"));
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  MainText::tr("Language: en, zh_TW, zh_CN or ja (this run only)."),
                                  QStringLiteral("CODE"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        MainText::tr("Render the main window to PATH (PNG) once FILE is loaded, then exit."),
        QStringLiteral("PATH"));
    const QCommandLineOption exportTo(
        QStringLiteral("export"),
        MainText::tr("Export the results of FILE to PATH (.png, .pdf or .csv), then exit."),
        QStringLiteral("PATH"));
    QCommandLineOption exitWhenShown(QStringLiteral("exit-when-shown"),
                                     MainText::tr("Quit as soon as the window is shown (start-up timing)."));
    exitWhenShown.setFlags(QCommandLineOption::HiddenFromHelp);
    const QCommandLineOption editBoard(
        QStringLiteral("edit-board"),
        MainText::tr(
            "Open FILE (or a new board) in the board editor; with --export, write the board as a PNG."));
    const QCommandLineOption tracePhoto(
        QStringLiteral("trace-photo"),
        MainText::tr(
            "With the board editor: open PATH, a photo of the printed board, as the tracing background."),
        QStringLiteral("PATH"));
    const QCommandLineOption editCatalog(
        QStringLiteral("edit-catalog"),
        MainText::tr("Open FILE (or a new component catalog) in the component editor."));
    const QCommandLineOption libraryWindow(
        QStringLiteral("library"),
        MainText::tr(
            "Open the Play Library window on LIBRARY (a library file; by default the app's is used)."),
        QStringLiteral("LIBRARY"));
    parser.addOptions(
        {lang, screenshot, exportTo, exitWhenShown, editBoard, tracePhoto, editCatalog, libraryWindow});
    parser.process(app);

    if (parser.isSet(lang) && !isSupportedLanguage(parser.value(lang))) {
        std::fprintf(
            stderr, "hallkeeper: %s\n",
            qPrintable(MainText::tr("unknown language \"%1\"; expected one of: %2")
                           .arg(parser.value(lang), supportedLanguageCodes().join(QStringLiteral(", ")))));
        return 2;
    }
    if (parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "hallkeeper: %s\n", qPrintable(MainText::tr("give at most one FILE")));
        return 2;
    }

    if (!settingsProblem.isEmpty())
        std::fprintf(stderr, "hallkeeper: %s\n", qPrintable(settingsProblem));
    // A name from the command line is a file, even one starting with ':' (never a Qt resource).
    const QString file = userFilePath(parser.positionalArguments().value(0));
    // While Hallkeeper runs, a start hands its file over to it (single_instance.h); one-shot runs never do.
    SingleInstance instance;
    const bool oneShot = parser.isSet(screenshot) || parser.isSet(exportTo) || parser.isSet(exitWhenShown) ||
                         parser.isSet(libraryWindow);
    const QString editor = parser.isSet(editBoard)     ? QStringLiteral("board")
                           : parser.isSet(editCatalog) ? QStringLiteral("catalog")
                                                       : QString();
    if (!oneShot && instance.handOff({file, editor, parser.value(tracePhoto)}))
        return 0;
    // Every window speaks the language chosen last, or --lang for this run only: from the start, so that a
    // new document's words (a new catalog's name) are in it too.
    const QString language = parser.value(lang);
    switchLanguage(language.isEmpty() ? savedLanguage() : language, false);
    registerWindows();
    installLibraryHooks();
    if (parser.isSet(libraryWindow))
        return runLibraryWindow(app, parser, userFilePath(parser.value(libraryWindow)));
    // Boards and catalogs open in their editor (--edit-board / --edit-catalog: even without a file), games in
    // the table mirror, anything else as a score sheet; a file is known by its suffix, else by its content.
    const QString kind = parser.isSet(editBoard)     ? QStringLiteral("hkboard")
                         : parser.isSet(editCatalog) ? QStringLiteral("hkcatalog")
                                                     : fileKind(file);
    DocumentWindow *window = WindowFactory::create(kind, kind == QLatin1String("hkscore") && !file.isEmpty()
                                                             ? WindowFactory::gameOfFile(file)
                                                             : QString());
    if (!window)
        window = WindowFactory::create(QStringLiteral("hkscore"));
    if (parser.isSet(tracePhoto)) {
        window->setInteractive(!parser.isSet(screenshot));
        traceBoardPhoto(window, userFilePath(parser.value(tracePhoto)), !file.isEmpty());
    }
    const int result = runWindow(*window, app, parser, file);
    if (result < 0 && qobject_cast<ScoreSheetWindow *>(window) && file.isEmpty())
        WindowFactory::offerRecovery(window); // sheets, games, boards and catalogs a crash left behind
    return result < 0 ? app.exec() : result;
}
