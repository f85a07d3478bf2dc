#pragma once

// The language of the whole application, shared by every window: switching it installs the translators, sets
// the default locale (dates, numbers) and the CJK font face that shows the language's own glyph forms. Every
// window then receives QEvent::LanguageChange and retranslates itself.

#include <QString>

class QActionGroup;
class QObject;

namespace hk::gui {

// The language chosen last time, else the system's closest.
QString savedLanguage();
// `remember` keeps the choice for the next start (not for a --lang run).
void switchLanguage(const QString &code, bool remember = true);
// One checkable action per language, named in that language (never translated); triggering one switches.
QActionGroup *createLanguageActions(QObject *parent);
// Checks the action of the language now installed.
void checkCurrentLanguage(QActionGroup *group);

} // namespace hk::gui
