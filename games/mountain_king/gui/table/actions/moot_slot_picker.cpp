#include "actions/moot_slot_picker.h"

#include "art.h"
#include "i18n/arg_text.h"
#include "verdict_view.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QLabel>
#include <QToolButton>

namespace hk::gui {

MootSlotPicker::MootSlotPicker(const Moot &moot, QWidget *parent) : QWidget(parent)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(3);
    m_group = new QButtonGroup(this);
    m_group->setExclusive(true);
    const int cellHeight = fontMetrics().height() + 10;
    for (int slot = 0; slot < kMootSlots; ++slot) {
        const int row = Moot::row(slot);
        const MootSlot &s = moot.pyramid[slot];
        QWidget *cell = nullptr;
        if (s.troll) {
            // A troll already there: a card, not a button.
            const TrollCard &card = *s.troll;
            auto *label = new QLabel(this);
            label->setFrameShape(QFrame::StyledPanel);
            label->setAlignment(Qt::AlignCenter);
            label->setAutoFillBackground(true);
            QPalette pal = label->palette();
            pal.setColor(QPalette::Window, pal.color(QPalette::Button).darker(115));
            label->setPalette(pal);
            label->setText(card.level == 0
                               ? tr("Starting")
                               : (card.clan ? tr("Level %1 %2").arg(argText(card.level), clanName(*card.clan))
                                            : tr("Level %1").arg(card.level)));
            label->setToolTip(tr("Slot %1: %2").arg(argText(slot + 1), trollText(card)));
            label->setMinimumWidth(84);
            label->setFixedHeight(cellHeight);
            cell = label;
        } else {
            auto *button = new QToolButton(this);
            button->setMinimumWidth(84);
            button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
            button->setFixedHeight(cellHeight);
            button->setText(tr("Slot %1").arg(slot + 1));
            button->setProperty("hkText", button->text());
            button->setCheckable(true);
            m_group->addButton(button, slot);
            if (!moot.canHold(slot)) {
                // Offered all the same, to record what the table did; the verdict says MOOT-SLOTS.
                QFont italic = button->font();
                italic.setItalic(true);
                button->setFont(italic);
                QPalette muted = button->palette();
                muted.setColor(QPalette::ButtonText, VerdictView::mutedColor(muted));
                button->setPalette(muted);
                button->setToolTip(tr("Slot %1 does not stand on two trolls (MOOT-SLOTS)").arg(slot + 1));
            } else {
                button->setToolTip(tr("Slot %1: free, standing on two trolls").arg(slot + 1));
            }
            cell = button;
        }
        // Row 0 at the bottom; each row is shifted by half a slot, as in the pyramid.
        grid->addWidget(cell, 3 - row, Moot::position(slot) * 2 + row, 1, 2);
    }
    // The chosen slot says so in words too (Fusion's checked look is faint).
    connect(m_group, &QButtonGroup::idToggled, this, [this](int id, bool on) {
        QAbstractButton *b = m_group->button(id);
        b->setText((on ? QStringLiteral("✓ ") : QString()) + b->property("hkText").toString());
        QFont font = b->font();
        font.setBold(on);
        b->setFont(font);
    });
    for (int c = 0; c < 8; ++c)
        grid->setColumnStretch(c, 1);
    setMinimumHeight(4 * cellHeight + 3 * grid->verticalSpacing());
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    connect(m_group, &QButtonGroup::idClicked, this, [this](int slot) {
        m_slot = slot;
        emit slotChosen(slot);
    });
    const std::vector<int> free = moot.freeSlots();
    if (!free.empty())
        setSlot(free.front());
}

void MootSlotPicker::setSlot(int slot)
{
    if (QAbstractButton *b = m_group->button(slot))
        b->setChecked(true);
    else if (QAbstractButton *checked = m_group->checkedButton()) {
        m_group->setExclusive(false);
        checked->setChecked(false);
        m_group->setExclusive(true);
    }
    if (m_slot != slot) {
        m_slot = slot;
        emit slotChosen(slot);
    }
}

QAbstractButton *MootSlotPicker::button(int slot) const
{
    return m_group->button(slot);
}

} // namespace hk::gui
