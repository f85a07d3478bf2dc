#include "cards/payment_editor.h"

#include "art.h"
#include "i18n/arg_text.h"
#include "verdict_view.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>

#include <algorithm>

namespace hk::gui {

namespace {

constexpr int kPaymentIconSize = 18;

int key(const IconRef &ref)
{
    return ref.slot * 100 + ref.icon;
}

} // namespace

PaymentEditor::PaymentEditor(const GameState &state, int player, QWidget *parent)
    : QWidget(parent), m_state(std::make_shared<const GameState>(state)), m_player(player)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);

    m_orderRow = new QWidget(this);
    auto *order = new QHBoxLayout(m_orderRow);
    order->setContentsMargins(0, 0, 0, 0);
    m_trollsButton = new QToolButton(m_orderRow);
    m_trollsButton->setText(tr("Trolls first"));
    m_trollsButton->setToolTip(
        tr("Spend from the trolls before storage: their icons refill on the next chain "
           "(MOOT-CHAIN)"));
    m_storageButton = new QToolButton(m_orderRow);
    m_storageButton->setText(tr("Storage first"));
    m_storageButton->setToolTip(tr("Spend from storage before the trolls"));
    auto *group = new QButtonGroup(this);
    for (QToolButton *b : {m_trollsButton, m_storageButton}) {
        b->setCheckable(true);
        b->setAutoRaise(false);
        group->addButton(b);
        order->addWidget(b);
    }
    group->setExclusive(true);
    m_trollsButton->setChecked(true);
    order->addStretch(1);
    connect(m_trollsButton, &QToolButton::clicked, this, [this] { setTrollsFirst(true); });
    connect(m_storageButton, &QToolButton::clicked, this, [this] { setTrollsFirst(false); });
    layout->addWidget(m_orderRow);

    m_rows = new QWidget(this);
    m_grid = new QGridLayout(m_rows);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(8);
    m_grid->setVerticalSpacing(3);
    layout->addWidget(m_rows);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("paymentSummary"));
    layout->addWidget(m_summary);
    rebuild();
}

const Icon *PaymentEditor::iconAt(const IconRef &ref) const
{
    if (ref.slot < 0 || ref.slot >= kMootSlots)
        return nullptr;
    const MootSlot &slot = m_state->players[m_player].moot.pyramid[ref.slot];
    if (!slot.troll || ref.icon < 0 || ref.icon >= int(slot.troll->icons.size()))
        return nullptr;
    return &slot.troll->icons[ref.icon];
}

bool PaymentEditor::filled(const IconRef &ref) const
{
    if (!iconAt(ref))
        return false;
    const MootSlot &slot = m_state->players[m_player].moot.pyramid[ref.slot];
    return ref.icon < int(slot.filled.size()) && slot.filled[ref.icon];
}

bool PaymentEditor::usable(const IconRef &ref) const
{
    const Icon *icon = iconAt(ref);
    if (!icon || !filled(ref))
        return false;
    // CART-CLAN: a clan cart pays only for moving a statue of its clan.
    return !(icon->resource == Resource::Cart && icon->cartClan && icon->cartClan != m_cartClan);
}

int PaymentEditor::chosenOnTrolls(Resource r) const
{
    return int(std::count_if(m_selected.begin(), m_selected.end(), [&](const IconRef &ref) {
        const Icon *icon = iconAt(ref);
        return icon && icon->resource == r;
    }));
}

int PaymentEditor::fromStorage(Resource r) const
{
    return std::max(0, at(m_due, r) - chosenOnTrolls(r));
}

bool PaymentEditor::isSelected(const IconRef &ref) const
{
    return std::find(m_selected.begin(), m_selected.end(), ref) != m_selected.end();
}

std::vector<IconRef> PaymentEditor::offeredIcons() const
{
    std::vector<IconRef> result;
    const Moot &moot = m_state->players[m_player].moot;
    for (int s = 0; s < kMootSlots; ++s) {
        if (!moot.pyramid[s].troll)
            continue;
        for (int i = 0; i < int(moot.pyramid[s].troll->icons.size()); ++i) {
            const IconRef ref{s, i};
            const Icon &icon = moot.pyramid[s].troll->icons[i];
            if ((usable(ref) && (isFreeChoice() || at(m_due, icon.resource) > 0)) || isSelected(ref))
                result.push_back(ref);
        }
    }
    return result;
}

