// The card's two lists, great halls and statues: one row per entry of the player's list, made and removed as
// the list grows and shrinks; every edit of a row changes that entry (PlayerCard::editPlayer).

#include "card_sections.h"

#include "art.h"
#include "i18n/arg_text.h"
#include "icon_combo_box.h"
#include "io/catalog_io.h"
#include "player_card.h"
#include "rules/rule_ids.h"
#include "scoring/score_report.h"
#include "sheet_document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace hk::gui {

namespace {

// The widget of a row that shows `field`, else `otherwise` (the row's first: a hall's name, a statue's clan).
QWidget *fieldWidget(ProblemLocation::Field field,
                     std::initializer_list<std::pair<ProblemLocation::Field, QWidget *>> widgets,
                     QWidget *otherwise)
{
    for (const auto &[f, widget] : widgets)
        if (f == field)
            return widget;
    return otherwise;
}

// The widget of one hall or statue row, laid out left to right.
QWidget *newRow(QHBoxLayout **layout, int spacing)
{
    auto *row = new QWidget;
    *layout = new QHBoxLayout(row);
    (*layout)->setContentsMargins(0, 0, 0, 0);
    (*layout)->setSpacing(spacing);
    return row;
}

QLabel *rowPointsLabel()
{
    auto *points = new QLabel;
    points->setMinimumWidth(20);
    points->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return points;
}

QToolButton *rowRemoveButton()
{
    auto *remove = new QToolButton;
    remove->setText(QStringLiteral("✕"));
    remove->setAutoRaise(true);
    remove->setFixedWidth(18);
    return remove;
}

// QComboBox::setIconSize makes the box's popup list at once, even to set the size it has: a sheet's hundreds
// of statue rows would make hundreds of lists no one opens. Most styles' small icons are 16 pixels already.
void setIconSizeOf(QComboBox *box, QSize size)
{
    if (box->iconSize() != size)
        box->setIconSize(size);
}

QCheckBox *iconCheckBox(const char *artId)
{
    auto *box = new QCheckBox;
    box->setIcon(Art::instance().icon(QLatin1String(artId)));
    box->setIconSize(QSize(14, 14));
    return box;
}

// Changes entry `item` of one of the player's lists, if it is still there.
template <class Item>
void editListItem(PlayerCard *card, std::vector<Item> SheetPlayer::*list, int item,
                  const std::function<void(Item &)> &change, std::function<QString()> describe,
                  const QString &mergeKey)
{
    card->editPlayer(
        [&](SheetPlayer &p) {
            if (item < int((p.*list).size()))
                change((p.*list)[item]);
        },
        std::move(describe), mergeKey);
}

template <class Item>
void removeListItem(PlayerCard *card, std::vector<Item> SheetPlayer::*list, int item,
                    std::function<QString()> describe)
{
    card->editPlayer(
        [&](SheetPlayer &p) {
            if (item < int((p.*list).size()))
                (p.*list).erase((p.*list).begin() + item);
        },
        std::move(describe));
}

} // namespace

// ---- Great halls (SCORE-HALL)

HallsSection::HallsSection(PlayerCard *card) : CardSection(card)
{
    QHBoxLayout *header = addHeader(&m_title, &m_points);
    m_rowsLayout = new QVBoxLayout;
    m_rowsLayout->setSpacing(3);
    sectionLayout()->addLayout(m_rowsLayout);
    m_add = new QToolButton;
    m_add->setAutoRaise(true);
    m_add->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_add->setIcon(Art::instance().icon(QStringLiteral("hall")));
    m_add->setPopupMode(QToolButton::MenuButtonPopup);
    m_add->setMenu(new QMenu(m_add));
    connect(m_add, &QToolButton::clicked, this, [this] { addHall(QString(), 0, 0); });
    header->insertWidget(2, m_add);
}

void HallsSection::addHall(const QString &hallName, int low, int high)
{
    const QString who = card()->name();
    card()->editPlayer(
        [&](SheetPlayer &p) {
            p.halls.push_back({hallName, low, high, false});
        },
        [who] { return PlayerCard::tr("Add a great hall for %1").arg(who); });
    if (!m_rows.isEmpty())
        m_rows.last().name->setFocus();
}

