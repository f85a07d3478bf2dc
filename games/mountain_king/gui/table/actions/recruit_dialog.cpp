#include "actions/recruit_dialog.h"

#include "actions/moot_slot_picker.h"
#include "art.h"
#include "cards/payment_editor.h"
#include "cards/troll_card_editor.h"
#include "i18n/arg_text.h"
#include "verdict_view.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSet>
#include <QSignalBlocker>
#include <QToolButton>

namespace hk::gui {

namespace {

int recruitCost(int level)
{
    return level == 1 ? 0 : (level == 2 ? 2 : 5); // REC-COST
}

int bagTotal(const std::array<int, 3> &bag)
{
    return bag[0] + bag[1] + bag[2];
}

} // namespace

RecruitDialog::RecruitDialog(const GameState &state, int player, int level, int position, QWidget *parent)
    : ActionDialog(state, player, parent), m_level(level), m_position(position)
{
    const GameState &s = this->state();
    const Market &market = s.market;
    const MarketSlot *taken =
        level >= 1 && level <= 3 && position >= 0 && position < int(market.rows[level - 1].size())
            ? &market.rows[level - 1][position]
            : nullptr;
    const int cost = recruitCost(level);
    const std::array<int, 3> bag = s.pedestalBag();
    setHeading(tr("Recruit a troll"),
               tr("From the clan market: level %1 row, place %2").arg(argText(level), argText(position + 1)));

    // The troll, and what comes with it (REC-TAKE).
    QGroupBox *trollBox = addSection(tr("The troll"));
    if (taken && taken->card) {
        const TrollCard &card = *taken->card;
        auto *row = new QHBoxLayout;
        if (card.clan) {
            auto *clan = new QLabel(trollBox);
            clan->setPixmap(artPixmap(Art::clanId(*card.clan), 22));
            row->addWidget(clan);
        }
        for (const Icon &icon : card.icons) {
            auto *picture = new QLabel(trollBox);
            picture->setPixmap(artPixmap(Art::resourceId(icon.resource), 22));
            picture->setToolTip(iconText(icon));
            row->addWidget(picture);
        }
        auto *text = new QLabel(trollText(card), trollBox);
        text->setWordWrap(true);
        row->addWidget(text, 1);
        static_cast<QVBoxLayout *>(trollBox->layout())->addLayout(row);
        if (total(taken->bribes) > 0)
            trollBox->layout()->addWidget(
                sentence(tr("You also take the bribes on it: %1 (REC-TAKE)").arg(countsText(taken->bribes)),
                         trollBox));
        if (taken->pedestal && *taken->pedestal != Clan::Mud)
            trollBox->layout()->addWidget(sentence(
                tr("Its %1 pedestal goes to your storage (REC-TAKE)").arg(clanName(*taken->pedestal)),
                trollBox));
    } else {
        trollBox->layout()->addWidget(
            note(tr("There is no troll in that place of the clan market."), trollBox));
    }

    // REC-COST: a bribe on each troll below it; coins, unless a spell cast this turn says otherwise.
    QGroupBox *costBox = addSection(tr("Bribes (REC-COST)"));
    m_bribes = new PaymentEditor(s, player, costBox);
    if (cost == 0) {
        costBox->layout()->addWidget(note(tr("Level 1 trolls cost nothing."), costBox));
        m_bribes->hide();
    } else {
        QStringList below;
        for (const auto &[l, p] : Market::below(level, position)) {
            const MarketSlot *under = p < int(market.rows[l - 1].size()) ? &market.rows[l - 1][p] : nullptr;
            below << (under && total(under->bribes) > 0
                          ? tr("level %1 place %2 (bribes on it: %3)")
                                .arg(argText(l), argText(p + 1), countsText(under->bribes))
                          : tr("level %1 place %2").arg(argText(l), argText(p + 1)));
        }
        costBox->layout()->addWidget(note(
            tr("%1 bribes, 1 on each troll below it: %2").arg(argText(cost), below.join(tr(", "))), costBox));
        // Coins, unless a spell cast this turn says otherwise: its effect is applied by hand, so the table
        // says what it allows; without a spell, the verdict says REC-COST (an override can still record it).
        m_spellBribes = new QCheckBox(
            tr("Bribes in other resources than coins (a spell cast this turn allows it)"), costBox);
        costBox->layout()->addWidget(m_spellBribes);
        connect(m_spellBribes, &QCheckBox::toggled, this, [this, cost](bool other) {
            if (other)
                m_bribes->setFreeChoice(cost);
            else
                m_bribes->setDue(one(Resource::Coin, cost));
        });
    }
    m_bribes->setDue(one(Resource::Coin, cost));
    costBox->layout()->addWidget(m_bribes);
    if (cost > 0) {
        // Bribes of several kinds: which lies on which troll matters to whoever recruits that troll later.
        m_placing = new QWidget(costBox);
        auto *grid = new QGridLayout(m_placing);
        grid->setContentsMargins(0, 0, 0, 0);
        grid->addWidget(sentence(tr("Where each bribe lies: whoever recruits that troll later takes it "
                                    "(REC-TAKE)."),
                                 m_placing),
                        0, 0, 1, 2);
        for (const auto &[l, p] : Market::below(level, position)) {
            grid->addWidget(
                new QLabel(tr("Level %1 row, place %2:").arg(argText(l), argText(p + 1)), m_placing),
                grid->rowCount(), 0);
            auto *box = new QComboBox(m_placing);
            grid->addWidget(box, grid->rowCount() - 1, 1);
            m_placed << box;
            connect(box, &QComboBox::currentIndexChanged, this, &ActionDialog::refresh);
        }
        grid->setColumnStretch(1, 1);
        costBox->layout()->addWidget(m_placing);
        connect(m_bribes, &PaymentEditor::changed, this, &RecruitDialog::updatePlacement);
        updatePlacement();
    }
    connect(m_bribes, &PaymentEditor::changed, this, &ActionDialog::refresh);

    // MOOT-SLOTS and MOOT-CHAIN.
    QGroupBox *slotBox = addSection(tr("Moot slot (MOOT-SLOTS)"));
    m_picker = new MootSlotPicker(s.players[player].moot, slotBox);
    slotBox->layout()->addWidget(m_picker);
    m_chain = note(QString(), slotBox);
    slotBox->layout()->addWidget(m_chain);
    connect(m_picker, &MootSlotPicker::slotChosen, this, [this] {
        updateChain();
        refresh();
    });

    // REC-RETIRE: after the bribes, every market troll holding 4 of them retires; computed as the engine
    // does.
    Market after = market;
    if (taken) {
        for (const auto &[l, p] : Market::below(level, position))
            if (p < int(after.rows[l - 1].size()))
                ++at(after.rows[l - 1][p].bribes, Resource::Coin);
        after.rows[level - 1][position].bribes = {};
    }
    const auto retires = [&](int l, int p) {
        const MarketSlot &m = after.rows[l - 1][p];
        return taken && m.card && total(m.bribes) >= 4;
    };

    // The cards drawn are picked from the game's library (embedded in the game with its catalog). Cards in a
    // moot or staying face up are not in a deck; a troll retiring now goes under its deck and may come back.
    {
        QSet<QString> inPlay;
        for (const PlayerState &p : s.players)
            for (const MootSlot &m : p.moot.pyramid)
                if (m.troll && !m.troll->name.isEmpty())
                    inPlay.insert(m.troll->name);
        for (int l = 1; l <= 3; ++l)
            for (int p = 0; p < int(market.rows[l - 1].size()); ++p)
                if (const MarketSlot &m = market.rows[l - 1][p];
                    m.card && !m.card->name.isEmpty() && !retires(l, p))
                    inPlay.insert(m.card->name);
        for (const TrollCard &t : s.board.catalog().trolls)
            if (!inPlay.contains(t.name))
                m_library.push_back(t);
    }

    // REC-TAKE and REC-EMPTY-DECK: the card drawn for the empty place, from the deck the rules say.
    std::array<int, 3> deck = market.deck;
    QGroupBox *refillBox = addSection(tr("Refill of the market (REC-TAKE, REC-EMPTY-DECK)"));
    const int from = hk::refillLevel(deck, level);
    if (from == 0) {
        refillBox->layout()->addWidget(
            note(tr("The level %1 deck and the decks one level above and below it are "
                    "empty: the place stays empty (never refilled from two levels away).")
                     .arg(level),
                 refillBox));
    } else {
        refillBox->layout()->addWidget(
            note(from == level
                     ? tr("Draw a card from the level %1 deck (%2 left) and enter it:")
                           .arg(argText(from), argText(deck[from - 1]))
                     : tr("The level %1 deck is empty: draw from the level %2 deck (%3 left) and enter it:")
                           .arg(argText(level), argText(from), argText(deck[from - 1])),
                 refillBox));
        --deck[from - 1];
    }
    m_refill = addDraw(refillBox, from, from == 2 && bagTotal(bag) > 0);

    // REC-TAKE: a level-3 card (its own level, not the row: see the ruling in docs/formats.md).
    if (taken && taken->card && taken->card->level == 3) {
        QGroupBox *chosen = addSection(tr("Pedestal from the bag (REC-TAKE)"));
        if (bagTotal(bag) == 0) {
            chosen->layout()->addWidget(note(tr("The bag is empty: no pedestal to take."), chosen));
        } else {
            chosen->layout()->addWidget(note(
                tr("With a level 3 troll you may look in the bag and take any pedestal you like, or none:"),
                chosen));
            m_chosen = bagBox(chosen, tr("None"));
            chosen->layout()->addWidget(m_chosen);
        }
    }

    // REC-RETIRE: a box for each troll that retires.
    if (taken) {
        for (int l = 1; l <= 3; ++l)
            for (int p = 0; p < int(after.rows[l - 1].size()); ++p) {
                const MarketSlot &m = after.rows[l - 1][p];
                if (!retires(l, p))
                    continue;
                m_retiring.push_back({l, p});
                ++deck[m.card->level - 1]; // under its deck first
                const int f = hk::refillLevel(deck, l);
                if (f > 0)
                    --deck[f - 1];
                QGroupBox *box = addSection(
                    tr("Retiring: level %1 row, place %2 (REC-RETIRE)").arg(argText(l), argText(p + 1)));
                box->layout()->addWidget(note(
                    f == 0
                        ? tr("%1 retires with its 4th bribe; the level %2 deck and the decks one level above "
                             "and "
                             "below it are empty, so nothing replaces it.")
                              .arg(trollText(*m.card), argText(l))
                        : tr("%1 retires with its 4th bribe: the bribes go to the supply, the card under its "
                             "deck. Draw its replacement from the level %2 deck and enter it:")
                              .arg(trollText(*m.card), argText(f)),
                    box));
                m_retire << addDraw(box, f, f == 2 && !m.pedestal && bagTotal(bag) > 0);
            }
    }

    updateChain();
    refresh();
}

RecruitDialog::Draw RecruitDialog::addDraw(QWidget *box, int from, bool drawsPedestal)
{
    Draw d;
    d.from = from;
    if (from == 0)
        return d;
    d.editor = new TrollCardEditor(box);
    d.editor->setAllowedLevels({from});
    d.editor->setStartRowVisible(false);
    TrollCard blank;
    blank.level = from;
    d.editor->setCard(blank);
    d.editor->setLibrary(m_library); // lists the cards of level `from` only
    box->layout()->addWidget(d.editor);
    connect(d.editor, &TrollCardEditor::changed, this, &ActionDialog::refresh);
    if (drawsPedestal) {
        auto *row = new QHBoxLayout;
        row->addWidget(new QLabel(tr("A level 2 troll gets a pedestal drawn from the bag:"), box));
        d.pedestal = bagBox(box, tr("Which pedestal?"));
        row->addWidget(d.pedestal, 1);
        static_cast<QVBoxLayout *>(box->layout())->addLayout(row);
    }
    return d;
}

QComboBox *RecruitDialog::bagBox(QWidget *parent, const QString &noPedestal)
{
    auto *box = new QComboBox(parent);
    box->addItem(noPedestal, -1);
    const std::array<int, 3> bag = state().pedestalBag();
    for (Clan c : kStatueClans)
        if (const int n = bag[statueClanIndex(c)])
            box->addItem(Art::instance().icon(Art::clanId(c)),
                         tr("%1 (%2 in the bag)").arg(clanName(c), argText(n)), int(c));
    connect(box, &QComboBox::currentIndexChanged, this, &ActionDialog::refresh);
    return box;
}

void RecruitDialog::updateChain()
{
    const int s = m_picker->slot();
    if (s < 0) {
        m_chain->setText(tr("Choose a free slot of your moot."));
        return;
    }
    QStringList below;
    for (int t : Moot::triangle(s))
        if (t != s && state().players[player()].moot.pyramid[t].troll)
            below << QString::number(t + 1);
    m_chain->setText(keepRuleIds(
        below.isEmpty()
            ? tr("The new troll in slot %1 gains the resources of its icons (MOOT-CHAIN).").arg(s + 1)
            : tr("The new troll in slot %1 activates, then the trolls below it: slots %2. Each gains "
                 "the resource of every empty icon (MOOT-CHAIN).")
                  .arg(argText(s + 1), below.join(tr(", ")))));
}

std::vector<Resource> RecruitDialog::placedBribes() const
{
    std::vector<Resource> placed;
    for (const QComboBox *box : m_placed)
        if (box->currentIndex() >= 0)
            placed.push_back(static_cast<Resource>(box->currentData().toInt()));
    return placed;
}

void RecruitDialog::setPlacedBribes(const std::vector<Resource> &bribes)
{
    for (qsizetype i = 0; i < m_placed.size() && i < qsizetype(bribes.size()); ++i)
        m_placed[i]->setCurrentIndex(m_placed[i]->findData(int(bribes[size_t(i)])));
    refresh();
}

void RecruitDialog::updatePlacement()
{
    const ResourceCounts paid = paymentTotal(state(), player(), m_bribes->payment());
    const std::vector<Resource> order = bribeOrder(paid);
    // The user's placement stays while it is still the bribes paid; otherwise the application's order.
    std::vector<Resource> placed = placedBribes();
    ResourceCounts placedCounts{};
    for (Resource r : placed)
        ++at(placedCounts, r);
    if (placedCounts != paid)
        placed = order;
    QList<Resource> kinds;
    for (Resource r : order)
        if (!kinds.contains(r))
            kinds << r;
    for (qsizetype i = 0; i < m_placed.size(); ++i) {
        QComboBox *box = m_placed[i];
        const QSignalBlocker quiet(box);
        box->clear();
        for (Resource r : kinds)
            box->addItem(Art::instance().icon(Art::resourceId(r)), resourceName(r), int(r));
        if (i < qsizetype(placed.size()))
            box->setCurrentIndex(box->findData(int(placed[size_t(i)])));
    }
    // One kind of bribe, or not all of them chosen yet: nothing to place.
    m_placing->setVisible(kinds.size() > 1 && order.size() == size_t(m_placed.size()));
}

int RecruitDialog::slot() const
{
    return m_picker->slot();
}

void RecruitDialog::setSlot(int slot)
{
    m_picker->setSlot(slot);
}

std::optional<MarketCard> RecruitDialog::drawn(const Draw &draw) const
{
    if (draw.from == 0 || !draw.editor)
        return std::nullopt;
    MarketCard card{draw.editor->card(), std::nullopt};
    if (draw.pedestal && draw.pedestal->currentData().toInt() >= 0)
        card.pedestal = static_cast<Clan>(draw.pedestal->currentData().toInt());
    return card;
}

QString RecruitDialog::missing() const
{
    QList<Draw> draws{m_refill};
    draws << m_retire;
    for (const Draw &d : draws) {
        if (!d.editor)
            continue;
        const TrollCard card = d.editor->card();
        if (!card.clan || card.icons.empty())
            return tr("Enter the clan and the icons of the card drawn from the level %1 deck.").arg(d.from);
    }
    return {};
}

std::optional<ActionBody> RecruitDialog::body() const
{
    Recruit r;
    r.level = m_level;
    r.position = m_position;
    r.slot = m_picker ? m_picker->slot() : -1;
    if (m_bribes)
        r.bribes = m_bribes->payment();
    // Recorded only when it differs from the application's order, which a file without it means.
    if (m_placing && !m_placing->isHidden()) {
        const std::vector<Resource> placed = placedBribes();
        if (placed != bribeOrder(paymentTotal(state(), player(), r.bribes)))
            r.bribesPlaced = placed;
    }
    r.refill = drawn(m_refill);
    if (m_chosen && m_chosen->currentData().toInt() >= 0)
        r.chosenPedestal = static_cast<Clan>(m_chosen->currentData().toInt());
    for (const Draw &d : m_retire)
        if (auto card = drawn(d))
            r.retireRefills.push_back(*card);
    return r;
}

} // namespace hk::gui
