#include "window_prompts.h"

#include <QCoreApplication>
#include <QEvent>
#include <QMainWindow>
#include <QPushButton>
#include <QSettings>

namespace hk::gui {

namespace {
class PromptText {
    Q_DECLARE_TR_FUNCTIONS(WindowPrompts)
};
} // namespace

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

RecoveryChoice askToRecover(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox box(QMessageBox::Question, title, text, QMessageBox::NoButton, parent);
    QPushButton *recover = box.addButton(PromptText::tr("Recover"), QMessageBox::AcceptRole);
    QPushButton *discard = box.addButton(PromptText::tr("Discard"), QMessageBox::DestructiveRole);
    box.addButton(PromptText::tr("Later"), QMessageBox::RejectRole);
    box.setDefaultButton(recover);
    box.exec();
    return box.clickedButton() == recover   ? RecoveryChoice::Recover
           : box.clickedButton() == discard ? RecoveryChoice::Discard
                                            : RecoveryChoice::Later;
}

void retranslateOnce(QEvent *event, QObject *window, bool &pending, const std::function<void()> &retranslate)
{
    if (event->type() != QEvent::LanguageChange || pending)
        return;
    pending = true;
    QMetaObject::invokeMethod(window, retranslate, Qt::QueuedConnection);
}

void saveWindowLayout(const QMainWindow &window, const QString &group)
{
    QSettings settings;
    settings.setValue(group + QStringLiteral("/geometry"), window.saveGeometry());
    settings.setValue(group + QStringLiteral("/windowState"), window.saveState());
}

bool restoreWindowLayout(QMainWindow &window, const QString &group)
{
    QSettings settings;
    const bool geometry =
        window.restoreGeometry(settings.value(group + QStringLiteral("/geometry")).toByteArray());
    const bool state =
        window.restoreState(settings.value(group + QStringLiteral("/windowState")).toByteArray());
    return geometry && state;
}

} // namespace hk::gui
