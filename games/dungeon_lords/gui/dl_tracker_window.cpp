// DungeonLordsTrackerWindow is longer than 600 lines on purpose: Dungeon Lords' year tracker is one window
// over one document — the setup, the phase being confirmed, each dungeon's and monster's edits, payday, the
// ledger and the final sheet — each step an undoable edit that the game's core checks
// (games/dungeon_lords/core).

#include "dl_tracker_window.h"

#include "dl_rules.h"
#include "dl_sheet.h"
#include "dl_tracker_io.h"
#include "dl_tracker_text.h"
#include "files/file_io.h"
#include "i18n/arg_text.h"
#include "i18n/language.h"
#include "i18n/list_text.h"
#include "rule_link.h"
#include "score_table_view.h"
#include "sheet/sheet_io.h"
#include "sheet/sheet_schema.h"
#include "snapshot_command.h"
#include "window_factory.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hk::gui {

using namespace hk::dungeonlords;

namespace {

// The dungeon table's columns: the values the table types, then what the events made.
enum DungeonColumn { ColName, ColGold, ColFood, ColTiles, ColConquered, ColEvil, ColDeadLetters, ColCount };
enum MonsterColumn { MonOwner, MonName, MonFood, MonGold, MonLetGo, MonCount };

QTableWidgetItem *item(const QString &text, bool editable)
{
    auto *cell = new QTableWidgetItem(text);
    if (!editable)
        cell->setFlags(cell->flags() & ~Qt::ItemIsEditable);
    return cell;
}

QTableWidgetItem *number(int value, bool editable = true)
{
    auto *cell = item(QString(), editable);
    cell->setData(Qt::EditRole, value);
    cell->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return cell;
}

// Where a monster of the monster table is: its owner and its index in their dungeon.
std::pair<int, int> monsterAt(const TrackerState &state, int row)
{
    for (int p = 0; p < int(state.players.size()); ++p) {
        const int n = int(state.players[size_t(p)].dungeon.monsters.size());
        if (row < n)
            return {p, row};
        row -= n;
    }
    return {-1, -1};
}

} // namespace