Payment PaymentEditor::payment() const
{
    Payment p;
    for (Resource r : kAllResources)
        at(p.fromStorage, r) = fromStorage(r);
    p.fromTrolls = m_selected;
    return p;
}

void PaymentEditor::select(const IconRef &ref)
{
    if (isSelected(ref))
        return;
    m_selected.push_back(ref); // in the order chosen: the log keeps what the user said
}

void PaymentEditor::split()
{
    m_selected.clear();
    if (!m_cartClan) {
        if (const auto pay = autoPay(*m_state, m_player, m_due, m_trollsFirst)) {
            for (const IconRef &ref : pay->fromTrolls)
                select(ref);
            return;
        }
    }
    // autoPay never spends a clan cart and gives up when the player is short: split by hand, in the same
    // order, and let storage pay what is left (the verdict says what is short).
    splitFor(m_due);
}

void PaymentEditor::splitFor(const ResourceCounts &due)
{
    ResourceCounts left = due;
    if (!m_trollsFirst) {
        const ResourceCounts &storage = m_state->storageOf(m_player).resources;
        for (int k = 0; k < kResourceKinds; ++k)
            left[k] = std::max(0, left[k] - storage[k]);
    }
    const auto takeIcons = [&](bool clanCarts) {
        const Moot &moot = m_state->players[m_player].moot;
        for (int s = 0; s < kMootSlots; ++s)
            for (int i = 0; moot.pyramid[s].troll && i < int(moot.pyramid[s].troll->icons.size()); ++i) {
                const IconRef ref{s, i};
                const Icon &icon = moot.pyramid[s].troll->icons[i];
                if (!usable(ref) || isSelected(ref) || bool(icon.cartClan) != clanCarts ||
                    at(left, icon.resource) <= 0)
                    continue;
                select(ref);
                --at(left, icon.resource);
            }
    };
    // A clan cart is good for nothing but its clan's statues: spend it first when it may pay.
    if (m_trollsFirst)
        takeIcons(true);
    takeIcons(false);
    if (!m_trollsFirst)
        takeIcons(true);
}

void PaymentEditor::setDue(const ResourceCounts &due, std::optional<Clan> cartClan)
{
    const Payment old = payment();
    m_freeCount = -1;
    m_due = due;
    m_cartClan = cartClan;
    split();
    rebuild();
    finish(old);
}

void PaymentEditor::setFreeChoice(int count)
{
    const Payment old = payment();
    m_freeCount = std::max(0, count);
    m_due = {};
    m_cartClan.reset();
    m_selected.clear();
    rebuild();
    finish(old);
}

void PaymentEditor::setCount(Resource r, int n)
{
    const Payment old = payment();
    at(m_due, r) = std::max(0, n);
    // This kind is split anew in the current order; the others keep the icons chosen.
    std::erase_if(m_selected, [&](const IconRef &ref) {
        const Icon *icon = iconAt(ref);
        return icon && icon->resource == r;
    });
    splitFor(one(r, at(m_due, r)));
    finish(old);
}

void PaymentEditor::setState(const GameState &state)
{
    const Payment old = payment();
    const bool same = m_state->players[m_player].moot == state.players[m_player].moot &&
                      m_state->storageOf(m_player) == state.storageOf(m_player);
    m_state = std::make_shared<const GameState>(state);
    if (same)
        return; // nothing to redo (and the field being typed in keeps its focus)
    std::erase_if(m_selected, [&](const IconRef &ref) { return !filled(ref); });
    rebuild();
    finish(old);
}

void PaymentEditor::setTrollsFirst(bool trollsFirst)
{
    const Payment old = payment();
    m_trollsFirst = trollsFirst;
    m_trollsButton->setChecked(trollsFirst);
    m_storageButton->setChecked(!trollsFirst);
    if (isFreeChoice()) {
        // Keep the kinds chosen; only where they come from changes.
        const ResourceCounts counts = m_due;
        split();
        m_due = counts;
    } else {
        split();
    }
    finish(old);
}

