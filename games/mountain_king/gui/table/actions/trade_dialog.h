#pragma once

// TRADE-4TO1: return any 4 resources (from storage or trolls, a free choice), take any 1. See
// action_dialog.h for the common shape.

#include "actions/action_dialog.h"

#include <array>

class QRadioButton;

namespace hk::gui {

class PaymentEditor;

class TradeDialog : public ActionDialog {
    Q_OBJECT
public:
    TradeDialog(const hk::GameState &state, int player, QWidget *parent = nullptr);

    QString missing() const override;
    PaymentEditor *giveEditor() const { return m_give; }
    hk::Resource get() const { return m_get; }
    void setGet(hk::Resource r);

protected:
    std::optional<hk::ActionBody> body() const override;

private:
    PaymentEditor *m_give = nullptr;
    hk::Resource m_get = hk::Resource::Coin;
    std::array<QRadioButton *, hk::kResourceKinds> m_getButtons{};
};

} // namespace hk::gui
