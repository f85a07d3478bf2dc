#include "sheet_editor.h"

#include "app_settings.h"
#include "model/players.h"
#include "player_card.h"
#include "rules/rule_ids.h"
#include "scoring/score_report.h"
#include "sheet_document.h"

#include <QApplication>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStatusBar>
#include <QToolButton>

namespace hk::gui {

namespace {

// Seat colours until a player chooses one; a chosen colour is remembered for that name.
const QColor kSeatColors[5] = {QColor(0xc0, 0x39, 0x2b), QColor(0x24, 0x71, 0xa3), QColor(0x1e, 0x84, 0x49),
                               QColor(0xb7, 0x95, 0x0b), QColor(0x7d, 0x3c, 0x98)};

} // namespace

SheetEditor::SheetEditor(SheetDocument *document, QWidget *parent) : QWidget(parent), m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 0);
    auto *bar = new QHBoxLayout;
    m_playersLabel = new QLabel;
    m_players = new QSpinBox;
    m_players->setRange(sheet_limits::kMinPlayers, sheet_limits::kMaxPlayers);
    m_playersLabel->setBuddy(m_players);
    connect(m_players, &QSpinBox::valueChanged, this, &SheetEditor::setPlayerCount);
    m_teams = new QCheckBox;
    connect(m_teams, &QCheckBox::toggled, this, &SheetEditor::setTeams);
    bar->addWidget(m_playersLabel);
    bar->addWidget(m_players);
    bar->addSpacing(16);
    bar->addWidget(m_teams);
    bar->addStretch();
    layout->addLayout(bar);

    m_scroll = new QScrollArea;
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    auto *cards = new QWidget;
    m_cardsLayout = new QHBoxLayout(cards);
    m_cardsLayout->setContentsMargins(0, 0, 0, 0);
    m_cardsLayout->setSpacing(6);
    m_cardsLayout->addStretch(); // cards stretch up to their maximum width, the rest stays on the right
    m_scroll->setWidget(cards);
    layout->addWidget(m_scroll, 1);

    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) { showFocused(now); });

    retranslate();
    refresh();
}

void SheetEditor::showFocused(QWidget *now)
{
    if (!now || !m_scroll->widget()->isAncestorOf(now))
        return;
    // A row added a moment ago has no place yet: lay it out now, before the user types into it.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    m_scroll->ensureWidgetVisible(now);
}