DungeonLordsTrackerWindow::DungeonLordsTrackerWindow(QWidget *parent) : DocumentWindow(parent)
{
    setUndoStack(new QUndoStack(this));
    setObjectName(QStringLiteral("dungeonLordsTracker"));
    m_splitter = new QSplitter(Qt::Horizontal, this);

    // Left: where the year stands and what to do now.
    auto *now = new QWidget;
    auto *nowLayout = new QVBoxLayout(now);
    m_where = new QLabel;
    m_where->setObjectName(QStringLiteral("where"));
    m_where->setWordWrap(true);
    QFont big = m_where->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_where->setFont(big);
    m_events = new QLabel;
    m_events->setWordWrap(true);
    m_tasks = new QLabel;
    m_tasks->setWordWrap(true);
    m_tasks->setTextFormat(Qt::RichText);
    m_tasks->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    RuleLinks::follow(m_tasks);
    RuleLinks::follow(m_events);
    auto *revealRow = new QHBoxLayout;
    m_revealLabel = new QLabel;
    m_reveal = new QComboBox;
    m_reveal->setObjectName(QStringLiteral("reveal"));
    m_revealLabel->setBuddy(m_reveal);
    revealRow->addWidget(m_revealLabel);
    revealRow->addWidget(m_reveal, 1);
    m_confirm = new QPushButton;
    m_confirm->setObjectName(QStringLiteral("confirmPhase"));
    m_confirm->setDefault(true);
    m_verdict = new QLabel;
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setStyleSheet(QStringLiteral("color: #b00020;"));
    RuleLinks::follow(m_verdict);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_tasks);
    nowLayout->addWidget(m_where);
    nowLayout->addWidget(m_events);
    nowLayout->addWidget(scroll, 1);
    nowLayout->addLayout(revealRow);
    nowLayout->addWidget(m_confirm);
    nowLayout->addWidget(m_verdict);
    connect(m_confirm, &QPushButton::clicked, this, &DungeonLordsTrackerWindow::confirmPhase);
    connect(m_reveal, &QComboBox::currentIndexChanged, this, [this] { m_verdict->clear(); });

    // Right: the dungeons, the ledger, the history, the final score, the rules.
    m_tabs = new QTabWidget;
    auto *dungeons = new QWidget;
    auto *dungeonsLayout = new QVBoxLayout(dungeons);
    auto *setupRow = new QHBoxLayout;
    m_playerCount = new QSpinBox;
    m_playerCount->setRange(dungeonlords::kMinPlayers, dungeonlords::kMaxPlayers);
    m_firstPlayer = new QComboBox;
    m_firstGame = new QCheckBox;
    m_dummyEvil = new QSpinBox;
    m_dummyEvil->setRange(0, 99);
    for (int i = 0; i < 4; ++i)
        m_setupLabels[i] = new QLabel;
    m_setupLabels[0]->setBuddy(m_playerCount);
    m_setupLabels[1]->setBuddy(m_firstPlayer);
    m_setupLabels[2]->setBuddy(m_dummyEvil);
    setupRow->addWidget(m_setupLabels[0]);
    setupRow->addWidget(m_playerCount);
    setupRow->addWidget(m_setupLabels[1]);
    setupRow->addWidget(m_firstPlayer);
    setupRow->addWidget(m_setupLabels[2]);
    setupRow->addWidget(m_dummyEvil);
    setupRow->addWidget(m_firstGame);
    setupRow->addStretch(1);
    dungeonsLayout->addLayout(setupRow);
    m_dungeons = new QTableWidget(0, ColCount);
    m_dungeons->setObjectName(QStringLiteral("dungeons"));
    m_dungeons->verticalHeader()->hide();
    m_dungeons->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_dungeons->horizontalHeader()->setSectionResizeMode(ColName, QHeaderView::Stretch);
    dungeonsLayout->addWidget(m_dungeons, 2);
    dungeonsLayout->addWidget(m_setupLabels[3]);
    m_monsters = new QTableWidget(0, MonCount);
    m_monsters->setObjectName(QStringLiteral("monsters"));
    m_monsters->verticalHeader()->hide();
    m_monsters->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_monsters->horizontalHeader()->setSectionResizeMode(MonName, QHeaderView::Stretch);
    dungeonsLayout->addWidget(m_monsters, 2);
    auto *monsterRow = new QHBoxLayout;
    m_monsterOwner = new QComboBox;
    m_addMonster = new QPushButton;
    m_removeMonster = new QPushButton;
    monsterRow->addWidget(m_monsterOwner);
    monsterRow->addWidget(m_addMonster);
    monsterRow->addWidget(m_removeMonster);
    monsterRow->addStretch(1);
    dungeonsLayout->addLayout(monsterRow);
    connect(m_dungeons, &QTableWidget::cellChanged, this, &DungeonLordsTrackerWindow::dungeonEdited);
    connect(m_monsters, &QTableWidget::cellChanged, this, &DungeonLordsTrackerWindow::monsterEdited);
    connect(m_addMonster, &QPushButton::clicked, this, &DungeonLordsTrackerWindow::addMonster);
    connect(m_removeMonster, &QPushButton::clicked, this, &DungeonLordsTrackerWindow::removeMonster);
    connect(m_playerCount, &QSpinBox::valueChanged, this, &DungeonLordsTrackerWindow::setupEdited);
    connect(m_firstPlayer, &QComboBox::activated, this, &DungeonLordsTrackerWindow::setupEdited);
    connect(m_firstGame, &QCheckBox::toggled, this, &DungeonLordsTrackerWindow::setupEdited);
    connect(m_dummyEvil, &QSpinBox::valueChanged, this, &DungeonLordsTrackerWindow::setupEdited);

    m_ledger = new QListWidget;
    m_ledger->setObjectName(QStringLiteral("ledger"));
    m_ledger->setWordWrap(true);
    m_history = new QListWidget;
    m_history->setObjectName(QStringLiteral("history"));
    m_history->setWordWrap(true);
    m_score = new ScoreTableView;
    connect(m_score, &ScoreTableView::ruleActivated, this, [this](const QString &id) {
        m_tabs->setCurrentWidget(m_rules);
        m_rules->scrollToAnchor(id);
    });
    m_rules = new QTextBrowser;
    m_rules->setObjectName(QStringLiteral("rules"));
    m_tabs->addTab(dungeons, QString());
    m_tabs->addTab(m_ledger, QString());
    m_tabs->addTab(m_history, QString());
    m_tabs->addTab(m_score, QString());
    m_tabs->addTab(m_rules, QString());

    m_splitter->addWidget(now);
    m_splitter->addWidget(m_tabs);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setSizes({480, 720}); // what to do now needs room to read
    setCentralWidget(m_splitter);

    m_saveSheet = new QAction(this);
    connect(m_saveSheet, &QAction::triggered, this, &DungeonLordsTrackerWindow::saveFinalSheet);
    createStandardMenus(QStringLiteral("dungeonLordsToolBar"));
    fileMenu()->insertAction(fileSaveSeparator(), m_saveSheet);
    // Help ▸ Rules (F1) shows this game's rules, in the Rules tab, rather than the application's own.
    disconnect(rulesAction(), &QAction::triggered, nullptr, nullptr);
    connect(rulesAction(), &QAction::triggered, this, [this] { m_tabs->setCurrentWidget(m_rules); });
    display(TrackerDocument{defaultSetup(4), {}});
    if (!restoreLayout())
        resizeToFitScreen(QSize(1280, 760));
}

