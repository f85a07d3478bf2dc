#pragma once

// How a document window speaks to its user: messages, the "save the changes?" question and dialogs, with a
// user (modal) or without one (tests, --screenshot, --export: messages collected, the question answered by
// a hook or Cancel, dialogs answered by a hook or rejected).

#include <QMessageBox>
#include <QStringList>

#include <functional>

class QDialog;

namespace hk::gui {

struct WindowPrompts {
    bool interactive = true;
    QStringList messages; // collected without a user
    std::function<QMessageBox::StandardButton()> askSave;
    // Receives each dialog before exec() and returns the result to use instead of showing it.
    std::function<int(QDialog *)> dialogHook;

    // A modal message box, or without a user the text (and details) collected.
    void show(QWidget *parent, QMessageBox::Icon icon, const QString &title, const QString &text,
              const QString &details = {});
    // Save, Discard or Cancel: the hook's answer, Cancel without a user, else the question asked.
    QMessageBox::StandardButton askToSave(QWidget *parent, const QString &title, const QString &text) const;
    // The dialog's result: the hook's, Rejected without a user, else the dialog shown.
    int exec(QDialog *dialog) const;
};

} // namespace hk::gui
