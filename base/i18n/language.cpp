#include "i18n/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QMutex>
#include <QTranslator>

#include <map>
#include <memory>

namespace hk {

namespace {

struct Installed {
    QString code = QStringLiteral("en");
    std::unique_ptr<QTranslator> app;
    std::unique_ptr<QTranslator> qt;
};

Installed &installed()
{
    static Installed state;
    return state;
}

} // namespace

const QList<Language> &supportedLanguages()
{
    static const QList<Language> languages{
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("zh_TW"), QStringLiteral("繁體中文")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
        {QStringLiteral("ja"), QStringLiteral("日本語")},
    };
    return languages;
}

QStringList supportedLanguageCodes()
{
    QStringList codes;
    for (const Language &l : supportedLanguages())
        codes << l.code;
    return codes;
}

bool isSupportedLanguage(const QString &code)
{
    return supportedLanguageCodes().contains(code);
}

QString languageForLocale(const QLocale &locale)
{
    for (QString name : locale.uiLanguages()) {
        name.replace(QLatin1Char('-'), QLatin1Char('_'));
        const QLocale l(name);
        if (l.language() == QLocale::Japanese)
            return QStringLiteral("ja");
        if (l.language() == QLocale::Chinese) {
            const bool traditional = l.script() == QLocale::TraditionalChineseScript ||
                                     l.territory() == QLocale::Taiwan || l.territory() == QLocale::HongKong ||
                                     l.territory() == QLocale::Macao;
            return traditional ? QStringLiteral("zh_TW") : QStringLiteral("zh_CN");
        }
        if (l.language() == QLocale::English)
            return QStringLiteral("en");
    }
    return QStringLiteral("en");
}

bool installTranslations(const QString &code)
{
    Installed &state = installed();
    if (state.app)
        QCoreApplication::removeTranslator(state.app.get());
    if (state.qt)
        QCoreApplication::removeTranslator(state.qt.get());
    state.app.reset();
    state.qt.reset();
    state.code = QStringLiteral("en");
    if (code == QLatin1String("en") || !isSupportedLanguage(code))
        return code == QLatin1String("en");

    auto app = std::make_unique<QTranslator>();
    if (!app->load(QStringLiteral(":/i18n/hallkeeper_%1.qm").arg(code)))
        return false;
    QCoreApplication::installTranslator(app.get());
    state.app = std::move(app);

    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        state.qt = std::move(qt);
    }
    state.code = code;
    return true;
}

QString installedLanguage()
{
    return installed().code;
}

QString translateIn(const QString &code, const char *context, const char *source)
{
    if (!source)
        return {};
    // One translator per language, loaded on first use and kept: they are small and read-only.
    static std::map<QString, std::unique_ptr<QTranslator>> translators;
    static QMutex lock;
    QString translated;
    if (code != QLatin1String("en") && isSupportedLanguage(code)) {
        const QMutexLocker locked(&lock);
        auto &translator = translators[code];
        if (!translator) {
            translator = std::make_unique<QTranslator>();
            if (!translator->load(QStringLiteral(":/i18n/hallkeeper_%1.qm").arg(code)))
                qWarning("Hallkeeper's %s translation is not embedded in this program", qUtf8Printable(code));
        }
        translated = translator->translate(context, source);
    }
    return translated.isEmpty() ? QString::fromUtf8(source) : translated;
}

} // namespace hk
