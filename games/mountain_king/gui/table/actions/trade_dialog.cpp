#include "actions/trade_dialog.h"

#include "art.h"
#include "cards/payment_editor.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QGroupBox>
#include <QRadioButton>

namespace hk::gui {

TradeDialog::TradeDialog(const GameState &state, int player, QWidget *parent)
    : ActionDialog(state, player, parent)
{
    setHeading(tr("Trade 4 for 1"),
               tr("Return any 4 resources to the supply and take any 1, as often as you like in your turn "
                  "(TRADE-4TO1)."));
    QGroupBox *giveBox = addSection(tr("Return 4"));
    m_give = new PaymentEditor(this->state(), player, giveBox);
    m_give->setFreeChoice(4);
    giveBox->layout()->addWidget(m_give);
    connect(m_give, &PaymentEditor::changed, this, &ActionDialog::refresh);

    QGroupBox *getBox = addSection(tr("Take 1"));
    auto *grid = new QGridLayout;
    auto *group = new QButtonGroup(this);
    for (Resource r : kAllResources) {
        auto *button = new QRadioButton(resourceName(r), getBox);
        button->setIcon(Art::instance().icon(Art::resourceId(r)));
        group->addButton(button, int(r));
        grid->addWidget(button, int(r) / 4, int(r) % 4);
        m_getButtons[int(r)] = button;
    }
    static_cast<QVBoxLayout *>(getBox->layout())->addLayout(grid);
    m_getButtons[int(m_get)]->setChecked(true);
    connect(group, &QButtonGroup::idToggled, this, [this](int id, bool on) {
        if (on) {
            m_get = static_cast<Resource>(id);
            refresh();
        }
    });
    refresh();
}

void TradeDialog::setGet(Resource r)
{
    m_getButtons[int(r)]->setChecked(true);
}

QString TradeDialog::missing() const
{
    return m_give && total(m_give->due()) == 0 ? tr("Choose the 4 resources to return.") : QString();
}

std::optional<ActionBody> TradeDialog::body() const
{
    return TradeFourForOne{m_give ? m_give->payment() : Payment{}, m_get};
}

} // namespace hk::gui
