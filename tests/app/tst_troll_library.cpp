// The troll card library (Catalog::trolls) where cards are entered: the TrollCardEditor's picker fills a card
// from the library and lists only the cards of the levels the editor allows; the new-game wizard reads a
// component catalog, embeds it in the setup and offers its library on the market and moot pages; the recruit
// dialog offers the game's library for the cards drawn (REC-TAKE, REC-RETIRE), less the cards in play. Rows
// are named after the rules. Set HK_DIALOG_SHOTS to a folder to keep pictures.

#include "actions/recruit_dialog.h"
#include "cards/icon_row_edit.h"
#include "cards/troll_card_editor.h"
#include "common/scenes.h"
#include "common/wizard_driving.h"
#include "io/board_io.h"
#include "io/catalog_io.h"
#include "io/game_io.h"
#include "wizard/board_page.h"
#include "wizard/market_page.h"
#include "wizard/moot_page.h"
#include "wizard/new_game_draft.h"
#include "wizard/new_game_page_id.h"
#include "wizard/new_game_wizard.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QCompleter>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QVBoxLayout>

#include <functional>
#include <memory>

using namespace hk;
using namespace hk::gui;
using namespace hk::test;

namespace {

QString fixturePath()
{
    return QStringLiteral(HK_FIXTURES "/catalog-with-library.hkcatalog");
}

// The fixture's catalog: the default pieces and 21 invented cards (6 starting, 6/5/4 of levels 1/2/3).
const Catalog &libraryCatalog()
{
    static const Catalog catalog = [] {
        CatalogReadResult read = readCatalog(fixturePath());
        if (!read.catalog)
            qFatal("the library fixture does not load");
        return *read.catalog;
    }();
    return catalog;
}

TrollCard libraryCard(const QString &id)
{
    const TrollCard *card = libraryCatalog().troll(id);
    if (!card)
        qFatal("no card %s in the library fixture", qPrintable(id));
    return *card;
}

// The ids the picker lists, in order ("—" left out).
QStringList pickerIds(const TrollCardEditor *editor)
{
    QStringList ids;
    for (int i = 1; i < editor->libraryBox()->count(); ++i)
        ids << editor->libraryBox()->itemData(i).toString();
    return ids;
}

QStringList libraryIds(const QList<int> &levels, const QStringList &without = {})
{
    QStringList ids;
    for (const TrollCard &t : libraryCatalog().trolls)
        if (levels.contains(t.level) && !without.contains(t.name))
            ids << t.name;
    return ids;
}

void shoot(QWidget *w, const QString &name)
{
    w->show();
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    const QPixmap picture = w->grab();
    QVERIFY(!picture.isNull());
    const QString folder = qEnvironmentVariable("HK_DIALOG_SHOTS");
    if (!folder.isEmpty()) {
        QDir().mkpath(folder);
        QVERIFY(picture.save(QDir(folder).filePath(name + QStringLiteral(".png"))));
    }
}

// A copy of the library fixture with `from` replaced by `to` (a broken catalog for the tests).
QString writeVariant(const QTemporaryDir &dir, const QString &name, const QString &from, const QString &to)
{
    QFile in(fixturePath());
    if (!in.open(QIODevice::ReadOnly))
        qFatal("cannot read the library fixture");
    QString text = QString::fromUtf8(in.readAll());
    if (!from.isEmpty() && !text.contains(from))
        qFatal("the fixture has no %s", qPrintable(from));
    text = from.isEmpty() ? to : text.replace(from, to);
    const QString path = dir.filePath(name);
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    out.write(text.toUtf8());
    return path;
}

// The start of a 3-player game on the Practice Mountain, with the fixture's components (and library).
GameState libraryGame()
{
    GameSetup setup = practiceSetup(3);
    setup.catalog = std::make_shared<const Catalog>(libraryCatalog());
    return GameState(setup);
}

} // namespace

