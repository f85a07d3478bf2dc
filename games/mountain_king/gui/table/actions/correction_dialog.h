#pragma once

// A correction: for what the table did that the game log cannot express (a miscount found later, a resource
// taken by mistake). A reason is required; storage counts go up or down and tunnel points may be adjusted.
// See action_dialog.h for the common shape.

#include "actions/action_dialog.h"

#include <array>

class QLineEdit;
class QSpinBox;

namespace hk::gui {

class CorrectionDialog : public ActionDialog {
    Q_OBJECT
public:
    CorrectionDialog(const hk::GameState &state, int player, QWidget *parent = nullptr);

    QString missing() const override;
    QLineEdit *reasonEdit() const { return m_reason; }
    QSpinBox *storageSpin(hk::Resource r) const { return m_storage[int(r)]; }
    QSpinBox *honourSpin() const { return m_honour; }

protected:
    std::optional<hk::ActionBody> body() const override;

private:
    QLineEdit *m_reason = nullptr;
    std::array<QSpinBox *, hk::kResourceKinds> m_storage{};
    QSpinBox *m_honour = nullptr;
};

} // namespace hk::gui
