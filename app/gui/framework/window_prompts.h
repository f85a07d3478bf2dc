#pragma once

// What the document windows (the table mirror, the board and component editors) do alike: messages and the
// "save the changes?" question, with a user (modal boxes) or without one (tests, --screenshot, --export:
// messages collected, the question answered by a hook or Cancel); one retranslation per language switch;
// the window's size and docks kept between sessions.

#include <QMessageBox>
#include <QStringList>

#include <functional>

class QEvent;
class QMainWindow;

namespace hk::gui {

struct WindowPrompts {
    bool interactive = true;
    QStringList messages; // collected without a user
    std::function<QMessageBox::StandardButton()> askSave;

    // A modal message box, or without a user the text (and details) collected.
    void show(QWidget *parent, QMessageBox::Icon icon, const QString &title, const QString &text,
              const QString &details = {});
    // Save, Discard or Cancel: the hook's answer, Cancel without a user, else the question asked.
    QMessageBox::StandardButton askToSave(QWidget *parent, const QString &title, const QString &text) const;
};

// What to do with work a crash left behind: the question asked at start-up, for games and editors alike.
enum class RecoveryChoice { Recover, Discard, Later };
RecoveryChoice askToRecover(QWidget *parent, const QString &title, const QString &text);

// For changeEvent(): on a language change, `retranslate` runs once, queued, however many translators were
// replaced (each sends its own event). `pending` is the window's flag; the retranslation must clear it.
void retranslateOnce(QEvent *event, QObject *window, bool &pending, const std::function<void()> &retranslate);

// The window's geometry and docks under `group` in the settings; restore returns whether there was any.
void saveWindowLayout(const QMainWindow &window, const QString &group);
bool restoreWindowLayout(QMainWindow &window, const QString &group);

} // namespace hk::gui
