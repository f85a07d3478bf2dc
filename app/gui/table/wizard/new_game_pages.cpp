#include "wizard/new_game_pages.h"

#include "art.h"
#include "io/board_io.h"
#include "io/catalog_io.h"
#include "model/players.h"
#include "wizard/new_game_draft.h"
#include "wizard/setup_map.h"

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

namespace {

QIcon swatch(const QColor &colour, int size = 16)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0x2b, 0x21, 0x18), 1));
    p.setBrush(colour);
    p.drawRoundedRect(QRectF(0.5, 0.5, size - 1, size - 1), 3, 3);
    return QIcon(pixmap);
}

QString capitalized(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

std::vector<SetupMap::Gate> gatesOf(const NewGameDraft &draft)
{
    std::vector<SetupMap::Gate> gates;
    for (int p = 0; p < draft.playerCount(); ++p)
        gates.push_back({draft.gate(p), draft.colour(p), QString::number(p + 1), draft.displayName(p)});
    return gates;
}

} // namespace

int pageOfViolation(const Violation &violation, const GameSetup &setup)
{
    const QString rule = violation.rule();
    if (rule == QLatin1String("BRD-SIDE"))
        return kBoardPage;
    if (rule == QLatin1String("SET-GATES"))
        return violation.reason == Reason::SetupPlayerCount ? kPlayersPage : kGatesPage;
    if (rule == QLatin1String("SET-STATUES"))
        return kStatuesPage;
    if (rule == QLatin1String("SET-WORKSHOPS") || rule == QLatin1String("SET-PEDTRACK"))
        return kSupplyPage;
    if (rule == QLatin1String("SET-MARKET"))
        return kMarketPage;
    if (rule == QLatin1String("SET-MOOT")) {
        for (int p = 0; p < setup.playerCount(); ++p)
            if (setup.players[p].name == violation.subject)
                return kMootPage + p;
        return kMootPage;
    }
    return kPlayersPage; // TEAM-SETUP
}

// --- SetupPage
// ------------------------------------------------------------------------------------------------

SetupPage::SetupPage(NewGameDraft *draft, QStringList rules, QWidget *parent)
    : QWizardPage(parent), m_draft(draft), m_rules(std::move(rules))
{}

QLabel *SetupPage::makeProblemsLabel()
{
    m_problems = new QLabel;
    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setWordWrap(true);
    m_problems->setTextFormat(Qt::RichText);
    m_problems->setVisible(false);
    connect(m_draft, &NewGameDraft::changed, this, &SetupPage::refreshProblems);
    return m_problems;
}

void SetupPage::refreshProblems()
{
    if (!m_problems)
        return;
    QStringList lines;
    for (const Violation &v : m_draft->verdict().violations)
        if (m_rules.contains(v.rule()))
            lines << capitalized(describe(v)).toHtmlEscaped();
    lines.removeDuplicates();
    constexpr int kShown = 3; // the summary lists them all
    if (lines.size() > kShown + 1) {
        const int more = int(lines.size()) - kShown;
        lines = lines.mid(0, kShown);
        lines << tr("… and %1 more").arg(more).toHtmlEscaped();
    }
    m_problems->setText(
        QStringLiteral("<span style=\"color:#b3261e\">%1</span>").arg(lines.join(QStringLiteral("<br>"))));
    m_problems->setVisible(!lines.isEmpty());
}

// --- PlayersPage
// ----------------------------------------------------------------------------------------------

PlayersPage::PlayersPage(NewGameDraft *draft, QWidget *parent)
    : SetupPage(draft, {QStringLiteral("TEAM-SETUP")}, parent)
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
        row.colour->setToolTip(tr("The colour of this player's gate and tunnels"));
        auto *menu = new QMenu(row.colour);
        for (const QColor &c : NewGameDraft::palette())
            menu->addAction(swatch(c), c.name(), this, [this, seat, c] { m_draft->setColour(seat, c); });
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

