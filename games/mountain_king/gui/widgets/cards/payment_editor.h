#pragma once

// Where a payment comes from (SPEND-ANY): the resources due, paid from storage and from specific troll icons
// of the player's moot. The choice matters: an emptied icon refills on the next chain (MOOT-CHAIN), and a
// clan-marked cart pays only for moving a statue of its clan (CART-CLAN). The default split is hk::autoPay's,
// trolls first as the rulebook advises; "Storage first" / "Trolls first" re-split it, and clicking a troll
// icon takes it into the payment or gives it back (storage pays the rest).
//
// Two modes:
//  - a fixed amount (setDue): the payment always totals exactly what is due; storage pays what the chosen
//    icons do not, even beyond what storage holds (the verdict then says SPEND-ANY);
//  - a free choice of N resources (setFreeChoice: TRADE-4TO1, the Chain Forge, the Cart Shop): the user sets
//    how many of each kind, then where they come from the same way.

#include "game/engine.h"

#include <QHash>
#include <QWidget>

#include <array>
#include <memory>
#include <optional>

class QAbstractButton;
class QGridLayout;
class QLabel;
class QSpinBox;
class QToolButton;

namespace hk::gui {

class PaymentEditor : public QWidget {
    Q_OBJECT
public:
    PaymentEditor(const hk::GameState &state, int player, QWidget *parent = nullptr);

    // Pay exactly `due`. `cartClan`: a statue of that clan is moved, so its clan carts may pay (CART-CLAN).
    // Re-splits the payment by the current order (trolls first by default).
    void setDue(const hk::ResourceCounts &due, std::optional<hk::Clan> cartClan = std::nullopt);
    // Let the user choose `count` resources of any kinds; starts with none chosen.
    void setFreeChoice(int count);
    bool isFreeChoice() const { return m_freeCount >= 0; }
    int freeCount() const { return m_freeCount; }
    // Free choice: give `n` of `r` (that kind is split anew in the current order).
    void setCount(hk::Resource r, int n);
    const hk::ResourceCounts &due() const { return m_due; }

    // The state the payment is made in (a workshop's later activations pay after the earlier ones): icons
    // chosen that are no longer filled are dropped.
    void setState(const hk::GameState &state);

    bool trollsFirst() const { return m_trollsFirst; }
    void setTrollsFirst(bool trollsFirst); // re-splits the payment

    // The troll icons offered: filled, of a kind due (any kind in a free choice), clan carts only of the
    // allowed clan; plus any chosen icon that does not qualify (set by setPayment), so that it can be undone.
    std::vector<hk::IconRef> offeredIcons() const;
    bool isSelected(const hk::IconRef &ref) const;
    void toggleIcon(const hk::IconRef &ref);
    // What storage pays of `r`.
    int fromStorage(hk::Resource r) const;

    hk::Payment payment() const;
    // Takes these troll icons (as given, even unusable ones: to show what the table did); storage pays the
    // rest of what is due. In a free choice the counts become the payment's.
    void setPayment(const hk::Payment &payment);

    QAbstractButton *iconButton(const hk::IconRef &ref) const;
    QAbstractButton *trollsFirstButton() const;
    QAbstractButton *storageFirstButton() const;
    QSpinBox *countSpin(hk::Resource r) const; // free choice only

signals:
    void changed(); // payment() changed

private:
    const hk::Icon *iconAt(const hk::IconRef &ref) const;
    bool filled(const hk::IconRef &ref) const;
    bool usable(const hk::IconRef &ref) const;
    int chosenOnTrolls(hk::Resource r) const;
    void split();                                 // the default split in the current order
    void splitFor(const hk::ResourceCounts &due); // icons for `due`, in the current order
    void select(const hk::IconRef &ref);
    void rebuild(); // the rows, after the kinds or the icons offered changed
    void updateView();
    void finish(const hk::Payment &before); // refresh, and say so if the payment changed

    std::shared_ptr<const hk::GameState> m_state;
    int m_player = 0;
    hk::ResourceCounts m_due{};
    std::optional<hk::Clan> m_cartClan;
    int m_freeCount = -1;
    std::vector<hk::IconRef> m_selected; // in the order chosen
    bool m_trollsFirst = true;

    QToolButton *m_trollsButton = nullptr;
    QToolButton *m_storageButton = nullptr;
    QWidget *m_orderRow = nullptr;
    QWidget *m_rows = nullptr;
    QGridLayout *m_grid = nullptr;
    QLabel *m_summary = nullptr;
    std::array<QSpinBox *, hk::kResourceKinds> m_spins{};
    std::array<QLabel *, hk::kResourceKinds> m_storageLabels{};
    QHash<int, QToolButton *> m_iconButtons; // slot * 100 + icon
};

} // namespace hk::gui