void PaymentEditor::toggleIcon(const IconRef &ref)
{
    const Payment old = payment();
    if (isSelected(ref)) {
        std::erase(m_selected, ref); // storage pays it instead
        if (!usable(ref))
            rebuild(); // an icon that did not qualify is no longer offered
    } else if (const Icon *icon = iconAt(ref)) {
        const Resource r = icon->resource;
        if (chosenOnTrolls(r) >= at(m_due, r)) {
            if (isFreeChoice()) {
                ++at(m_due, r); // one more of this kind is given
            } else {
                // Everything of this kind is already paid by trolls: this icon pays instead of the first one.
                for (auto it = m_selected.begin(); it != m_selected.end(); ++it)
                    if (const Icon *other = iconAt(*it); other && other->resource == r) {
                        m_selected.erase(it);
                        break;
                    }
            }
        }
        select(ref);
    }
    finish(old);
}

void PaymentEditor::setPayment(const Payment &payment)
{
    const Payment old = this->payment();
    m_selected.clear();
    for (const IconRef &ref : payment.fromTrolls)
        select(ref);
    if (isFreeChoice()) {
        m_due = payment.fromStorage;
        for (const IconRef &ref : m_selected)
            if (const Icon *icon = iconAt(ref))
                ++at(m_due, icon->resource);
    }
    rebuild();
    finish(old);
}

QAbstractButton *PaymentEditor::iconButton(const IconRef &ref) const
{
    return m_iconButtons.value(key(ref));
}

QAbstractButton *PaymentEditor::trollsFirstButton() const
{
    return m_trollsButton;
}

QAbstractButton *PaymentEditor::storageFirstButton() const
{
    return m_storageButton;
}

QSpinBox *PaymentEditor::countSpin(Resource r) const
{
    return m_spins[int(r)];
}

void PaymentEditor::rebuild()
{
    while (QLayoutItem *item = m_grid->takeAt(0)) {
        if (QWidget *w = item->widget()) {
            w->hide(); // deleted later, but never painted again
            w->deleteLater();
        }
        delete item;
    }
    m_iconButtons.clear();
    m_spins = {};
    m_storageLabels = {};

    const std::vector<IconRef> offered = offeredIcons();
    const qreal dpr = devicePixelRatioF();
    int row = 0;
    for (Resource r : kAllResources) {
        const bool chosenIcon = std::any_of(m_selected.begin(), m_selected.end(), [&](const IconRef &ref) {
            const Icon *icon = iconAt(ref);
            return icon && icon->resource == r;
        });
        if (!isFreeChoice() && at(m_due, r) == 0 && !chosenIcon)
            continue;
        auto *picture = new QLabel(m_rows);
        picture->setPixmap(
            Art::instance().pixmap(Art::resourceId(r), QSize(kPaymentIconSize, kPaymentIconSize), dpr));
        m_grid->addWidget(picture, row, 0);
        if (isFreeChoice()) {
            auto *spin = new QSpinBox(m_rows);
            spin->setRange(0, m_freeCount);
            spin->setValue(at(m_due, r));
            spin->setSuffix(QLatin1Char(' ') + resourceName(r));
            spin->setAccessibleName(resourceName(r));
            connect(spin, &QSpinBox::valueChanged, this, [this, r](int n) { setCount(r, n); });
            m_spins[int(r)] = spin;
            m_grid->addWidget(spin, row, 1);
        } else {
            auto *name = new QLabel(tr("%1 %2").arg(argText(at(m_due, r)), resourceName(r)), m_rows);
            m_grid->addWidget(name, row, 1);
        }
        auto *storage = new QLabel(m_rows);
        m_storageLabels[int(r)] = storage;
        m_grid->addWidget(storage, row, 2);

        auto *icons = new QWidget(m_rows);
        auto *iconsLayout = new QHBoxLayout(icons);
        iconsLayout->setContentsMargins(0, 0, 0, 0);
        iconsLayout->setSpacing(3);
        int count = 0;
        for (const IconRef &ref : offered) {
            const Icon *icon = iconAt(ref);
            if (!icon || icon->resource != r)
                continue;
            auto *button = new QToolButton(icons);
            button->setCheckable(true);
            button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
            button->setIcon(Art::instance().icon(Art::resourceId(r)));
            button->setIconSize(QSize(kPaymentIconSize - 2, kPaymentIconSize - 2));
            QString text = tr("slot %1").arg(ref.slot + 1);
            if (icon->cartClan)
                text += QStringLiteral(" · ") + clanName(*icon->cartClan);
            button->setText(text);
            button->setProperty("hkText", text);
            const TrollCard &card = *m_state->players[m_player].moot.pyramid[ref.slot].troll;
            QString tip = tr("Icon %1 of the troll in slot %2 (%3)")
                              .arg(argText(ref.icon + 1), argText(ref.slot + 1), trollText(card));
            if (!usable(ref))
                tip += QLatin1Char('\n') +
                       (filled(ref) ? tr("A clan cart with the %1 mark only moves %1 statues (CART-CLAN)")
                                          .arg(clanName(icon->cartClan.value_or(Clan::Mud)))
                                    : tr("This icon holds nothing"));
            button->setToolTip(tip);
            button->setAccessibleName(text);
            connect(button, &QToolButton::clicked, this, [this, ref] { toggleIcon(ref); });
            m_iconButtons.insert(key(ref), button);
            iconsLayout->addWidget(button);
            ++count;
        }
        if (count == 0) {
            auto *none = new QLabel(tr("none on your trolls"), icons);
            QPalette muted = none->palette();
            muted.setColor(QPalette::WindowText, VerdictView::mutedColor(muted));
            none->setPalette(muted);
            iconsLayout->addWidget(none);
        }
        iconsLayout->addStretch(1);
        m_grid->addWidget(icons, row, 3);
        ++row;
    }
    if (row == 0) {
        auto *nothing = new QLabel(tr("Nothing to pay"), m_rows);
        m_grid->addWidget(nothing, 0, 0, 1, 4);
    }
    m_grid->setColumnStretch(3, 1);
    m_orderRow->setVisible(!offered.empty());
    updateView();
}

