#include "actions/move_statue_dialog.h"

#include "cards/payment_editor.h"
#include "i18n/arg_text.h"

#include <QGroupBox>
#include <QLabel>
#include <QLayout>

namespace hk::gui {

MoveStatueDialog::MoveStatueDialog(const GameState &state, int player, int statueId, const Square &to,
                                   QWidget *parent)
    : ActionDialog(state, player, parent), m_statue(statueId), m_to(to)
{
    const GameState &s = this->state();
    const StatueOnBoard *statue = s.board.statue(statueId);
    if (statue)
        m_clan = statue->clan;
    setHeading(tr("Move a statue"),
               statue ? tr("The %1 statue from %2 to %3")
                            .arg(clanName(m_clan), squareText(statue->square), squareText(to))
                      : tr("There is no such statue."));

    QGroupBox *cartBox = addSection(tr("Cart (MOVE-CART, MOVE-CLAN-CART)"));
    cartBox->layout()->addWidget(note(
        tr("One cart moves the statue within its tunnel or into an adjacent one. A generic cart (from "
           "storage or a swirl icon) moves any statue; a clan cart with the %1 mark moves only %1 statues.")
            .arg(clanName(m_clan)),
        cartBox));
    m_cart = new PaymentEditor(s, player, cartBox);
    m_cart->setDue(one(Resource::Cart), statue ? std::optional(m_clan) : std::nullopt);
    cartBox->layout()->addWidget(m_cart);
    connect(m_cart, &PaymentEditor::changed, this, &ActionDialog::refresh);
    // Say which carts cannot pay here, so that nobody looks for them.
    QStringList unusable;
    const Moot &moot = s.players[player].moot;
    for (int slot = 0; slot < kMootSlots; ++slot)
        for (int i = 0; moot.pyramid[slot].troll && i < int(moot.pyramid[slot].filled.size()); ++i) {
            const Icon &icon = moot.pyramid[slot].troll->icons[i];
            if (moot.pyramid[slot].filled[i] && icon.resource == Resource::Cart && icon.cartClan &&
                *icon.cartClan != m_clan)
                unusable << tr("the cart with the %1 mark in slot %2")
                                .arg(clanName(*icon.cartClan), argText(slot + 1));
        }
    if (!unusable.isEmpty())
        cartBox->layout()->addWidget(
            note(tr("Not usable for this statue (CART-CLAN): %1.").arg(unusable.join(tr(", "))), cartBox));

    if (statue) {
        QGroupBox *scoring = addSection(tr("Scoring"));
        scoring->layout()->addWidget(sentence(tr("Now: %1").arg(scoringText(statue->square)), scoring));
        scoring->layout()->addWidget(sentence(tr("After the move: %1").arg(scoringText(to)), scoring));
        const SpaceIndex index(s.board);
        const int unit = index.unitAt(to);
        if (unit != SpaceIndex::kNone && index.units()[unit].kind != TunnelUnit::Kind::Hall) {
            const auto &squares = index.units()[unit].squares;
            const bool shared = std::any_of(squares.begin(), squares.end(), [&](const Square &sq) {
                const int other = index.statueAt(sq);
                return other != SpaceIndex::kNone && other != statueId;
            });
            if (shared)
                scoring->layout()->addWidget(note(tr("Another statue already stands in that tunnel: only the "
                                                     "best of them scores (SCORE-ONE-PER-TUNNEL)."),
                                                  scoring));
        }
    }
    refresh();
}

QString MoveStatueDialog::scoringText(const Square &square) const
{
    const BoardState &board = state().board;
    const SpaceIndex index(board);
    if (const int hallId = index.hallAt(square); hallId != SpaceIndex::kNone) {
        const PlacedHall *hall = board.hall(hallId);
        const HallDef *def = hall ? board.catalog().hall(hall->hall) : nullptr;
        const QString name = def ? def->displayName() : tr("a great hall");
        if (hall && def && hall->altar == square)
            return tr("on the altar of %1: the hall scores %2 instead of %3 (SCORE-HALL)")
                .arg(name, argText(def->high), argText(def->low));
        return tr("in %1: a statue in a hall scores nothing of its own (SCORE-HALL)").arg(name);
    }
    const int layer = board.board().layer(square);
    const PlacedPedestal *pedestal = board.pedestalAt(square);
    const bool own = pedestal && pedestal->clan == m_clan;
    const int points = 2 * layer * (own ? 2 : 1); // SCORE-STATUE
    return own ? tr("layer %1, on a %2 pedestal: %3 honour points (SCORE-STATUE)")
                     .arg(argText(layer), clanName(m_clan), argText(points))
               : tr("layer %1: %2 honour points (SCORE-STATUE)").arg(argText(layer), argText(points));
}

std::optional<ActionBody> MoveStatueDialog::body() const
{
    return MoveStatue{m_statue, m_to, m_cart ? m_cart->payment() : Payment{}};
}

} // namespace hk::gui
