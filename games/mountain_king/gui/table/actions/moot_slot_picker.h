#pragma once

#include "game/game_state.h"

#include <QWidget>

class QAbstractButton;
class QButtonGroup;

namespace hk::gui {

// The moot as a small pyramid (slot 10 at the top): trolls shown by level, free slots to click. Slots that do
// not stand on two trolls can be chosen too (to record what the table did), but are marked.
class MootSlotPicker : public QWidget {
    Q_OBJECT
public:
    MootSlotPicker(const hk::Moot &moot, QWidget *parent = nullptr);
    int slot() const { return m_slot; } // -1: none
    void setSlot(int slot);
    QAbstractButton *button(int slot) const;

signals:
    void slotChosen(int slot);

private:
    QButtonGroup *m_group = nullptr;
    int m_slot = -1;
};

} // namespace hk::gui
