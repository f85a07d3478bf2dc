#include "open_request.h"

#include "editor/board_editor_window.h"
#include "editor/catalog_editor_window.h"
#include "editor/editor_recovery.h"
#include "main_window.h"
#include "sheet/sheet_document.h"
#include "table/game_document.h"
#include "table/table_window.h"

#include <QApplication>
#include <QFileInfo>
#include <QMimeDatabase>

namespace hk::gui {

namespace {

// The mode and the file of a top-level window that shows a document; an empty mode for any other window.
std::pair<QString, QString> documentOf(QWidget *window)
{
    if (auto *sheet = qobject_cast<MainWindow *>(window))
        return {QStringLiteral("sheet"), sheet->document()->fileName()};
    if (auto *table = qobject_cast<TableWindow *>(window))
        return {QStringLiteral("table"), table->document()->fileName()};
    if (auto *board = qobject_cast<BoardEditorWindow *>(window))
        return {QStringLiteral("board"), board->fileName()};
    if (auto *catalog = qobject_cast<CatalogEditorWindow *>(window))
        return {QStringLiteral("catalog"), catalog->fileName()};
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

template <typename Window> QWidget *openIn(Window *window, const QString &file)
{
    window->setAttribute(Qt::WA_DeleteOnClose);
    if (!file.isEmpty())
        window->openFile(file); // a file it cannot read: the window says why, and shows an empty document
    return window;
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
        if (EditorWindow *editor = createEditorWindow(kind)) {
            auto *board = qobject_cast<BoardEditorWindow *>(editor);
            if (board && !request.tracePhoto.isEmpty()) {
                if (request.file.isEmpty())
                    board->openPhoto(request.tracePhoto);
                else // after the board: it replaces the photo remembered for it
                    board->setPhotoOnOpen(request.tracePhoto);
            }
            window = openIn(editor, request.file);
        } else if (kind == QLatin1String("hkgame")) {
            window = openIn(new TableWindow, request.file);
        } else {
            window = openIn(new MainWindow, request.file);
        }
    }
    window->show();
    window->raise();
    window->activateWindow();
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
