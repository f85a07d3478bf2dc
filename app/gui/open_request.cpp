#include "open_request.h"

#include "board_editor_window.h"
#include "window_factory.h"

#include <QApplication>
#include <QFileInfo>
#include <QHash>
#include <QMimeDatabase>

namespace hk::gui {

namespace {

// The mode and the file of a top-level window that shows a document; an empty mode for any other window.
std::pair<QString, QString> documentOf(QWidget *window)
{
    static const QHash<QString, QString> modes{{QStringLiteral("hkscore"), QStringLiteral("sheet")},
                                               {QStringLiteral("hkgame"), QStringLiteral("table")},
                                               {QStringLiteral("hkboard"), QStringLiteral("board")},
                                               {QStringLiteral("hkcatalog"), QStringLiteral("catalog")}};
    if (auto *document = qobject_cast<DocumentWindow *>(window))
        return {modes.value(document->fileKind().suffix), document->fileName()};
    return {};
}

QWidget *windowShowing(const QString &file)
{
    const QString canonical = QFileInfo(file).canonicalFilePath();
    if (canonical.isEmpty())
        return nullptr;
    for (QWidget *window : QApplication::topLevelWidgets()) {
        const auto [mode, shown] = documentOf(window);
        if (!mode.isEmpty() && window->isVisible() && !shown.isEmpty() &&
            QFileInfo(shown).canonicalFilePath() == canonical)
            return window;
    }
    return nullptr;
}

} // namespace

QVariantMap OpenRequest::toMap() const
{
    return {{QStringLiteral("file"), file},
            {QStringLiteral("editor"), editor},
            {QStringLiteral("tracePhoto"), tracePhoto}};
}

OpenRequest OpenRequest::fromMap(const QVariantMap &map)
{
    return {map.value(QStringLiteral("file")).toString(), map.value(QStringLiteral("editor")).toString(),
            map.value(QStringLiteral("tracePhoto")).toString()};
}

QString fileKind(const QString &file)
{
    static const QStringList kinds{QStringLiteral("hkscore"), QStringLiteral("hkgame"),
                                   QStringLiteral("hkboard"), QStringLiteral("hkcatalog")};
    const QString suffix = QFileInfo(file).suffix().toLower();
    if (file.isEmpty() || kinds.contains(suffix))
        return suffix;
    const QString type = QMimeDatabase().mimeTypeForFile(file, QMimeDatabase::MatchContent).name();
    static const QStringList types{QStringLiteral("application/x-hallkeeper-score-sheet"),
                                   QStringLiteral("application/x-hallkeeper-game"),
                                   QStringLiteral("application/x-hallkeeper-board"),
                                   QStringLiteral("application/x-hallkeeper-catalog")};
    const qsizetype found = types.indexOf(type);
    return found < 0 ? suffix : kinds[found];
}

void openInNewWindow(const OpenRequest &request)
{
    QWidget *window = windowShowing(request.file);
    if (!window) {
        const QString kind = request.editor == QLatin1String("board")     ? QStringLiteral("hkboard")
                             : request.editor == QLatin1String("catalog") ? QStringLiteral("hkcatalog")
                                                                          : fileKind(request.file);
        DocumentWindow *opened = WindowFactory::create(kind);
        if (!opened)
            opened = WindowFactory::create(QStringLiteral("hkscore"));
        if (!request.tracePhoto.isEmpty())
            traceBoardPhoto(opened, request.tracePhoto, !request.file.isEmpty());
        if (!request.file.isEmpty())
            opened->openFile(request.file); // a file it cannot read: the window says why, shows an empty one
        window = opened;
    }
    window->show();
    window->raise();
    window->activateWindow();
}

void traceBoardPhoto(DocumentWindow *window, const QString &photo, bool boardFileToOpen)
{
    auto *board = qobject_cast<BoardEditorWindow *>(window);
    if (!board)
        return;
    if (!boardFileToOpen)
        board->openPhoto(photo);
    else // after the board: it replaces the photo remembered for it
        board->setPhotoOnOpen(photo);
}

QStringList openDocuments()
{
    QStringList documents;
    for (QWidget *window : QApplication::topLevelWidgets()) {
        const auto [mode, file] = documentOf(window);
        if (!mode.isEmpty() && window->isVisible())
            documents << mode + QLatin1Char(' ') + file;
    }
    return documents;
}

} // namespace hk::gui