void SheetEditor::keyPressEvent(QKeyEvent *event)
{
    const bool enter = (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) &&
                       (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
    QWidget *focus = QApplication::focusWidget();
    if (!enter || !focus || !isAncestorOf(focus)) {
        QWidget::keyPressEvent(event);
        return;
    }
    if (auto *button = qobject_cast<QToolButton *>(focus))
        button->click(); // Add a hall or a statue (it takes the focus to the new row), remove a row
    else
        focusNextChild(); // as Tab does, in the sheet's tab order
    event->accept();
}

PlayerCard *SheetEditor::card(int index) const
{
    return index >= 0 && index < m_cards.size() ? m_cards[index] : nullptr;
}

QColor SheetEditor::playerColor(int index) const
{
    const QString name = m_document->sheet().players[index].name;
    if (const QColor remembered = AppSettings::playerColour(name); remembered.isValid())
        return remembered;
    return kSeatColors[index % 5];
}

void SheetEditor::refresh()
{
    const ScoreSheet &sheet = m_document->sheet();
    const int count = int(sheet.players.size());
    {
        const QSignalBlocker a(m_players), b(m_teams);
        m_players->setValue(count);
        m_teams->setChecked(sheet.teams);
        m_teams->setEnabled(count == sheet_limits::kTeamPlayers || sheet.teams);
    }
    bool cardsChanged = false;
    while (m_cards.size() > count) {
        delete m_cards.takeLast();
        cardsChanged = true;
    }
    while (m_cards.size() < count) {
        auto *card = new PlayerCard(m_document, int(m_cards.size()));
        connect(card, &PlayerCard::colorChosen, this, [this](int index, const QColor &color) {
            AppSettings::setPlayerColour(m_document->sheet().players[index].name, color);
        });
        connect(card, &PlayerCard::layoutChanged, this, &SheetEditor::renewTabOrder);
        m_cardsLayout->insertWidget(int(m_cards.size()), card);
        m_cards << card;
        cardsChanged = true;
    }
    for (int i = 0; i < count; ++i) {
        m_cards[i]->refresh();
        m_cards[i]->setColor(playerColor(i));
        m_cards[i]->showProblems(m_document->problems());
    }
    if (cardsChanged)
        renewTabOrder();
}

void SheetEditor::retranslate()
{
    m_playersLabel->setText(tr("&Players:"));
    m_teams->setText(tr("&Team game (4 players, 2 teams)"));
    m_teams->setToolTip(tr("Teammates score together: resources pooled, statues and halls once (%1)")
                            .arg(QLatin1String(rule::TeamScore)));
    for (PlayerCard *card : m_cards)
        card->retranslate();
}

void SheetEditor::renewTabOrder()
{
    QWidget *previous = m_teams;
    setTabOrder(m_players, m_teams);
    for (PlayerCard *card : m_cards)
        for (QWidget *w : card->tabChain()) {
            setTabOrder(previous, w);
            previous = w;
        }
}

void SheetEditor::setPlayerCount(int count)
{
    ScoreSheet next = m_document->sheet();
    const int before = int(next.players.size());
    if (count == before)
        return;
    QStringList setAside, broughtBack;
    if (count < before) {
        // The columns taken off are kept aside, so that raising the number again brings them back whole.
        for (int i = before - 1; i >= count; --i) { // the first seat taken off comes back first
            m_document->setAside(next.players[i]);
            if (next.players[i] != blankPlayer(next.players[i].name))
                setAside.prepend(next.players[i].name);
        }
        next.players.resize(count);
    } else {
        for (int i = before; i < count; ++i) {
            SheetPlayer player;
            if (const std::optional<SheetPlayer> kept = m_document->takeSetAside(next)) {
                player = *kept;
                player.team = 0; // the sheet is no team sheet with other than 4 players (below)
                broughtBack << player.name;
            } else {
                // A default name not already taken.
                for (int n = i + 1;; ++n) {
                    player.name = defaultPlayerName(n);
                    if (std::none_of(next.players.begin(), next.players.end(),
                                     [&](const SheetPlayer &p) { return p.name == player.name; }))
                        break;
                }
            }
            next.players.push_back(player);
        }
    }
    if (count != sheet_limits::kTeamPlayers && next.teams) {
        next.teams = false;
        for (SheetPlayer &p : next.players)
            p.team = 0;
    }
    if (count == 2) // SET-CROWNS: only the token 3 in a 2-player game
        for (SheetPlayer &p : next.players)
            if (p.coronation == 5)
                p.coronation = 0;
    m_document->edit(next, [count] { return tr("Set the number of players to %1").arg(count); });
    // Say where a column went, and that it comes back: nothing of a player is lost without a word.
    QString note;
    if (!setAside.isEmpty())
        note = tr("Set aside with everything entered: %1. Raise the number of players to bring it back, or "
                  "undo (%2).")
                   .arg(joinNames(setAside),
                        QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText));
    else if (!broughtBack.isEmpty())
        note = tr("Brought back as entered before: %1.").arg(joinNames(broughtBack));
    if (auto *main = qobject_cast<QMainWindow *>(window()); main && !note.isEmpty())
        main->statusBar()->showMessage(note, 10000);
}

SheetPlayer SheetEditor::blankPlayer(const QString &name)
{
    SheetPlayer player;
    player.name = name;
    return player;
}

void SheetEditor::setTeams(bool teams)
{
    ScoreSheet next = m_document->sheet();
    next.teams = teams;
    // TEAM-SETUP: turn order team 1, team 2, team 2, team 1.
    for (int i = 0; i < int(next.players.size()); ++i)
        next.players[i].team = teams ? (i == 0 || i == 3 ? 1 : 2) : 0;
    m_document->edit(next,
                     [teams] { return teams ? tr("Score as two teams") : tr("Score each player alone"); });
}

void SheetEditor::focusLocation(const ProblemLocation &where)
{
    for (PlayerCard *card : m_cards)
        if (QWidget *w = card->widgetFor(where)) {
            m_scroll->ensureWidgetVisible(w);
            w->setFocus(Qt::OtherFocusReason);
            return;
        }
    if (where.part == ProblemLocation::Part::Players)
        m_players->setFocus(Qt::OtherFocusReason);
}

void SheetEditor::focusPlayer(int index)
{
    if (PlayerCard *c = card(index)) {
        m_scroll->ensureWidgetVisible(c->nameEdit());
        c->nameEdit()->setFocus(Qt::ShortcutFocusReason);
        c->nameEdit()->selectAll();
    }
}

} // namespace hk::gui