class TestTrollLibrary : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void pickFillsTheCard_data();
    void pickFillsTheCard();
    void pickerListsAllowedLevels_data();
    void pickerListsAllowedLevels();
    void handEditLeavesTheLibrary();
    void keyboard();
    void wizardEmbedsTheCatalog_data();
    void wizardEmbedsTheCatalog();
    void boardFileIsEmbedded();
    void badCatalogFile_data();
    void badCatalogFile();
    void recruitOffersTheLibrary_data();
    void recruitOffersTheLibrary();
    void retireOffersTheLibrary();
    void iconFieldClickKeepsTyping_data();
    void iconFieldClickKeepsTyping();
};

void TestTrollLibrary::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCOMPARE(libraryCatalog().trolls.size(), size_t(21));
}

void TestTrollLibrary::pickFillsTheCard_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QList<int>>("levels");
    QTest::addColumn<QString>("typed"); // empty: chosen in the list; else typed, then Enter
    QTest::newRow("SET-MOOT: a starting troll with its start row, from the list")
        << QStringLiteral("start-red-3") << QList<int>{0} << QString();
    QTest::newRow("SET-MOOT: a starting troll typed by its id")
        << QStringLiteral("start-red-2") << QList<int>{0} << QStringLiteral("start-red-2");
    QTest::newRow("REC-TAKE: a level 2 Ice troll with an Ice cart icon (CART-CLAN), from the list")
        << QStringLiteral("ice-2b") << QList<int>{1, 2, 3} << QString();
    QTest::newRow("REC-TAKE: a level 2 Moon troll, its id typed in capitals")
        << QStringLiteral("moon-2a") << QList<int>{2} << QStringLiteral("MOON-2A");
    QTest::newRow("SET-MARKET: a level 3 troll found by a part of its text")
        << QStringLiteral("moon-3a") << QList<int>{3} << QStringLiteral("hammer");
}

void TestTrollLibrary::pickFillsTheCard()
{
    QFETCH(QString, id);
    QFETCH(QList<int>, levels);
    QFETCH(QString, typed);
    const TrollCard expected = libraryCard(id);
    TrollCardEditor editor;
    editor.setAllowedLevels(levels);
    editor.setStartRowVisible(levels.contains(0));
    editor.setLibrary(libraryCatalog().trolls);
    QVERIFY(editor.libraryBox()->isVisibleTo(&editor));
    QCOMPARE(editor.libraryBox()->currentIndex(), 0); // "—": nothing picked yet
    QVERIFY(editor.libraryId().isEmpty());
    QSignalSpy changed(&editor, &TrollCardEditor::changed);
    if (typed.isEmpty()) {
        editor.libraryBox()->setCurrentIndex(editor.libraryBox()->findData(id));
    } else {
        showActive(editor);
        editor.libraryBox()->setFocus();
        QTest::keyClicks(editor.libraryBox(), typed);
        QTest::keyClick(editor.libraryBox(), Qt::Key_Return);
    }
    QCOMPARE(editor.card(), expected); // level, clan, icons, start row and the library id as its name
    QCOMPARE(editor.card().name, id);
    QCOMPARE(editor.libraryId(), id);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(editor.iconsEdit()->icons(), expected.icons);
    QCOMPARE(editor.startRowEdit()->counts(), expected.startRow);
    QCOMPARE(editor.clanBox()->isVisibleTo(&editor), expected.level > 0);
    if (expected.clan)
        QCOMPARE(editor.clanBox()->currentData().toInt(), int(*expected.clan));
    QVERIFY(editor.libraryBox()->currentText().startsWith(id));
}

void TestTrollLibrary::pickerListsAllowedLevels_data()
{
    QTest::addColumn<QList<int>>("levels");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("SET-MOOT: starting trolls only") << QList<int>{0} << libraryIds({0});
    QTest::newRow("SET-MARKET: the level 1 row") << QList<int>{1} << libraryIds({1});
    QTest::newRow("SET-MARKET: the level 2 row") << QList<int>{2} << libraryIds({2});
    QTest::newRow("REC-EMPTY-DECK: any clan troll") << QList<int>{1, 2, 3} << libraryIds({1, 2, 3});
}

