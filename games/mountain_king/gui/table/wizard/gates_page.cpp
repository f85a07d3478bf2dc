#include "wizard/gates_page.h"
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

GatesPage::GatesPage(NewGameDraft *draft, QWidget *parent)
    : SetupPage(draft, {QString::fromLatin1(rule::SetGates), QString::fromLatin1(rule::TeamSetup)}, parent)
{
    setTitle(tr("Gates"));
    setSubTitle(tr("Clockwise from the start player, each player puts their gate on a start point labelled "
                   "with the number of players; with 2 players, any two start points with the same label "
                   "(SET-GATES). In a team game, teammates' gates stand on neighbouring start points "
                   "(TEAM-SETUP)."));
    auto *layout = new QHBoxLayout(this);
    auto *left = new QVBoxLayout;
    auto *grid = new QGridLayout;
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        Row &row = m_rows[seat];
        row.marker = new QLabel;
        row.name = new QLabel;
        row.box = new QComboBox;
        row.box->setObjectName(QStringLiteral("gate%1").arg(seat));
        row.box->setPlaceholderText(tr("Choose a start point"));
        row.box->installEventFilter(this);
        row.name->setBuddy(row.box);
        grid->addWidget(row.marker, seat, 0);
        grid->addWidget(row.name, seat, 1);
        grid->addWidget(row.box, seat, 2);
        connect(row.box, &QComboBox::activated, this, [this, seat](int index) {
            const QPoint p = m_rows[seat].box->itemData(index).toPoint(); // (column, row)
            if (index >= 0)
                m_draft->setGate(seat, Square{p.y(), p.x()});
        });
    }
    grid->setColumnStretch(2, 1);
    left->addLayout(grid);
    m_hint = new QLabel;
    m_hint->setWordWrap(true);
    left->addWidget(m_hint);
    left->addWidget(makeProblemsLabel());
    left->addStretch();
    layout->addLayout(left, 2);
    m_map = new SetupMap;
    m_map->setObjectName(QStringLiteral("gatesMap"));
    m_map->setAccessibleName(tr("Map of the gate start points"));
    layout->addWidget(m_map, 3);
    connect(m_map, &SetupMap::pointClicked, this, &GatesPage::mapClicked);
    connect(m_draft, &NewGameDraft::changed, this, &GatesPage::refresh);
}

void GatesPage::initializePage()
{
    m_map->setBoard(m_draft->board());
    setCurrent(0);
    m_map->setCurrent(m_draft->gate(0));
    refresh();
    refreshProblems();
    m_rows[0].box->setFocus();
}

void GatesPage::refresh()
{
    if (m_refreshing || !m_draft->board())
        return;
    m_refreshing = true;
    const int n = m_draft->playerCount();
    const std::vector<GateStart> starts = m_draft->allowedStarts();
    std::vector<Square> order;
    for (const GateStart &g : starts)
        order.push_back(g.square);
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        Row &row = m_rows[seat];
        const bool shown = seat < n;
        row.marker->setVisible(shown);
        row.name->setVisible(shown);
        row.box->setVisible(shown);
        if (!shown)
            continue;
        row.marker->setPixmap(swatch(m_draft->colour(seat), 16).pixmap(16, 16));
        const QString name = tr("%1. %2").arg(argText(seat + 1), m_draft->displayName(seat)).toHtmlEscaped();
        row.name->setText(seat == m_current ? QStringLiteral("<b>%1 ◀</b>").arg(name) : name);
        const QSignalBlocker blocker(row.box);
        row.box->clear();
        int selected = -1;
        for (const GateStart &g : starts) {
            // Points stored as (column, row) in a QPoint.
            row.box->addItem(tr("%1, labelled %2").arg(squareText(g.square), argText(g.players)),
                             QPoint(g.square.column, g.square.row));
            if (g.square == m_draft->gate(seat))
                selected = row.box->count() - 1;
            for (int other = 0; other < n; ++other)
                if (other != seat && m_draft->gate(other) == g.square)
                    row.box->setItemText(
                        row.box->count() - 1,
                        tr("%1, labelled %2 — gate of %3")
                            .arg(squareText(g.square), argText(g.players), m_draft->displayName(other)));
        }
        row.box->setCurrentIndex(selected);
    }
    m_map->setPoints(SetupMap::Points::StartPoints, order);
    m_map->setStartLabel(n == 2 ? 0 : n);
    m_map->setGates(gatesOf(*m_draft));
    m_hint->setText(
        tr("Click a start point on the map to put the gate of %1 there, or choose it in the list; "
           "on the map, the arrow keys and Space do the same.")
            .arg(QStringLiteral("<b>%1</b>").arg(m_draft->displayName(m_current).toHtmlEscaped())));
    m_refreshing = false;
}

void GatesPage::setCurrent(int seat)
{
    m_current = std::clamp(seat, 0, m_draft->playerCount() - 1);
    refresh();
}

void GatesPage::mapClicked(const Square &square)
{
    m_draft->setGate(m_current, square);
    // The next player clockwise chooses next (SET-GATES).
    setCurrent((m_current + 1) % m_draft->playerCount());
    m_map->setCurrent(m_draft->gate(m_current));
}

bool GatesPage::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusIn)
        for (int seat = 0; seat < kMaxPlayers; ++seat)
            if (watched == m_rows[seat].box && seat != m_current) {
                setCurrent(seat);
                m_map->setCurrent(m_draft->gate(seat));
            }
    return SetupPage::eventFilter(watched, event);
}

// --- StatuesPage
// ----------------------------------------------------------------------------------------------

} // namespace hk::gui
