// hallkeeper: the desktop application.
//   hallkeeper [FILE] [--lang CODE] [--screenshot PATH] [--export PATH]

#include "i18n/language.h"
#include "main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>
#include <QWindow>

#include <cstdio>

using namespace hk;

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

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Hallkeeper"));
    QApplication::setOrganizationName(QStringLiteral("Hallkeeper"));
    QApplication::setApplicationVersion(QStringLiteral(HALLKEEPER_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("hallkeeper"));

    // Help and errors of the command line speak the system's language (--lang is not parsed yet).
    installTranslations(languageForLocale(QLocale::system()));
    QCommandLineParser parser;
    parser.setApplicationDescription(
        MainText::tr("Hallkeeper: scoring assistant for In the Hall of the Mountain King"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), MainText::tr("A score sheet (.hkscore) to open."),
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
    parser.addOptions({lang, screenshot, exportTo, exitWhenShown});
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

    gui::MainWindow window;
    const bool shooting = parser.isSet(screenshot);
    if (parser.isSet(exportTo)) {
        window.setInteractive(false);
        if (parser.isSet(lang))
            window.setLanguage(parser.value(lang), false);
        const bool opened =
            parser.positionalArguments().isEmpty() || window.openFile(parser.positionalArguments().front());
        const bool exported = opened && window.exportTo(parser.value(exportTo));
        for (const QString &message : window.messages())
            std::fprintf(stderr, "hallkeeper: %s\n", qPrintable(message));
        return !opened ? 2 : (exported ? 0 : 1);
    }
    if (shooting) {
        window.setInteractive(false);
        window.resize(1480, 940);
    }
    if (parser.isSet(lang))
        window.setLanguage(parser.value(lang), false);
    bool opened = true;
    if (!parser.positionalArguments().isEmpty())
        opened = window.openFile(parser.positionalArguments().front());
    window.show();

    if (shooting) {
        QTimer::singleShot(0, &window, [&] {
            for (const QString &message : window.messages())
                std::fprintf(stderr, "hallkeeper: %s\n", qPrintable(message));
            const bool saved = window.grab().save(parser.value(screenshot), "PNG");
            if (!saved)
                std::fprintf(stderr, "hallkeeper: %s\n",
                             qPrintable(MainText::tr("cannot write %1").arg(parser.value(screenshot))));
            QApplication::exit(!opened ? 2 : (saved ? 0 : 1));
        });
    } else if (parser.isSet(exitWhenShown)) {
        window.windowHandle()->installEventFilter(new QuitWhenExposed(&window));
    }
    return app.exec();
}