void TestTrollLibrary::pickerListsAllowedLevels()
{
    QFETCH(QList<int>, levels);
    QFETCH(QStringList, expected);
    TrollCardEditor editor;
    editor.setLibrary(libraryCatalog().trolls);
    editor.setAllowedLevels(levels); // after the library: the list follows
    QCOMPARE(pickerIds(&editor), expected);
    QVERIFY(!expected.isEmpty());
    for (const QString &id : pickerIds(&editor))
        QVERIFY(levels.contains(libraryCard(id).level));
    QVERIFY(editor.libraryBox()->isVisibleTo(&editor));
    QCOMPARE(editor.focusProxy(), editor.libraryBox()); // the card starts in the picker

    // No card of these levels, or no library: no picker, the card starts in its first field.
    std::vector<TrollCard> others;
    for (const TrollCard &t : libraryCatalog().trolls)
        if (!levels.contains(t.level))
            others.push_back(t);
    editor.setLibrary(others);
    QVERIFY(pickerIds(&editor).isEmpty());
    QVERIFY(!editor.libraryBox()->isVisibleTo(&editor));
    QVERIFY(editor.focusProxy() != editor.libraryBox());
    editor.setLibrary({});
    QVERIFY(!editor.libraryBox()->isVisibleTo(&editor));
}

void TestTrollLibrary::handEditLeavesTheLibrary()
{
    TrollCardEditor editor;
    editor.setAllowedLevels({1, 2, 3});
    editor.setStartRowVisible(false);
    editor.setLibrary(libraryCatalog().trolls);
    editor.libraryBox()->setCurrentIndex(editor.libraryBox()->findData(QStringLiteral("fire-2a")));
    QCOMPARE(editor.card(), libraryCard(QStringLiteral("fire-2a")));

    // A stone typed by hand: another card, no longer the library's.
    QSignalSpy changed(&editor, &TrollCardEditor::changed);
    QTest::keyClick(editor.iconsEdit(), 's');
    QCOMPARE(changed.count(), 1);
    QCOMPARE(editor.libraryBox()->currentIndex(), 0);
    QVERIFY(editor.libraryId().isEmpty());
    QVERIFY(editor.card().name.isEmpty());
    std::vector<Icon> icons = libraryCard(QStringLiteral("fire-2a")).icons;
    icons.push_back({Resource::Stone, std::nullopt});
    QCOMPARE(editor.card().icons, icons);

    // The clan changed by hand works as before; picking again restores the card.
    editor.clanBox()->setCurrentIndex(editor.clanBox()->findData(int(Clan::Moon)));
    QCOMPARE(editor.card().clan, std::optional(Clan::Moon));
    editor.libraryBox()->setCurrentIndex(editor.libraryBox()->findData(QStringLiteral("fire-2a")));
    QCOMPARE(editor.card(), libraryCard(QStringLiteral("fire-2a")));

    // A card shown from a game keeps its name; a label that is not a library id survives hand edits.
    TrollCard labelled = libraryCard(QStringLiteral("ice-1a"));
    labelled.name = QStringLiteral("the blue one");
    editor.setCard(labelled);
    QCOMPARE(editor.libraryBox()->currentIndex(), 0);
    QTest::keyClick(editor.iconsEdit(), 'r');
    QCOMPARE(editor.card().name, QStringLiteral("the blue one"));

    // "—" chosen in the list: the card stays, without the library id.
    editor.libraryBox()->setCurrentIndex(editor.libraryBox()->findData(QStringLiteral("mud-3a")));
    QCOMPARE(editor.libraryId(), QStringLiteral("mud-3a"));
    editor.libraryBox()->setCurrentIndex(0);
    QVERIFY(editor.card().name.isEmpty());
    QCOMPARE(editor.card().icons, libraryCard(QStringLiteral("mud-3a")).icons);
}

