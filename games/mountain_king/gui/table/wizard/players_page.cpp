#include "wizard/players_page.h"
#include "rules/rule_ids.h"

#include "art.h"
#include "io/json_reader.h"
#include "model/players.h"
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

PlayersPage::PlayersPage(NewGameDraft *draft, QWidget *parent)
    : SetupPage(draft, {QString::fromLatin1(rule::TeamSetup)}, parent)
{
    setTitle(tr("Players"));
    setSubTitle(tr("Who plays, in seat order: seat 1 is the start player, the others follow clockwise "
                   "(TURN-ORDER)."));
    auto *layout = new QVBoxLayout(this);

    auto *countRow = new QHBoxLayout;
    auto *countLabel = new QLabel(tr("&Number of players:"));
    m_count = new QSpinBox;
    m_count->setObjectName(QStringLiteral("playerCount"));
    m_count->setRange(2, kMaxPlayers);
    countLabel->setBuddy(m_count);
    countRow->addWidget(countLabel);
    countRow->addWidget(m_count);
    countRow->addStretch();
    layout->addLayout(countRow);

    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(8);
    grid->addWidget(new QLabel(tr("Seat")), 0, 0);
    grid->addWidget(new QLabel(tr("Name")), 0, 1);
    grid->addWidget(new QLabel(tr("Colour")), 0, 2);
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        Row &row = m_rows[seat];
        row.seat = new QLabel;
        row.name = new QLineEdit;
        row.name->setMaxLength(kMaxNameLength); // what a game file holds (io/json_reader.h)
        row.name->setObjectName(QStringLiteral("name%1").arg(seat));
        row.name->setPlaceholderText(defaultPlayerName(seat + 1));
        row.name->setAccessibleName(tr("Name of the player in seat %1").arg(seat + 1));
        row.name->setToolTip(tr("Alt+Up and Alt+Down move this player to another seat"));
        row.name->setMaxLength(40);
        row.name->installEventFilter(this);
        row.colour = new QToolButton;
        row.colour->setObjectName(QStringLiteral("colour%1").arg(seat));
        row.colour->setPopupMode(QToolButton::InstantPopup);
        row.colour->setToolButtonStyle(Qt::ToolButtonIconOnly);
        row.colour->setIconSize(QSize(28, 16));
        row.colour->setAccessibleName(tr("Colour of the player in seat %1").arg(seat + 1));
        auto *menu = new QMenu(row.colour);
        for (const QColor &c : NewGameDraft::palette())
            menu->addAction(swatch(c), SetupPage::capitalized(NewGameDraft::colourName(c)), this,
                            [this, seat, c] { m_draft->setColour(seat, c); });
        menu->addSeparator();
        menu->addAction(tr("Other colour…"), this, [this, seat] { chooseColour(seat); });
        row.colour->setMenu(menu);
        row.up = new QToolButton;
        row.up->setObjectName(QStringLiteral("up%1").arg(seat));
        row.up->setArrowType(Qt::UpArrow);
        row.up->setToolTip(tr("Move up one seat (Alt+Up)"));
        row.up->setAccessibleName(tr("Move up one seat"));
        row.up->setFocusPolicy(Qt::NoFocus); // Alt+Up in the name field does it by keyboard
        row.down = new QToolButton;
        row.down->setObjectName(QStringLiteral("down%1").arg(seat));
        row.down->setArrowType(Qt::DownArrow);
        row.down->setToolTip(tr("Move down one seat (Alt+Down)"));
        row.down->setAccessibleName(tr("Move down one seat"));
        row.down->setFocusPolicy(Qt::NoFocus);
        row.team = new QLabel;
        connect(row.name, &QLineEdit::textEdited, this,
                [this, seat](const QString &text) { m_draft->setPlayerName(seat, text); });
        connect(row.up, &QToolButton::clicked, this, [this, seat] { move(seat, seat - 1); });
        connect(row.down, &QToolButton::clicked, this, [this, seat] { move(seat, seat + 1); });
        grid->addWidget(row.seat, seat + 1, 0);
        grid->addWidget(row.name, seat + 1, 1);
        grid->addWidget(row.colour, seat + 1, 2);
        grid->addWidget(row.up, seat + 1, 3);
        grid->addWidget(row.down, seat + 1, 4);
        grid->addWidget(row.team, seat + 1, 5);
    }
    grid->setColumnMinimumWidth(1, 240);
    grid->setColumnMinimumWidth(5, 80);
    grid->setColumnStretch(6, 1); // names need no more than half the width
    layout->addLayout(grid);

    m_colourWarning = new QLabel;
    m_colourWarning->setWordWrap(true);
    layout->addWidget(m_colourWarning);

    m_teams = new QCheckBox(tr("&Team game (4 players)"));
    m_teams->setObjectName(QStringLiteral("teams"));
    layout->addWidget(m_teams);
    auto *teamNote = new QLabel(tr("Two teams of two sit together, in the turn order team 1, team 2, team 2, "
                                   "team 1: the start player is team 1's left player (TEAM-SETUP). Teammates "
                                   "share one storage and there is no seat bonus (TEAM-STORAGE)."));
    teamNote->setWordWrap(true);
    teamNote->setIndent(22);
    layout->addWidget(teamNote);
    layout->addWidget(makeProblemsLabel());
    layout->addStretch();

    connect(m_count, &QSpinBox::valueChanged, this, [this](int n) {
        if (!m_refreshing)
            m_draft->setPlayerCount(n);
    });
    connect(m_teams, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_refreshing)
            m_draft->setTeams(on);
    });
    connect(m_draft, &NewGameDraft::playersChanged, this, &PlayersPage::refresh);
    refresh();
}