void HallsSection::buildRows(int count)
{
    while (m_rows.size() > count)
        delete m_rows.takeLast().row;
    while (m_rows.size() < count) {
        const int h = int(m_rows.size());
        Row r;
        // The name on a line of its own, the whole card wide ("Treasure Hall", "聚寶大廳"); the values under
        // it.
        r.row = new QWidget;
        auto *hall = new QVBoxLayout(r.row);
        hall->setContentsMargins(0, 0, 0, 0);
        hall->setSpacing(2);
        auto *l = new QHBoxLayout;
        l->setSpacing(3);
        r.name = new QLineEdit;
        r.name->setMaxLength(40);
        // Each value with its word ("Low", "High"), so that the two boxes say which is which.
        r.lowLabel = new QLabel;
        r.low = countSpin(99, Beyond::Refused);
        r.lowLabel->setBuddy(r.low);
        r.highLabel = new QLabel;
        r.high = countSpin(99, Beyond::Refused);
        r.highLabel->setBuddy(r.high);
        r.altar = iconCheckBox("altar");
        r.points = rowPointsLabel();
        r.remove = rowRemoveButton();
        // The remove button beside the name, where it is room to spare, the values and their words under it.
        auto *nameRow = new QHBoxLayout;
        nameRow->setSpacing(3);
        nameRow->addWidget(r.name, 1);
        nameRow->addWidget(r.remove);
        hall->addLayout(nameRow);
        hall->addLayout(l);
        for (QWidget *w : std::initializer_list<QWidget *>{r.lowLabel, r.low, r.highLabel, r.high, r.altar})
            l->addWidget(w);
        l->addStretch(1);
        l->addWidget(r.points);
        PlayerCard *card = this->card();
        const auto editHall = [card, h](const std::function<void(SheetHall &)> &change, const char *field) {
            const QString who = card->name();
            editListItem<SheetHall>(
                card, &SheetPlayer::halls, h, change,
                [who] { return PlayerCard::tr("Change a great hall of %1").arg(who); },
                QStringLiteral("p%1.hall%2.%3")
                    .arg(argText(card->index()), argText(h), QLatin1String(field)));
        };
        connect(r.name, &QLineEdit::textEdited, this,
                [editHall](const QString &t) { editHall([&](SheetHall &x) { x.name = t; }, "name"); });
        connect(r.low, &QSpinBox::valueChanged, this,
                [editHall](int v) { editHall([&](SheetHall &x) { x.low = v; }, "low"); });
        connect(r.high, &QSpinBox::valueChanged, this,
                [editHall](int v) { editHall([&](SheetHall &x) { x.high = v; }, "high"); });
        connect(r.altar, &QCheckBox::toggled, this,
                [editHall](bool v) { editHall([&](SheetHall &x) { x.altar = v; }, "altar"); });
        connect(r.remove, &QToolButton::clicked, this, [card, h] {
            const QString who = card->name();
            removeListItem(card, &SheetPlayer::halls, h,
                           [who] { return PlayerCard::tr("Remove a great hall from %1").arg(who); });
        });
        retranslateRow(r, h);
        m_rowsLayout->addWidget(r.row);
        r.row->show(); // now, not on the next event loop turn: the new fields take the focus at once
        m_rows << r;
    }
}

void HallsSection::refresh(const ScoreSheet &sheet, const SheetPlayer &p, const EntityScore *e)
{
    buildRows(int(p.halls.size()));
    int hallSum = 0;
    for (int h = 0; h < int(p.halls.size()); ++h) {
        const SheetHall &hall = p.halls[h];
        Row &r = m_rows[h];
        // A hall that comes with Hallkeeper reads in the reader's language; a name being typed stays as
        // typed.
        if (!(r.name->hasFocus() && r.name->text() == hall.name))
            setIfDifferent(r.name, shippedHallName(hall.name));
        setIfDifferent(r.low, hall.low);
        setIfDifferent(r.high, hall.high);
        setIfDifferent(r.altar, hall.altar);
        const int value = hallValue(hall);
        hallSum += value;
        r.points->setText(QString::number(value));
        HallScore line{{card()->index(), h}, hall, value};
        r.points->setToolTip(explainHall(line) + QStringLiteral(" (") + QLatin1String(rule::ScoreHall) +
                             QLatin1Char(')'));
    }
    // The box holds 6 great halls (docs/formats.md): no seventh can be added anywhere in the sheet.
    int hallsInSheet = 0;
    for (const SheetPlayer &other : sheet.players)
        hallsInSheet += int(other.halls.size());
    m_add->setEnabled(hallsInSheet < sheet_limits::kHalls);
    m_points->setText(QString::number(hallSum));
    if (e)
        m_points->setToolTip(explainCategory(*e, ScoreCategory::Halls));
}