DungeonLordsTrackerWindow::~DungeonLordsTrackerWindow()
{
    disconnect(m_dungeons, nullptr, this, nullptr);
    disconnect(m_monsters, nullptr, this, nullptr);
}

DocumentWindow::FileKind DungeonLordsTrackerWindow::fileKind() const
{
    return {QString::fromLatin1(kTrackerSuffix),
            tr("Dungeon Lords year trackers (*.hkdungeon)"),
            {},
            tr("Untitled Dungeon Lords game"),
            tr("Dungeon Lords Year Tracker"),
            tr("%1 cannot be opened. Nothing was changed."),
            QStringLiteral("dungeonLordsTracker")};
}

QString DungeonLordsTrackerWindow::leftoverText(const base::Autosave::Leftover &leftover)
{
    return tr("Hallkeeper stopped without closing a Dungeon Lords game: %1, autosaved %2.")
        .arg(WindowFactory::leftoverFile(leftover, tr("a game never saved")),
             WindowFactory::leftoverTime(leftover));
}

bool DungeonLordsTrackerWindow::record(const TrackerStep &step)
{
    const base::Verdict verdict = validate(m_state, step);
    if (!verdict.allowed()) {
        m_verdict->setText(RuleLinks::linked(
            base::verdictLines(verdict, *dungeonLordsRules()).join(QStringLiteral("<br>")).toHtmlEscaped()));
        return false;
    }
    TrackerDocument after = m_document;
    after.log.push_back(step);
    const TrackerState next = apply(m_state, step);
    const bool wasOver = m_state.phase == Phase::Final;
    edit(after, next.history.value(next.history.size() - 1));
    if (!wasOver && m_state.phase == Phase::Final)
        offerLibrary();
    return true;
}

QString DungeonLordsTrackerWindow::gameId() const
{
    return QString::fromLatin1(kGameId);
}

