#pragma once

// One player's side panel in the table mirror: name and colour (team in a team game, a marker on the player
// whose turn it is, the crown on the start player), storage (said to be shared in a team game,
// TEAM-STORAGE), the resources lying on the trolls (clan carts apart, CART-CLAN), pedestals in storage by
// clan, the pedestal score tokens and coronation token taken, the honour so far, and the troll moot.
//
// Passive like every table view: setState() redraws from a game state; the "4:1 trade…" and "Correction…"
// actions (a small menu button in the header, or the panel's context menu) only emit a request. Works from
// about 280 px wide.

#include "game/game_state.h"

#include <QFrame>

#include <optional>

class QAction;
class QGridLayout;
class QLabel;
class QToolButton;

namespace hk::gui {

class ArtLabel;
class ColourDot;
class MootWidget;
class CountStrip;

class PlayerPanel : public QFrame {
    Q_OBJECT
public:
    explicit PlayerPanel(int player, QWidget *parent = nullptr);

    int player() const { return m_player; }
    void setState(const GameState &state);

    MootWidget *moot() const { return m_moot; }
    bool isCurrent() const { return m_current; }

    // What the panel shows, for tests and for the lead's wiring.
    QLabel *nameLabel() const { return m_name; }
    CountStrip *storageStrip() const { return m_storage; }
    QLabel *storageTitle() const { return m_storageTitle; }
    QLabel *sharedLabel() const { return m_shared; } // "shared with …" in a team game
    CountStrip *trollStrip() const { return m_onTrolls; }
    CountStrip *pedestalStrip() const { return m_pedestals; }
    CountStrip *tokenStrip() const { return m_tokens; }
    QLabel *honourLabel() const { return m_honour; }
    QAction *tradeAction() const { return m_trade; }
    QAction *correctionAction() const { return m_correction; }

    QSize sizeHint() const override;

    // Expanded: everything; collapsed: the header with the honour so far. The header's arrow toggles it.
    void setExpanded(bool expanded);
    bool isExpanded() const;
    QToolButton *expandButton() const { return m_expand; }

signals:
    void expandToggled(int player, bool expanded); // by the user
    void tradeRequested(int player);
    void correctionRequested(int player);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void nameValues();

    int m_player;
    std::optional<GameState> m_state;
    bool m_current = false;
    QColor m_colour;

    ColourDot *m_dot;
    ArtLabel *m_startCrown;
    QLabel *m_name;
    QLabel *m_team;
    QLabel *m_turnBadge;
    QToolButton *m_actions;
    QToolButton *m_expand;
    QLabel *m_summary;  // collapsed: "16 honour"
    QWidget *m_details; // storage … moot
    QAction *m_trade;
    QAction *m_correction;

    QLabel *m_storageTitle;
    CountStrip *m_storage;
    QLabel *m_shared;
    QLabel *m_onTrollsTitle;
    CountStrip *m_onTrolls;
    QLabel *m_pedestalsTitle;
    CountStrip *m_pedestals;
    QLabel *m_tokensTitle;
    CountStrip *m_tokens;
    QLabel *m_honourTitle;
    QLabel *m_honour;
    MootWidget *m_moot;
};

} // namespace hk::gui