void HallsSection::retranslate()
{
    m_title->setText(PlayerCard::tr("Great halls"));
    m_title->setToolTip(
        PlayerCard::tr("Each great hall scores its high value with a statue on its altar, else its low "
                       "value (%1)")
            .arg(QLatin1String(rule::ScoreHall)));
    m_add->setText(PlayerCard::tr("Add"));
    m_add->setToolTip(PlayerCard::tr("Add a great hall; the arrow offers the Treasure Hall"));
    m_add->menu()->clear();
    m_add->menu()->addAction(PlayerCard::tr("Treasure Hall (6 / 15)"), this,
                             [this] { addHall(shippedHallName(QStringLiteral("Treasure Hall")), 6, 15); });
    m_add->menu()->addAction(PlayerCard::tr("Other hall"), this, [this] { addHall(QString(), 0, 0); });
    for (int h = 0; h < m_rows.size(); ++h)
        retranslateRow(m_rows[h], h);
}

// The texts of one row: given when the row is made and again on a language switch, so that a new row is
// never bare.
void HallsSection::retranslateRow(Row &r, int index)
{
    const int number = index + 1;
    r.name->setPlaceholderText(PlayerCard::tr("Hall name"));
    r.name->setAccessibleName(PlayerCard::tr("Great hall %1: name").arg(argText(number)));
    //: The low value of a great hall, beside its box (short: five cards side by side).
    r.lowLabel->setText(PlayerCard::tr("Low"));
    //: The high value of a great hall, beside its box (short: five cards side by side).
    r.highLabel->setText(PlayerCard::tr("High"));
    r.low->setToolTip(PlayerCard::tr("Low value: the altar is empty"));
    r.low->setAccessibleName(PlayerCard::tr("Great hall %1: low value").arg(argText(number)));
    r.high->setToolTip(PlayerCard::tr("High value: a statue stands on the altar"));
    r.high->setAccessibleName(PlayerCard::tr("Great hall %1: high value").arg(argText(number)));
    r.altar->setToolTip(PlayerCard::tr("A statue stands on the altar"));
    r.altar->setAccessibleName(PlayerCard::tr("Great hall %1: a statue on the altar").arg(argText(number)));
    r.remove->setToolTip(PlayerCard::tr("Remove this hall"));
    r.remove->setAccessibleName(PlayerCard::tr("Remove great hall %1").arg(argText(number)));
}

QWidget *HallsSection::widgetFor(const ProblemLocation &where) const
{
    using Field = ProblemLocation::Field;
    if (where.part != ProblemLocation::Part::Halls || where.item < 0 || where.item >= m_rows.size())
        return nullptr;
    const Row &r = m_rows[where.item];
    return fieldWidget(where.field, {{Field::Low, r.low}, {Field::High, r.high}, {Field::Altar, r.altar}},
                       r.name);
}

QList<QWidget *> HallsSection::tabChain() const
{
    QList<QWidget *> chain;
    for (const Row &r : m_rows)
        chain << r.name << r.low << r.high << r.altar << r.remove;
    chain << m_add;
    return chain;
}

// ---- Statues (SCORE-STATUE, SCORE-ONE-PER-TUNNEL)

StatuesSection::StatuesSection(PlayerCard *card) : CardSection(card)
{
    QHBoxLayout *header = addHeader(&m_title, &m_points);
    m_rowsLayout = new QVBoxLayout;
    m_rowsLayout->setSpacing(3);
    sectionLayout()->addLayout(m_rowsLayout);
    m_add = new QToolButton;
    m_add->setAutoRaise(true);
    m_add->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_add->setIcon(Art::instance().icon(QStringLiteral("statue-fire")));
    connect(m_add, &QToolButton::clicked, this, &StatuesSection::addStatue);
    header->insertWidget(2, m_add);
}

