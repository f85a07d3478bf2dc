#include "wizard/moot_page.h"
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

MootPage::MootPage(NewGameDraft *draft, int seat, QWidget *parent)
    : SetupPage(draft, {QString::fromLatin1(rule::SetMoot)}, parent), m_seat(seat)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 4, 0);
    auto *draftBox = new QGroupBox(tr("Starting trolls"));
    auto *grid = new QGridLayout(draftBox);
    grid->setVerticalSpacing(3);
    for (int slot = 0; slot < NewGameDraft::kStartingSlots; ++slot) {
        auto *editor = new TrollCardEditor;
        editor->setObjectName(QStringLiteral("moot-%1-%2").arg(argText(seat), argText(slot)));
        editor->setAllowedLevels({0});
        editor->setStartRowVisible(true);
        m_cards[slot] = editor;
        m_slotLabels[slot] = new QLabel;
        grid->addWidget(m_slotLabels[slot], slot, 0);
        grid->addWidget(editor, slot, 1);
        connect(editor, &TrollCardEditor::changed, this, [this, slot, editor] {
            if (!m_refreshing)
                m_draft->setStartingTroll(m_seat, slot, editor->card());
        });
    }
    grid->setColumnStretch(1, 1);
    layout->addWidget(draftBox);

    auto *bonusBox = new QGroupBox(tr("Starting storage (SET-MOOT, SET-SEATBONUS)"));
    auto *bonusLayout = new QVBoxLayout(bonusBox);
    m_bonus = new QLabel;
    m_bonus->setObjectName(QStringLiteral("seatBonus"));
    m_bonus->setWordWrap(true);
    bonusLayout->addWidget(m_bonus);
    m_starting = new ResourceCountsView;
    m_starting->setObjectName(QStringLiteral("startingStorage"));
    bonusLayout->addWidget(m_starting);
    layout->addWidget(bonusBox);
    layout->addWidget(makeProblemsLabel());
    layout->addStretch();
    outer->addWidget(scrolling(content), 1);
    m_practice = new PracticeCardsBar(draft);
    outer->insertWidget(0, m_practice);
    connect(m_draft, &NewGameDraft::changed, this, &MootPage::refresh);
    connect(m_draft, &NewGameDraft::catalogChanged, this, &MootPage::refreshLibrary);
    refreshLibrary();
}

void MootPage::refreshLibrary()
{
    refresh(); // the subtitle says whether cards are picked
    // The starting trolls of the library (SET-MOOT); the editors list only level 0.
    const std::vector<TrollCard> none;
    const auto catalog = m_draft->catalog();
    for (TrollCardEditor *editor : m_cards)
        editor->setLibrary(catalog ? catalog->trolls : none);
}

QPushButton *MootPage::practiceButton() const
{
    return m_practice->button();
}

void MootPage::initializePage()
{
    refresh();
    refreshProblems();
    m_cards[0]->setFocus();
}

void MootPage::refresh()
{
    if (m_seat >= m_draft->playerCount())
        return;
    m_refreshing = true;
    const QString name = m_draft->displayName(m_seat);
    setTitle(tr("Troll moot of %1 (seat %2)").arg(name, argText(m_seat + 1)));
    const auto catalog = m_draft->catalog();
    const bool library = catalog && std::any_of(catalog->trolls.begin(), catalog->trolls.end(),
                                                [](const TrollCard &t) { return t.level == 0; });
    setSubTitle(library
                    ? tr("Draw 2 starting trolls, place 1 and keep 1; draw 1, place 1 of the 2; … until 4 "
                         "are placed in the bottom row, 1 is in hand and 1 in the deck (SET-MOOT). Pick "
                         "each card from the library by its id, or type its icons and start row.")
                    : tr("Draw 2 starting trolls, place 1 and keep 1; draw 1, place 1 of the 2; … until 4 "
                         "are placed in the bottom row, 1 is in hand and 1 in the deck (SET-MOOT). Type "
                         "each card's icons and start row."));
    // SET-SEATBONUS: seats 2-3 also take the hand card's start row, seats 4-5 the deck card's too.
    const bool teams = m_draft->teams();
    const bool handPays = !teams && m_seat >= 1;
    const bool deckPays = !teams && m_seat >= 3;
    const QString bottom[4] = {tr("Bottom row, 1 (left)"), tr("Bottom row, 2"), tr("Bottom row, 3"),
                               tr("Bottom row, 4 (right)")};
    for (int slot = 0; slot < 4; ++slot)
        m_slotLabels[slot]->setText(bottom[slot]);
    m_slotLabels[NewGameDraft::kHandSlot]->setText(handPays ? tr("In hand (seat bonus)") : tr("In hand"));
    m_slotLabels[NewGameDraft::kDeckSlot]->setText(deckPays ? tr("In the deck (seat bonus)")
                                                            : tr("In the deck"));
    for (int slot = 0; slot < NewGameDraft::kStartingSlots; ++slot) {
        const TrollCard &t = m_draft->startingTroll(m_seat, slot);
        if (m_cards[slot]->card() != t)
            m_cards[slot]->setCard(t);
    }
    QString bonus;
    if (teams)
        bonus = tr("Team game: no seat bonus; the start rows of the 4 placed trolls go to the team storage "
                   "(TEAM-STORAGE).");
    else if (m_seat == 0)
        bonus = tr("Seat 1, the start player: the start rows of the 4 placed trolls, nothing extra.");
    else if (m_seat <= 2)
        bonus = tr("Seat %1: the start rows of the 4 placed trolls and, as seat bonus, of the troll in hand.")
                    .arg(m_seat + 1);
    else
        bonus = tr("Seat %1: the start rows of the 4 placed trolls and, as seat bonus, of the trolls in hand "
                   "and in the deck.")
                    .arg(m_seat + 1);
    m_bonus->setText(bonus);
    m_starting->setCounts(startingResources(m_draft->setup(), m_seat));
    m_refreshing = false;
}

// --- SummaryPage
// ----------------------------------------------------------------------------------------------

} // namespace hk::gui
