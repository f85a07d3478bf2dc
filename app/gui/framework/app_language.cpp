#include "app_language.h"

#include "app_settings.h"
#include "i18n/language.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QFontDatabase>

namespace hk::gui {

namespace {
void applyLanguageFont(const QString &code)
{
    // Han characters differ between Traditional Chinese, Simplified Chinese and Japanese: prefer the matching
    // Noto CJK face so each language shows its own glyph forms.
    static const QFont systemFont = QApplication::font();
    QString cjk;
    if (code == QLatin1String("zh_TW"))
        cjk = QStringLiteral("Noto Sans CJK TC");
    else if (code == QLatin1String("zh_CN"))
        cjk = QStringLiteral("Noto Sans CJK SC");
    else if (code == QLatin1String("ja"))
        cjk = QStringLiteral("Noto Sans CJK JP");
    QFont font = systemFont;
    if (!cjk.isEmpty() && QFontDatabase::families().contains(cjk))
        font.setFamilies({systemFont.family(), cjk});
    QApplication::setFont(font);
}
} // namespace

QString savedLanguage()
{
    const QString code = AppSettings::language(languageForLocale(QLocale::system()));
    return isSupportedLanguage(code) ? code : QStringLiteral("en");
}

void switchLanguage(const QString &code, bool remember)
{
    if (!isSupportedLanguage(code))
        return;
    if (remember)
        AppSettings::setLanguage(code);
    QLocale::setDefault(QLocale(code));
    applyLanguageFont(code);
    installTranslations(code);
}

QActionGroup *createLanguageActions(QObject *parent)
{
    auto *group = new QActionGroup(parent);
    for (const Language &language : supportedLanguages()) {
        QAction *action = group->addAction(language.nativeName);
        action->setCheckable(true);
        action->setData(language.code);
        QObject::connect(action, &QAction::triggered, action,
                         [code = language.code] { switchLanguage(code); });
    }
    checkCurrentLanguage(group);
    return group;
}

void checkCurrentLanguage(QActionGroup *group)
{
    for (QAction *action : group->actions())
        action->setChecked(action->data().toString() == installedLanguage());
}

} // namespace hk::gui
