#include "wizard/practice_cards_bar.h"

#include "wizard/new_game_draft.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>

namespace hk::gui {

namespace {

class PracticeCardsText {
    Q_DECLARE_TR_FUNCTIONS(NewGameWizard)
};

} // namespace

PracticeCardsBar::PracticeCardsBar(NewGameDraft *draft, QWidget *parent) : QWidget(parent), m_draft(draft)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_button = new QPushButton(PracticeCardsText::tr("Fill the cards with an invented practice set"));
    m_button->setObjectName(QStringLiteral("practiceCards"));
    m_button->setAutoDefault(false); // Enter goes on to the next page
    m_note = new QLabel(PracticeCardsText::tr(
        "Invented cards, like the Practice Mountain: not the printed ones. The button fills "
        "the clan market and every player's starting trolls so that you can try Hallkeeper "
        "at once; for a real game, enter the cards on your table."));
    m_note->setWordWrap(true);
    QFont small = m_note->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_note->setFont(small);
    layout->addWidget(m_button, 0, Qt::AlignTop);
    layout->addWidget(m_note, 1);
    QObject::connect(m_button, &QPushButton::clicked, this, [this] { fill(); });
}

void PracticeCardsBar::fill()
{
    // Anything entered by hand would be lost: ask first.
    const auto market = NewGameDraft::practiceMarket();
    const auto trolls = NewGameDraft::practiceStartingTrolls();
    const auto byHand = [](const TrollCard &card, const TrollCard &practice) {
        return !card.icons.empty() && card != practice;
    };
    bool entered = false;
    for (int level = 1; level <= 3; ++level)
        for (int i = 0; i < NewGameDraft::kMarketRowSizes[level - 1]; ++i)
            entered = entered || byHand(m_draft->marketCard(level, i).card, market[level - 1][i].card);
    for (int p = 0; p < m_draft->playerCount(); ++p)
        for (int slot = 0; slot < NewGameDraft::kStartingSlots; ++slot)
            entered = entered || byHand(m_draft->startingTroll(p, slot), trolls[slot]);
    if (entered &&
        QMessageBox::question(
            this, PracticeCardsText::tr("Invented practice set"),
            PracticeCardsText::tr("Replace the cards of the clan market and of every moot with the invented "
                                  "practice set? The cards entered so far are lost."),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Yes)
        return;
    m_draft->fillPracticeCards();
}

} // namespace hk::gui
