#include "actions/correction_dialog.h"

#include "art.h"

#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace hk::gui {

CorrectionDialog::CorrectionDialog(const GameState &state, int player, QWidget *parent)
    : ActionDialog(state, player, parent)
{
    const GameState &s = this->state();
    setHeading(
        tr("Correct the record"),
        tr("For what the table did that the game log missed. The correction is logged with its reason."));

    QGroupBox *why = addSection(tr("Reason (required)"));
    m_reason = new QLineEdit(why);
    m_reason->setPlaceholderText(tr("e.g. Bob took 2 iron instead of 1 last turn"));
    m_reason->setMaxLength(500);
    why->layout()->addWidget(m_reason);
    connect(m_reason, &QLineEdit::textChanged, this, &ActionDialog::refresh);

    QGroupBox *storageBox = addSection(tr("Storage: add, or subtract with a negative number"));
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(10);
    const ResourceCounts &storage = s.storageOf(player).resources;
    for (Resource r : kAllResources) {
        const int i = int(r);
        auto *picture = new QLabel(storageBox);
        picture->setPixmap(artPixmap(Art::resourceId(r)));
        auto *spin = new QSpinBox(storageBox);
        spin->setRange(-99, 99);
        spin->setSuffix(QLatin1Char(' ') + resourceName(r));
        spin->setAccessibleName(resourceName(r));
        m_storage[i] = spin;
        auto *has = note(tr("has %1").arg(at(storage, r)), storageBox);
        const int row = i % 4, column = (i / 4) * 3;
        grid->addWidget(picture, row, column);
        grid->addWidget(spin, row, column + 1);
        grid->addWidget(has, row, column + 2);
        connect(spin, &QSpinBox::valueChanged, this, &ActionDialog::refresh);
    }
    grid->setColumnStretch(6, 1);
    static_cast<QVBoxLayout *>(storageBox->layout())->addLayout(grid);

    QGroupBox *honourBox = addSection(tr("Tunnel points (DIG-SCORE)"));
    auto *form = new QFormLayout;
    m_honour = new QSpinBox(honourBox);
    m_honour->setRange(-200, 200);
    m_honour->setSuffix(tr(" points"));
    m_honour->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    form->addRow(tr("Add to the %1 tunnel points:").arg(s.players[player].tunnelPoints), m_honour);
    static_cast<QVBoxLayout *>(honourBox->layout())->addLayout(form);
    connect(m_honour, &QSpinBox::valueChanged, this, &ActionDialog::refresh);
    refresh();
}

QString CorrectionDialog::missing() const
{
    if (!m_reason || m_reason->text().trimmed().isEmpty())
        return tr("Give the reason for the correction.");
    const bool any =
        std::any_of(m_storage.begin(), m_storage.end(), [](const QSpinBox *s) { return s && s->value(); });
    if (!any && (!m_honour || m_honour->value() == 0))
        return tr("Enter what to correct.");
    return {};
}

std::optional<ActionBody> CorrectionDialog::body() const
{
    Correction c;
    c.reason = m_reason ? m_reason->text().trimmed() : QString();
    for (Resource r : kAllResources)
        if (m_storage[int(r)])
            at(c.storage, r) = m_storage[int(r)]->value();
    c.honour = m_honour ? m_honour->value() : 0;
    return c;
}

} // namespace hk::gui
