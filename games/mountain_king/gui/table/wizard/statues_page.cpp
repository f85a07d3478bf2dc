#include "wizard/statues_page.h"
#include "rules/rule_ids.h"

#include "art.h"
#include "i18n/arg_text.h"
#include "wizard/new_game_draft.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace hk::gui {

std::array<std::array<Clan, 3>, 6> StatuesPage::clanOrders()
{
    return {{{Clan::Fire, Clan::Ice, Clan::Moon},
             {Clan::Fire, Clan::Moon, Clan::Ice},
             {Clan::Ice, Clan::Fire, Clan::Moon},
             {Clan::Ice, Clan::Moon, Clan::Fire},
             {Clan::Moon, Clan::Fire, Clan::Ice},
             {Clan::Moon, Clan::Ice, Clan::Fire}}};
}

StatuesPage::StatuesPage(NewGameDraft *draft, QWidget *parent)
    : SetupPage(draft, {QString::fromLatin1(rule::SetStatues)}, parent)
{
    setTitle(tr("Statues"));
    setSubTitle(
        tr("A statue of a random clan on any statue spot; clockwise, the next spot gets another clan, "
           "the next the third; that clan cycle repeats clockwise until every spot is filled "
           "(SET-STATUES)."));
    auto *layout = new QHBoxLayout(this);
    auto *left = new QVBoxLayout;
    m_cycle = new QRadioButton(tr("The &clan cycle"));
    m_cycle->setObjectName(QStringLiteral("statueCycle"));
    m_manual = new QRadioButton(tr("&Square by square"));
    m_manual->setObjectName(QStringLiteral("statueManual"));
    auto *group = new QButtonGroup(this);
    group->addButton(m_cycle);
    group->addButton(m_manual);
    left->addWidget(m_cycle);
    auto *form = new QGridLayout;
    form->setContentsMargins(22, 0, 0, 0);
    auto *firstLabel = new QLabel(tr("&First statue on:"));
    m_first = new QComboBox;
    m_first->setObjectName(QStringLiteral("statueFirst"));
    firstLabel->setBuddy(m_first);
    auto *orderLabel = new QLabel(tr("Clan &order:"));
    m_order = new QComboBox;
    m_order->setObjectName(QStringLiteral("statueOrder"));
    orderLabel->setBuddy(m_order);
    for (const auto &order : clanOrders()) {
        QStringList names;
        for (Clan c : order)
            names << capitalized(clanName(c));
        m_order->addItem(Art::instance().icon(Art::statueId(order[0])), names.join(QStringLiteral(" → ")));
    }
    form->addWidget(firstLabel, 0, 0);
    form->addWidget(m_first, 0, 1);
    form->addWidget(orderLabel, 1, 0);
    form->addWidget(m_order, 1, 1);
    form->setColumnStretch(1, 1);
    left->addLayout(form);
    left->addWidget(m_manual);
    m_manualHint = new QLabel(tr("Click a statue on the map to change its clan; or walk the spots with the "
                                 "arrow keys and type f, i or m for Fire, Ice or Moon."));
    m_manualHint->setWordWrap(true);
    m_manualHint->setIndent(22);
    left->addWidget(m_manualHint);
    m_counts = new QLabel;
    m_counts->setWordWrap(true);
    left->addWidget(m_counts);
    left->addWidget(makeProblemsLabel());
    left->addStretch();
    layout->addLayout(left, 2);
    m_map = new SetupMap;
    m_map->setObjectName(QStringLiteral("statuesMap"));
    m_map->setAccessibleName(tr("Map of the statue spots"));
    m_map->installEventFilter(this);
    layout->addWidget(m_map, 3);

    connect(group, &QButtonGroup::buttonClicked, this, [this] {
        if (m_cycle->isChecked())
            applyCycle();
        refresh();
    });
    connect(m_first, &QComboBox::currentIndexChanged, this, [this] { applyCycle(); });
    connect(m_order, &QComboBox::currentIndexChanged, this, [this] { applyCycle(); });
    connect(m_map, &SetupMap::pointClicked, this, &StatuesPage::mapClicked);
    connect(m_map, &SetupMap::currentMoved, this, [this](const Square &s) {
        if (m_cycle->isChecked())
            mapClicked(s); // in the cycle, the arrow keys choose the first spot
    });
    connect(m_draft, &NewGameDraft::changed, this, &StatuesPage::refresh);
    connect(m_draft, &NewGameDraft::boardChanged, this, [this] {
        fillSpots();
        m_cycle->setChecked(true); // a new board starts from the cycle
        refresh();
    });
    m_cycle->setChecked(true);
}

