#include "i18n/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QMutex>
#include <QTranslator>

#include <map>
#include <memory>

namespace hk {

namespace {

// What Qt's own translations (qtbase_*.qm of Qt 6.4, qt6-translations-l10n) leave in English in a dialog
// Hallkeeper opens: the kinds of entry of a file dialog ("Folder"), a context those translations predate.
class QtGapsTranslator : public QTranslator {
public:
    explicit QtGapsTranslator(QString code) : m_code(std::move(code)) {}
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (qstrcmp(context, "QAbstractFileIconProvider") != 0)
            return {};
        struct Entry {
            const char *source;
            const char *zhTW, *zhCN, *ja;
        };
        static constexpr Entry kEntries[] = {
            {"Folder", "資料夾", "文件夹", "フォルダー"},
            {"File Folder", "檔案資料夾", "文件夹", "ファイル フォルダー"},
            {"Drive", "磁碟機", "驱动器", "ドライブ"},
            {"Shortcut", "捷徑", "快捷方式", "ショートカット"},
            {"Alias", "替身", "替身", "エイリアス"},
            {"Unknown", "未知", "未知", "不明"},
        };
        for (const Entry &e : kEntries)
            if (qstrcmp(source, e.source) == 0)
                return QString::fromUtf8(m_code == QLatin1String("zh_TW")   ? e.zhTW
                                         : m_code == QLatin1String("zh_CN") ? e.zhCN
                                                                            : e.ja);
        return {};
    }

private:
    QString m_code;
};

struct Installed {
    QString code = QStringLiteral("en");
    std::unique_ptr<QTranslator> app;
    std::unique_ptr<QTranslator> qt;
    std::unique_ptr<QTranslator> qtGaps;
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
    if (state.qtGaps)
        QCoreApplication::removeTranslator(state.qtGaps.get());
    state.app.reset();
    state.qt.reset();
    state.qtGaps.reset();
    state.code = QStringLiteral("en");
    if (code == QLatin1String("en") || !isSupportedLanguage(code)) {
        // English is the sources' language: its catalog holds only the plural forms ("1 square", "2
        // squares").
        auto plurals = std::make_unique<QTranslator>();
        if (plurals->load(QStringLiteral(":/i18n/hallkeeper_en.qm"))) {
            QCoreApplication::installTranslator(plurals.get());
            state.app = std::move(plurals);
        }
        return code == QLatin1String("en");
    }

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
    state.qtGaps = std::make_unique<QtGapsTranslator>(code);
    QCoreApplication::installTranslator(state.qtGaps.get());
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