BoardPage::BoardPage(NewGameDraft *draft, QWidget *parent)
    : SetupPage(draft, {QStringLiteral("BRD-SIDE")}, parent)
{
    setTitle(tr("Board"));
    setSubTitle(tr("The mountain board you play on: the winter side for 4–5 players, the autumn side for 3, "
                   "either for 2 (BRD-SIDE)."));
    auto *layout = new QHBoxLayout(this);
    auto *left = new QVBoxLayout;
    m_winter = new QRadioButton(tr("Practice Mountain, &winter side"));
    m_winter->setObjectName(QStringLiteral("sideWinter"));
    m_autumn = new QRadioButton(tr("Practice Mountain, &autumn side"));
    m_autumn->setObjectName(QStringLiteral("sideAutumn"));
    m_file = new QRadioButton(tr("A board &file (.hkboard)"));
    m_file->setObjectName(QStringLiteral("boardFile"));
    auto *group = new QButtonGroup(this);
    for (QRadioButton *b : {m_winter, m_autumn, m_file})
        group->addButton(b);
    left->addWidget(m_winter);
    left->addWidget(m_autumn);
    m_sideNote = new QLabel;
    m_sideNote->setWordWrap(true);
    m_sideNote->setIndent(22);
    left->addWidget(m_sideNote);
    left->addWidget(m_file);
    auto *fileRow = new QHBoxLayout;
    fileRow->setContentsMargins(22, 0, 0, 0);
    m_fileName = new QLineEdit;
    m_fileName->setReadOnly(true);
    m_fileName->setPlaceholderText(tr("No file chosen"));
    m_fileName->setFocusPolicy(Qt::NoFocus);
    m_browse = new QPushButton(tr("&Open…"));
    m_browse->setAutoDefault(false);
    fileRow->addWidget(m_fileName, 1);
    fileRow->addWidget(m_browse);
    left->addLayout(fileRow);
    m_fileProblems = new QLabel;
    m_fileProblems->setObjectName(QStringLiteral("fileProblems"));
    m_fileProblems->setWordWrap(true);
    m_fileProblems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fileProblems->setVisible(false);
    left->addWidget(m_fileProblems);
    left->addWidget(makeProblemsLabel());

    // The components: tunnel tiles, halls, workshops in the box and the troll card library, embedded in the
    // game so that later edits of the file cannot change it.
    left->addSpacing(12);
    auto *componentsRow = new QHBoxLayout;
    auto *componentsLabel = new QLabel(tr("Co&mponents:"));
    m_components = new QComboBox;
    m_components->setObjectName(QStringLiteral("components"));
    m_components->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_components->setMinimumContentsLength(16);
    m_components->setToolTip(tr("The tunnel tiles, great halls and workshop tiles in the box, and the troll "
                                "card library: the game keeps a copy of them"));
    m_components->addItem(tr("Default components"));
    m_catalogs.push_back(NewGameDraft::defaultCatalog());
    componentsLabel->setBuddy(m_components);
    m_openCatalog = new QPushButton(tr("O&pen…"));
    m_openCatalog->setObjectName(QStringLiteral("openCatalog"));
    m_openCatalog->setAutoDefault(false);
    m_openCatalog->setToolTip(tr("Use a component catalog file (.hkcatalog)"));
    // The label on a line of its own: the combo box gets the width for a catalog's name.
    left->addWidget(componentsLabel);
    componentsRow->setContentsMargins(22, 0, 0, 0);
    componentsRow->addWidget(m_components, 1);
    componentsRow->addWidget(m_openCatalog);
    left->addLayout(componentsRow);
    m_catalogNote = new QLabel;
    m_catalogNote->setObjectName(QStringLiteral("catalogNote"));
    m_catalogNote->setWordWrap(true);
    m_catalogNote->setIndent(22);
    m_catalogNote->setForegroundRole(QPalette::PlaceholderText);
    left->addWidget(m_catalogNote);
    m_catalogProblems = new QLabel;
    m_catalogProblems->setObjectName(QStringLiteral("catalogProblems"));
    m_catalogProblems->setWordWrap(true);
    m_catalogProblems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_catalogProblems->setVisible(false);
    left->addWidget(m_catalogProblems);
    left->addStretch();
    m_boardName = new QLabel;
    m_boardName->setWordWrap(true);
    left->addWidget(m_boardName);
    layout->addLayout(left, 2);

    m_map = new SetupMap;
    m_map->setFocusPolicy(Qt::NoFocus); // a preview only
    layout->addWidget(m_map, 3);

    connect(group, &QButtonGroup::buttonClicked, this, [this] { choose(); });
    connect(m_browse, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Open a board"), m_fileName->text(),
                                                          tr("Hallkeeper boards (*.hkboard)"));
        if (!file.isEmpty())
            openBoardFile(file);
    });
    connect(m_draft, &NewGameDraft::boardChanged, this, &BoardPage::refresh);
    connect(m_draft, &NewGameDraft::playersChanged, this, &BoardPage::refresh);
    connect(m_components, &QComboBox::activated, this, [this](int index) {
        if (index >= 0 && index < int(m_catalogs.size()))
            m_draft->setCatalog(m_catalogs[index]);
        m_catalogProblems->setVisible(false);
    });
    connect(m_openCatalog, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Open a component catalog"),
                                                          m_components->currentData().toString(),
                                                          tr("Hallkeeper component catalogs (*.hkcatalog)"));
        if (!file.isEmpty())
            openCatalogFile(file);
    });
    connect(m_draft, &NewGameDraft::catalogChanged, this, &BoardPage::refreshCatalog);
    refreshCatalog();
}