bool DungeonLordsTrackerWindow::changeSetup(const TrackerSetup &setup)
{
    TrackerDocument after{setup, m_document.log};
    const base::Problems problems = checkSetup(setup);
    const TrackerReplay replayed = replay(after);
    if (!problems.empty() || replayed.refused >= 0) {
        m_verdict->setText(
            problems.empty()
                ? tr("This setup does not fit the steps recorded (step %1: %2); undo them first.")
                      .arg(argText(replayed.refused + 1),
                           base::verdictLines(replayed.verdict, *dungeonLordsRules()).join(QLatin1Char(' ')))
                      .toHtmlEscaped()
                : problems.front().message.toHtmlEscaped());
        showSetup();
        return false;
    }
    edit(after, tr("Change the setup"));
    return true;
}

void DungeonLordsTrackerWindow::edit(const TrackerDocument &after, const QString &what)
{
    undoStack()->push(new SnapshotCommand<TrackerDocument>(what, m_document, after,
                                                           [this](const TrackerDocument &d) { display(d); }));
}

void DungeonLordsTrackerWindow::display(const TrackerDocument &document)
{
    m_document = document;
    const TrackerReplay replayed = replay(document);
    m_state = replayed.state; // a document in the window always replays whole: every edit is validated
    m_letGo.assign(m_state.players.size(), {});
    m_verdict->clear();
    showNow();
    showSetup();
    showDungeons();
    m_ledger->clear();
    for (const LedgerEntry &e : m_state.ledger)
        m_ledger->addItem(ledgerText(m_state, e));
    if (m_state.ledger.empty())
        m_ledger->addItem(tr("Nothing paid yet: the first event resolves in round 2."));
    m_history->clear();
    m_history->addItems(m_state.history);
    m_history->scrollToBottom();
    const base::SheetValues sheet = toSheet(m_state);
    QStringList names;
    for (const TrackerPlayer &p : m_state.players)
        names << p.name;
    static const base::SheetLabeller labeller(*dungeonLordsSchema());
    m_score->setResults(scoreDungeonLords(sheet), {}, labeller, names, dungeonLordsRules().get());
    m_saveSheet->setEnabled(m_state.phase == Phase::Final);
}

void DungeonLordsTrackerWindow::showNow()
{
    const TrackerState &s = m_state;
    m_where->setText(s.phase == Phase::Final
                         ? tr("The game is over")
                         : tr("%1 — %2").arg(roundName(s.year, s.round), phaseName(s.phase)));
    QStringList revealed;
    for (size_t i = 0; i < s.revealed.size(); ++i) {
        const int resolves = int(i) + 2;
        revealed << (resolves < s.round || (resolves == s.round && s.phase > Phase::Event)
                         ? tr("%1 (resolved in round %2)")
                         : tr("%1 (resolves in round %2)"))
                        .arg(eventName(s.revealed[i]), argText(resolves));
    }
    QString events =
        tr("First player: %1.").arg(s.players.empty() ? QString() : s.players[size_t(s.firstPlayer)].name);
    events +=
        QLatin1Char(' ') + (revealed.isEmpty() ? tr("No event tile revealed this year yet.")
                                               : tr("Event tiles this year: %1.").arg(listText(revealed)));
    if (s.dummyEvil)
        events += QLatin1Char(' ') + tr("Dummy player's evil: %1.").arg(argText(*s.dummyEvil));
    m_events->setText(events);
    QString html = QStringLiteral("<ol>");
    for (const PhaseTask &task : phaseTasks(s, pendingStep())) {
        html += QStringLiteral("<li style=\"margin-bottom: 6px\">") + task.text.toHtmlEscaped();
        if (!task.ruleIds.isEmpty())
            html += QStringLiteral(" (") + RuleLinks::linked(listText(task.ruleIds)) + QLatin1Char(')');
        html += QStringLiteral("</li>");
    }
    html += QStringLiteral("</ol>");
    m_tasks->setText(html);
    const bool reveals = s.phase == Phase::NewRound && s.round <= 3;
    m_reveal->setVisible(reveals);
    m_revealLabel->setVisible(reveals);
    if (reveals) {
        const QSignalBlocker block(m_reveal);
        m_reveal->clear();
        m_reveal->addItem(tr("Choose the event tile revealed…"));
        for (EventTile t : {EventTile::Payday, EventTile::Tax, EventTile::Special})
            if (std::find(s.revealed.begin(), s.revealed.end(), t) == s.revealed.end())
                m_reveal->addItem(eventName(t), eventId(t));
    }
    m_confirm->setEnabled(s.phase != Phase::Final);
    m_confirm->setText(s.phase == Phase::Final ? tr("The game is over")
                                               : tr("Confirm: %1 done").arg(phaseName(s.phase)));
}