void TestTrollLibrary::keyboard()
{
    // Two cards under a line edit, as on a page: Tab reaches the first card's picker first; an id and Enter
    // pick the card and go on to the next card.
    QWidget page;
    auto *layout = new QVBoxLayout(&page);
    auto *before = new QLineEdit;
    layout->addWidget(before);
    TrollCardEditor *cards[2];
    for (TrollCardEditor *&c : cards) {
        c = new TrollCardEditor;
        c->setAllowedLevels({1});
        c->setStartRowVisible(false);
        c->setLibrary(libraryCatalog().trolls);
        layout->addWidget(c);
    }
    showActive(page);
    before->setFocus();
    QTest::keyClick(before, Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), cards[0]->libraryBox());
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("moon-1a"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(cards[0]->card(), libraryCard(QStringLiteral("moon-1a")));
    QCOMPARE(QApplication::focusWidget(), cards[1]->libraryBox());

    // Several cards match "fire": Enter picks none and stays; the list of the matching ones is offered.
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("fire"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QVERIFY(cards[1]->libraryId().isEmpty());
    QCOMPARE(cards[1]->card().icons, std::vector<Icon>{});
    QCOMPARE(QApplication::focusWidget(), cards[1]->libraryBox());
    // Leaving the picker (Esc closes the list, Tab) with text that names no card shows "—" again.
    QTest::keyClick(cards[1]->libraryBox()->completer()->popup(), Qt::Key_Escape);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QVERIFY(QApplication::focusWidget() != cards[1]->libraryBox());
    QCOMPARE(cards[1]->libraryBox()->currentText(), cards[1]->libraryBox()->itemText(0));
}

void TestTrollLibrary::wizardEmbedsTheCatalog_data()
{
    QTest::addColumn<int>("players");
    QTest::newRow("SET-MARKET, SET-MOOT: 2 players") << 2;
    QTest::newRow("SET-MARKET, SET-MOOT: 4 players") << 4;
}

void TestTrollLibrary::wizardEmbedsTheCatalog()
{
    QFETCH(int, players);
    NewGameWizard wizard;
    showActive(wizard);
    wizard.draft()->setPlayerCount(players);
    clickNext(wizard);
    auto *board = pageOf<BoardPage>(wizard, kBoardPage);
    auto *market = pageOf<MarketPage>(wizard, kMarketPage);
    // The default components have no library: no picker.
    QVERIFY(!market->cardEditor(1, 0)->libraryBox()->isVisibleTo(market->cardEditor(1, 0)));

    QVERIFY(board->openCatalogFile(fixturePath()));
    QVERIFY(!board->catalogProblemsLabel()->isVisibleTo(board));
    QVERIFY(board->componentsBox()->currentText().contains(libraryCatalog().name));
    QVERIFY(*wizard.draft()->catalog() == libraryCatalog());
    shoot(&wizard, QStringLiteral("wizard-components"));
    // Every editor of the wizard offers the cards of its level.
    for (int level = 1; level <= 3; ++level)
        for (int i = 0; i < NewGameDraft::kMarketRowSizes[level - 1]; ++i)
            QCOMPARE(pickerIds(market->cardEditor(level, i)), libraryIds({level}));
    for (int seat = 0; seat < players; ++seat)
        for (int slot = 0; slot < NewGameDraft::kStartingSlots; ++slot)
            QCOMPARE(pickerIds(pageOf<MootPage>(wizard, kMootPage + seat)->cardEditor(slot)),
                     libraryIds({0}));

    for (int i = 0; i < 20 && wizard.currentId() != kSupplyPage; ++i)
        clickNext(wizard);
    for (int layer = 1; layer <= 5; ++layer)
        for (int c = 0; c < 3; ++c)
            wizard.draft()->setTrackValue(layer, c, 1 + (layer + c) % 6);
    clickNext(wizard);

    // SET-MARKET: the page starts in the first card's picker; an id and Enter, then the others from the
    // lists.
    QCOMPARE(wizard.currentId(), int(kMarketPage));
    QCOMPARE(QApplication::focusWidget(), market->cardEditor(1, 0)->libraryBox());
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("fire-1b"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(wizard.currentId(), int(kMarketPage)); // Enter picked, it did not leave the page
    QCOMPARE(QApplication::focusWidget(), market->cardEditor(1, 1)->libraryBox());
    QCOMPARE(wizard.draft()->marketCard(1, 0).card, libraryCard(QStringLiteral("fire-1b")));
    for (int level = 1; level <= 3; ++level)
        for (int i = level == 1 ? 1 : 0; i < NewGameDraft::kMarketRowSizes[level - 1]; ++i)
            market->cardEditor(level, i)->libraryBox()->setCurrentIndex(i + 1);
    for (int i = 0; i < 4; ++i)
        market->pedestalBox(i)->setCurrentIndex(i % 3);
    clickNext(wizard);

    // SET-MOOT: each player's six starting trolls from the library.
    for (int seat = 0; seat < players; ++seat) {
        auto *moot = pageOf<MootPage>(wizard, kMootPage + seat);
        QCOMPARE(wizard.currentId(), kMootPage + seat);
        for (int slot = 0; slot < NewGameDraft::kStartingSlots; ++slot)
            moot->cardEditor(slot)->libraryBox()->setCurrentIndex(slot + 1);
        if (seat == 0)
            shoot(&wizard, QStringLiteral("wizard-moot-library"));
        clickNext(wizard);
    }
    QCOMPARE(wizard.currentId(), int(kSummaryPage));
    QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());

    // The setup embeds the catalog read, library included, and holds the cards picked, by their ids.
    const GameSetup setup = wizard.setup();
    QVERIFY2(validateSetup(setup).ok(), qPrintable(describe(validateSetup(setup))));
    QVERIFY(setup.catalog);
    QVERIFY(*setup.catalog == *readCatalog(fixturePath()).catalog);
    QCOMPARE(setup.market[0][0].card, libraryCard(QStringLiteral("fire-1b")));
    QCOMPARE(setup.market[0][1].card, libraryCard(libraryIds({1})[1]));
    QCOMPARE(setup.market[2][2].card, libraryCard(libraryIds({3})[2]));
    for (int seat = 0; seat < players; ++seat) {
        QCOMPARE(setup.players[seat].moot[0], libraryCard(QStringLiteral("start-red-1")));
        QCOMPARE(setup.players[seat].deck, libraryCard(QStringLiteral("start-red-6")));
    }
    // The game file carries it: later edits of the .hkcatalog cannot change the game.
    const GameReadResult read = parseGame(gameToBytes(GameFile{setup, {}}));
    QVERIFY(read.game);
    QVERIFY(read.game->setup == setup);
    QCOMPARE(read.game->setup.catalog->trolls, libraryCatalog().trolls);

    // Back to the default components by keyboard: the pickers go.
    wizard.goToPage(kBoardPage);
    board->componentsBox()->setFocus();
    QTest::keyClick(board->componentsBox(), Qt::Key_Up);
    QCOMPARE(board->componentsBox()->currentIndex(), 0);
    QVERIFY(wizard.draft()->catalog() == NewGameDraft::defaultCatalog());
    QVERIFY(pickerIds(market->cardEditor(2, 0)).isEmpty());
    QVERIFY(!market->cardEditor(2, 0)->libraryBox()->isVisibleTo(market->cardEditor(2, 0)));
    QVERIFY(wizard.setup().catalog->trolls.empty());
}

void TestTrollLibrary::boardFileIsEmbedded()
{
    // Like the components, a board read from a file is a copy in the setup: the file edited later changes
    // nothing.
    NewGameWizard wizard;
    showActive(wizard);
    clickNext(wizard);
    auto *board = pageOf<BoardPage>(wizard, kBoardPage);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("ours.hkboard"));
    Board ours = *NewGameDraft::practiceBoard(BoardSide::Winter);
    ours.name = QStringLiteral("Our mountain");
    QVERIFY(writeBoard(file, ours).isEmpty());
    QVERIFY(board->openBoardFile(file));
    ours.name = QStringLiteral("Edited later");
    QVERIFY(writeBoard(file, ours).isEmpty());
    wizard.draft()->fillPracticeCards(); // the rest of a valid setup, for the game file
    for (int layer = 1; layer <= 5; ++layer)
        for (int c = 0; c < 3; ++c)
            wizard.draft()->setTrackValue(layer, c, 1 + (layer + c) % 6);
    const GameSetup setup = wizard.setup();
    QVERIFY(setup.board);
    QCOMPARE(setup.board->name, QStringLiteral("Our mountain"));
    const GameReadResult read = parseGame(gameToBytes(GameFile{setup, {}}));
    QStringList problems;
    for (const Problem &p : read.problems)
        problems << formatProblem(QStringLiteral("game"), p);
    QVERIFY2(read.game, qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(read.game->setup.board->name, QStringLiteral("Our mountain"));
    QVERIFY(*read.game->setup.board == *setup.board);
}

void TestTrollLibrary::badCatalogFile_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QStringList>("expected"); // in the problems shown
    QTest::newRow("not JSON") << QString() << QStringLiteral("{ \"format\": ")
                              << QStringList{QStringLiteral("not valid JSON at line 1")};
    QTest::newRow("SET-MARKET: a clan troll without a clan")
        << QStringLiteral("\"id\": \"mud-1a\", \"level\": 1, \"clan\": \"mud\", ")
        << QStringLiteral("\"id\": \"mud-1a\", \"level\": 1, ")
        << QStringList{QStringLiteral("Troll card 7: "), QStringLiteral("clan")};
    QTest::newRow("SET-MOOT: a starting troll with a clan")
        << QStringLiteral("\"id\": \"start-red-2\", \"level\": 0, ")
        << QStringLiteral("\"id\": \"start-red-2\", \"level\": 0, \"clan\": \"fire\", ")
        << QStringList{QStringLiteral("Troll card 2, clan")};
    QTest::newRow("two cards with one id")
        << QStringLiteral("\"id\": \"fire-1b\"") << QStringLiteral("\"id\": \"fire-1a\"")
        << QStringList{QStringLiteral("Troll card 12, identifier"), QStringLiteral("fire-1a")};
    QTest::newRow("an unknown icon") << QStringLiteral("[\"rune\", \"rune\"]")
                                     << QStringLiteral("[\"rune\", \"gold\"]")
                                     << QStringList{QStringLiteral("Troll card 21, icons"),
                                                    QStringLiteral("gold")};
}

