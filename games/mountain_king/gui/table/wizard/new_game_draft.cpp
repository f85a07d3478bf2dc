#include "wizard/new_game_draft.h"

#include "io/board_io.h"
#include "io/catalog_io.h"
#include "model/players.h"

#include <algorithm>
#include <map>

namespace hk::gui {

namespace {

// Squares in clockwise order around the Mountain Heart, from straight up (the order of SET-GATES and
// SET-STATUES).
std::vector<Square> clockwise(const Board &board, const std::vector<Square> &squares)
{
    Board copy = board;
    copy.statueSpots = squares;
    return clockwiseSpots(copy, Square{-1, -1});
}

TrollCard emptyTroll(int level)
{
    TrollCard t;
    t.level = level;
    return t;
}

Icon icon(Resource r, std::optional<Clan> clan = std::nullopt)
{
    return {r, clan};
}

TrollCard clanCard(const char *name, int level, Clan clan, std::vector<Icon> icons)
{
    TrollCard t;
    t.name = QLatin1String(name);
    t.level = level;
    t.clan = clan;
    t.icons = std::move(icons);
    return t;
}

TrollCard startingCard(const char *name, std::vector<Icon> icons,
                       std::initializer_list<std::pair<Resource, int>> startRow)
{
    TrollCard t;
    t.name = QLatin1String(name);
    t.level = 0;
    t.icons = std::move(icons);
    for (auto [r, n] : startRow)
        at(t.startRow, r) += n;
    return t;
}

} // namespace

NewGameDraft::NewGameDraft(QObject *parent) : QObject(parent)
{
    m_setup.catalog = defaultCatalog();
    for (int level = 1; level <= 3; ++level)
        for (int i = 0; i < kMarketRowSizes[level - 1]; ++i)
            m_setup.market[level - 1].push_back({emptyTroll(level), std::nullopt});
    setPlayerCount(4);
    setBoard(practiceBoard(defaultSide(4)));
}

GameSetup NewGameDraft::setup() const
{
    GameSetup s = m_setup;
    for (int p = 0; p < playerCount(); ++p) {
        s.players[p].name = displayName(p);
        s.players[p].team = s.teams ? teamOfSeat(p) : 0;
    }
    for (QString &spell : s.spells)
        spell = spell.trimmed();
    return s;
}

// --- Players
// ------------------------------------------------------------------------------------------------

void NewGameDraft::setPlayerCount(int count)
{
    count = std::clamp(count, 2, kMaxPlayers);
    if (count == playerCount())
        return;
    while (playerCount() > count)
        m_setup.players.pop_back();
    while (playerCount() < count) {
        PlayerSetup p;
        // The first palette colour nobody has yet.
        for (const QColor &c : palette()) {
            const bool taken = std::any_of(m_setup.players.begin(), m_setup.players.end(),
                                           [&](const PlayerSetup &o) { return QColor(o.colour) == c; });
            if (!taken) {
                p.colour = c.name();
                break;
            }
        }
        for (TrollCard &t : p.moot)
            t = emptyTroll(0);
        p.hand = p.deck = emptyTroll(0);
        m_setup.players.push_back(p);
    }
    if (count != 4)
        m_setup.teams = false;
    defaultWorkshops();
    // BRD-SIDE: the Practice Mountain follows the player count (a board file stays: the board page says
    // whether it fits).
    if (m_setup.board && m_setup.board == practiceBoard(m_setup.board->side) &&
        m_setup.board->side != defaultSide(count)) {
        emit playersChanged();
        setBoard(practiceBoard(defaultSide(count)));
        return;
    }
    resetGates();
    emit playersChanged();
    emit boardChanged();
    emit changed();
}

QString NewGameDraft::displayName(int player) const
{
    const QString name = m_setup.players[player].name.trimmed();
    return name.isEmpty() ? defaultPlayerName(player + 1) : name;
}

void NewGameDraft::setPlayerName(int player, const QString &name)
{
    if (m_setup.players[player].name == name)
        return;
    m_setup.players[player].name = name;
    emit playersChanged();
    emit changed();
}

void NewGameDraft::setColour(int player, const QColor &colour)
{
    if (!colour.isValid() || QColor(m_setup.players[player].colour) == colour)
        return;
    m_setup.players[player].colour = colour.name();
    emit playersChanged();
    emit changed();
}

void NewGameDraft::movePlayer(int from, int to)
{
    if (from == to || from < 0 || to < 0 || from >= playerCount() || to >= playerCount())
        return;
    PlayerSetup moving = m_setup.players[from];
    m_setup.players.erase(m_setup.players.begin() + from);
    m_setup.players.insert(m_setup.players.begin() + to, moving);
    emit playersChanged();
    emit changed();
}

void NewGameDraft::setTeams(bool teams)
{
    teams = teams && playerCount() == 4;
    if (teams == m_setup.teams)
        return;
    m_setup.teams = teams;
    emit playersChanged();
    emit changed();
}

int NewGameDraft::teamOfSeat(int seat)
{
    return seat == 0 || seat == 3 ? 1 : 2;
}

QColor NewGameDraft::defaultColour(int seat)
{
    return palette().value(seat);
}

QList<QColor> NewGameDraft::palette()
{
    // The first five are told apart from each other and from every layer colour (dark grey to yellow) under
    // the common colour vision deficiencies; the rest are there if a group plays with other colours.
    return {QColor(0xc0, 0x39, 0x2b), QColor(0x24, 0x71, 0xa3), QColor(0x1e, 0x84, 0x49),
            QColor(0x7d, 0x3c, 0x98), QColor(0xf4, 0xf1, 0xea), QColor(0x1c, 0x1c, 0x1e),
            QColor(0xd8, 0x4a, 0x9b), QColor(0x17, 0xa2, 0xb8), QColor(0xb7, 0x95, 0x0b)};
}

QString NewGameDraft::colourName(const QColor &colour)
{
    const QList<QColor> colours = palette();
    const QString names[] = {tr("red"),   tr("blue"), tr("green"), tr("purple"), tr("white"),
                             tr("black"), tr("pink"), tr("teal"),  tr("ochre")};
    const qsizetype i = colours.indexOf(colour);
    return i >= 0 && i < qsizetype(std::size(names)) ? names[i] : tr("a colour of your own");
}

// --- Components
// --------------------------------------------------------------------------------------------

std::shared_ptr<const Catalog> NewGameDraft::defaultCatalog()
{
    static const std::shared_ptr<const Catalog> catalog = [] {
        CatalogReadResult read = readDefaultCatalog();
        return read.catalog ? std::make_shared<const Catalog>(std::move(*read.catalog))
                            : std::shared_ptr<const Catalog>();
    }();
    return catalog;
}

void NewGameDraft::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    if (!catalog || catalog == m_setup.catalog)
        return;
    m_setup.catalog = std::move(catalog);
    // The supply chosen stays while the new box holds it (SET-WORKSHOPS); else back to the default.
    for (int k = 0; k < kWorkshopKinds; ++k)
        if (m_setup.workshopSupply[k] > workshopsInBox(static_cast<WorkshopKind>(k))) {
            defaultWorkshops();
            break;
        }
    emit catalogChanged();
    emit changed();
}

