#include "editor_recovery.h"

#include "window_prompts.h"
#include "board_editor_window.h"
#include "catalog_editor_window.h"
#include "game/autosave.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>

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
            const RecoveryChoice choice = askToRecover(
                parent, RecoveryText::tr("Recover unsaved work?"),
                RecoveryText::tr("Hallkeeper stopped without closing an editor: %1, autosaved %2.")
                    .arg(of, QLocale().toString(l.savedAt.toLocalTime(), QLocale::ShortFormat)));
            if (choice == RecoveryChoice::Discard) {
                Autosave::removeLeftover(l.id);
            } else if (choice == RecoveryChoice::Recover) {
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
