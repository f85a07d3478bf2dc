#include "model/translated_names.h"

#include "i18n/language.h"

#include <QStringList>

namespace hk {

QString inLanguage(const QString &fallback, const TranslatedNames &names, const QString &language)
{
    const auto it = names.find(language);
    return it == names.end() || it->second.isEmpty() ? fallback : it->second;
}

QString inLanguage(const QString &fallback, const TranslatedNames &names)
{
    return names.empty() ? fallback : inLanguage(fallback, names, installedLanguage());
}

QStringList translatedLanguageCodes()
{
    QStringList codes = supportedLanguageCodes();
    codes.removeAll(QStringLiteral("en"));
    return codes;
}

} // namespace hk
