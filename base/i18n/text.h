#pragma once

// A text a game module declares once and every language reads: its source (English) and the translation
// context lupdate found it in, as QT_TRANSLATE_NOOP marks it:
//
//     {"Dwarf", QT_TRANSLATE_NOOP("Dwarf", "Steel")}
//
// Translated when shown (text()), or in a given language whatever is installed (in()): the rules search and
// the generated documents read every language at once. Module data is static, so the pointers stay valid.

#include "i18n/language.h"

#include <QCoreApplication>
#include <QString>

namespace hk::base {

struct Text {
    const char *context = nullptr;
    const char *source = nullptr;

    bool isEmpty() const { return !source || !*source; }
    // In the installed language; empty for no text.
    QString text() const { return isEmpty() ? QString() : QCoreApplication::translate(context, source); }
    // In `language` ("en", "zh_TW", "zh_CN", "ja").
    QString in(const QString &language) const
    {
        return isEmpty() ? QString() : translateIn(language, context, source);
    }
    bool operator==(const Text &other) const
    {
        return QByteArrayView(context) == QByteArrayView(other.context) &&
               QByteArrayView(source) == QByteArrayView(other.source);
    }
};

} // namespace hk::base