void StatuesSection::addStatue()
{
    const QString who = card()->name();
    card()->editPlayer(
        [](SheetPlayer &p) {
            p.statues.push_back({Clan::Fire, 1, false, {}});
        },
        [who] { return PlayerCard::tr("Add a statue for %1").arg(who); });
    if (!m_rows.isEmpty())
        m_rows.last().clan->setFocus();
}

void StatuesSection::fillClanBox(QComboBox *box)
{
    const QSignalBlocker blocker(box);
    const int current = box->currentIndex();
    box->clear();
    for (Clan clan : kStatueClans)
        box->addItem(Art::instance().icon(Art::statueId(clan)), clanName(clan), static_cast<int>(clan));
    box->setCurrentIndex(current);
}

void StatuesSection::fillLayerBox(QComboBox *box)
{
    const QSignalBlocker blocker(box);
    const int current = box->currentIndex();
    box->clear();
    // The text is the digit alone, so that typing it selects the layer; the colour is in the tooltip.
    const QString colours[5] = {PlayerCard::tr("dark grey"), PlayerCard::tr("grey"), PlayerCard::tr("brown"),
                                PlayerCard::tr("orange"), PlayerCard::tr("yellow")};
    for (int layer = 1; layer <= 5; ++layer) {
        box->addItem(Art::instance().icon(Art::layerId(layer)), QString::number(layer), layer);
        box->setItemData(layer - 1,
                         PlayerCard::tr("Layer %1 (%2)").arg(argText(layer), argText(colours[layer - 1])),
                         Qt::ToolTipRole);
    }
    box->setCurrentIndex(current);
}

void StatuesSection::buildRows(int count)
{
    while (m_rows.size() > count)
        delete m_rows.takeLast().row;
    while (m_rows.size() < count) {
        const int s = int(m_rows.size());
        Row r;
        QHBoxLayout *l = nullptr;
        r.row = newRow(&l, 2);
        r.clan = new IconComboBox; // the clan's statue says which: no room for its name in five cards
        setIconSizeOf(r.clan, QSize(16, 16));
        fillClanBox(r.clan);
        r.layer = new IconComboBox;
        setIconSizeOf(r.layer, QSize(16, 16));
        fillLayerBox(r.layer);
        r.pedestal = iconCheckBox("pedestal");
        r.tunnel = new QLineEdit;
        r.tunnel->setMaxLength(8);
        r.tunnel->setFixedWidth(30);
        r.points = rowPointsLabel();
        r.remove = rowRemoveButton();
        for (QWidget *w :
             std::initializer_list<QWidget *>{r.clan, r.layer, r.pedestal, r.tunnel, r.points, r.remove})
            l->addWidget(w, w == r.clan ? 1 : 0);
        PlayerCard *card = this->card();
        const auto editStatue = [card, s](const std::function<void(SheetStatue &)> &change,
                                          const char *field) {
            const QString who = card->name();
            editListItem<SheetStatue>(
                card, &SheetPlayer::statues, s, change,
                [who] { return PlayerCard::tr("Change a statue of %1").arg(who); },
                QStringLiteral("p%1.statue%2.%3")
                    .arg(argText(card->index()), argText(s), QLatin1String(field)));
        };
        connect(r.clan, &QComboBox::activated, this, [editStatue, r](int i) {
            const Clan clan = static_cast<Clan>(r.clan->itemData(i).toInt());
            editStatue([clan](SheetStatue &x) { x.clan = clan; }, "clan");
        });
        connect(r.layer, &QComboBox::activated, this,
                [editStatue](int i) { editStatue([i](SheetStatue &x) { x.layer = i + 1; }, "layer"); });
        connect(r.pedestal, &QCheckBox::toggled, this, [editStatue](bool v) {
            editStatue([v](SheetStatue &x) { x.onOwnPedestal = v; }, "pedestal");
        });
        connect(r.tunnel, &QLineEdit::textEdited, this, [editStatue](const QString &t) {
            editStatue([t](SheetStatue &x) { x.tunnel = t.trimmed(); }, "tunnel");
        });
        connect(r.remove, &QToolButton::clicked, this, [card, s] {
            const QString who = card->name();
            removeListItem(card, &SheetPlayer::statues, s,
                           [who] { return PlayerCard::tr("Remove a statue from %1").arg(who); });
        });
        retranslateRow(r);
        m_rowsLayout->addWidget(r.row);
        r.row->show();
        m_rows << r;
    }
}