void TestTrollLibrary::badCatalogFile()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QStringList, expected);
    NewGameWizard wizard;
    showActive(wizard);
    clickNext(wizard);
    auto *board = pageOf<BoardPage>(wizard, kBoardPage);
    auto *market = pageOf<MarketPage>(wizard, kMarketPage);
    QVERIFY(board->openCatalogFile(fixturePath()));
    const auto before = wizard.draft()->catalog();
    const int index = board->componentsBox()->currentIndex();
    const int entries = board->componentsBox()->count();
    QSignalSpy changed(wizard.draft(), &NewGameDraft::changed);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString bad = writeVariant(dir, QStringLiteral("broken.hkcatalog"), from, to);
    QVERIFY(!board->openCatalogFile(bad));

    // The problems, with the file, the card in the table's terms and what was expected.
    QVERIFY(board->catalogProblemsLabel()->isVisibleTo(board));
    const QString text = board->catalogProblemsLabel()->text();
    QVERIFY2(text.contains(QStringLiteral("broken.hkcatalog")), qPrintable(text));
    for (const QString &part : expected)
        QVERIFY2(text.contains(part), qPrintable(text));
    shoot(&wizard, QStringLiteral("wizard-bad-catalog"));

    // Nothing changed: the components, the list of them, the library offered.
    QCOMPARE(wizard.draft()->catalog(), before);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(board->componentsBox()->currentIndex(), index);
    QCOMPARE(board->componentsBox()->count(), entries);
    QCOMPARE(pickerIds(market->cardEditor(1, 0)), libraryIds({1}));
    QVERIFY(board->isComplete());
}