void PaymentEditor::updateView()
{
    const ResourceCounts &storage = m_state->storageOf(m_player).resources;
    for (Resource r : kAllResources) {
        if (QLabel *label = m_storageLabels[int(r)]) {
            const int n = fromStorage(r);
            label->setText(tr("%1 from storage (has %2)").arg(argText(n), argText(at(storage, r))));
            QPalette pal = label->palette();
            pal.setColor(QPalette::WindowText, n > at(storage, r) ? VerdictView::errorColor(palette())
                                                                  : palette().color(QPalette::WindowText));
            label->setPalette(pal);
        }
        if (QSpinBox *spin = m_spins[int(r)]; spin && spin->value() != at(m_due, r)) {
            const QSignalBlocker blocker(spin);
            spin->setValue(at(m_due, r));
        }
    }
    for (auto it = m_iconButtons.begin(); it != m_iconButtons.end(); ++it) {
        const IconRef ref{it.key() / 100, it.key() % 100};
        const QSignalBlocker blocker(it.value());
        const bool chosen = isSelected(ref);
        it.value()->setChecked(chosen);
        // Fusion's checked look is faint: say it in words too.
        it.value()->setText((chosen ? QStringLiteral("✓ ") : QString()) +
                            it.value()->property("hkText").toString());
        QFont font = it.value()->font();
        font.setBold(chosen);
        it.value()->setFont(font);
    }
    if (isFreeChoice()) {
        const int chosen = total(m_due);
        m_summary->setText(tr("%1 of %2 chosen").arg(argText(chosen), argText(m_freeCount)));
        QPalette pal = m_summary->palette();
        pal.setColor(QPalette::WindowText, chosen != m_freeCount ? VerdictView::errorColor(palette())
                                                                 : palette().color(QPalette::WindowText));
        m_summary->setPalette(pal);
        m_summary->show();
    } else {
        m_summary->hide();
    }
}

void PaymentEditor::finish(const Payment &old)
{
    // An icon chosen or given back can change which icons are shown only through setPayment (handled there).
    updateView();
    if (payment() != old)
        emit changed();
}

} // namespace hk::gui