// --- Board and gates
// ----------------------------------------------------------------------------------------

std::shared_ptr<const Board> NewGameDraft::practiceBoard(BoardSide side)
{
    static std::map<BoardSide, std::shared_ptr<const Board>> cache;
    auto &board = cache[side];
    if (!board) {
        BoardReadResult read =
            readBoard(side == BoardSide::Winter ? QStringLiteral(":/boards/practice-winter.hkboard")
                                                : QStringLiteral(":/boards/practice-autumn.hkboard"));
        if (read.board)
            board = std::make_shared<const Board>(std::move(*read.board));
    }
    return board;
}

BoardSide NewGameDraft::defaultSide(int players)
{
    return players >= 4 ? BoardSide::Winter : BoardSide::Autumn;
}

void NewGameDraft::setBoard(std::shared_ptr<const Board> board)
{
    if (!board)
        return;
    m_setup.board = std::move(board);
    resetGates();
    const std::vector<Square> spots = spotsClockwise();
    m_statueFirst = spots.empty() ? Square{-1, -1} : spots.front();
    m_statueCycle = true;
    applyStatueCycle();
    emit boardChanged();
    emit changed();
}

std::vector<GateStart> NewGameDraft::allowedStarts() const
{
    std::vector<GateStart> starts;
    if (!m_setup.board)
        return starts;
    const int n = playerCount();
    std::vector<Square> squares;
    for (const GateStart &g : m_setup.board->gateStarts)
        if (n == 2 || g.players == n)
            squares.push_back(g.square);
    for (const Square &s : clockwise(*m_setup.board, squares))
        for (const GateStart &g : m_setup.board->gateStarts)
            if (g.square == s)
                starts.push_back(g);
    return starts;
}

