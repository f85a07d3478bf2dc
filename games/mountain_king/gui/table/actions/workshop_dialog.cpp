#include "actions/workshop_dialog.h"

#include "art.h"
#include "cards/payment_editor.h"
#include "i18n/arg_text.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QToolButton>

namespace hk::gui {

WorkshopDialog::WorkshopDialog(const GameState &state, int player, const Square &site, QWidget *parent)
    : ActionDialog(state, player, parent), m_site(site)
{
    const GameState &s = this->state();
    const SpaceIndex index(s.board);
    m_kind = index.workshopAt(site);
    const Entrances entrances = hk::openEntrances(index, site);
    m_entrances = entrances.count();

    if (m_kind < 0) {
        setHeading(tr("Use a workshop"), tr("There is no workshop at %1.").arg(squareText(site)));
        refresh();
        return;
    }
    const auto kind = static_cast<WorkshopKind>(m_kind);
    QString effect = workshopEffectText(kind);
    if (!effect.isEmpty())
        effect[0] = effect[0].toUpper();
    setHeading(tr("Use the %1").arg(workshopName(kind)), effect);

    // WS-ENTRANCES: once per open entrance, whoever's network opens it.
    QStringList openers;
    for (int p = 0; p < s.playerCount(); ++p)
        if (entrances.players & (1u << p))
            openers << playerName(p);
    QGroupBox *entrancesBox = addSection(tr("Open entrances (WS-ENTRANCES)"));
    entrancesBox->layout()->addWidget(sentence(
        m_entrances == 0
            ? tr("No entrance is open: no network touches the workshop.")
            : tr("Open entrances: %1, opened by the network of %2. One activation per open entrance.")
                  .arg(argText(m_entrances), openers.join(tr(", "))),
        entrancesBox));
    // WS-USE counts workshops, not records: this workshop may be activated again this turn, up to its open
    // entrances; another workshop may not. Say which limit applies.
    const int used = s.turn.workshopSite == site ? s.turn.workshopActivations : 0;
    if (s.turn.workshop && s.turn.workshopSite && *s.turn.workshopSite != site) {
        const int other = index.workshopAt(*s.turn.workshopSite);
        entrancesBox->layout()->addWidget(
            sentence(tr("One workshop per turn (WS-USE): the %1 at %2 was used this turn.")
                         .arg(other >= 0 ? workshopName(static_cast<WorkshopKind>(other)) : tr("workshop"),
                              squareText(*s.turn.workshopSite)),
                     entrancesBox));
    } else if (used > 0) {
        entrancesBox->layout()->addWidget(
            sentence(tr("Activated this turn already: %1; activations left: %2 (WS-ENTRANCES).")
                         .arg(argText(used), argText(std::max(0, m_entrances - used))),
                     entrancesBox));
    }
    auto *countRow = new QHBoxLayout;
    countRow->addWidget(new QLabel(tr("Activations:"), entrancesBox));
    m_count = new QSpinBox(entrancesBox);
    m_count->setRange(1, std::max(1, m_entrances - used));
    countRow->addWidget(m_count);
    countRow->addStretch(1);
    static_cast<QVBoxLayout *>(entrancesBox->layout())->addLayout(countRow);
    connect(m_count, &QSpinBox::valueChanged, this, &WorkshopDialog::setActivations);

    m_rowsBox = addSection(tr("Exchanges, one per activation"));
    addRow();
    refresh();
}

GameState WorkshopDialog::stateBefore(int row) const
{
    GameState after = state();
    UseWorkshop earlier{m_site, {}};
    for (int i = 0; i < row && i < m_rows.size(); ++i)
        earlier.exchanges.push_back(exchangeOf(m_rows[i]));
    apply(after, Action{player(), earlier, false, {}, {}});
    return after;
}

WorkshopExchange WorkshopDialog::exchangeOf(const Row &row) const
{
    WorkshopExchange e;
    const WorkshopInfo &info = workshopInfo(static_cast<WorkshopKind>(m_kind));
    if (info.movesFromTroll) {
        e.fromTroll = row.fromTroll;
        if (row.fromTroll) {
            const MootSlot &slot = state().players[player()].moot.pyramid[row.fromTroll->slot];
            if (slot.troll && row.fromTroll->icon < int(slot.troll->icons.size()))
                e.get = one(slot.troll->icons[row.fromTroll->icon].resource); // a clan cart becomes generic
        }
        return e;
    }
    if (row.give)
        e.give = row.give->payment();
    if (info.anyTwoFor)
        e.get = one(*info.anyTwoFor);
    else if (row.exchange && row.exchange->currentIndex() >= 0)
        e.get = info.exchanges[row.exchange->currentIndex()].get;
    return e;
}

void WorkshopDialog::addRow()
{
    const WorkshopInfo &info = workshopInfo(static_cast<WorkshopKind>(m_kind));
    const GameState before = stateBefore(int(m_rows.size()));
    Row row;
    row.widget = new QWidget(m_rowsBox);
    auto *layout = new QVBoxLayout(row.widget);
    layout->setContentsMargins(0, 0, 0, 4);
    auto *head = new QHBoxLayout;
    head->addWidget(new QLabel(tr("Activation %1:").arg(m_rows.size() + 1), row.widget));
    if (info.movesFromTroll) {
        head->addWidget(new QLabel(tr("take one resource from a troll to your storage"), row.widget), 1);
        layout->addLayout(head);
        row.trolls = new QWidget(row.widget);
        auto *trolls = new QHBoxLayout(row.trolls);
        trolls->setContentsMargins(0, 0, 0, 0);
        trolls->setSpacing(3);
        row.trollGroup = new QButtonGroup(row.trolls);
        layout->addWidget(row.trolls);
        fillTrolls(row, before);
    } else {
        if (info.anyTwoFor) {
            head->addWidget(
                new QLabel(tr("any 2 resources → 1 %1").arg(resourceName(*info.anyTwoFor)), row.widget), 1);
        } else {
            row.exchange = new QComboBox(row.widget);
            int affordable = -1;
            for (int x = 0; x < int(info.exchanges.size()); ++x) {
                const Exchange &e = info.exchanges[x];
                row.exchange->addItem(tr("%1 → %2").arg(countsText(e.give), countsText(e.get)));
                if (affordable < 0 && autoPay(before, player(), e.give))
                    affordable = x;
            }
            // Another activation most likely repeats the last exchange.
            if (!m_rows.isEmpty() && m_rows.last().exchange) {
                const int last = m_rows.last().exchange->currentIndex();
                if (last >= 0 && autoPay(before, player(), info.exchanges[last].give))
                    affordable = last;
            }
            row.exchange->setCurrentIndex(std::max(0, affordable));
            head->addWidget(row.exchange, 1);
            connect(row.exchange, &QComboBox::currentIndexChanged, this, [this, w = row.widget](int x) {
                for (Row &r : m_rows)
                    if (r.widget == w && x >= 0) {
                        const Exchange &e = workshopInfo(static_cast<WorkshopKind>(m_kind)).exchanges[x];
                        r.give->setDue(e.give); // re-splits; changed() follows
                    }
                rowChanged();
            });
        }
        layout->addLayout(head);
        row.give = new PaymentEditor(before, player(), row.widget);
        if (info.anyTwoFor)
            row.give->setFreeChoice(2);
        else
            row.give->setDue(info.exchanges[row.exchange->currentIndex()].give);
        layout->addWidget(row.give);
        connect(row.give, &PaymentEditor::changed, this, &WorkshopDialog::rowChanged);
    }
    m_rowsBox->layout()->addWidget(row.widget);
    m_rows << row;
}

void WorkshopDialog::removeRow()
{
    if (m_rows.isEmpty())
        return;
    Row row = m_rows.takeLast();
    row.widget->hide();
    row.widget->deleteLater();
}

void WorkshopDialog::setActivations(int n)
{
    if (m_kind < 0)
        return;
    n = std::max(1, n);
    if (m_count->value() != n) {
        m_count->setValue(n); // comes back here
        if (m_count->value() == n)
            return;
    }
    while (m_rows.size() < n)
        addRow();
    while (m_rows.size() > n)
        removeRow();
    rowChanged();
}

void WorkshopDialog::fillTrolls(Row &row, const GameState &before)
{
    // The Quartermaster may take any resource lying on a troll, a clan cart included (it becomes generic).
    if (row.shown && *row.shown == before.players[player()].moot)
        return;
    row.shown = before.players[player()].moot;
    for (QAbstractButton *b : row.trollGroup->buttons()) {
        row.trollGroup->removeButton(b);
        b->hide();
        b->deleteLater();
    }
    QLayout *layout = row.trolls->layout();
    while (QLayoutItem *item = layout->takeAt(0)) {
        if (item->widget()) {
            item->widget()->hide();
            item->widget()->deleteLater();
        }
        delete item;
    }
    const Moot &moot = before.players[player()].moot;
    bool keep = false;
    int n = 0;
    for (int s = 0; s < kMootSlots; ++s) {
        const MootSlot &slot = moot.pyramid[s];
        for (int i = 0; slot.troll && i < int(slot.troll->icons.size()); ++i) {
            if (i >= int(slot.filled.size()) || !slot.filled[i])
                continue;
            const IconRef ref{s, i};
            const Icon &icon = slot.troll->icons[i];
            auto *button = new QToolButton(row.trolls);
            button->setCheckable(true);
            button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
            button->setIcon(Art::instance().icon(Art::resourceId(icon.resource)));
            button->setText(icon.cartClan ? tr("slot %1 · %2").arg(argText(s + 1), clanName(*icon.cartClan))
                                          : tr("slot %1").arg(s + 1));
            button->setToolTip(tr("Icon %1 of the troll in slot %2: %3")
                                   .arg(argText(i + 1), argText(s + 1), iconText(icon)));
            button->setProperty("hkIcon", s * 100 + i);
            button->setProperty("hkText", button->text());
            row.trollGroup->addButton(button);
            layout->addWidget(button);
            ++n;
            if (row.fromTroll && *row.fromTroll == ref) {
                button->setChecked(true);
                keep = true;
            }
            const QWidget *w = row.widget;
            connect(button, &QToolButton::clicked, this, [this, w, ref] {
                for (int r = 0; r < m_rows.size(); ++r)
                    if (m_rows[r].widget == w)
                        setFromTroll(r, ref);
            });
        }
    }
    if (!keep)
        row.fromTroll.reset();
    if (n == 0)
        layout->addWidget(note(tr("No resource lies on your trolls."), row.trolls));
    static_cast<QHBoxLayout *>(layout)->addStretch(1);
    // The first resource by default, as on the table one simply takes one.
    if (!row.fromTroll && !row.trollGroup->buttons().isEmpty()) {
        QAbstractButton *first = row.trollGroup->buttons().front();
        first->setChecked(true);
        const int key = first->property("hkIcon").toInt();
        row.fromTroll = IconRef{key / 100, key % 100};
    }
    markTrolls(row);
}

void WorkshopDialog::markTrolls(Row &row)
{
    // The resource taken says so in words too (Fusion's checked look is faint).
    for (QAbstractButton *b : row.trollGroup->buttons()) {
        const int key = b->property("hkIcon").toInt();
        const bool chosen = row.fromTroll && *row.fromTroll == IconRef{key / 100, key % 100};
        b->setChecked(chosen);
        b->setText((chosen ? QStringLiteral("✓ ") : QString()) + b->property("hkText").toString());
        QFont font = b->font();
        font.setBold(chosen);
        b->setFont(font);
    }
}

std::vector<IconRef> WorkshopDialog::trollChoices(int i) const
{
    std::vector<IconRef> refs;
    if (i < 0 || i >= m_rows.size() || !m_rows[i].trollGroup)
        return refs;
    for (QAbstractButton *b : m_rows[i].trollGroup->buttons()) {
        const int key = b->property("hkIcon").toInt();
        refs.push_back({key / 100, key % 100});
    }
    return refs;
}

QAbstractButton *WorkshopDialog::trollButton(int i, const IconRef &ref) const
{
    if (i < 0 || i >= m_rows.size() || !m_rows[i].trollGroup)
        return nullptr;
    for (QAbstractButton *b : m_rows[i].trollGroup->buttons())
        if (b->property("hkIcon").toInt() == ref.slot * 100 + ref.icon)
            return b;
    return nullptr;
}

void WorkshopDialog::setFromTroll(int i, const IconRef &ref)
{
    if (i < 0 || i >= m_rows.size())
        return;
    m_rows[i].fromTroll = ref;
    markTrolls(m_rows[i]);
    rowChanged();
}

void WorkshopDialog::setExchange(int i, int exchange)
{
    if (i >= 0 && i < m_rows.size() && m_rows[i].exchange)
        m_rows[i].exchange->setCurrentIndex(exchange);
}

void WorkshopDialog::rowChanged()
{
    if (!m_updating)
        updateRows();
    refresh();
}

void WorkshopDialog::updateRows()
{
    // Each activation pays in the state the earlier ones leave (the engine checks them in turn).
    m_updating = true;
    for (int i = 1; i < m_rows.size(); ++i) {
        const GameState before = stateBefore(i);
        if (m_rows[i].give)
            m_rows[i].give->setState(before);
        if (m_rows[i].trollGroup)
            fillTrolls(m_rows[i], before);
    }
    m_updating = false;
}

std::optional<ActionBody> WorkshopDialog::body() const
{
    UseWorkshop use{m_site, {}};
    if (m_kind >= 0)
        for (const Row &row : m_rows)
            use.exchanges.push_back(exchangeOf(row));
    return use;
}

} // namespace hk::gui