void DungeonLordsTrackerWindow::showSetup()
{
    const QSignalBlocker b1(m_playerCount), b2(m_firstPlayer), b3(m_firstGame), b4(m_dummyEvil);
    const TrackerSetup &setup = m_document.setup;
    m_playerCount->setValue(int(setup.players.size()));
    m_firstPlayer->clear();
    m_firstPlayer->addItems(setup.players);
    m_firstPlayer->setCurrentIndex(setup.firstPlayer);
    m_firstGame->setChecked(setup.firstGame);
    const bool dummy = setup.players.size() == 2;
    m_dummyEvil->setVisible(dummy);
    m_setupLabels[2]->setVisible(dummy);
    m_dummyEvil->setValue(m_state.dummyEvil.value_or(setup.dummyEvil));
    // The setup is the game's start: once a phase is confirmed only the dummy's evil changes (a step).
    const bool started = std::any_of(m_document.log.begin(), m_document.log.end(), [](const TrackerStep &s) {
        return s.kind == TrackerStep::Kind::Advance;
    });
    m_playerCount->setEnabled(!started);
    m_firstPlayer->setEnabled(!started);
    m_firstGame->setEnabled(!started);
}

void DungeonLordsTrackerWindow::showDungeons()
{
    m_filling = true;
    const TrackerState &s = m_state;
    const bool open = s.phase != Phase::Final;
    m_dungeons->setRowCount(int(s.players.size()));
    for (int p = 0; p < int(s.players.size()); ++p) {
        const TrackerPlayer &player = s.players[size_t(p)];
        const Dungeon &d = player.dungeon;
        m_dungeons->setItem(p, ColName, item(player.name, open));
        m_dungeons->setItem(p, ColGold, number(d.gold, open));
        m_dungeons->setItem(p, ColFood, number(d.food, open));
        m_dungeons->setItem(p, ColTiles, number(d.tiles, open));
        m_dungeons->setItem(p, ColConquered, number(d.conquered, open));
        m_dungeons->setItem(p, ColEvil, number(d.evil, open));
        m_dungeons->setItem(p, ColDeadLetters, number(player.deadLetters, false));
    }
    int rows = 0;
    for (const TrackerPlayer &p : s.players)
        rows += int(p.dungeon.monsters.size());
    m_monsters->setRowCount(rows);
    int row = 0;
    for (const TrackerPlayer &p : s.players)
        for (const Monster &m : p.dungeon.monsters) {
            m_monsters->setItem(row, MonOwner, item(p.name, false));
            m_monsters->setItem(row, MonName, item(m.name, open));
            m_monsters->setItem(row, MonFood, number(m.food, open));
            m_monsters->setItem(row, MonGold, number(m.gold, open));
            // At payday the table ticks the monsters a player lets go (DL-003); else the column rests.
            auto *letGo = item(QString(), false);
            letGo->setFlags(paydayNow() ? Qt::ItemIsUserCheckable | Qt::ItemIsEnabled : Qt::NoItemFlags);
            const auto [owner, index] = monsterAt(s, row);
            const std::vector<int> &ticked = m_letGo[size_t(owner)];
            letGo->setCheckState(
                std::find(ticked.begin(), ticked.end(), index) != ticked.end() ? Qt::Checked : Qt::Unchecked);
            m_monsters->setItem(row, MonLetGo, letGo);
            ++row;
        }
    const int owner = m_monsterOwner->currentIndex();
    m_monsterOwner->clear();
    for (const TrackerPlayer &p : s.players)
        m_monsterOwner->addItem(p.name);
    m_monsterOwner->setCurrentIndex(std::clamp(owner, 0, int(s.players.size()) - 1));
    m_addMonster->setEnabled(open);
    m_removeMonster->setEnabled(open && rows > 0);
    m_filling = false;
}

