#pragma once

// One Hallkeeper per desktop session. The first start owns the application id on the D-Bus session bus; a
// later start of the same program (a file double-clicked in the file manager, the menu entry again) hands
// what it was asked to open over to that one and exits, and the running Hallkeeper opens it in a new window
// of the right mode. So a game is never open in two processes, each keeping its own autosave of it.
// --screenshot,
// --export and start-up timing runs never take part: they neither hand over nor receive (main.cpp).
//
// Why D-Bus and not a local socket: Qt's D-Bus module is already a dependency of Qt Gui (libqt6dbus6), the
// session bus is the desktop session's own scope, and owning a bus name is atomic and ends with the process,
// so there is no lock file or socket to go stale after a crash. Without a session bus (a bare X server, some
// containers) every start runs on its own, as before; the autosaves stay apart anyway (files/autosave.h locks
// each one to its session).

#include "open_request.h"

#include <QObject>

namespace hk::gui {

class SingleInstance : public QObject {
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", HALLKEEPER_APP_ID)
public:
    explicit SingleInstance(QObject *parent = nullptr);

    // Becomes the running instance, or hands `request` over to the one already running. True when a running
    // Hallkeeper took it (this process has nothing left to do); false when this process goes on: as the
    // running instance, or on its own when there is no session bus, when the running one is another program
    // (a build being developed beside the installed app) or does not answer.
    bool handOff(const OpenRequest &request);

public slots: // on the session bus, for other starts of Hallkeeper (and scripts)
    // Opens `request` (OpenRequest::toMap, with "program": the caller's executable) once the call has been
    // answered, so that a dialog of the new window never keeps the caller waiting. False, opening nothing,
    // when the caller is another program than this one (a script may leave "program" out).
    Q_SCRIPTABLE bool open(const QVariantMap &request);
    // What the windows show, as openDocuments() says.
    Q_SCRIPTABLE QStringList documents() const;

private:
    QString m_program; // this executable, as it was when it started
};

} // namespace hk::gui