void TestTrollLibrary::recruitOffersTheLibrary_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("position");
    QTest::addColumn<bool>("emptyDeck");     // the level 1 deck is empty (REC-EMPTY-DECK)
    QTest::addColumn<int>("refillFrom");     // the deck the refill comes from
    QTest::addColumn<QStringList>("inPlay"); // library cards face up or in a moot: not offered
    QTest::addColumn<QString>("picked");
    QTest::newRow("REC-TAKE: the level 1 deck's cards")
        << 1 << 0 << false << 1 << QStringList{} << QStringLiteral("ice-1a");
    QTest::newRow("REC-TAKE: cards face up or in a moot are not offered")
        << 1 << 0 << false << 1 << QStringList{QStringLiteral("fire-1a"), QStringLiteral("moon-1a")}
        << QStringLiteral("mud-1b");
    QTest::newRow("REC-EMPTY-DECK: the level 2 deck's cards")
        << 1 << 2 << true << 2 << QStringList{} << QStringLiteral("ice-2b");
}

void TestTrollLibrary::recruitOffersTheLibrary()
{
    QFETCH(int, level);
    QFETCH(int, position);
    QFETCH(bool, emptyDeck);
    QFETCH(int, refillFrom);
    QFETCH(QStringList, inPlay);
    QFETCH(QString, picked);
    GameState s = libraryGame();
    if (emptyDeck)
        s.market.deck[0] = 0;
    if (inPlay.size() > 0) // one face up on the level 1 row, one in Bob's moot
        s.market.rows[0][1].card = libraryCard(inPlay[0]);
    if (inPlay.size() > 1)
        s.players[1].moot.pyramid[4].troll = libraryCard(inPlay[1]);
    RecruitDialog d(s, 0, level, position);
    QCOMPARE(d.refillLevel(), refillFrom);
    TrollCardEditor *refill = d.refillEditor();
    QVERIFY(refill);
    QVERIFY(refill->libraryBox()->isVisibleTo(refill));
    QCOMPARE(pickerIds(refill), libraryIds({refillFrom}, inPlay));
    QVERIFY(!d.missing().isEmpty());

    // Picked: the card drawn is the library's, and the action records it.
    refill->libraryBox()->setCurrentIndex(refill->libraryBox()->findData(picked));
    if (d.refillPedestalBox())
        d.refillPedestalBox()->setCurrentIndex(1);
    QVERIFY2(d.missing().isEmpty(), qPrintable(d.missing()));
    const auto action = d.action();
    QVERIFY(action);
    const auto *recruit = std::get_if<Recruit>(&action->body);
    QVERIFY(recruit && recruit->refill);
    QCOMPARE(recruit->refill->card, libraryCard(picked));
    QVERIFY2(d.verdict().ok(), qPrintable(describe(d.verdict())));
    shoot(&d, QStringLiteral("dialog-recruit-library-%1-%2").arg(refillFrom).arg(inPlay.size()));
}