void NewGameDraft::setGate(int player, const Square &square)
{
    if (m_setup.players[player].gate == square)
        return;
    m_setup.players[player].gate = square;
    emit changed();
}

void NewGameDraft::resetGates()
{
    std::vector<GateStart> starts = allowedStarts();
    if (playerCount() == 2) { // SET-GATES: two start points with the same label, the label 2 if there is one
        std::map<int, int> perLabel;
        for (const GateStart &g : starts)
            ++perLabel[g.players];
        int label = 0;
        for (const auto &[l, count] : perLabel)
            if (count >= 2 && (label == 0 || l == 2))
                label = l;
        std::erase_if(starts, [&](const GateStart &g) { return g.players != label; });
    }
    for (int p = 0; p < playerCount(); ++p)
        m_setup.players[p].gate = p < int(starts.size()) ? starts[p].square : Square{-1, -1};
}

// --- Statues
// ------------------------------------------------------------------------------------------------

std::vector<Square> NewGameDraft::spotsClockwise() const
{
    return m_setup.board ? clockwiseSpots(*m_setup.board, Square{-1, -1}) : std::vector<Square>{};
}

void NewGameDraft::setStatueCycle(const Square &first, const std::array<Clan, 3> &order)
{
    if (m_statueCycle && first == m_statueFirst && order == m_statueOrder)
        return;
    m_statueCycle = true;
    m_statueFirst = first;
    m_statueOrder = order;
    applyStatueCycle();
    emit changed();
}

void NewGameDraft::applyStatueCycle()
{
    m_setup.statues = m_setup.board ? cycleStatues(*m_setup.board, m_statueFirst, m_statueOrder)
                                    : std::vector<StatueOnBoard>{};
}

void NewGameDraft::setStatueClan(const Square &spot, Clan clan)
{
    for (StatueOnBoard &s : m_setup.statues)
        if (s.square == spot) {
            if (s.clan == clan && !m_statueCycle)
                return;
            s.clan = clan;
            m_statueCycle = false;
            emit changed();
            return;
        }
}

// --- Supply, track, spells
// ------------------------------------------------------------------------------------

int NewGameDraft::workshopsInBox(WorkshopKind kind) const
{
    return m_setup.catalog ? m_setup.catalog->workshopCount(kind) : kWorkshopTilesPerKind;
}

void NewGameDraft::defaultWorkshops()
{
    // SET-WORKSHOPS: 2 x players + 1 tiles; by default one of each kind, then the second tiles.
    m_setup.workshopSupply.fill(0);
    int left = 2 * playerCount() + 1;
    for (int round = 1; round <= kWorkshopTilesPerKind && left > 0; ++round)
        for (int k = 0; k < kWorkshopKinds && left > 0; ++k)
            if (workshopsInBox(static_cast<WorkshopKind>(k)) >= round) {
                ++m_setup.workshopSupply[k];
                --left;
            }
}

void NewGameDraft::setWorkshopCount(WorkshopKind kind, int count)
{
    int &n = m_setup.workshopSupply[static_cast<int>(kind)];
    if (n == count)
        return;
    n = count;
    emit changed();
}

void NewGameDraft::setWorkshopSupply(const std::array<int, kWorkshopKinds> &supply)
{
    if (supply == m_setup.workshopSupply)
        return;
    m_setup.workshopSupply = supply;
    emit changed();
}

void NewGameDraft::setTrackValue(int layer, int clanIndex, int value)
{
    int &v = m_setup.pedestalTrack[layer - 1][clanIndex];
    if (v == value)
        return;
    v = value;
    emit changed();
}

void NewGameDraft::setSpell(int slot, const QString &name)
{
    if (m_setup.spells[slot] == name)
        return;
    m_setup.spells[slot] = name;
    emit changed();
}

void NewGameDraft::setRulings(const TableRulings &rulings)
{
    if (m_setup.rulings == rulings)
        return;
    m_setup.rulings = rulings;
    emit changed();
}

// --- Cards
// ----------------------------------------------------------------------------------------------------

void NewGameDraft::setMarketCard(int level, int index, const TrollCard &card)
{
    TrollCard &c = m_setup.market[level - 1][index].card;
    if (c == card)
        return;
    c = card;
    emit changed();
}

