#include "actions/spell_dialog.h"

#include "art.h"
#include "cards/payment_editor.h"
#include "i18n/arg_text.h"
#include "io/json_reader.h"
#include "verdict_view.h"

#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace hk::gui {

SpellDialog::SpellDialog(const GameState &state, int player, int slot, QWidget *parent)
    : ActionDialog(state, player, parent), m_slot(slot)
{
    const GameState &s = this->state();
    const bool known = slot >= 0 && slot < 3;
    const SpellSlot spell = known ? s.spells[slot] : SpellSlot{};
    const QString name = spell.name.isEmpty() ? tr("face-up spell %1").arg(slot + 1)
                                              : tr("“%1”").arg(s.board.catalog().spellName(spell.name));
    setHeading(tr("Cast a spell"),
               tr("Cast %1; runes on it: %2 of 3 (SPELL-CAST)").arg(name, argText(spell.runes)));

    // The card, as the catalog has it: the effect below is entered from it.
    QGroupBox *cardBox = addSection(tr("The card"));
    const QString cardText = known ? s.board.catalog().spellText(spell.name) : QString();
    m_cardText =
        cardText.isEmpty()
            ? note(tr("The catalog has no text for this spell: read the card on the table."), cardBox)
            : sentence(tr("“%1”").arg(cardText), cardBox);
    m_cardText->setObjectName(QStringLiteral("spellCardText"));
    cardBox->layout()->addWidget(m_cardText);
    // The rules check when and how it is cast; what it does is the table's word.
    verdictView()->setAllowedText(
        tr("Allowed: one spell this turn, paid with 1 rune (SPELL-CAST). The effect is the table's word: "
           "check it against the card."));

    QGroupBox *runeBox = addSection(tr("Rune"));
    m_rune = new PaymentEditor(s, player, runeBox);
    m_rune->setDue(one(Resource::Rune));
    runeBox->layout()->addWidget(m_rune);
    connect(m_rune, &PaymentEditor::changed, this, &ActionDialog::refresh);

    // The effects are not published: the players apply them by hand and the app records the result.
    QGroupBox *effect = addSection(tr("Effect"));
    effect->layout()->addWidget(
        note(tr("Enter what the spell gives to your storage (negative for what it takes)."), effect));
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(10);
    const ResourceCounts &storage = s.storageOf(player).resources;
    for (Resource r : kAllResources) {
        const int i = int(r);
        auto *picture = new QLabel(effect);
        picture->setPixmap(artPixmap(Art::resourceId(r)));
        auto *spin = new QSpinBox(effect);
        spin->setRange(-99, 99);
        spin->setSuffix(QLatin1Char(' ') + resourceName(r));
        spin->setAccessibleName(resourceName(r));
        spin->setToolTip(tr("Storage holds %1").arg(at(storage, r)));
        m_gain[i] = spin;
        const int row = i % 4, column = (i / 4) * 2;
        grid->addWidget(picture, row, column);
        grid->addWidget(spin, row, column + 1);
        connect(spin, &QSpinBox::valueChanged, this, &ActionDialog::refresh);
    }
    grid->setColumnStretch(4, 1);
    static_cast<QVBoxLayout *>(effect->layout())->addLayout(grid);

    if (known && spell.runes == 2) {
        QGroupBox *dissolve = addSection(tr("The spell dissolves (SPELL-DISSOLVE)"));
        dissolve->layout()->addWidget(
            note(tr("This is its 3rd rune: after resolving, the 3 runes return to the "
                    "supply, the card goes under the spell deck and a new spell is "
                    "revealed."),
                 dissolve));
        m_revealed = new QLineEdit(dissolve);
        m_revealed->setMaxLength(kMaxNameLength); // what a game file holds (io/json_reader.h)
        m_revealed->setPlaceholderText(tr("Name of the spell revealed"));
        m_revealed->setAccessibleName(tr("Spell revealed"));
        dissolve->layout()->addWidget(m_revealed);
        connect(m_revealed, &QLineEdit::textChanged, this, &ActionDialog::refresh);
    }
    refresh();
}

void SpellDialog::setGain(const ResourceCounts &gain)
{
    for (Resource r : kAllResources)
        m_gain[int(r)]->setValue(at(gain, r));
}

std::optional<ActionBody> SpellDialog::body() const
{
    CastSpell c;
    c.slot = m_slot;
    if (m_rune)
        c.rune = m_rune->payment();
    for (Resource r : kAllResources)
        if (m_gain[int(r)])
            at(c.gain, r) = m_gain[int(r)]->value();
    if (m_revealed)
        c.revealed = m_revealed->text().trimmed();
    return c;
}

} // namespace hk::gui