bool DungeonLordsTrackerWindow::paydayNow() const
{
    return m_state.phase == Phase::Event && m_state.pendingEvent() == EventTile::Payday;
}

TrackerStep DungeonLordsTrackerWindow::pendingStep() const
{
    TrackerStep step = advanceStep();
    const bool reveals = m_state.phase == Phase::NewRound && m_state.round <= 3;
    if (reveals && m_reveal->currentIndex() > 0)
        step.reveal = eventFromId(m_reveal->currentData().toString());
    const bool anyLetGo =
        std::any_of(m_letGo.begin(), m_letGo.end(), [](const auto &l) { return !l.empty(); });
    if (paydayNow() && anyLetGo)
        step.dismissed = m_letGo;
    return step;
}

void DungeonLordsTrackerWindow::confirmPhase()
{
    record(pendingStep());
}

void DungeonLordsTrackerWindow::dungeonEdited(int row, int column)
{
    if (m_filling || row < 0 || row >= int(m_state.players.size()))
        return;
    const QTableWidgetItem *cell = m_dungeons->item(row, column);
    if (!cell)
        return;
    if (column == ColName) {
        TrackerSetup setup = m_document.setup;
        setup.players[row] = cell->text().trimmed();
        if (!changeSetup(setup))
            showDungeons();
        return;
    }
    bool ok = false;
    const int value = cell->data(Qt::EditRole).toInt(&ok);
    TrackerStep step;
    step.kind = TrackerStep::Kind::SetDungeon;
    step.player = row;
    step.dungeon = m_state.players[size_t(row)].dungeon;
    int *field = column == ColGold        ? &step.dungeon.gold
                 : column == ColFood      ? &step.dungeon.food
                 : column == ColTiles     ? &step.dungeon.tiles
                 : column == ColConquered ? &step.dungeon.conquered
                 : column == ColEvil      ? &step.dungeon.evil
                                          : nullptr;
    if (!field || !ok || *field == value) {
        showDungeons();
        return;
    }
    *field = value;
    if (!record(step))
        showDungeons();
}

void DungeonLordsTrackerWindow::monsterEdited(int row, int column)
{
    if (m_filling)
        return;
    const auto [player, index] = monsterAt(m_state, row);
    const QTableWidgetItem *cell = m_monsters->item(row, column);
    if (player < 0 || !cell)
        return;
    if (column == MonLetGo) {
        std::vector<int> &ticked = m_letGo[size_t(player)];
        ticked.erase(std::remove(ticked.begin(), ticked.end(), index), ticked.end());
        if (cell->checkState() == Qt::Checked)
            ticked.push_back(index);
        std::sort(ticked.begin(), ticked.end());
        showNow(); // what payday would do now, and whether the rules allow it
        const base::Verdict verdict = validate(m_state, pendingStep());
        m_verdict->setText(verdict.allowed()
                               ? QString()
                               : RuleLinks::linked(base::verdictLines(verdict, *dungeonLordsRules())
                                                       .join(QStringLiteral("<br>"))
                                                       .toHtmlEscaped()));
        return;
    }
    TrackerStep step;
    step.kind = TrackerStep::Kind::SetDungeon;
    step.player = player;
    step.dungeon = m_state.players[size_t(player)].dungeon;
    Monster &m = step.dungeon.monsters[size_t(index)];
    if (column == MonName)
        m.name = cell->text().trimmed();
    else if (column == MonFood)
        m.food = cell->data(Qt::EditRole).toInt();
    else if (column == MonGold)
        m.gold = cell->data(Qt::EditRole).toInt();
    if (step.dungeon == m_state.players[size_t(player)].dungeon || !record(step))
        showDungeons();
}