void StatuesSection::refresh(const ScoreSheet &, const SheetPlayer &p, const EntityScore *e)
{
    buildRows(int(p.statues.size()));
    m_add->setEnabled(int(p.statues.size()) < sheet_limits::kMaxStatuesListed); // as a file holds them
    int statueSum = 0;
    for (int s = 0; s < int(p.statues.size()); ++s) {
        const SheetStatue &statue = p.statues[s];
        Row &r = m_rows[s];
        setIndexIfDifferent(r.clan, std::max(0, r.clan->findData(static_cast<int>(statue.clan))));
        setIndexIfDifferent(r.layer, std::clamp(statue.layer, 1, 5) - 1);
        setIfDifferent(r.pedestal, statue.onOwnPedestal);
        if (r.tunnel->text().trimmed() != statue.tunnel)
            setIfDifferent(r.tunnel, statue.tunnel);
        if (!e)
            continue;
        for (const StatueScore &line : e->statueLines) {
            if (line.ref != SheetRef{card()->index(), s})
                continue;
            QFont f = r.points->font();
            f.setStrikeOut(!line.counted);
            r.points->setFont(f);
            r.points->setText(QString::number(line.value));
            const QString rules = QLatin1String(line.counted ? rule::ScoreStatue : rule::ScoreOnePerTunnel);
            r.points->setToolTip(explainStatue(*e, line) + QStringLiteral(" (") + rules + QLatin1Char(')'));
            r.row->setToolTip(r.points->toolTip());
            if (line.counted)
                statueSum += line.value;
        }
    }
    m_points->setText(QString::number(statueSum));
    if (e)
        m_points->setToolTip(explainCategory(*e, ScoreCategory::Statues));
}

void StatuesSection::retranslate()
{
    m_title->setText(PlayerCard::tr("Statues in tunnels"));
    m_title->setToolTip(
        PlayerCard::tr("Unearthed statues of the network outside halls: 2 per layer, doubled on a "
                       "pedestal of their own clan; one per tunnel (%1, %2)")
            .arg(QLatin1String(rule::ScoreStatue), QLatin1String(rule::ScoreOnePerTunnel)));
    m_add->setText(PlayerCard::tr("Add"));
    m_add->setToolTip(PlayerCard::tr("Add a statue of this player's network outside the halls"));
    for (Row &r : m_rows) {
        fillClanBox(r.clan);
        fillLayerBox(r.layer);
        retranslateRow(r);
    }
}

void StatuesSection::retranslateRow(Row &r)
{
    r.clan->setToolTip(PlayerCard::tr("Clan of the statue"));
    r.layer->setToolTip(PlayerCard::tr("Layer of the square it stands on"));
    r.pedestal->setToolTip(PlayerCard::tr("On a pedestal of its own clan: the points double"));
    r.tunnel->setPlaceholderText(PlayerCard::tr("tunnel"));
    // Wide enough for the placeholder in every language ("トンネル", not "…").
    const QFontMetrics metrics(r.tunnel->font());
    r.tunnel->setFixedWidth(std::max(30, metrics.horizontalAdvance(r.tunnel->placeholderText()) + 12));
    r.tunnel->setToolTip(
        PlayerCard::tr("Statues with the same tunnel label share a tunnel, and only the best of them "
                       "scores (%1); leave empty for a statue alone in its tunnel")
            .arg(QLatin1String(rule::ScoreOnePerTunnel)));
    r.remove->setToolTip(PlayerCard::tr("Remove this statue"));
}

QWidget *StatuesSection::widgetFor(const ProblemLocation &where) const
{
    using Field = ProblemLocation::Field;
    if (where.part != ProblemLocation::Part::Statues || where.item < 0 || where.item >= m_rows.size())
        return nullptr;
    const Row &r = m_rows[where.item];
    return fieldWidget(
        where.field, {{Field::Layer, r.layer}, {Field::Pedestal, r.pedestal}, {Field::TunnelLabel, r.tunnel}},
        r.clan);
}

QList<QWidget *> StatuesSection::tabChain() const
{
    QList<QWidget *> chain;
    for (const Row &r : m_rows)
        chain << r.clan << r.layer << r.pedestal << r.tunnel << r.remove;
    chain << m_add;
    return chain;
}

} // namespace hk::gui