void PlayersPage::initializePage()
{
    refresh();
    refreshProblems();
    m_rows[0].name->setFocus();
}

void PlayersPage::refresh()
{
    m_refreshing = true;
    const int n = m_draft->playerCount();
    m_count->setValue(n);
    m_teams->setEnabled(n == 4);
    m_teams->setChecked(m_draft->teams());
    QStringList sameColour;
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        Row &row = m_rows[seat];
        const bool shown = seat < n;
        for (QWidget *w : {static_cast<QWidget *>(row.seat), static_cast<QWidget *>(row.name),
                           static_cast<QWidget *>(row.colour), static_cast<QWidget *>(row.up),
                           static_cast<QWidget *>(row.down), static_cast<QWidget *>(row.team)})
            w->setVisible(shown);
        if (!shown)
            continue;
        row.seat->setText(seat == 0 ? tr("1 (start player)") : QString::number(seat + 1));
        if (row.name->text() != m_draft->typedName(seat))
            row.name->setText(m_draft->typedName(seat));
        row.colour->setIcon(swatch(m_draft->colour(seat), 28).pixmap(28, 16));
        row.colour->setToolTip(tr("%1: the colour of this player's gate and tunnels")
                                   .arg(capitalized(NewGameDraft::colourName(m_draft->colour(seat)))));
        row.up->setEnabled(seat > 0);
        row.down->setEnabled(seat < n - 1);
        row.team->setText(m_draft->teams() ? tr("Team %1").arg(NewGameDraft::teamOfSeat(seat)) : QString());
        for (int other = 0; other < seat; ++other)
            if (m_draft->colour(other) == m_draft->colour(seat))
                sameColour << m_draft->displayName(other) << m_draft->displayName(seat);
    }
    sameColour.removeDuplicates();
    m_colourWarning->setText(sameColour.isEmpty()
                                 ? QString()
                                 : tr("%1 have the same colour: their gates and tunnels will look alike.")
                                       .arg(sameColour.join(tr(", "))));
    m_colourWarning->setVisible(!sameColour.isEmpty());
    m_refreshing = false;
}

void PlayersPage::move(int seat, int to)
{
    if (to < 0 || to >= m_draft->playerCount())
        return;
    m_draft->movePlayer(seat, to);
    m_rows[to].name->setFocus(); // the focus follows the person who moved
}

void PlayersPage::chooseColour(int seat)
{
    const QColor c = QColorDialog::getColor(m_draft->colour(seat), this,
                                            tr("Colour of %1").arg(m_draft->displayName(seat)));
    if (c.isValid())
        m_draft->setColour(seat, c);
}

bool PlayersPage::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() == Qt::AltModifier && (key->key() == Qt::Key_Up || key->key() == Qt::Key_Down))
            for (int seat = 0; seat < kMaxPlayers; ++seat)
                if (watched == m_rows[seat].name) {
                    move(seat, key->key() == Qt::Key_Up ? seat - 1 : seat + 1);
                    return true;
                }
    }
    return SetupPage::eventFilter(watched, event);
}

// --- BoardPage
// ------------------------------------------------------------------------------------------------

} // namespace hk::gui
