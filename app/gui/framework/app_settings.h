#pragma once

// Everything Hallkeeper keeps between sessions (QSettings), in one place: each setting's key and type.

#include <QByteArray>
#include <QColor>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace hk::gui {

class AppSettings {
public:
    // Settings are read from regular files only: a settings file that is a FIFO would block the start for
    // ever, a device be read without end. If one of the files QSettings would read (the user's and the
    // system's, for the application and the organization) is anything else, this run keeps its settings in a
    // folder of its own that goes with it, and the sentence returned says so (else it is empty). Called once,
    // before the first setting is read.
    static QString keepSettingsInRegularFiles();

    // The language chosen last (a code, checked by the caller), or `fallback` if none.
    static QString language(const QString &fallback);
    static void setLanguage(const QString &code);

    // The files opened or saved last, newest first (at most kMaxRecentFiles).
    static constexpr int kMaxRecentFiles = 8;
    static QStringList recentFiles();
    static void addRecentFile(const QString &fileName);
    static void clearRecentFiles();

    // A window's size and position, its docks and toolbars, and a splitter's sizes where it has one, kept
    // under the window's group ("table", "boardEditor"; the score sheet's keys have none).
    struct WindowLayout {
        QByteArray geometry;
        QByteArray state;
        QByteArray splitter;
    };
    static WindowLayout windowLayout(const QString &group);
    static void setWindowLayout(const QString &group, const WindowLayout &layout);

    // The colour a score sheet remembers for a player's name (invalid: none).
    static QColor playerColour(const QString &name);
    static void setPlayerColour(const QString &name, const QColor &colour);

    // The board editor's tracing photo of a board file and how it lies on the grid (kept here, not in the
    // shared .hkboard): the next session goes on tracing where this one stopped.
    struct TracingPhoto {
        QString file;
        std::array<QPointF, 4> corners; // the board's corners in the photo
        int opacity = 50;               // percent
    };
    static std::optional<TracingPhoto> tracingPhoto(const QString &boardFile);
    static void setTracingPhoto(const QString &boardFile, const TracingPhoto &photo);
    static void removeTracingPhoto(const QString &boardFile);
};

} // namespace hk::gui
