#pragma once

// A name or text shipped in a data file, in the reader's language. The file's "name" is the default (the
// language the file was written in: English for the files Hallkeeper ships); an optional "names" object
// gives it per language, {"zh_TW": "聚寶大廳", "ja": "…"}. A language missing from it, and every name a user
// typed (which has no translations), shows the default unchanged.

#include <QString>

#include <map>

namespace hk {

using TranslatedNames = std::map<QString, QString>; // language code ("zh_TW", "zh_CN", "ja") → text

// `fallback` in `language`, or in the language installed now (installedLanguage()).
QString inLanguage(const QString &fallback, const TranslatedNames &names, const QString &language);
QString inLanguage(const QString &fallback, const TranslatedNames &names);

// The languages a "names" object may hold: every supported language but English, the default's.
QStringList translatedLanguageCodes();

} // namespace hk
