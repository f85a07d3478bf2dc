#include "wizard/board_page.h"
#include "rules/rule_ids.h"

#include "art.h"
#include "i18n/arg_text.h"
#include "io/board_io.h"
#include "io/catalog_io.h"
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

BoardPage::BoardPage(NewGameDraft *draft, QWidget *parent)
    : SetupPage(draft, {QString::fromLatin1(rule::BrdSide)}, parent)
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
            lines << fileProblemText(QFileInfo(fileName).fileName(), p).toHtmlEscaped();
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
            lines << fileProblemText(QFileInfo(fileName).fileName(), p).toHtmlEscaped();
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
    const QString text = catalog->name.isEmpty() ? QFileInfo(fileName).fileName() : catalog->displayName();
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
    const QString pieces =
        tr("%1 tunnel tiles, %2 great halls, %3 workshop tiles")
            .arg(argText(catalog->tunnelTiles()), argText(catalog->halls.size()), argText(workshops));
    QString note = catalog->trolls.empty()
                       ? tr("%1; no troll card library: the cards are entered by hand.").arg(pieces)
                       : tr("%1; %2 troll cards in the library, picked by their id.")
                             .arg(argText(pieces), argText(catalog->trolls.size()));
    const QString file = m_components->currentData().toString();
    if (!file.isEmpty()) // the whole name, which the box may cut
        note = tr("%1, from %2: %3").arg(catalog->displayName(), QFileInfo(file).fileName(), note);
    m_catalogNote->setText(note);
    m_catalogNote->setToolTip(catalog->displayDescription());
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
                                     .arg(argText(n), boardSideName(NewGameDraft::defaultSide(n))));
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
                                 .arg(board->displayName().toHtmlEscaped(),
                                      capitalized(boardSideName(board->side)).toHtmlEscaped(),
                                      board->displayDescription().toHtmlEscaped()));
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

} // namespace hk::gui