void DungeonLordsTrackerWindow::addMonster()
{
    const int player = m_monsterOwner->currentIndex();
    if (player < 0 || player >= int(m_state.players.size()))
        return;
    TrackerStep step;
    step.kind = TrackerStep::Kind::SetDungeon;
    step.player = player;
    step.dungeon = m_state.players[size_t(player)].dungeon;
    step.dungeon.monsters.push_back({tr("Monster %1").arg(argText(step.dungeon.monsters.size() + 1)), 1, 0});
    record(step);
}

void DungeonLordsTrackerWindow::removeMonster()
{
    const auto [player, index] = monsterAt(m_state, m_monsters->currentRow());
    if (player < 0)
        return;
    TrackerStep step;
    step.kind = TrackerStep::Kind::SetDungeon;
    step.player = player;
    step.dungeon = m_state.players[size_t(player)].dungeon;
    step.dungeon.monsters.erase(step.dungeon.monsters.begin() + index);
    record(step);
}

void DungeonLordsTrackerWindow::setupEdited()
{
    const bool started = std::any_of(m_document.log.begin(), m_document.log.end(), [](const TrackerStep &s) {
        return s.kind == TrackerStep::Kind::Advance;
    });
    if (started) { // only the dummy's evil: a step of the game
        if (m_state.dummyEvil && m_dummyEvil->value() != *m_state.dummyEvil) {
            TrackerStep step;
            step.kind = TrackerStep::Kind::SetDummyEvil;
            step.evil = m_dummyEvil->value();
            record(step);
        }
        return;
    }
    TrackerSetup setup = m_document.setup;
    const int n = m_playerCount->value();
    const QStringList defaultNames = defaultSetup(n).players;
    while (setup.players.size() < n)
        setup.players << defaultNames[setup.players.size()];
    while (setup.players.size() > n)
        setup.players.removeLast();
    setup.firstPlayer = std::clamp(m_firstPlayer->currentIndex(), 0, n - 1);
    setup.firstGame = m_firstGame->isChecked();
    setup.dummyEvil = m_dummyEvil->value();
    if (setup != m_document.setup)
        changeSetup(setup);
}

QByteArray DungeonLordsTrackerWindow::finalSheetBytes() const
{
    // The same play as the tracker: adding the sheet completes the tracker's play in the library.
    base::SheetValues sheet = toSheet(m_state);
    sheet.uuid = playUuid();
    return base::sheetToBytes(*dungeonLordsSchema(), sheet);
}

void DungeonLordsTrackerWindow::saveFinalSheet()
{
    const QString file = askSaveFileName(tr("Save Final Sheet"), QString::fromLatin1(base::kSheetSuffix),
                                         tr("Hallkeeper score sheets (*.hkscore)"));
    if (file.isEmpty())
        return;
    const QString error = base::writeFileAtomically(file, finalSheetBytes());
    if (!error.isEmpty()) {
        showMessage(QMessageBox::Warning, tr("Save Final Sheet"), error);
        return;
    }
    WindowFactory::open(file, this); // the group types the other categories there
}

bool DungeonLordsTrackerWindow::exportTo(const QString &fileName)
{
    if (!fileName.endsWith(QLatin1String(".hkscore"))) {
        showMessage(QMessageBox::Warning, tr("Export"),
                    tr("A Dungeon Lords game exports its final sheet (.hkscore)."));
        return false;
    }
    const QString error = base::writeFileAtomically(fileName, finalSheetBytes());
    if (!error.isEmpty())
        showMessage(QMessageBox::Warning, tr("Export"), error);
    return error.isEmpty();
}