void TestTrollLibrary::retireOffersTheLibrary()
{
    // REC-RETIRE: Fire 1a holds 3 bribes and takes its 4th; it goes under its deck and may be drawn again,
    // so its replacement may be any level 1 card but those staying face up (Ice 1a takes 1 bribe and stays).
    GameState s = libraryGame();
    give(s, 0, one(Resource::Coin, 4));
    s.market.rows[0][0].card = libraryCard(QStringLiteral("fire-1a"));
    s.market.rows[0][0].bribes = one(Resource::Coin, 3);
    s.market.rows[0][1].card = libraryCard(QStringLiteral("ice-1a"));
    RecruitDialog d(s, 0, 2, 0);
    QCOMPARE(int(d.retiring().size()), 1);
    TrollCardEditor *retire = d.retireEditor(0);
    QVERIFY(retire);
    QCOMPARE(pickerIds(retire), libraryIds({1}, {QStringLiteral("ice-1a")}));
    QVERIFY(pickerIds(retire).contains(QStringLiteral("fire-1a")));
    QCOMPARE(pickerIds(d.refillEditor()), libraryIds({2}));
    d.refillEditor()->libraryBox()->setCurrentIndex(1);
    retire->libraryBox()->setCurrentIndex(retire->libraryBox()->findData(QStringLiteral("fire-1a")));
    for (QComboBox *box : {d.refillPedestalBox(), d.retirePedestalBox(0)})
        if (box)
            box->setCurrentIndex(1);
    QVERIFY2(d.missing().isEmpty(), qPrintable(d.missing()));
    const auto action = d.action();
    QVERIFY(action);
    const auto *recruit = std::get_if<Recruit>(&action->body);
    QVERIFY(recruit);
    QCOMPARE(int(recruit->retireRefills.size()), 1);
    QCOMPARE(recruit->retireRefills[0].card, libraryCard(QStringLiteral("fire-1a")));
    shoot(&d, QStringLiteral("dialog-recruit-library-retire"));
}

