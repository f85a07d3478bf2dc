#include "wizard/new_game_wizard.h"

#include "art.h"
#include "wizard/board_page.h"
#include "wizard/gates_page.h"
#include "wizard/market_page.h"
#include "wizard/moot_page.h"
#include "wizard/new_game_draft.h"
#include "wizard/new_game_page_id.h"
#include "wizard/players_page.h"
#include "wizard/statues_page.h"
#include "wizard/summary_page.h"
#include "wizard/supply_page.h"

namespace hk::gui {

NewGameWizard::NewGameWizard(QWidget *parent) : QWizard(parent), m_draft(new NewGameDraft(this))
{
    setWindowTitle(tr("New game"));
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setPixmap(QWizard::LogoPixmap, Art::instance().icon(QStringLiteral("troll")).pixmap(48, 48));
    setPage(kPlayersPage, new PlayersPage(m_draft));
    setPage(kBoardPage, new BoardPage(m_draft));
    setPage(kGatesPage, new GatesPage(m_draft));
    setPage(kStatuesPage, new StatuesPage(m_draft));
    setPage(kSupplyPage, new SupplyPage(m_draft));
    setPage(kMarketPage, new MarketPage(m_draft));
    for (int seat = 0; seat < kMaxPlayers; ++seat)
        setPage(kMootPage + seat, new MootPage(m_draft, seat));
    auto *summary = new SummaryPage(m_draft);
    setPage(kSummaryPage, summary);
    connect(summary, &SummaryPage::goToPage, this, &NewGameWizard::goToPage);
    setStartId(kPlayersPage);
    resize(960, 720);
}

GameSetup NewGameWizard::setup() const
{
    return m_draft->setup();
}

int NewGameWizard::nextId() const
{
    const int id = currentId();
    if (id >= kMootPage && id < kSummaryPage) // one moot page per player
        return id + 1 - kMootPage < m_draft->playerCount() ? id + 1 : kSummaryPage;
    if (id == kSummaryPage)
        return -1;
    return id + 1;
}

void NewGameWizard::goToPage(int id)
{
    if (!pageIds().contains(id))
        return;
    // Back while the page is behind, else forward; each step is bounded by the number of pages.
    for (int step = 0; step < pageIds().size() && currentId() != id; ++step) {
        if (visitedIds().contains(id))
            back();
        else
            next();
    }
    if (page(id))
        page(id)->setFocus();
}

bool NewGameWizard::chooseBoardFile(const QString &fileName)
{
    auto *page = findChild<BoardPage *>();
    return page && page->openBoardFile(fileName);
}

} // namespace hk::gui
