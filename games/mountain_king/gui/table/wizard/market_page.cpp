#include "wizard/market_page.h"
#include "rules/rule_ids.h"

#include "art.h"
#include "cards/troll_card_editor.h"
#include "i18n/arg_text.h"
#include "model/workshops.h"
#include "wizard/new_game_draft.h"
#include "wizard/practice_cards_bar.h"
#include "wizard/resource_counts_view.h"

#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QIntValidator>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyle>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QWizard>

namespace hk::gui {

MarketPage::MarketPage(NewGameDraft *draft, QWidget *parent)
    : SetupPage(draft, {QString::fromLatin1(rule::SetMarket)}, parent)
{
    setTitle(tr("Clan market"));
    setSubTitle(
        tr("The clan trolls face up: 5 of level 1, 4 of level 2 each with a pedestal drawn from the bag, "
           "3 of level 3 each with a pedestal reminder (SET-MARKET). Left to right as on the table."));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 4, 0);
    const QString titles[3] = {tr("Level 1"), tr("Level 2, each with a pedestal"),
                               tr("Level 3, each with a pedestal reminder")};
    for (int level = 1; level <= 3; ++level) {
        auto *box = new QGroupBox(titles[level - 1]);
        auto *grid = new QGridLayout(box);
        grid->setVerticalSpacing(3);
        for (int i = 0; i < NewGameDraft::kMarketRowSizes[level - 1]; ++i) {
            auto *editor = new TrollCardEditor;
            editor->setObjectName(QStringLiteral("market-%1-%2").arg(argText(level), argText(i)));
            editor->setAllowedLevels({level});
            editor->setStartRowVisible(false);
            m_cards[level - 1].push_back(editor);
            grid->addWidget(new QLabel(QString::number(i + 1)), i, 0);
            grid->addWidget(editor, i, 1);
            connect(editor, &TrollCardEditor::changed, this, [this, level, i, editor] {
                if (!m_refreshing)
                    m_draft->setMarketCard(level, i, editor->card());
            });
            if (level == 2) {
                auto *pedestal = new QComboBox;
                pedestal->setObjectName(QStringLiteral("pedestal%1").arg(i));
                pedestal->setPlaceholderText(tr("Pedestal"));
                pedestal->setAccessibleName(tr("Pedestal on level 2 troll %1").arg(i + 1));
                pedestal->setToolTip(tr("The pedestal drawn from the bag onto this troll (SET-MARKET)"));
                for (Clan c : kStatueClans)
                    pedestal->addItem(Art::instance().icon(Art::clanId(c)),
                                      tr("%1 pedestal").arg(capitalized(clanName(c))), static_cast<int>(c));
                m_pedestals[i] = pedestal;
                grid->addWidget(pedestal, i, 2);
                connect(pedestal, &QComboBox::currentIndexChanged, this, [this, i, pedestal](int index) {
                    if (!m_refreshing)
                        m_draft->setMarketPedestal(
                            i, index < 0 ? std::nullopt
                                         : std::optional(static_cast<Clan>(pedestal->currentData().toInt())));
                });
            }
        }
        grid->setColumnStretch(1, 1);
        layout->addWidget(box);
    }
    layout->addWidget(makeProblemsLabel());
    layout->addStretch();
    outer->addWidget(scrolling(content), 1);
    // Shown on top, but after the cards in the tab order: the page starts in the first card.
    m_practice = new PracticeCardsBar(draft);
    outer->insertWidget(0, m_practice);
    connect(m_draft, &NewGameDraft::changed, this, &MarketPage::refresh);
    connect(m_draft, &NewGameDraft::catalogChanged, this, &MarketPage::refreshLibrary);
    refreshLibrary();
}

void MarketPage::refreshLibrary()
{
    // Each editor lists the cards of its own level (SET-MARKET).
    const std::vector<TrollCard> none;
    const auto catalog = m_draft->catalog();
    for (const auto &row : m_cards)
        for (TrollCardEditor *editor : row)
            editor->setLibrary(catalog ? catalog->trolls : none);
}

TrollCardEditor *MarketPage::cardEditor(int level, int index) const
{
    return m_cards[level - 1][index];
}

QPushButton *MarketPage::practiceButton() const
{
    return m_practice->button();
}

void MarketPage::initializePage()
{
    refresh();
    refreshProblems();
    m_cards[0][0]->setFocus();
}

void MarketPage::refresh()
{
    m_refreshing = true;
    for (int level = 1; level <= 3; ++level)
        for (int i = 0; i < NewGameDraft::kMarketRowSizes[level - 1]; ++i) {
            const MarketCard &c = m_draft->marketCard(level, i);
            if (m_cards[level - 1][i]->card() != c.card)
                m_cards[level - 1][i]->setCard(c.card);
            if (level == 2)
                m_pedestals[i]->setCurrentIndex(
                    c.pedestal ? m_pedestals[i]->findData(static_cast<int>(*c.pedestal)) : -1);
        }
    m_refreshing = false;
}

// --- MootPage
// -------------------------------------------------------------------------------------------------

} // namespace hk::gui