namespace {

// Watches for popup menus while `act` runs: each one seen is recorded and closed, so that a menu opened where
// none should be fails the test instead of waiting for a user.
QStringList popupsDuring(const std::function<void()> &act)
{
    QStringList seen;
    QTimer watch;
    watch.setInterval(5);
    QObject::connect(&watch, &QTimer::timeout, [&] {
        if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
            seen << QStringLiteral("a menu of %1 entries").arg(menu->actions().size());
            menu->close();
        }
    });
    watch.start();
    act();
    QTest::qWait(20);
    watch.stop();
    return seen;
}

} // namespace

void TestTrollLibrary::iconFieldClickKeepsTyping_data()
{
    QTest::addColumn<QString>("where");
    QTest::newRow("the troll card editor") << QStringLiteral("editor");
    QTest::newRow("the wizard's market card") << QStringLiteral("wizard");
    QTest::newRow("the recruit dialog's refill card") << QStringLiteral("recruit");
}

// A click in an icon field puts the caret there and the letters typed next are icons, as in a text field;
// the menu of icons opens only on its button or a key (Alt+Down), never on the click that starts typing.
void TestTrollLibrary::iconFieldClickKeepsTyping()
{
    QFETCH(QString, where);
    std::unique_ptr<QWidget> window;
    TrollCardEditor *editor = nullptr;
    if (where == QLatin1String("editor")) {
        auto *e = new TrollCardEditor;
        e->setAllowedLevels({1});
        window.reset(e);
        editor = e;
    } else if (where == QLatin1String("wizard")) {
        auto *wizard = new NewGameWizard;
        window.reset(wizard);
        showActive(*wizard);
        while (wizard->currentId() != kMarketPage)
            clickNext(*wizard);
        editor = pageOf<MarketPage>(*wizard, kMarketPage)->cardEditor(1, 2);
    } else {
        auto *dialog = new RecruitDialog(libraryGame(), 0, 1, 0);
        window.reset(dialog);
        editor = dialog->refillEditor();
    }
    QVERIFY(editor);
    if (!window->isVisible())
        showActive(*window);
    IconRowEdit *icons = editor->iconsEdit();
    icons->setIcons({});
    QVERIFY(icons->isVisible());

    // A click in the field, then letters: they are icons, and no menu came in their way.
    const QPoint inField(icons->width() / 3, icons->height() / 2);
    QStringList popups = popupsDuring([&] {
        QTest::mouseClick(icons, Qt::LeftButton, {}, inField);
        QTest::keyClicks(icons, QStringLiteral("sih"));
    });
    QVERIFY2(popups.isEmpty(), qPrintable(popups.join(QLatin1Char(' '))));
    QCOMPARE(icons->icons(), (std::vector<Icon>{{Resource::Stone, std::nullopt},
                                                {Resource::Iron, std::nullopt},
                                                {Resource::Heartstone, std::nullopt}}));
    QCOMPARE(editor->card().icons.size(), size_t(3));

    // A click on the middle icon selects it: the next letter replaces it, as typing over a selection.
    popups = popupsDuring([&] {
        QTest::mouseClick(icons, Qt::LeftButton, {}, icons->iconRect(1).center());
        QTest::keyClicks(icons, QStringLiteral("c"));
    });
    QVERIFY2(popups.isEmpty(), qPrintable(popups.join(QLatin1Char(' '))));
    QCOMPARE(icons->icons()[1].resource, Resource::Coin);
    QCOMPARE(icons->icons().size(), size_t(3));

    // The menu: on its button, and from the keyboard.
    popups =
        popupsDuring([&] { QTest::mouseClick(icons, Qt::LeftButton, {}, icons->menuButtonRect().center()); });
    QCOMPARE(popups.size(), 1);
    popups = popupsDuring([&] { QTest::keyClick(icons, Qt::Key_Down, Qt::AltModifier); });
    QCOMPARE(popups.size(), 1);
    QCOMPARE(icons->icons().size(), size_t(3)); // closed without a choice: nothing changed
}

QTEST_MAIN(TestTrollLibrary)
#include "tst_troll_library.moc"
