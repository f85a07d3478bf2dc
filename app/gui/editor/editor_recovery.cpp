#include "editor/editor_recovery.h"

#include "editor/board_editor_window.h"
#include "editor/catalog_editor_window.h"
#include "game/autosave.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace hk::gui {

namespace {

class RecoveryText {
    Q_DECLARE_TR_FUNCTIONS(EditorRecovery)
};

} // namespace

EditorWindow *createEditorWindow(const QString &suffix)
{
    if (suffix.compare(QLatin1String("hkboard"), Qt::CaseInsensitive) == 0)
        return new BoardEditorWindow;
    if (suffix.compare(QLatin1String("hkcatalog"), Qt::CaseInsensitive) == 0)
        return new CatalogEditorWindow;
    return nullptr;
}

void offerEditorRecovery(QWidget *parent)
{
    for (const QString suffix : {QStringLiteral("hkboard"), QStringLiteral("hkcatalog")})
        for (const Autosave::Leftover &l : Autosave::leftovers(suffix)) {
            const QString of = l.originalFile.isEmpty() ? (suffix == QLatin1String("hkboard")
                                                               ? RecoveryText::tr("a board never saved")
                                                               : RecoveryText::tr("a catalog never saved"))
                                                        : QDir::toNativeSeparators(l.originalFile);
            QMessageBox box(
                QMessageBox::Question, RecoveryText::tr("Recover unsaved work?"),
                RecoveryText::tr("Hallkeeper stopped without closing an editor: %1, autosaved %2.")
                    .arg(of, QLocale().toString(l.savedAt.toLocalTime(), QLocale::ShortFormat)),
                QMessageBox::NoButton, parent);
            QPushButton *recover = box.addButton(RecoveryText::tr("Recover"), QMessageBox::AcceptRole);
            QPushButton *discard = box.addButton(RecoveryText::tr("Discard"), QMessageBox::DestructiveRole);
            box.addButton(RecoveryText::tr("Later"), QMessageBox::RejectRole);
            box.setDefaultButton(recover);
            box.exec();
            if (box.clickedButton() == discard) {
                Autosave::removeLeftover(l.id);
            } else if (box.clickedButton() == recover) {
                EditorWindow *window = createEditorWindow(suffix);
                window->setAttribute(Qt::WA_DeleteOnClose);
                if (!window->recoverFrom(l.path, l.originalFile)) {
                    delete window;
                    continue;
                }
                window->show();
                Autosave::removeLeftover(l.id);
            }
        }
}

} // namespace hk::gui
