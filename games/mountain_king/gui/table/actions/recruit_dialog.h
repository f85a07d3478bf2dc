#pragma once

// Recruiting a troll from the clan market (the REC- rules): the card and its cost (REC-COST) paid in
// coins (or, after a spell, other resources), the moot slot to put it in (MOOT-SLOTS) and the chain it starts
// (MOOT-CHAIN), and what the table draws: the card refilling the market slot (REC-TAKE, REC-EMPTY-DECK) with
// its pedestal when that card is level 2, the pedestal chosen from the bag (or none) when the card taken is
// level 3, and the cards replacing the trolls that retire with their 4th bribe (REC-RETIRE). See
// action_dialog.h for the common shape.

#include "actions/action_dialog.h"

#include <QList>

class QAbstractButton;
class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;

namespace hk::gui {

class PaymentEditor;
class TrollCardEditor;
class MootSlotPicker;

class RecruitDialog : public ActionDialog {
    Q_OBJECT
public:
    // The market troll at `position` of the level `level` row.
    RecruitDialog(const hk::GameState &state, int player, int level, int position, QWidget *parent = nullptr);

    QString missing() const override;

    int slot() const;
    void setSlot(int slot);
    MootSlotPicker *slotPicker() const { return m_picker; }
    PaymentEditor *bribesEditor() const { return m_bribes; }

    // The deck the refill comes from (0: every deck is empty), and its editor (null then).
    int refillLevel() const { return m_refill.from; }
    TrollCardEditor *refillEditor() const { return m_refill.editor; }
    QComboBox *refillPedestalBox() const { return m_refill.pedestal; }
    QComboBox *chosenPedestalBox() const { return m_chosen; } // "None" first: the pedestal is optional
    // Bribes in other resources than coins, as a spell may allow (REC-COST); null for a level 1 troll.
    QCheckBox *spellBribesBox() const { return m_spellBribes; }
    // REC-COST: which bribe lies on which troll below, one box per troll in market order (Market::below),
    // shown while the bribes are of more than one kind; by default the application's order (bribeOrder).
    QComboBox *placedBribeBox(int i) const { return m_placed.value(i); }
    std::vector<hk::Resource> placedBribes() const;
    void setPlacedBribes(const std::vector<hk::Resource> &bribes); // as the table placed them
    // REC-RETIRE, in market order: (level, position) of each troll that retires.
    const std::vector<std::pair<int, int>> &retiring() const { return m_retiring; }
    TrollCardEditor *retireEditor(int i) const { return m_retire.value(i).editor; }
    QComboBox *retirePedestalBox(int i) const { return m_retire.value(i).pedestal; }

protected:
    std::optional<hk::ActionBody> body() const override;

private:
    struct Draw {
        int from = 0;                      // the deck drawn from (refillLevel)
        TrollCardEditor *editor = nullptr; // the card drawn
        QComboBox *pedestal = nullptr;     // a level-2 card's pedestal from the bag, if one is drawn
    };
    Draw addDraw(QWidget *box, int from, bool drawsPedestal);
    QComboBox *bagBox(QWidget *parent, const QString &noPedestal); // the pedestals in the bag
    std::optional<hk::MarketCard> drawn(const Draw &draw) const;
    void updateChain();
    void
    updatePlacement(); // after the bribes changed: their kinds in the boxes, the placement kept if it fits

    std::vector<hk::TrollCard> m_library; // the game's card library, less the cards in play
    int m_level = 1;
    int m_position = 0;
    MootSlotPicker *m_picker = nullptr;
    QLabel *m_chain = nullptr;
    PaymentEditor *m_bribes = nullptr;
    QCheckBox *m_spellBribes = nullptr;
    QWidget *m_placing = nullptr; // the boxes of m_placed and their labels
    QList<QComboBox *> m_placed;
    Draw m_refill;
    QComboBox *m_chosen = nullptr;
    std::vector<std::pair<int, int>> m_retiring;
    QList<Draw> m_retire;
};

} // namespace hk::gui
