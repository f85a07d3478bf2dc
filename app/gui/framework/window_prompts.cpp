#include "window_prompts.h"

#include <QDialog>

namespace hk::gui {

void WindowPrompts::show(QWidget *parent, QMessageBox::Icon icon, const QString &title, const QString &text,
                         const QString &details)
{
    if (!interactive) {
        messages << text + (details.isEmpty() ? QString() : QStringLiteral("\n") + details);
        return;
    }
    QMessageBox box(icon, title, text, QMessageBox::Ok, parent);
    box.setDetailedText(details);
    box.exec();
}

QMessageBox::StandardButton WindowPrompts::askToSave(QWidget *parent, const QString &title,
                                                     const QString &text) const
{
    if (askSave)
        return askSave();
    if (!interactive)
        return QMessageBox::Cancel;
    return QMessageBox::warning(parent, title, text,
                                QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                QMessageBox::Save);
}

int WindowPrompts::exec(QDialog *dialog) const
{
    if (dialogHook)
        return dialogHook(dialog);
    if (!interactive)
        return QDialog::Rejected;
    return dialog->exec();
}

} // namespace hk::gui
