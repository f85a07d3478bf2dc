#include "actions/hall_dialog.h"

#include "actions/piece_preview.h"
#include "i18n/arg_text.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>

namespace hk::gui {

HallDialog::HallDialog(const GameState &state, int player, const QString &hallId, int orientation,
                       const Square &origin, QWidget *parent)
    : ActionDialog(state, player, parent), m_hall(hallId), m_orientation(orientation), m_origin(origin)
{
    const GameState &s = this->state();
    const BoardState &board = s.board;
    const SpaceIndex index(board);
    validateHall(board, index, {player, hallId, orientation, origin}, &m_effects);
    const HallDef *def = board.catalog().hall(hallId);
    const QString name = def ? def->displayName() : hallId;
    setHeading(tr("Dedicate a great hall"),
               def ? tr("%1: %2 honour points, %3 with a statue on its altar (SCORE-HALL)")
                         .arg(name, argText(def->low), argText(def->high))
                   : name);

    auto *top = new QHBoxLayout;
    top->addWidget(new PiecePreview(board, m_effects.squares,
                                    m_effects.squares.empty() ? std::nullopt : std::optional(m_effects.altar),
                                    true, playerColour(player), this),
                   0, Qt::AlignTop);
    auto *facts = new QVBoxLayout;
    facts->setSpacing(3);
    facts->addWidget(
        sentence(tr("No cost: the hall goes on tunnel tiles of your network (HALL-COVER)."), this));
    if (!m_effects.squares.empty()) {
        const int onAltar = index.statueAt(m_effects.altar);
        const StatueOnBoard *altarStatue = onAltar != SpaceIndex::kNone ? board.statue(onAltar) : nullptr;
        auto *altar = sentence(
            altarStatue && def
                ? tr("The %1 statue at %2 stands on the altar: the hall scores %3 (SCORE-HALL)")
                      .arg(clanName(altarStatue->clan), squareText(m_effects.altar), argText(def->high))
                : tr("Its altar at %1 is empty for now").arg(squareText(m_effects.altar)),
            this);
        facts->addWidget(altar);
    }
    for (const Square &sq : m_effects.pedestalsRemoved)
        if (const PlacedPedestal *p = board.pedestalAt(sq)) {
            auto *line =
                sentence(tr("The %1 pedestal of %2 at %3 leaves the game; %2 keeps its pedestal score "
                            "token (HALL-PED, PED-COVERED)")
                             .arg(clanName(p->clan), playerName(p->player), squareText(sq)),
                         this);
            facts->addWidget(line);
        }
    for (int id : m_effects.statuesInside)
        if (const StatueOnBoard *statue = board.statue(id); statue && statue->square != m_effects.altar) {
            auto *line = sentence(tr("The %1 statue at %2 stays where it is, now in the hall: it no longer "
                                     "scores as a statue (SCORE-HALL)")
                                      .arg(clanName(statue->clan), squareText(statue->square)),
                                  this);
            facts->addWidget(line);
        }
    if (!m_effects.parts.empty())
        facts->addWidget(sentence(
            tr("Parts of tunnel tiles left sticking out of the hall, each now a tunnel of its own: %1 "
               "(HALL-UNIT)")
                .arg(m_effects.parts.size()),
            this));
    facts->addStretch(1);
    top->addLayout(facts, 1);
    fields()->addLayout(top);
    refresh();
}

std::optional<ActionBody> HallDialog::body() const
{
    return DedicateHall{m_hall, m_orientation, m_origin};
}

} // namespace hk::gui
