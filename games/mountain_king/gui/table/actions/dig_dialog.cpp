#include "actions/dig_dialog.h"

#include "actions/piece_preview.h"
#include "art.h"
#include "cards/payment_editor.h"
#include "i18n/arg_text.h"
#include "i18n/list_text.h"
#include "scoring/dig_score.h"
#include "verdict_view.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>

#include <set>

namespace hk::gui {

namespace {

QString layersText(const Board &board, const std::vector<Square> &squares)
{
    std::set<int> layers;
    for (const Square &s : squares)
        if (board.layer(s) > 0)
            layers.insert(board.layer(s));
    QStringList list;
    for (int l : layers)
        list << QString::number(l);
    return listText(list);
}

} // namespace

DigDialog::DigDialog(const GameState &state, int player, const QString &shapeId, int orientation,
                     const Square &origin, QWidget *parent)
    : ActionDialog(state, player, parent), m_shape(shapeId), m_orientation(orientation), m_origin(origin)
{
    const GameState &s = this->state();
    const BoardState &board = s.board;
    const SpaceIndex index(board);
    const Purse purse = s.purse(player);
    validateDig(board, index, {player, shapeId, orientation, origin, Mineral::Stone}, purse, &m_effects);
    const TunnelShape *shape = board.catalog().tunnel(shapeId);
    m_size = shape ? shape->size() : int(m_effects.squares.size());

    setHeading(tr("Dig a tunnel tile"),
               tr("Tile %1, %2 squares, at %3").arg(argText(shapeId), argText(m_size), squareText(origin)));

    // What the tile does, next to a picture of it on the board.
    auto *top = new QHBoxLayout;
    top->addWidget(
        new PiecePreview(board, m_effects.squares, m_effects.anchor, false, playerColour(player), this), 0,
        Qt::AlignTop);
    auto *facts = new QVBoxLayout;
    facts->setSpacing(3);
    if (!m_effects.squares.empty())
        facts->addWidget(sentence(tr("Layers %1").arg(layersText(board.board(), m_effects.squares)), this));
    facts->addWidget(sentence(m_effects.hammers > 0
                                  ? tr("Hammers for the rubble: %1 (DIG-RUBBLE)").arg(m_effects.hammers)
                                  : tr("No rubble: no hammers to pay"),
                              this));
    for (int id : m_effects.unearthed)
        if (const StatueOnBoard *statue = board.statue(id))
            facts->addWidget(sentence(tr("Unearths the %1 statue at %2 (DIG-UNEARTH)")
                                          .arg(clanName(statue->clan), squareText(statue->square)),
                                      this));
    if (total(m_effects.buried) > 0)
        facts->addWidget(sentence(
            tr("Buried resources to your storage: %1 (DIG-BURIED-RES)").arg(countsText(m_effects.buried)),
            this));
    facts->addStretch(1);
    top->addLayout(facts, 1);
    fields()->addLayout(top);

    // DIG-COST and DIG-SCORE: the minerals the player can pay, and what each is worth.
    QGroupBox *minerals = addSection(tr("Mineral (DIG-COST, DIG-SCORE)"));
    auto *mineralGroup = new QButtonGroup(this);
    for (Mineral m : kAllMinerals)
        m_offered[int(m)] = at(purse.resources, toResource(m)) >= m_size;
    // If nothing is affordable, every mineral stays open, so that what the table did can be recorded anyway.
    const bool noneAffordable = std::none_of(m_offered.begin(), m_offered.end(), [](bool b) { return b; });
    for (Mineral m : kAllMinerals) {
        auto *button = new QRadioButton(minerals);
        button->setIcon(Art::instance().icon(Art::resourceId(toResource(m))));
        const int points = tunnelPoints(m_size, m);
        if (m_offered[int(m)])
            button->setText(
                tr("%1 %2 — %3 honour points").arg(argText(m_size), mineralName(m), argText(points)));
        else
            button->setText(tr("%1 — %2").arg(mineralName(m), mineralReason(m)));
        button->setEnabled(m_offered[int(m)] || noneAffordable);
        // Why a mineral is not offered must stay readable: a darker grey than Qt's disabled text.
        QPalette pal = button->palette();
        pal.setColor(QPalette::Disabled, QPalette::WindowText, VerdictView::mutedColor(pal));
        pal.setColor(QPalette::Disabled, QPalette::ButtonText, VerdictView::mutedColor(pal));
        pal.setColor(QPalette::Disabled, QPalette::Text, VerdictView::mutedColor(pal));
        button->setPalette(pal);
        mineralGroup->addButton(button, int(m));
        minerals->layout()->addWidget(button);
        m_mineralButtons[int(m)] = button;
        connect(button, &QRadioButton::toggled, this, [this, m](bool on) {
            if (on && m_mineral != m) {
                m_mineral = m;
                updateDue();
            }
        });
    }
    if (noneAffordable)
        minerals->layout()->addWidget(
            note(tr("You cannot pay this tile with any mineral: every choice breaks DIG-COST."), minerals));
    for (Mineral m : kAllMinerals)
        if (m_offered[int(m)]) {
            m_mineral = m;
            break;
        }
    m_mineralButtons[int(m_mineral)]->setChecked(true);

    QGroupBox *paymentBox = addSection(tr("Payment"));
    m_payment = new PaymentEditor(s, player, paymentBox);
    paymentBox->layout()->addWidget(m_payment);
    connect(m_payment, &PaymentEditor::changed, this, &ActionDialog::refresh);

    // PED-WHEN and PED-UNIQUE: a pedestal from storage on the anchor of this tile, now or never.
    QGroupBox *pedestals = addSection(tr("Pedestal (PED-WHEN)"));
    if (!m_effects.anchor) {
        pedestals->layout()->addWidget(note(
            tr("This tile has no anchor: no pedestal can go on it (size-5 tiles have none)."), pedestals));
    } else if (pedestalChoices().empty()) {
        pedestals->layout()->addWidget(
            note(tr("No pedestal in your storage for the anchor at %1.").arg(squareText(*m_effects.anchor)),
                 pedestals));
    } else {
        auto *group = new QButtonGroup(this);
        auto *none = new QRadioButton(tr("No pedestal"), pedestals);
        none->setChecked(true);
        group->addButton(none);
        pedestals->layout()->addWidget(none);
        m_pedestalButtons << none;
        connect(none, &QRadioButton::toggled, this, [this](bool on) {
            if (on)
                setPedestal(std::nullopt);
        });
        const int layer = m_effects.anchorLayer;
        for (Clan clan : pedestalChoices()) {
            auto *button = new QRadioButton(pedestals);
            button->setIcon(Art::instance().icon(Art::clanId(clan)));
            const bool taken = layer >= 1 && board.pedestalTokenTaken(layer, clan);
            if (taken)
                button->setText(tr("%1 pedestal — the layer %2 × %1 token is already taken (PED-UNIQUE)")
                                    .arg(clanName(clan), argText(layer)));
            else
                button->setText(
                    tr("%1 pedestal — takes the layer %2 × %1 pedestal score token, worth %3")
                        .arg(
                            clanName(clan), argText(layer),
                            argText(layer >= 1 ? board.pedestalTrack[layer - 1][statueClanIndex(clan)] : 0)));
            group->addButton(button);
            pedestals->layout()->addWidget(button);
            m_pedestalButtons << button;
            connect(button, &QRadioButton::toggled, this, [this, clan](bool on) {
                if (on)
                    setPedestal(clan);
            });
        }
    }

    // WS-BUILD: any workshop from the supply on each empty site next to the tile.
    if (!m_effects.freeSites.empty()) {
        QGroupBox *workshops = addSection(tr("Workshops (WS-BUILD)"));
        auto *form = new QFormLayout;
        static_cast<QVBoxLayout *>(workshops->layout())->addLayout(form);
        bool any = false;
        for (const Square &site : m_effects.freeSites) {
            auto *box = new QComboBox(workshops);
            box->addItem(tr("No workshop"), -1);
            for (int k = 0; k < kWorkshopKinds; ++k) {
                const auto kind = static_cast<WorkshopKind>(k);
                const int left = board.workshopsLeft(kind);
                if (left > 0) {
                    box->addItem(tr("%1 (%2 left in the supply)").arg(workshopName(kind), argText(left)), k);
                    box->setItemData(box->count() - 1, workshopEffectText(kind), Qt::ToolTipRole);
                    any = true;
                }
            }
            form->addRow(tr("Site at %1:").arg(squareText(site)), box);
            m_workshopBoxes << box;
            connect(box, &QComboBox::currentIndexChanged, this, &ActionDialog::refresh);
        }
        if (!any)
            workshops->layout()->addWidget(
                note(tr("The workshop supply is empty: no workshop can be built."), workshops));
    }

    updateDue();
}

QString DigDialog::mineralReason(Mineral m) const
{
    const int have = at(state().purse(player()).resources, toResource(m));
    if (have >= m_size)
        return {};
    return tr("needs %1 %2, has %3").arg(argText(m_size), mineralName(m), argText(have));
}

QAbstractButton *DigDialog::mineralButton(Mineral m) const
{
    return m_mineralButtons[int(m)];
}

bool DigDialog::isMineralOffered(Mineral m) const
{
    const QAbstractButton *button = m_mineralButtons[int(m)];
    return button && button->isEnabled();
}

void DigDialog::setMineral(Mineral m)
{
    m_mineralButtons[int(m)]->setChecked(true);
    m_mineral = m; // even when not offered: the tests and the table window may ask for it
    updateDue();
}

std::vector<Clan> DigDialog::pedestalChoices() const
{
    std::vector<Clan> clans;
    if (!m_effects.anchor)
        return clans;
    const Storage &storage = state().storageOf(player());
    for (Clan c : kStatueClans)
        if (storage.pedestals[statueClanIndex(c)] > 0)
            clans.push_back(c);
    return clans;
}

void DigDialog::setPedestal(std::optional<Clan> clan)
{
    m_pedestal = clan;
    const std::vector<Clan> choices = pedestalChoices();
    for (int i = 0; i < m_pedestalButtons.size(); ++i) {
        const bool mine = i == 0 ? !clan : (clan && choices[i - 1] == *clan);
        if (mine && !m_pedestalButtons[i]->isChecked())
            m_pedestalButtons[i]->setChecked(true);
    }
    refresh();
}

void DigDialog::setWorkshop(int site, std::optional<WorkshopKind> kind)
{
    QComboBox *box = m_workshopBoxes.value(site);
    if (!box)
        return;
    const int i = box->findData(kind ? int(*kind) : -1);
    if (i >= 0)
        box->setCurrentIndex(i);
}

void DigDialog::updateDue()
{
    ResourceCounts due = one(toResource(m_mineral), m_size);
    at(due, Resource::Hammer) += m_effects.hammers;
    m_payment->setDue(due);
    refresh();
}

std::optional<ActionBody> DigDialog::body() const
{
    DigAction d;
    d.shape = m_shape;
    d.orientation = m_orientation;
    d.origin = m_origin;
    d.mineral = m_mineral;
    d.payment = m_payment ? m_payment->payment() : Payment{};
    d.pedestal = m_pedestal;
    for (int i = 0; i < m_workshopBoxes.size() && i < int(m_effects.freeSites.size()); ++i) {
        const int kind = m_workshopBoxes[i]->currentData().toInt();
        if (kind >= 0)
            d.workshops.push_back({m_effects.freeSites[i], static_cast<WorkshopKind>(kind)});
    }
    return d;
}

} // namespace hk::gui
