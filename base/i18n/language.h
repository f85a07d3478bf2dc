#pragma once

// The languages Hallkeeper speaks and the installation of their translations. The .qm files are embedded in
// each executable under :/i18n/, never loaded from a path relative to the working directory.

#include <QLocale>
#include <QString>
#include <QStringList>

namespace hk {

struct Language {
    QString code;       // "en", "zh_TW", "zh_CN", "ja"
    QString nativeName; // "English", "繁體中文", "简体中文", "日本語" (never translated)
};

const QList<Language> &supportedLanguages();
QStringList supportedLanguageCodes();
bool isSupportedLanguage(const QString &code);

// The supported language closest to a locale's UI languages; English if none fits.
QString languageForLocale(const QLocale &locale);

// Replaces the application's translators with those of `code` (Hallkeeper's and Qt's own, for standard
// buttons and dialogs, with the few words of Qt's file dialog its translations lack). Returns false if
// Hallkeeper's translation for `code` is missing. Needs a QCoreApplication.
bool installTranslations(const QString &code);
QString installedLanguage();

// `source` (in `context`) translated into `code`, whatever language is installed: for what must read every
// language at once (the rules search, the generated rules documents). The source itself for English, a
// missing translation or a null source (then empty).
QString translateIn(const QString &code, const char *context, const char *source);

} // namespace hk