void StatuesPage::initializePage()
{
    m_map->setBoard(m_draft->board());
    (m_draft->statueCycle() ? m_cycle : m_manual)->setChecked(true);
    fillSpots();
    refresh();
    refreshProblems();
    (m_draft->statueCycle() ? m_first : static_cast<QWidget *>(m_map))->setFocus();
}

void StatuesPage::fillSpots()
{
    m_map->setBoard(m_draft->board());
    const QSignalBlocker blocker(m_first);
    m_first->clear();
    const std::vector<Square> spots = m_draft->spotsClockwise();
    for (size_t i = 0; i < spots.size(); ++i)
        m_first->addItem(tr("spot %1 clockwise from the top, %2").arg(argText(i + 1), squareText(spots[i])),
                         QPoint(spots[i].column, spots[i].row)); // (column, row)
}

void StatuesPage::applyCycle()
{
    if (m_refreshing || m_first->currentIndex() < 0 || m_order->currentIndex() < 0)
        return;
    const QPoint p = m_first->currentData().toPoint();
    m_draft->setStatueCycle(Square{p.y(), p.x()}, clanOrders()[m_order->currentIndex()]);
}

void StatuesPage::refresh()
{
    if (m_refreshing || !m_draft->board())
        return;
    m_refreshing = true;
    const bool cycle = m_cycle->isChecked();
    m_first->setEnabled(cycle);
    m_order->setEnabled(cycle);
    m_manualHint->setEnabled(!cycle);
    if (m_draft->statueCycle()) {
        const Square first = m_draft->statueFirst();
        m_first->setCurrentIndex(m_first->findData(QPoint(first.column, first.row)));
        const auto orders = clanOrders();
        m_order->setCurrentIndex(
            int(std::find(orders.begin(), orders.end(), m_draft->statueOrder()) - orders.begin()));
    }
    std::vector<Square> order =
        m_draft->board() ? clockwiseSpots(*m_draft->board(), m_draft->statueFirst()) : std::vector<Square>{};
    m_map->setPoints(SetupMap::Points::StatueSpots, order);
    m_map->setStatues(m_draft->statues(), cycle);
    m_map->setGates(gatesOf(*m_draft));
    if (cycle)
        m_map->setCurrent(m_draft->statueFirst());
    int perClan[4] = {};
    for (const StatueOnBoard &s : m_draft->statues())
        ++perClan[static_cast<int>(s.clan)];
    QStringList counts;
    for (Clan c : kStatueClans)
        counts << tr("%1 %2").arg(argText(perClan[static_cast<int>(c)]), capitalized(clanName(c)));
    m_counts->setText(
        tr("%1 statue spots: %2 (the box holds %3 of each clan).")
            .arg(argText(m_draft->statues().size()), counts.join(tr(", ")), argText(kStatuesPerClan)));
    m_refreshing = false;
}

void StatuesPage::mapClicked(const Square &square)
{
    if (m_cycle->isChecked()) {
        const int index = m_first->findData(QPoint(square.column, square.row));
        if (index >= 0)
            m_first->setCurrentIndex(index);
        return;
    }
    // Square by square: each click moves the statue on to the next clan.
    for (const StatueOnBoard &s : m_draft->statues())
        if (s.square == square) {
            const Clan next = s.clan == Clan::Fire  ? Clan::Ice
                              : s.clan == Clan::Ice ? Clan::Moon
                                                    : Clan::Fire;
            m_draft->setStatueClan(square, next);
        }
}

bool StatuesPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_map && event->type() == QEvent::KeyPress && m_manual->isChecked() && m_map->current()) {
        const QString text = static_cast<QKeyEvent *>(event)->text().toLower();
        const std::optional<Clan> clan = text == QLatin1String("f")   ? std::optional(Clan::Fire)
                                         : text == QLatin1String("i") ? std::optional(Clan::Ice)
                                         : text == QLatin1String("m") ? std::optional(Clan::Moon)
                                                                      : std::nullopt;
        if (clan) {
            m_draft->setStatueClan(*m_map->current(), *clan);
            return true;
        }
    }
    return SetupPage::eventFilter(watched, event);
}

} // namespace hk::gui