void BoardPage::initializePage()
{
    refresh();
    refreshProblems();
    if (m_winter->isChecked() && m_winter->isEnabled())
        m_winter->setFocus();
    else if (m_autumn->isChecked() && m_autumn->isEnabled())
        m_autumn->setFocus();
    else
        m_file->setFocus();
}

bool BoardPage::openBoardFile(const QString &fileName)
{
    m_fileName->setText(fileName);
    m_file->setChecked(true);
    const BoardReadResult read = readBoard(fileName);
    if (!read.board) {
        m_fileBoard.reset();
        QStringList lines;
        for (const Problem &p : read.problems)
            lines << formatProblem(QFileInfo(fileName).fileName(), p).toHtmlEscaped();
        m_fileProblems->setText(
            QStringLiteral("<span style=\"color:#b3261e\"><b>%1</b><br>%2</span>")
                .arg(tr("This board cannot be used:").toHtmlEscaped(), lines.join(QStringLiteral("<br>"))));
        m_fileProblems->setVisible(true);
        refresh();
        emit completeChanged();
        return false;
    }
    m_fileBoard = std::make_shared<const Board>(*read.board);
    m_fileProblems->setVisible(false);
    m_draft->setBoard(m_fileBoard);
    emit completeChanged();
    return true;
}

bool BoardPage::openCatalogFile(const QString &fileName)
{
    const CatalogReadResult read = readCatalog(fileName);
    if (!read.catalog) {
        // Nothing changes: the components chosen before stay.
        QStringList lines;
        for (const Problem &p : read.problems)
            lines << formatProblem(QFileInfo(fileName).fileName(), p).toHtmlEscaped();
        m_catalogProblems->setText(QStringLiteral("<span style=\"color:#b3261e\"><b>%1</b><br>%2</span>")
                                       .arg(tr("These components cannot be used:").toHtmlEscaped(),
                                            lines.join(QStringLiteral("<br>"))));
        m_catalogProblems->setVisible(true);
        return false;
    }
    m_catalogProblems->setVisible(false);
    auto catalog = std::make_shared<const Catalog>(*read.catalog);
    const QString path = QFileInfo(fileName).absoluteFilePath();
    int index = m_components->findData(path);
    // The catalog's own name in the list (the note under it names the file).
    const QString text = catalog->name.isEmpty() ? QFileInfo(fileName).fileName() : catalog->name;
    if (index < 0) {
        m_components->addItem(text, path);
        m_catalogs.push_back(catalog);
        index = m_components->count() - 1;
    } else { // read again: the file may have changed
        m_components->setItemText(index, text);
        m_catalogs[index] = catalog;
    }
    m_components->setItemData(index, tr("%1\n%2").arg(text, QDir::toNativeSeparators(path)), Qt::ToolTipRole);
    m_draft->setCatalog(catalog);
    refreshCatalog();
    return true;
}

void BoardPage::refreshCatalog()
{
    const auto catalog = m_draft->catalog();
    const auto it = std::find(m_catalogs.begin(), m_catalogs.end(), catalog);
    if (it != m_catalogs.end())
        m_components->setCurrentIndex(int(it - m_catalogs.begin()));
    if (!catalog) {
        m_catalogNote->clear();
        return;
    }
    int workshops = 0;
    for (const WorkshopStock &w : catalog->workshops)
        workshops += w.count;
    const QString pieces = tr("%1 tunnel tiles, %2 great halls, %3 workshop tiles")
                               .arg(catalog->tunnelTiles())
                               .arg(catalog->halls.size())
                               .arg(workshops);
    QString note = catalog->trolls.empty()
                       ? tr("%1; no troll card library: the cards are entered by hand.").arg(pieces)
                       : tr("%1; %2 troll cards in the library, picked by their id.")
                             .arg(pieces)
                             .arg(catalog->trolls.size());
    const QString file = m_components->currentData().toString();
    if (!file.isEmpty()) // the whole name, which the box may cut
        note = tr("%1, from %2: %3").arg(catalog->name, QFileInfo(file).fileName(), note);
    m_catalogNote->setText(note);
    m_catalogNote->setToolTip(catalog->description);
}