std::optional<TrackerDocument> DungeonLordsTrackerWindow::readTrackerFile(const QString &readFrom,
                                                                          QStringList &lines)
{
    const QString file = QFileInfo(readFrom).fileName();
    base::Problems readProblems;
    const std::optional<QByteArray> bytes = base::readInputFile(readFrom, readProblems);
    for (const base::Problem &p : readProblems)
        lines << base::formatProblem(file, p);
    if (!bytes)
        return std::nullopt;
    const TrackerReadResult read = readTracker(*bytes);
    if (!read.document)
        for (const base::Problem &p : read.problems)
            lines << base::formatProblem(file, p);
    return read.document;
}

QStringList DungeonLordsTrackerWindow::readDocument(const QString &readFrom, const QString &)
{
    QStringList lines;
    const std::optional<TrackerDocument> document = readTrackerFile(readFrom, lines);
    if (!document)
        return lines;
    undoStack()->clear();
    setPlayUuid(document->uuid);
    display(*document);
    return {};
}

bool DungeonLordsTrackerWindow::recoverAsStep(const QString &readFrom, const QString &fileName,
                                              const std::function<QString()> &what)
{
    QStringList lines;
    const std::optional<TrackerDocument> file = readTrackerFile(fileName, lines);
    const std::optional<TrackerDocument> work = readTrackerFile(readFrom, lines);
    if (!file || !work)
        return false;
    undoStack()->clear();
    setPlayUuid(work->uuid.isEmpty() ? file->uuid : work->uuid); // the play stays the same through the step
    display(*file);
    undoStack()->push(new SnapshotCommand<TrackerDocument>(what, *file, *work,
                                                           [this](const TrackerDocument &d) { display(d); }));
    return true;
}

void DungeonLordsTrackerWindow::clearDocument()
{
    undoStack()->clear();
    setPlayUuid({});
    display(TrackerDocument{defaultSetup(4), {}});
}

TrackerDocument DungeonLordsTrackerWindow::document() const
{
    TrackerDocument document = m_document;
    document.uuid = playUuid();
    return document;
}

QByteArray DungeonLordsTrackerWindow::documentBytes(const QString &playUuid) const
{
    TrackerDocument document = m_document;
    document.uuid = playUuid;
    return trackerToBytes(document);
}

void DungeonLordsTrackerWindow::retranslateDocument()
{
    m_revealLabel->setText(tr("Event tile &revealed:"));
    m_tabs->setTabText(0, tr("Dungeons"));
    m_tabs->setTabText(1, tr("Ledger"));
    m_tabs->setTabText(2, tr("History"));
    m_tabs->setTabText(3, tr("Final score"));
    m_tabs->setTabText(4, tr("Rules"));
    m_setupLabels[0]->setText(tr("&Players:"));
    m_setupLabels[1]->setText(tr("&First player:"));
    m_setupLabels[2]->setText(tr("&Dummy's evil:"));
    m_setupLabels[3]->setText(tr("Monsters and their upkeep (paid at payday, DL-003):"));
    m_firstGame->setText(tr("First Game (no special event)"));
    m_dungeons->setHorizontalHeaderLabels(
        {tr("Player"), tr("Gold"), tr("Food"), tr("Tiles"), tr("Conquered"), tr("Evil"), tr("Dead letters")});
    m_monsters->setHorizontalHeaderLabels(
        {tr("Player"), tr("Monster"), tr("Food"), tr("Gold"), tr("Let go")});
    m_addMonster->setText(tr("&Add Monster"));
    m_removeMonster->setText(tr("&Remove Monster"));
    m_saveSheet->setText(tr("Save &Final Sheet…"));
    m_score->retranslate();
    m_rules->setMarkdown(dungeonLordsRules()->markdown(installedLanguage()));
    if (!m_document.setup.players.isEmpty())
        display(m_document); // the state's words are made in the language of the moment
}

} // namespace hk::gui