void NewGameDraft::setMarketPedestal(int index, std::optional<Clan> clan)
{
    auto &pedestal = m_setup.market[1][index].pedestal;
    if (pedestal == clan)
        return;
    pedestal = clan;
    emit changed();
}

TrollCard &NewGameDraft::startingTrollRef(int player, int slot)
{
    PlayerSetup &p = m_setup.players[player];
    return slot < 4 ? p.moot[slot] : slot == kHandSlot ? p.hand : p.deck;
}

const TrollCard &NewGameDraft::startingTroll(int player, int slot) const
{
    return const_cast<NewGameDraft *>(this)->startingTrollRef(player, slot);
}

void NewGameDraft::setStartingTroll(int player, int slot, const TrollCard &card)
{
    TrollCard &t = startingTrollRef(player, slot);
    if (t == card)
        return;
    t = card;
    emit changed();
}

void NewGameDraft::fillPracticeCards()
{
    m_setup.market = practiceMarket();
    const auto trolls = practiceStartingTrolls();
    for (int p = 0; p < playerCount(); ++p)
        for (int slot = 0; slot < kStartingSlots; ++slot)
            startingTrollRef(p, slot) = trolls[slot];
    emit changed();
}

std::array<std::vector<MarketCard>, 3> NewGameDraft::practiceMarket()
{
    using R = Resource;
    // Invented cards, not the printed ones: a plausible mix of clans, icons and clan-marked carts.
    std::array<std::vector<MarketCard>, 3> m;
    m[0] = {
        {clanCard("practice-1a", 1, Clan::Mud, {icon(R::Stone), icon(R::Stone)}), std::nullopt},
        {clanCard("practice-1b", 1, Clan::Fire, {icon(R::Iron), icon(R::Cart, Clan::Fire)}), std::nullopt},
        {clanCard("practice-1c", 1, Clan::Ice, {icon(R::Coin), icon(R::Cart, Clan::Ice)}), std::nullopt},
        {clanCard("practice-1d", 1, Clan::Moon, {icon(R::Heartstone)}), std::nullopt},
        {clanCard("practice-1e", 1, Clan::Mud, {icon(R::Hammer), icon(R::Stone)}), std::nullopt}};
    m[1] = {
        {clanCard("practice-2a", 2, Clan::Fire, {icon(R::Iron), icon(R::Iron), icon(R::Cart, Clan::Fire)}),
         Clan::Fire},
        {clanCard("practice-2b", 2, Clan::Ice, {icon(R::Heartstone), icon(R::Rune)}), Clan::Ice},
        {clanCard("practice-2c", 2, Clan::Moon, {icon(R::Coin), icon(R::Cart, Clan::Moon), icon(R::Stone)}),
         Clan::Moon},
        {clanCard("practice-2d", 2, Clan::Mud, {icon(R::Hammer), icon(R::Cart)}), Clan::Fire}};
    m[2] = {{clanCard("practice-3a", 3, Clan::Fire,
                      {icon(R::Heartstone), icon(R::Heartstone), icon(R::Cart, Clan::Fire), icon(R::Coin)}),
             std::nullopt},
            {clanCard("practice-3b", 3, Clan::Ice, {icon(R::Rune), icon(R::Iron), icon(R::Cart, Clan::Ice)}),
             std::nullopt},
            {clanCard("practice-3c", 3, Clan::Moon,
                      {icon(R::Coin), icon(R::Coin), icon(R::Hammer), icon(R::Cart, Clan::Moon)}),
             std::nullopt}};
    return m;
}

std::array<TrollCard, NewGameDraft::kStartingSlots> NewGameDraft::practiceStartingTrolls()
{
    using R = Resource;
    return {startingCard("practice-s1", {icon(R::Stone), icon(R::Coin)}, {{R::Stone, 2}}),
            startingCard("practice-s2", {icon(R::Iron)}, {{R::Iron, 1}, {R::Coin, 1}}),
            startingCard("practice-s3", {icon(R::Heartstone), icon(R::Cart)}, {{R::Stone, 1}, {R::Rune, 1}}),
            startingCard("practice-s4", {icon(R::Hammer), icon(R::Stone)}, {{R::Hammer, 1}}),
            startingCard("practice-s5", {icon(R::Coin), icon(R::Stone)}, {{R::Coin, 1}}),
            startingCard("practice-s6", {icon(R::Rune)}, {{R::Heartstone, 1}})};
}

} // namespace hk::gui
