#pragma once

// What every page of the new-game wizard shares: the pages, one file each (players_page.h, board_page.h,
// gates_page.h, statues_page.h, supply_page.h, market_page.h, moot_page.h, summary_page.h), edit the shared
// NewGameDraft and show, under their fields, the setup rules they are responsible for that are broken.

#include "game/setup.h"
#include "wizard/new_game_page_id.h"
#include "wizard/setup_map.h"

#include <QIcon>
#include <QWizardPage>

#include <vector>

class QLabel;
class QScrollArea;

namespace hk::gui {

class NewGameDraft;

class SetupPage : public QWizardPage {
    Q_OBJECT
public:
    SetupPage(NewGameDraft *draft, QStringList rules, QWidget *parent = nullptr);
    void cleanupPage() override {} // going back keeps what was entered
    QLabel *problemsLabel() const { return m_problems; }

protected:
    // The label listing the broken rules of this page; add it to the layout where it belongs.
    QLabel *makeProblemsLabel();
    void refreshProblems();
    NewGameDraft *m_draft;

    // What several pages draw alike: a colour swatch, a sentence capitalised, the players' gates on the
    // map, and a page's content that scrolls when the window is small.
    static QIcon swatch(const QColor &colour, int size = 16);
    static QString capitalized(QString text);
    static std::vector<SetupMap::Gate> gatesOf(const NewGameDraft &draft);
    static QScrollArea *scrolling(QWidget *content);

private:
    QStringList m_rules;
    QLabel *m_problems = nullptr;
};

} // namespace hk::gui
