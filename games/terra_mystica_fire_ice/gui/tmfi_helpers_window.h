#pragma once

// The table helpers of Terra Mystica: Fire & Ice in one window beside the score sheet: the faction auction
// (bids in turn, the next opening bidder, each faction's start VP; TMFI-015), the variable turn order
// (TMFI-025), the factions and terrains chosen at setup (what is still free, every refusal with its rule,
// the Riverwalkers' priests) and what a terrain costs to transform (TM-CYCLE, TMFI-020…022). It holds no
// document: every verdict and value comes from the module's core (tmfi_helpers.h), the window only keeps
// what the table entered. Its rule IDs open the rules browser (a click, or F1 for the current helper's
// rule).

#include "problems/violation.h"
#include "tmfi_helpers.h"

#include <QStringList>
#include <QWidget>

#include <optional>
#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;

namespace hk::gui {

class TmfiHelpersWindow : public QWidget {
    Q_OBJECT
public:
    explicit TmfiHelpersWindow(QWidget *parent = nullptr);
    ~TmfiHelpersWindow() override;

    // The one helpers window of the application, made at the first call, shown and raised.
    static TmfiHelpersWindow *showFrom(QWidget *from);
    // The window if it is open, for tests.
    static TmfiHelpersWindow *current();

    enum Helper { Auction, TurnOrder, Picks, SpadeCosts };
    void showHelper(Helper helper);
    // The rule F1 opens: the first refusal the current helper shows, else the helper's own rule.
    QString currentRule() const;

    // What the table entered, for tests.
    QStringList players() const;
    QStringList auctioned() const;
    const std::vector<tmfi::FactionPick> &picks() const { return m_picks; }
    QStringList passes() const { return m_passed; }
    QStringList roundOrder() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *buildAuction();
    QWidget *buildTurnOrder();
    QWidget *buildPicks();
    QWidget *buildCosts();
    void retranslate();

    // The auction: a faction per round, the bids in turn from the round's opening bidder.
    void resetAuction();
    void bid();
    void passBid();
    void award();
    int nextActiveSeat(int after) const;
    void showAuction();
    // The turn order.
    void pass();
    void undoPass();
    void nextRound();
    void showTurnOrder();
    // The picks.
    tmfi::FactionPick candidatePick() const;
    void addPick();
    void removePick();
    void showPicks();
    // The spade costs.
    void showCosts();

    // A verdict as rich text: each refusal in the rule's words with its ID linked, or `allowed` in green.
    QString verdictHtml(const base::Verdict &verdict, const QString &allowed) const;
    void setVerdict(QLabel *label, const base::Verdict &verdict, const QString &allowed);
    QLabel *verdictLabel(const QString &name, QWidget *parent);

    QTabWidget *m_tabs;
    QLabel *m_playersLabel, *m_playersHint;
    QLineEdit *m_players;

    // Auction.
    QGroupBox *m_auctionedBox, *m_biddingBox;
    QListWidget *m_auctioned;
    QLabel *m_roundLabel, *m_factionLabel, *m_bidLabel, *m_auctionVerdict, *m_nextOpener, *m_auctionHint;
    QComboBox *m_auctionFaction;
    QSpinBox *m_bid;
    QPushButton *m_bidButton, *m_passBidButton, *m_resetAuction;
    QTableWidget *m_auctionTable;
    struct Won {
        QString faction;
        int bid = 0;
    };
    std::vector<std::optional<Won>> m_won; // by seat
    std::vector<bool> m_passedBid;         // by seat, this round
    int m_opener = 0, m_bidder = 0;
    std::optional<int> m_highest;
    int m_highestSeat = -1;
    base::Verdict m_lastBid;
    bool m_auctionOver = false;

    // Turn order.
    QLabel *m_orderLabel, *m_passerLabel, *m_passedLabel, *m_passedList, *m_nextLabel, *m_orderVerdict;
    QLineEdit *m_order;
    QComboBox *m_passer;
    QPushButton *m_passButton, *m_undoPassButton, *m_nextRoundButton;
    QListWidget *m_nextOrder;
    QStringList m_passed;
    base::Verdict m_lastPass;

    // Picks.
    QCheckBox *m_afterAuction;
    QTableWidget *m_picksTable;
    QLabel *m_pickPlayerLabel, *m_pickFactionLabel, *m_pickTerrainLabel, *m_pickVerdict, *m_priests;
    QLabel *m_freeFactionsLabel, *m_freeTerrainsLabel;
    QLineEdit *m_pickPlayer;
    QComboBox *m_pickFaction, *m_pickTerrain;
    QPushButton *m_addPick, *m_removePick;
    QListWidget *m_freeFactions, *m_freeTerrains;
    std::vector<tmfi::FactionPick> m_picks;

    // Spade costs.
    QLabel *m_costFactionLabel, *m_costTerrainLabel, *m_costFromLabel, *m_costResult;
    QComboBox *m_costFaction, *m_costTerrain, *m_costFrom;
    QCheckBox *m_othersHome;
    QTableWidget *m_costTable;
};

} // namespace hk::gui