void BoardPage::choose()
{
    if (m_winter->isChecked())
        m_draft->setBoard(NewGameDraft::practiceBoard(BoardSide::Winter));
    else if (m_autumn->isChecked())
        m_draft->setBoard(NewGameDraft::practiceBoard(BoardSide::Autumn));
    else if (m_fileBoard)
        m_draft->setBoard(m_fileBoard);
    else if (m_fileName->text().isEmpty())
        m_browse->click();
    refresh();
    emit completeChanged();
}

void BoardPage::refresh()
{
    const int n = m_draft->playerCount();
    m_winter->setEnabled(sideAllowsPlayers(BoardSide::Winter, n));
    m_autumn->setEnabled(sideAllowsPlayers(BoardSide::Autumn, n));
    m_sideNote->setText(n == 2 ? tr("With 2 players either side will do.")
                               : tr("With %1 players only the %2 fits (BRD-SIDE).")
                                     .arg(n)
                                     .arg(boardSideName(NewGameDraft::defaultSide(n))));
    const auto board = m_draft->board();
    if (!m_file->isChecked() || m_fileBoard) {
        if (board && board == NewGameDraft::practiceBoard(BoardSide::Winter))
            m_winter->setChecked(true);
        else if (board && board == NewGameDraft::practiceBoard(BoardSide::Autumn))
            m_autumn->setChecked(true);
        else if (board)
            m_file->setChecked(true);
    }
    const bool fileFailed = m_file->isChecked() && !m_fileBoard;
    m_map->setBoard(fileFailed ? nullptr : board);
    m_map->setPoints(SetupMap::Points::StartPoints, {});
    m_map->setStartLabel(n == 2 ? 0 : n);
    m_map->setGates({});
    m_map->setStatues({}, false);
    if (board && !fileFailed)
        m_boardName->setText(QStringLiteral("<b>%1</b><br>%2 · %3")
                                 .arg(board->name.toHtmlEscaped(),
                                      capitalized(boardSideName(board->side)).toHtmlEscaped(),
                                      board->description.toHtmlEscaped()));
    else
        m_boardName->clear();
    emit completeChanged();
}

bool BoardPage::isComplete() const
{
    const auto board = m_draft->board();
    if (m_file->isChecked() && !m_fileBoard)
        return false;
    return board && sideAllowsPlayers(board->side, m_draft->playerCount());
}

// --- GatesPage
// ------------------------------------------------------------------------------------------------

GatesPage::GatesPage(NewGameDraft *draft, QWidget *parent)
    : SetupPage(draft, {QStringLiteral("SET-GATES")}, parent)
{
    setTitle(tr("Gates"));
    setSubTitle(tr("Clockwise from the start player, each player puts their gate on a start point labelled "
                   "with the number of players; with 2 players, any two start points with the same label "
                   "(SET-GATES)."));
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
        const QString name = tr("%1. %2").arg(seat + 1).arg(m_draft->displayName(seat)).toHtmlEscaped();
        row.name->setText(seat == m_current ? QStringLiteral("<b>%1 ◀</b>").arg(name) : name);
        const QSignalBlocker blocker(row.box);
        row.box->clear();
        int selected = -1;
        for (const GateStart &g : starts) {
            // Points stored as (column, row) in a QPoint.
            row.box->addItem(tr("%1, labelled %2").arg(squareText(g.square)).arg(g.players),
                             QPoint(g.square.column, g.square.row));
            if (g.square == m_draft->gate(seat))
                selected = row.box->count() - 1;
            for (int other = 0; other < n; ++other)
                if (other != seat && m_draft->gate(other) == g.square)
                    row.box->setItemText(row.box->count() - 1, tr("%1, labelled %2 — gate of %3")
                                                                   .arg(squareText(g.square))
                                                                   .arg(g.players)
                                                                   .arg(m_draft->displayName(other)));
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
    : SetupPage(draft, {QStringLiteral("SET-STATUES")}, parent)
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
        m_first->addItem(tr("spot %1 clockwise from the top, %2").arg(i + 1).arg(squareText(spots[i])),
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
        counts << tr("%1 %2").arg(perClan[static_cast<int>(c)]).arg(capitalized(clanName(c)));
    m_counts->setText(tr("%1 statue spots: %2 (the box holds %3 of each clan).")
                          .arg(m_draft->statues().size())
                          .arg(counts.join(tr(", ")))
                          .arg(kStatuesPerClan));
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
