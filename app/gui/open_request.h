#pragma once

// What a start of the desktop app asks to open, as one running Hallkeeper receives it from another start
// (single_instance.h): a file, or a new document of a kind, each in a window of its own mode.

#include <QString>
#include <QStringList>
#include <QVariantMap>

namespace hk::gui {

class DocumentWindow;

struct OpenRequest {
    QString file;   // absolute; empty: a new document
    QString editor; // "board" or "catalog": that editor, with or without a file; empty: by the file's suffix
    QString tracePhoto; // with the board editor: the photo to trace over (absolute)

    // As sent on the session bus (a{sv}); unknown keys are ignored, so that an older Hallkeeper still opens
    // the file of a newer one.
    QVariantMap toMap() const;
    static OpenRequest fromMap(const QVariantMap &map);
};

// The kind of `file` — "hkscore", "hkgame", "hkboard" or "hkcatalog" — by its suffix or, when the suffix is
// none of these (a mail attachment, a download saved as .json), by its content, as the desktop's file types
// say (packaging/hallkeeper.xml, once installed); else its suffix.
QString fileKind(const QString &file);

// Opens `request` in a new window of its mode — the score sheet, the table mirror (.hkgame), the board editor
// (.hkboard) or the component editor (.hkcatalog) — shown and raised. A file that a window shows already is
// raised instead of opened twice: two windows of one file would each save over the other.
void openInNewWindow(const OpenRequest &request);

// --trace-photo: with the board editor, `photo` traced over the board, opened at once or, when a board file
// is to be opened, once it is (it replaces the photo remembered for that board). Nothing for other windows.
void traceBoardPhoto(DocumentWindow *window, const QString &photo, bool boardFileToOpen);

// Every window showing a document, as "MODE PATH" (MODE sheet, table, board or catalog; PATH empty while the
// document has never been saved).
QStringList openDocuments();

} // namespace hk::gui
