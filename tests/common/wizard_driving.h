#pragma once

// Driving widgets as a user does in the GUI suites: a window on screen and active (focus and keys behave as
// for a user), and the new-game wizard's Next button and pages.

#include "wizard/new_game_wizard.h"

#include <QAbstractButton>
#include <QTest>

namespace hk::test {

inline void showActive(QWidget &w)
{
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
}

// Clicks the wizard's Next button and checks that it went on.
inline void clickNext(gui::NewGameWizard &wizard)
{
    QAbstractButton *next = wizard.button(QWizard::NextButton);
    QVERIFY2(next->isEnabled(),
             qPrintable(QStringLiteral("Next is disabled on page %1").arg(wizard.currentId())));
    const int before = wizard.currentId();
    next->click();
    QVERIFY(wizard.currentId() != before);
}

// The wizard's page `id`, of the type the suite expects there.
template <class Page> Page *pageOf(gui::NewGameWizard &wizard, int id)
{
    auto *page = qobject_cast<Page *>(wizard.page(id));
    if (!page)
        qFatal("page %d is not of the expected type", id);
    return page;
}

} // namespace hk::test
