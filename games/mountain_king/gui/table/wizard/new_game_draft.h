#pragma once

// The setup being entered in the new-game wizard (SET- rules). Every page edits this one draft and shows it
// back, so that going back and forth never loses anything; the core's validateSetup() judges it. Choices that
// depend on others (gates on the board's start points, statues on its spots, the workshop count) start from
// sensible defaults whenever the board or the player count changes.

#include "game/setup.h"

#include <QColor>
#include <QObject>

#include <array>
#include <memory>
#include <optional>

namespace hk::gui {

class NewGameDraft : public QObject {
    Q_OBJECT
public:
    // Rows of a player's starting trolls: the 4 of the bottom row (left to right), the hand, the deck.
    static constexpr int kStartingSlots = 6;
    static constexpr int kHandSlot = 4;
    static constexpr int kDeckSlot = 5;
    static constexpr std::array<int, 3> kMarketRowSizes{5, 4, 3}; // SET-MARKET

    explicit NewGameDraft(QObject *parent = nullptr);

    // The setup as a game starts with it: names trimmed (an empty one is the seat's default name), teams
    // numbered by seat (TEAM-SETUP).
    GameSetup setup() const;
    Verdict verdict() const { return validateSetup(setup()); }

    // Players, in seat order: seat 1 is the start player.
    int playerCount() const { return int(m_setup.players.size()); }
    void setPlayerCount(int count);
    QString typedName(int player) const { return m_setup.players[player].name; }
    QString displayName(int player) const; // the typed name, or the seat's default name
    void setPlayerName(int player, const QString &name);
    QColor colour(int player) const { return QColor(m_setup.players[player].colour); }
    void setColour(int player, const QColor &colour);
    void movePlayer(int from, int to); // the person moves to another seat with everything entered for them
    bool teams() const { return m_setup.teams; }
    void setTeams(bool teams);       // only with 4 players (TEAM-SETUP)
    static int teamOfSeat(int seat); // 0-based seat in a team game: team 1, 2, 2, 1
    static QColor defaultColour(int seat);
    static QList<QColor> palette();                  // the colours offered: the seat defaults first
    static QString colourName(const QColor &colour); // "red": a colour of the palette by its name

    // The board: changing it (or the player count) puts the gates and statues back to their defaults.
    std::shared_ptr<const Board> board() const { return m_setup.board; }
    void setBoard(std::shared_ptr<const Board> board);
    static std::shared_ptr<const Board> practiceBoard(BoardSide side);
    static BoardSide defaultSide(int players); // BRD-SIDE

    // The component catalog the game is played with and embeds (tunnel tiles, halls, workshops in the box,
    // the troll card library): the default one, or one read from a .hkcatalog file.
    std::shared_ptr<const Catalog> catalog() const { return m_setup.catalog; }
    void setCatalog(std::shared_ptr<const Catalog> catalog);
    static std::shared_ptr<const Catalog> defaultCatalog();

    // SET-GATES: the start points a gate may stand on (labelled with the player count; with 2 players any).
    std::vector<GateStart> allowedStarts() const;
    Square gate(int player) const { return m_setup.players[player].gate; }
    void setGate(int player, const Square &square);
    void resetGates(); // distinct start points, clockwise from the top

    // SET-STATUES: the clan cycle (first spot and clan order) or each spot's clan edited one by one.
    bool statueCycle() const { return m_statueCycle; }
    Square statueFirst() const { return m_statueFirst; }
    std::array<Clan, 3> statueOrder() const { return m_statueOrder; }
    const std::vector<StatueOnBoard> &statues() const { return m_setup.statues; }
    void setStatueCycle(const Square &first, const std::array<Clan, 3> &order);
    void setStatueClan(const Square &spot, Clan clan); // leaves the cycle: square by square
    std::vector<Square> spotsClockwise() const;        // from the top, clockwise (SET-STATUES)

    // SET-WORKSHOPS, SET-PEDTRACK, the spells.
    const std::array<int, kWorkshopKinds> &workshopSupply() const { return m_setup.workshopSupply; }
    void setWorkshopCount(WorkshopKind kind, int count);
    void setWorkshopSupply(const std::array<int, kWorkshopKinds> &supply);
    int workshopsInBox(WorkshopKind kind) const;
    int trackValue(int layer, int clanIndex) const { return m_setup.pedestalTrack[layer - 1][clanIndex]; }
    void setTrackValue(int layer, int clanIndex, int value); // layer 1-5; clan index into kStatueClans
    QString spell(int slot) const { return m_setup.spells[slot]; }
    void setSpell(int slot, const QString &name);

    // Table rulings the group chooses (recorded with the game): the defaults unless changed.
    const TableRulings &rulings() const { return m_setup.rulings; }
    void setRulings(const TableRulings &rulings);

    // SET-MARKET: level 1-3 rows; the pedestal only on level 2.
    const MarketCard &marketCard(int level, int index) const { return m_setup.market[level - 1][index]; }
    void setMarketCard(int level, int index, const TrollCard &card);
    void setMarketPedestal(int index, std::optional<Clan> clan);

    // SET-MOOT: slot 0-3 the bottom row, kHandSlot, kDeckSlot.
    const TrollCard &startingTroll(int player, int slot) const;
    void setStartingTroll(int player, int slot, const TrollCard &card);

    // Invented cards (like the Practice Mountain) so that a group can try the app at once: the clan market
    // and every player's starting trolls. Nothing else is touched.
    void fillPracticeCards();
    static std::array<std::vector<MarketCard>, 3> practiceMarket();
    static std::array<TrollCard, kStartingSlots> practiceStartingTrolls();

signals:
    void changed();        // any value
    void playersChanged(); // the number, order, names or colours of the players, or the team variant
    void boardChanged();   // a new board: gates and statues back to their defaults
    void catalogChanged(); // other components: the card library and the workshops in the box

private:
    void defaultWorkshops();
    void applyStatueCycle();
    TrollCard &startingTrollRef(int player, int slot);

    GameSetup m_setup;
    bool m_statueCycle = true;
    Square m_statueFirst{-1, -1};
    std::array<Clan, 3> m_statueOrder{Clan::Fire, Clan::Ice, Clan::Moon};
};

} // namespace hk::gui
