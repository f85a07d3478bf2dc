// The new-game wizard driven as a user drives it (fields, Next, the practice-set button) and the troll card
// editor: the setup that comes out is the one entered and passes validateSetup; broken setup rules keep
// Finish disabled and are shown with their rule IDs; BRD-SIDE, TEAM-SETUP and SET-SEATBONUS are shown as the
// rules say. With HK_SCREENSHOTS set to a folder, every page is saved there as a PNG.

#include "cards/icon_row_edit.h"
#include "cards/troll_card_editor.h"
#include "common/wizard_driving.h"
#include "i18n/language.h"
#include "io/board_io.h"
#include "io/game_io.h"
#include "wizard/board_page.h"
#include "wizard/gates_page.h"
#include "wizard/market_page.h"
#include "wizard/moot_page.h"
#include "wizard/new_game_draft.h"
#include "wizard/new_game_page_id.h"
#include "wizard/new_game_wizard.h"
#include "wizard/players_page.h"
#include "wizard/resource_counts_view.h"
#include "wizard/setup_map.h"
#include "wizard/statues_page.h"
#include "wizard/summary_page.h"
#include "wizard/supply_page.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>

using namespace hk;
using namespace hk::gui;
using namespace hk::test;

Q_DECLARE_METATYPE(hk::TrollCard)
Q_DECLARE_METATYPE(std::vector<hk::Icon>)
Q_DECLARE_METATYPE(hk::ResourceCounts)

namespace {

Icon icon(Resource r, std::optional<Clan> clan = std::nullopt)
{
    return {r, clan};
}

TrollCard card(int level, std::optional<Clan> clan, std::vector<Icon> icons, ResourceCounts startRow = {})
{
    TrollCard t;
    t.level = level;
    t.clan = clan;
    t.icons = std::move(icons);
    t.startRow = startRow;
    return t;
}

ResourceCounts counts(std::initializer_list<std::pair<Resource, int>> list)
{
    ResourceCounts c{};
    for (auto [r, n] : list)
        at(c, r) += n;
    return c;
}

// Each character as a key press to whatever has the focus (the focus may move on while typing).
void typeToFocus(const QString &text)
{
    for (QChar c : text)
        QTest::keyClick(QApplication::focusWidget(), c.toLatin1());
}

// Clicks a square of a map as a user does.
void clickSquare(SetupMap *map, const Square &s)
{
    QTest::mouseClick(map, Qt::LeftButton, {}, map->cellRect(s).center().toPoint());
}

void setPlayers(NewGameWizard &wizard, int players)
{
    QSpinBox *count = pageOf<PlayersPage>(wizard, kPlayersPage)->countBox();
    count->setFocus();
    count->selectAll();
    QTest::keyClicks(count, QString::number(players));
    QCOMPARE(wizard.draft()->playerCount(), players);
}

// Next until `id` is the current page.
void nextTo(NewGameWizard &wizard, int id)
{
    for (int i = 0; i < 20 && wizard.currentId() != id; ++i) {
        clickNext(wizard);
        if (QTest::currentTestFailed())
            return;
    }
    QCOMPARE(wizard.currentId(), id);
}

// With HK_SCREENSHOTS set, saves what `w` looks like there.
void saveShot(QWidget *w, const QString &name)
{
    const QString folder = qEnvironmentVariable("HK_SCREENSHOTS");
    if (folder.isEmpty())
        return;
    QDir().mkpath(folder);
    QApplication::processEvents();
    QVERIFY(w->grab().save(QDir(folder).filePath(name + QStringLiteral(".png"))));
}

QString listText(QListWidget *list)
{
    QStringList lines;
    for (int i = 0; i < list->count(); ++i)
        lines << list->item(i)->text();
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestNewGameWizard : public QObject {
    Q_OBJECT
private slots:
    void cardRoundTrip_data();
    void cardRoundTrip();
    void cardTyping_data();
    void cardTyping();
    void cardLevels();
    void wizardSetup_data();
    void wizardSetup();
    void invalidChoice_data();
    void invalidChoice();
    void teamSeats();
    void TEAM_SETUP_gatesSideBySide();
    void SCORE_ONE_PER_TUNNEL_tableRulingAtSetup();
    void boardSides_data();
    void boardSides();
    void badBoardFile();
    void seatBonus();
    void enterGoesOn();
    void SET_MARKET_MOOT_CHAIN_blankCardsNamed();
    void summaryWords();
    void screenshots_data();
    void screenshots();
};

void TestNewGameWizard::cardRoundTrip_data()
{
    QTest::addColumn<TrollCard>("card");
    QTest::addColumn<QList<int>>("levels");
    QTest::addColumn<bool>("startRow");
    using R = Resource;
    QTest::newRow("starting troll with a start row")
        << card(0, std::nullopt, {icon(R::Stone), icon(R::Coin)}, counts({{R::Stone, 2}, {R::Rune, 1}}))
        << QList<int>{0} << true;
    QTest::newRow("starting troll, start row of carts")
        << card(0, std::nullopt, {icon(R::Cart)}, counts({{R::Cart, 3}, {R::Hammer, 1}})) << QList<int>{0}
        << true;
    QTest::newRow("fire troll with clan-marked carts (CART-CLAN)")
        << card(1, Clan::Fire,
                {icon(R::Iron), icon(R::Cart, Clan::Fire), icon(R::Cart), icon(R::Cart, Clan::Moon)})
        << QList<int>{1} << false;
    QTest::newRow("level 3 moon troll, icons in printed order")
        << card(3, Clan::Moon, {icon(R::Rune), icon(R::Heartstone), icon(R::Cart, Clan::Ice), icon(R::Stone)})
        << QList<int>{1, 2, 3} << false;
    QTest::newRow("mud troll without icons") << card(2, Clan::Mud, {}) << QList<int>{1, 2, 3} << false;
    QTest::newRow("clan troll not yet given a clan")
        << card(2, std::nullopt, {icon(R::Coin)}) << QList<int>{2} << false;
    TrollCard named = card(1, Clan::Ice, {icon(R::Hammer)});
    named.name = QStringLiteral("library-17");
    QTest::newRow("a card's name is kept") << named << QList<int>{1} << false;
}

void TestNewGameWizard::cardRoundTrip()
{
    QFETCH(TrollCard, card);
    QFETCH(QList<int>, levels);
    QFETCH(bool, startRow);
    TrollCardEditor editor;
    editor.setAllowedLevels(levels);
    editor.setStartRowVisible(startRow);
    QSignalSpy changed(&editor, &TrollCardEditor::changed);
    editor.setCard(card);
    QCOMPARE(editor.card(), card);
    QCOMPARE(changed.count(), 0); // showing a card is not an edit
    QCOMPARE(editor.startRowEdit()->isVisibleTo(&editor), startRow);
    QCOMPARE(editor.clanBox()->isVisibleTo(&editor), card.level > 0);
}

void TestNewGameWizard::cardTyping_data()
{
    QTest::addColumn<QString>("keys");
    QTest::addColumn<bool>("startRow"); // type into the start row instead of the icons
    QTest::addColumn<std::vector<Icon>>("icons");
    QTest::addColumn<ResourceCounts>("start");
    using R = Resource;
    QTest::newRow("every resource by its letter")
        << QStringLiteral("sihcamr") << false
        << std::vector<Icon>{icon(R::Stone), icon(R::Iron),   icon(R::Heartstone), icon(R::Coin),
                             icon(R::Cart),  icon(R::Hammer), icon(R::Rune)}
        << ResourceCounts{};
    QTest::newRow("F, I, M: carts with a clan mark")
        << QStringLiteral("aFIMi") << false
        << std::vector<Icon>{icon(R::Cart), icon(R::Cart, Clan::Fire), icon(R::Cart, Clan::Ice),
                             icon(R::Cart, Clan::Moon), icon(R::Iron)}
        << ResourceCounts{};
    QTest::newRow("Backspace removes the last icon")
        << QStringLiteral("ssh\b") << false << std::vector<Icon>{icon(R::Stone), icon(R::Stone)}
        << ResourceCounts{};
    QTest::newRow("other keys do nothing")
        << QStringLiteral("sx7z") << false << std::vector<Icon>{icon(R::Stone)} << ResourceCounts{};
    QTest::newRow("start row: counts, in resource order")
        << QStringLiteral("cssr") << true << std::vector<Icon>{}
        << counts({{R::Stone, 2}, {R::Coin, 1}, {R::Rune, 1}});
    QTest::newRow("start row: no clan marks")
        << QStringLiteral("aI") << true << std::vector<Icon>{} << counts({{R::Cart, 1}, {R::Iron, 1}});
}

void TestNewGameWizard::cardTyping()
{
    QFETCH(QString, keys);
    QFETCH(bool, startRow);
    QFETCH(std::vector<Icon>, icons);
    QFETCH(ResourceCounts, start);
    TrollCardEditor editor;
    editor.setAllowedLevels({0});
    editor.setStartRowVisible(true);
    QSignalSpy changed(&editor, &TrollCardEditor::changed);
    QWidget *target = startRow ? static_cast<QWidget *>(editor.startRowEdit()) : editor.iconsEdit();
    for (QChar c : keys) {
        if (c == QLatin1Char('\b'))
            QTest::keyClick(target, Qt::Key_Backspace);
        else
            QTest::keyClick(target, c.toLatin1());
    }
    QCOMPARE(editor.card().icons, icons);
    QCOMPARE(editor.card().startRow, start);
    QVERIFY(changed.count() > 0);
}

void TestNewGameWizard::cardLevels()
{
    // One allowed level is fixed: no level box, the card takes that level; several: a box to choose.
    TrollCardEditor editor;
    editor.setAllowedLevels({2});
    QCOMPARE(editor.card().level, 2);
    QVERIFY(!editor.levelBox()->isVisibleTo(&editor));
    editor.setAllowedLevels({1, 2, 3});
    QVERIFY(editor.levelBox()->isVisibleTo(&editor));
    QCOMPARE(editor.levelBox()->count(), 3);
    QSignalSpy changed(&editor, &TrollCardEditor::changed);
    editor.levelBox()->setCurrentIndex(editor.levelBox()->findData(3));
    QCOMPARE(editor.card().level, 3);
    QCOMPARE(changed.count(), 1);
    editor.resize(520, editor.sizeHint().height());
    saveShot(&editor, QStringLiteral("troll-card-editor-empty"));
    editor.setCard(
        card(2, Clan::Ice, {icon(Resource::Rune), icon(Resource::Cart, Clan::Ice), icon(Resource::Coin)}));
    saveShot(&editor, QStringLiteral("troll-card-editor-ice"));
}

void TestNewGameWizard::wizardSetup_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<int>("firstSpot");
    QTest::addColumn<int>("order");
    QTest::newRow("2 players") << 2 << QStringList{QStringLiteral("Ann"), QStringLiteral("Bob")} << 0 << 0;
    QTest::newRow("3 players, one default name")
        << 3 << QStringList{QStringLiteral("Ann"), QString(), QStringLiteral("Cid")} << 4 << 5;
    QTest::newRow("4 players") << 4
                               << QStringList{QStringLiteral("Ingrid"), QStringLiteral("Kenji"),
                                              QStringLiteral("Lea"), QStringLiteral("Mo")}
                               << 7 << 2;
    QTest::newRow("5 players, Japanese names")
        << 5
        << QStringList{QStringLiteral("さくら"), QStringLiteral("健二"), QStringLiteral("Eve"),
                       QStringLiteral("Finn"), QStringLiteral("Gus")}
        << 20 << 3;
}

void TestNewGameWizard::wizardSetup()
{
    QFETCH(int, players);
    QFETCH(QStringList, names);
    QFETCH(int, firstSpot);
    QFETCH(int, order);
    NewGameWizard wizard;
    showActive(wizard);
    QCOMPARE(wizard.currentId(), int(kPlayersPage));

    // Players: the count, names typed (an empty one keeps the seat's default name), a colour from the menu.
    setPlayers(wizard, players);
    auto *playersPage = pageOf<PlayersPage>(wizard, kPlayersPage);
    for (int seat = 0; seat < players; ++seat) {
        QLineEdit *name = playersPage->nameEdit(seat);
        name->setFocus();
        for (QChar c : names[seat]) { // typed, or committed by an input method for CJK
            if (c.unicode() < 128) {
                QTest::keyClick(name, c.toLatin1());
            } else {
                QInputMethodEvent event;
                event.setCommitString(QString(c));
                QApplication::sendEvent(name, &event);
            }
        }
    }
    const QColor teal = NewGameDraft::palette().at(7);
    playersPage->colourButton(players - 1)->menu()->actions().at(7)->trigger();
    clickNext(wizard);

    // Board: the default is the side for the player count (BRD-SIDE).
    const BoardSide side = players >= 4 ? BoardSide::Winter : BoardSide::Autumn;
    QCOMPARE(wizard.draft()->board()->side, side);
    clickNext(wizard);

    // Gates: clicked on the map, each player in turn, in the reverse of the default order.
    auto *gates = pageOf<GatesPage>(wizard, kGatesPage);
    std::vector<GateStart> starts = wizard.draft()->allowedStarts();
    if (players == 2)
        std::erase_if(starts, [](const GateStart &g) { return g.players != 2; });
    QVERIFY(int(starts.size()) >= players);
    std::vector<Square> chosen;
    for (int seat = 0; seat < players; ++seat) {
        QCOMPARE(gates->currentSeat(), seat);
        chosen.push_back(starts[starts.size() - 1 - seat].square);
        clickSquare(gates->map(), chosen.back());
    }
    clickNext(wizard);

    // Statues: the clan cycle from a chosen spot in a chosen order.
    auto *statuesPage = pageOf<StatuesPage>(wizard, kStatuesPage);
    const std::vector<Square> spots = wizard.draft()->spotsClockwise();
    firstSpot = std::min(firstSpot, int(spots.size()) - 1);
    statuesPage->firstBox()->setCurrentIndex(firstSpot);
    statuesPage->orderBox()->setCurrentIndex(order);
    clickNext(wizard);

    // Supply: the default tiles; the pedestal track typed digit after digit; a spell.
    auto *supply = pageOf<SupplyPage>(wizard, kSupplyPage);
    supply->trackEdit(1, 0)->setFocus();
    typeToFocus(QStringLiteral("123456789123456"));
    QCOMPARE(QApplication::focusWidget(), supply->spellEdit(0));
    typeToFocus(QStringLiteral("Earth Ritual"));
    clickNext(wizard);

    // Market: the invented practice set, then one card edited by keyboard.
    auto *market = pageOf<MarketPage>(wizard, kMarketPage);
    market->practiceButton()->click();
    QCOMPARE(market->cardEditor(2, 0)->card(), NewGameDraft::practiceMarket()[1][0].card);
    market->cardEditor(1, 0)->iconsEdit()->setFocus();
    QTest::keyClick(market->cardEditor(1, 0)->iconsEdit(), Qt::Key_Backspace);
    QTest::keyClicks(market->cardEditor(1, 0)->iconsEdit(), QStringLiteral("F"));
    clickNext(wizard);

    // One moot page per player, then the summary.
    for (int seat = 0; seat < players; ++seat) {
        QCOMPARE(wizard.currentId(), kMootPage + seat);
        QCOMPARE(pageOf<MootPage>(wizard, kMootPage + seat)->cardEditor(0)->card(),
                 NewGameDraft::practiceStartingTrolls()[0]);
        clickNext(wizard);
    }
    QCOMPARE(wizard.currentId(), int(kSummaryPage));
    auto *summary = pageOf<SummaryPage>(wizard, kSummaryPage);
    QVERIFY2(summary->isComplete(), qPrintable(listText(summary->problemsList())));
    QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());

    // The setup is valid and is what was entered.
    const GameSetup setup = wizard.setup();
    QVERIFY2(validateSetup(setup).ok(), qPrintable(describe(validateSetup(setup))));
    QCOMPARE(setup.playerCount(), players);
    QCOMPARE(setup.board->side, side);
    QVERIFY(!setup.teams);
    for (int seat = 0; seat < players; ++seat) {
        QCOMPARE(setup.players[seat].name,
                 names[seat].isEmpty() ? QStringLiteral("Player %1").arg(seat + 1) : names[seat]);
        QCOMPARE(setup.players[seat].gate, chosen[seat]);
        QCOMPARE(setup.players[seat].colour,
                 seat == players - 1 ? teal.name() : NewGameDraft::defaultColour(seat).name());
        QCOMPARE(setup.players[seat].hand, NewGameDraft::practiceStartingTrolls()[NewGameDraft::kHandSlot]);
    }
    const std::vector<StatueOnBoard> expected =
        cycleStatues(*setup.board, spots[firstSpot], StatuesPage::clanOrders()[order]);
    QCOMPARE(setup.statues.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(setup.statues[i].id, expected[i].id);
        QCOMPARE(setup.statues[i].clan, expected[i].clan);
        QCOMPARE(setup.statues[i].square, expected[i].square);
    }
    const std::array<std::array<int, 3>, 5> track{{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}, {1, 2, 3}, {4, 5, 6}}};
    QCOMPARE(setup.pedestalTrack, track);
    int tiles = 0;
    for (int n : setup.workshopSupply)
        tiles += n;
    QCOMPARE(tiles, 2 * players + 1);
    QCOMPARE(setup.spells[0], QStringLiteral("Earth Ritual"));
    auto market0 = NewGameDraft::practiceMarket();
    market0[0][0].card.icons.back() = icon(Resource::Cart, Clan::Fire); // the keyboard edit
    QCOMPARE(setup.market, market0);

    // A game file starts from it and reads back the same setup; Finish accepts.
    const GameReadResult read = parseGame(gameToBytes(GameFile{setup, {}}));
    QVERIFY(read.game);
    QVERIFY(read.game->setup == setup);
    wizard.button(QWizard::FinishButton)->click();
    QCOMPARE(wizard.result(), int(QDialog::Accepted));
}

void TestNewGameWizard::invalidChoice_data()
{
    QTest::addColumn<QString>("broken");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<int>("page");
    QTest::newRow("two players on one gate")
        << QStringLiteral("gate") << QStringLiteral("SET-GATES") << int(kGatesPage);
    QTest::newRow("wrong workshop count")
        << QStringLiteral("workshops") << QStringLiteral("SET-WORKSHOPS") << int(kSupplyPage);
    QTest::newRow("pedestal track left empty")
        << QStringLiteral("track") << QStringLiteral("SET-PEDTRACK") << int(kSupplyPage);
}

void TestNewGameWizard::invalidChoice()
{
    QFETCH(QString, broken);
    QFETCH(QString, rule);
    QFETCH(int, page);
    NewGameWizard wizard;
    showActive(wizard);
    setPlayers(wizard, 3);
    nextTo(wizard, kGatesPage);
    auto *gates = pageOf<GatesPage>(wizard, kGatesPage);
    if (broken == QLatin1String("gate")) {
        // Player 2 takes player 1's start point by keyboard in the list.
        QComboBox *box = gates->gateBox(1);
        box->setFocus();
        const int target = box->findData(QPoint(wizard.draft()->gate(0).column, wizard.draft()->gate(0).row));
        while (box->currentIndex() != target)
            QTest::keyClick(box, box->currentIndex() > target ? Qt::Key_Up : Qt::Key_Down);
        QCOMPARE(wizard.draft()->gate(1), wizard.draft()->gate(0));
        QVERIFY(gates->problemsLabel()->isVisibleTo(gates));
        QVERIFY(gates->problemsLabel()->text().contains(rule));
    }
    nextTo(wizard, kSupplyPage);
    auto *supply = pageOf<SupplyPage>(wizard, kSupplyPage);
    if (broken == QLatin1String("workshops")) {
        QSpinBox *spin = supply->workshopBox(WorkshopKind::Quartermaster);
        spin->setFocus();
        QTest::keyClick(spin, Qt::Key_Up);
        QVERIFY(supply->problemsLabel()->text().contains(rule));
    }
    if (broken != QLatin1String("track")) {
        supply->trackEdit(1, 0)->setFocus();
        typeToFocus(QStringLiteral("123456789123456"));
    }
    nextTo(wizard, kMarketPage);
    pageOf<MarketPage>(wizard, kMarketPage)->practiceButton()->click();
    nextTo(wizard, kSummaryPage);

    auto *summary = pageOf<SummaryPage>(wizard, kSummaryPage);
    QVERIFY(!summary->isComplete());
    QVERIFY(!wizard.button(QWizard::FinishButton)->isEnabled());
    QVERIFY2(listText(summary->problemsList()).contains(rule), qPrintable(listText(summary->problemsList())));
    QVERIFY(summary->statusLabel()->text().contains(QStringLiteral("problem")));
    // Every problem shown is a broken rule of the setup, with its ID; the first leads to its page.
    for (const QString &id : wizard.draft()->verdict().ruleIds())
        QVERIFY(listText(summary->problemsList()).contains(id));
    summary->problemsList()->setCurrentRow(0);
    if (broken == QLatin1String("track")) {
        summary->problemsList()->setFocus(); // by keyboard: Enter on the problem
        QTest::keyClick(summary->problemsList(), Qt::Key_Return);
    } else {
        summary->goToButton()->click();
    }
    QVERIFY2(wizard.currentId() == page, qPrintable(listText(summary->problemsList())));

    // Fixed there, the summary lets the game start.
    if (broken == QLatin1String("gate")) {
        gates->gateBox(1)->setFocus(); // player 2 chooses again, on the map
        QCOMPARE(gates->currentSeat(), 1);
        clickSquare(gates->map(), wizard.draft()->allowedStarts()[1].square);
    } else if (broken == QLatin1String("workshops")) {
        supply->workshopBox(WorkshopKind::Quartermaster)
            ->setValue(supply->workshopBox(WorkshopKind::Quartermaster)->value() - 1);
    } else {
        supply->trackEdit(1, 0)->setFocus();
        typeToFocus(QStringLiteral("123456789123456"));
    }
    nextTo(wizard, kSummaryPage);
    QVERIFY2(summary->isComplete(), qPrintable(listText(summary->problemsList())));
    QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());
}

void TestNewGameWizard::teamSeats()
{
    NewGameWizard wizard;
    showActive(wizard);
    setPlayers(wizard, 4);
    auto *page = pageOf<PlayersPage>(wizard, kPlayersPage);
    const QStringList names{QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"),
                            QStringLiteral("Dee")};
    for (int seat = 0; seat < 4; ++seat)
        QTest::keyClicks(page->nameEdit(seat), names[seat]);
    QVERIFY(page->teamsBox()->isEnabled());
    page->teamsBox()->click();
    // Dee moves up to seat 3 by keyboard (Alt+Up), Ann down to seat 2 with the button.
    page->nameEdit(3)->setFocus();
    QTest::keyClick(page->nameEdit(3), Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), page->nameEdit(2)); // the focus follows Dee
    page->downButton(0)->click();
    const GameSetup setup = wizard.setup();
    QVERIFY(setup.teams);
    QStringList seated;
    QList<int> teams;
    for (const PlayerSetup &p : setup.players) {
        seated << p.name;
        teams << p.team;
    }
    QCOMPARE(seated, (QStringList{QStringLiteral("Bob"), QStringLiteral("Ann"), QStringLiteral("Dee"),
                                  QStringLiteral("Cid")}));
    QCOMPARE(teams, (QList<int>{1, 2, 2, 1})); // TEAM-SETUP
    QVERIFY(!validateSetup(setup).breaks("TEAM-SETUP"));
    // Only 4 players play in teams.
    setPlayers(wizard, 5);
    QVERIFY(!page->teamsBox()->isEnabled());
    QVERIFY(!wizard.setup().teams);
}

// TEAM-SETUP: teammates' gates stand on neighbouring start points; opposite corners are refused, on the gates
// page where they are chosen.
void TestNewGameWizard::TEAM_SETUP_gatesSideBySide()
{
    NewGameWizard wizard;
    setPlayers(wizard, 4);
    wizard.draft()->setTeams(true);
    QVERIFY(!wizard.draft()->verdict().breaks("TEAM-SETUP")); // the default gates are side by side
    const std::vector<GateStart> starts = wizard.draft()->allowedStarts(); // clockwise
    QCOMPARE(int(starts.size()), 4);
    // Team 1 (seats 1 and 4) at opposite corners, team 2 too.
    for (int seat = 0; seat < 4; ++seat)
        wizard.draft()->setGate(seat, starts[std::array<int, 4>{0, 1, 3, 2}[seat]].square);
    const Verdict v = wizard.draft()->verdict();
    QVERIFY(v.breaks("TEAM-SETUP"));
    const auto apart = std::find_if(v.violations.begin(), v.violations.end(), [](const Violation &x) {
        return x.rule() == QLatin1String("TEAM-SETUP");
    });
    QCOMPARE(pageOfViolation(*apart, wizard.draft()->setup()), int(kGatesPage));
    wizard.goToPage(kGatesPage);
    auto *gates = pageOf<GatesPage>(wizard, kGatesPage);
    QVERIFY2(gates->problemsLabel()->text().contains(QStringLiteral("TEAM-SETUP")),
             qPrintable(gates->problemsLabel()->text()));
}

// SCORE-ONE-PER-TUNNEL: the table ruling on split tiles is chosen on the summary page, shown in the overview,
// and goes into the setup the game starts with.
void TestNewGameWizard::SCORE_ONE_PER_TUNNEL_tableRulingAtSetup()
{
    NewGameWizard wizard;
    showActive(wizard);
    QCOMPARE(wizard.setup().rulings.splitTiles, SplitTiles::EachPart);
    wizard.goToPage(kSummaryPage);
    auto *summary = pageOf<SummaryPage>(wizard, kSummaryPage);
    QCOMPARE(summary->splitTilesBox()->currentData().toInt(), int(SplitTiles::EachPart));
    summary->splitTilesBox()->setCurrentIndex(summary->splitTilesBox()->findData(int(SplitTiles::WholeTile)));
    QCOMPARE(wizard.setup().rulings.splitTiles, SplitTiles::WholeTile);
    QTextBrowser *overview = summary->findChild<QTextBrowser *>(QStringLiteral("overview"));
    QVERIFY(overview);
    QVERIFY2(overview->toPlainText().contains(QStringLiteral("one statue per printed tile scores")),
             qPrintable(overview->toPlainText()));
}

void TestNewGameWizard::boardSides_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("winter");
    QTest::addColumn<bool>("autumn");
    QTest::newRow("2 players: either side") << 2 << true << true;
    QTest::newRow("3 players: autumn only") << 3 << false << true;
    QTest::newRow("4 players: winter only") << 4 << true << false;
    QTest::newRow("5 players: winter only") << 5 << true << false;
}

void TestNewGameWizard::boardSides()
{
    QFETCH(int, players);
    QFETCH(bool, winter);
    QFETCH(bool, autumn);
    NewGameWizard wizard;
    showActive(wizard);
    setPlayers(wizard, players);
    clickNext(wizard);
    auto *page = pageOf<BoardPage>(wizard, kBoardPage);
    QCOMPARE(page->winterButton()->isEnabled(), winter);
    QCOMPARE(page->autumnButton()->isEnabled(), autumn);
    // The side chosen is one that is offered, and it fits (BRD-SIDE).
    QVERIFY(page->winterButton()->isChecked() ? winter : autumn);
    QVERIFY(page->isComplete());
    QVERIFY(!wizard.draft()->verdict().breaks("BRD-SIDE"));
    if (winter && autumn) {
        page->winterButton()->click();
        QCOMPARE(wizard.draft()->board()->side, BoardSide::Winter);
        page->autumnButton()->click();
        QCOMPARE(wizard.draft()->board()->side, BoardSide::Autumn);
    }
}

void TestNewGameWizard::badBoardFile()
{
    NewGameWizard wizard;
    showActive(wizard);
    setPlayers(wizard, 4);
    clickNext(wizard);
    auto *page = pageOf<BoardPage>(wizard, kBoardPage);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());

    // A file with a broken grid: refused with its problems, and the wizard cannot go on with it.
    const QString bad = dir.filePath(QStringLiteral("broken.hkboard"));
    {
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "hallkeeper-board", "version": 1, "name": "Broken", "side": "winter",
                    "rows": 3, "columns": 3, "grid": ["111", "1H"], "rubble": [], "buried": [],
                    "statueSpots": [], "workshopSites": [], "gateStarts": []})");
    }
    QVERIFY(!page->openBoardFile(bad));
    QVERIFY(page->fileProblemsLabel()->isVisibleTo(page));
    QVERIFY(page->fileProblemsLabel()->text().contains(QStringLiteral("broken.hkboard")));
    QVERIFY2(page->fileProblemsLabel()->text().contains(
                 QStringLiteral("broken.hkboard: Grid")), // the table's terms
             qPrintable(page->fileProblemsLabel()->text()));
    QVERIFY(!page->isComplete());
    QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
    saveShot(&wizard, QStringLiteral("bad-board-file"));

    // A good file for the wrong number of players: BRD-SIDE.
    const QString autumn = dir.filePath(QStringLiteral("autumn.hkboard"));
    QVERIFY(writeBoard(autumn, *NewGameDraft::practiceBoard(BoardSide::Autumn)).isEmpty());
    QVERIFY(page->openBoardFile(autumn));
    QVERIFY(!page->isComplete());
    QVERIFY(page->problemsLabel()->text().contains(QStringLiteral("BRD-SIDE")));
    saveShot(&wizard, QStringLiteral("board-file-wrong-side"));

    // A good file that fits.
    const QString winter = dir.filePath(QStringLiteral("winter.hkboard"));
    QVERIFY(writeBoard(winter, *NewGameDraft::practiceBoard(BoardSide::Winter)).isEmpty());
    QVERIFY(page->openBoardFile(winter));
    QVERIFY(page->isComplete());
    QVERIFY(!page->fileProblemsLabel()->isVisibleTo(page));
    QVERIFY(page->fileButton()->isChecked());
    QVERIFY(wizard.button(QWizard::NextButton)->isEnabled());
}

void TestNewGameWizard::seatBonus()
{
    // SET-SEATBONUS: seat 1 takes the 4 placed trolls' start rows, seats 2-3 also the hand card's, seats 4-5
    // also the deck card's; shown on each moot page.
    NewGameWizard wizard;
    showActive(wizard);
    setPlayers(wizard, 5);
    wizard.draft()->fillPracticeCards();
    const GameSetup setup = wizard.setup();
    ResourceCounts placed{};
    for (const TrollCard &t : setup.players[0].moot)
        for (int k = 0; k < kResourceKinds; ++k)
            placed[k] += t.startRow[k];
    const auto plus = [](ResourceCounts a, const ResourceCounts &b) {
        for (int k = 0; k < kResourceKinds; ++k)
            a[k] += b[k];
        return a;
    };
    const TrollCard hand = NewGameDraft::practiceStartingTrolls()[NewGameDraft::kHandSlot];
    const TrollCard deck = NewGameDraft::practiceStartingTrolls()[NewGameDraft::kDeckSlot];
    const ResourceCounts expected[5] = {placed, plus(placed, hand.startRow), plus(placed, hand.startRow),
                                        plus(plus(placed, hand.startRow), deck.startRow),
                                        plus(plus(placed, hand.startRow), deck.startRow)};
    nextTo(wizard, kMootPage);
    for (int seat = 0; seat < 5; ++seat) {
        auto *page = pageOf<MootPage>(wizard, kMootPage + seat);
        QCOMPARE(wizard.currentId(), kMootPage + seat);
        QCOMPARE(page->startingView()->counts(), expected[seat]);
        QCOMPARE(page->startingView()->counts(), startingResources(setup, seat));
        QVERIFY(page->seatBonusLabel()->text().contains(QStringLiteral("Seat %1").arg(seat + 1)));
        clickNext(wizard);
    }
    // Typing a start row updates the storage shown at once.
    wizard.goToPage(kMootPage + 1);
    auto *page = pageOf<MootPage>(wizard, kMootPage + 1);
    page->cardEditor(NewGameDraft::kHandSlot)->startRowEdit()->setFocus();
    QTest::keyClicks(page->cardEditor(NewGameDraft::kHandSlot)->startRowEdit(), QStringLiteral("rr"));
    QCOMPARE(at(page->startingView()->counts(), Resource::Rune), at(expected[1], Resource::Rune) + 2);
}

void TestNewGameWizard::enterGoesOn()
{
    NewGameWizard wizard;
    showActive(wizard);
    auto *players = pageOf<PlayersPage>(wizard, kPlayersPage);
    QCOMPARE(QApplication::focusWidget(), players->countBox());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), players->nameEdit(0));
    QTest::keyClicks(players->nameEdit(0), QStringLiteral("Ann"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(wizard.currentId(), int(kBoardPage));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(wizard.currentId(), int(kGatesPage));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(wizard.currentId(), int(kStatuesPage));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(wizard.currentId(), int(kSupplyPage));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(wizard.currentId(), int(kMarketPage));
    // The first card's clan (typed), Tab, its icons (letters are icons there); Enter still goes on.
    auto *market = pageOf<MarketPage>(wizard, kMarketPage);
    QCOMPARE(QApplication::focusWidget(), market->cardEditor(1, 0)->clanBox());
    typeToFocus(QStringLiteral("f"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), market->cardEditor(1, 0)->iconsEdit());
    typeToFocus(QStringLiteral("sa"));
    QCOMPARE(wizard.draft()->marketCard(1, 0).card.clan, std::optional(Clan::Fire));
    QCOMPARE(wizard.draft()->marketCard(1, 0).card.icons.size(), size_t(2));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab); // on to the next card
    QCOMPARE(QApplication::focusWidget(), market->cardEditor(1, 1)->clanBox());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(wizard.currentId(), int(kMootPage));
}

void TestNewGameWizard::screenshots_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("teams");
    QTest::addColumn<bool>("complete"); // every field entered: the summary lets the game start
    QTest::newRow("5") << 5 << false << false;
    QTest::newRow("4-teams") << 4 << true << true;
    QTest::newRow("2") << 2 << false << true;
}

void TestNewGameWizard::screenshots()
{
    QFETCH(int, players);
    QFETCH(bool, teams);
    QFETCH(bool, complete);
    const QString folder = qEnvironmentVariable("HK_SCREENSHOTS");
    NewGameWizard wizard;
    showActive(wizard);
    setPlayers(wizard, players);
    const QStringList names{QStringLiteral("さくら"), QStringLiteral("健二"), QStringLiteral("Ingrid"),
                            QStringLiteral("Lars"), QStringLiteral("美咲")};
    for (int seat = 0; seat < players; ++seat)
        wizard.draft()->setPlayerName(seat, names[seat]);
    wizard.draft()->setTeams(teams);
    for (int layer = 1; layer <= (complete ? 5 : 1); ++layer)
        for (int c = 0; c < 3; ++c)
            wizard.draft()->setTrackValue(layer, c, 1 + (layer + 2 * c) % 6);
    QStringList saved;
    for (int i = 0; i < 20; ++i) {
        if (wizard.currentId() == kMarketPage)
            wizard.draft()->fillPracticeCards();
        QApplication::processEvents();
        const QImage image = wizard.grab().toImage();
        QVERIFY(!image.isNull());
        // Nothing laid out beyond the window: every visible widget of the page fits inside it.
        for (QWidget *w : wizard.currentPage()->findChildren<QWidget *>())
            if (w->isVisible() && w->width() > 0)
                QVERIFY2(w->mapTo(&wizard, QPoint(w->width() - 1, 0)).x() <= wizard.width(),
                         qPrintable(w->objectName()));
        if (!folder.isEmpty()) {
            QDir().mkpath(folder);
            const QString file = QDir(folder).filePath(QStringLiteral("%1-page-%2.png")
                                                           .arg(QLatin1String(QTest::currentDataTag()))
                                                           .arg(wizard.currentId(), 2, 10, QLatin1Char('0')));
            QVERIFY(image.save(file));
            saved << file;
        }
        if (wizard.currentId() == kSummaryPage)
            break;
        clickNext(wizard);
    }
    QCOMPARE(wizard.currentId(), int(kSummaryPage));
    QCOMPARE(wizard.button(QWizard::FinishButton)->isEnabled(), complete);
    if (!folder.isEmpty())
        qInfo("%s", qPrintable(saved.join(QLatin1Char(' '))));
}

// A game never starts with blank troll cards: with every card of the market and every starting troll left
// empty, the summary refuses the setup (Finish disabled) and names each card not entered — the market's
// rows with their places, each player's starting trolls — once each, under MOOT-CHAIN and SET-MARKET, the
// component editor's own check; each problem leads to the page where the card is entered.
void TestNewGameWizard::SET_MARKET_MOOT_CHAIN_blankCardsNamed()
{
    QVERIFY(installTranslations(QStringLiteral("en"))); // "1 card", "places 1, 2": English plural forms
    NewGameWizard wizard;
    showActive(wizard);
    setPlayers(wizard, 3);
    nextTo(wizard, kSupplyPage);
    pageOf<SupplyPage>(wizard, kSupplyPage)->trackEdit(1, 0)->setFocus();
    typeToFocus(QStringLiteral("123456789123456"));
    nextTo(wizard, kSummaryPage);
    auto *summary = pageOf<SummaryPage>(wizard, kSummaryPage);
    QVERIFY(!summary->isComplete());
    QVERIFY(!wizard.button(QWizard::FinishButton)->isEnabled());
    QVERIFY2(!summary->statusLabel()->text().contains(QStringLiteral("follows every setup rule")),
             qPrintable(summary->statusLabel()->text()));
    QStringList lines;
    for (int i = 0; i < summary->problemsList()->count(); ++i)
        lines << summary->problemsList()->item(i)->text();
    const QString all = lines.join(QLatin1Char('\n'));
    // Clan and icons of each market row, icons of each player's cards, the pedestals: each said once.
    QVERIFY2(lines.size() == 3 * 2 + 3 + 1, qPrintable(all));
    QCOMPARE(lines.removeDuplicates(), 0);
    QVERIFY2(all.contains(QStringLiteral("(MOOT-CHAIN)")) && all.contains(QStringLiteral("(SET-MARKET)")),
             qPrintable(all));
    for (int level = 1; level <= 3; ++level)
        QVERIFY2(all.contains(QStringLiteral("level %1 troll").arg(level)), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("places 1, 2, 3, 4, 5")),
             qPrintable(all)); // the level 1 row, by place
    QVERIFY2(!all.contains(QStringLiteral("(s)")), qPrintable(all));
    for (int p = 0; p < 3; ++p)
        QVERIFY2(all.contains(wizard.draft()->displayName(p)), qPrintable(all));
    QVERIFY2(!all.contains(QStringLiteral("1 starting trolls")), qPrintable(all));

    // Player 2's cards lead to player 2's moot page.
    for (int i = 0; i < summary->problemsList()->count(); ++i)
        if (summary->problemsList()->item(i)->text().contains(wizard.draft()->displayName(1))) {
            summary->problemsList()->setCurrentRow(i);
            break;
        }
    summary->goToButton()->click();
    QCOMPARE(wizard.currentId(), kMootPage + 1);
    QVERIFY2(pageOf<MootPage>(wizard, kMootPage + 1)
                 ->problemsLabel()
                 ->text()
                 .contains(QStringLiteral("MOOT-CHAIN")),
             qPrintable(pageOf<MootPage>(wizard, kMootPage + 1)->problemsLabel()->text()));

    // The practice cards, then one card of the market emptied again: that card alone is named.
    nextTo(wizard, kSummaryPage);
    wizard.back();
    while (wizard.currentId() != kMarketPage)
        wizard.back();
    auto *market = pageOf<MarketPage>(wizard, kMarketPage);
    market->practiceButton()->click();
    market->cardEditor(2, 3)->iconsEdit()->setFocus();
    for (int i = 0; i < 8; ++i)
        QTest::keyClick(market->cardEditor(2, 3)->iconsEdit(), Qt::Key_Backspace);
    QVERIFY(market->problemsLabel()->text().contains(QStringLiteral("MOOT-CHAIN")));
    nextTo(wizard, kSummaryPage);
    QVERIFY(!summary->isComplete());
    QCOMPARE(summary->problemsList()->count(), 1);
    const QString line = summary->problemsList()->item(0)->text();
    QVERIFY2(line.contains(QStringLiteral("level 2")) && line.contains(QStringLiteral("place 4")) &&
                 line.contains(QStringLiteral("(MOOT-CHAIN)")),
             qPrintable(line));
}

// The summary's words: the rules it checks as rule IDs linked to the rules browser (no file the user does not
// have), the board's side said once, the players' colours by name in the colour menu.
void TestNewGameWizard::summaryWords()
{
    NewGameWizard wizard;
    showActive(wizard);
    setPlayers(wizard, 3);
    auto *players = pageOf<PlayersPage>(wizard, kPlayersPage);
    for (QToolButton *colour : players->findChildren<QToolButton *>())
        if (colour->menu())
            for (QAction *a : colour->menu()->actions())
                QVERIFY2(!a->text().contains(QLatin1Char('#')), qPrintable(a->text()));
    nextTo(wizard, kSummaryPage);
    auto *summary = pageOf<SummaryPage>(wizard, kSummaryPage);
    QVERIFY2(!summary->subTitle().contains(QStringLiteral("RULES.md")), qPrintable(summary->subTitle()));
    QVERIFY2(!summary->subTitle().contains(QStringLiteral("§")), qPrintable(summary->subTitle()));
    QVERIFY(summary->rulesLabel());
    QVERIFY2(summary->rulesLabel()->text().contains(QStringLiteral("href=\"rule:SET-MARKET\"")),
             qPrintable(summary->rulesLabel()->text()));
    QVERIFY2(summary->statusLabel()->text().contains(QStringLiteral("href=\"rule:")),
             qPrintable(summary->statusLabel()->text()));
    const QString overview = summary->findChild<QTextBrowser *>(QStringLiteral("overview"))->toPlainText();
    const QString side = boardSideName(wizard.draft()->board()->side);
    QCOMPARE(overview.count(side), 1);
}

QTEST_MAIN(TestNewGameWizard)
#include "tst_new_game_wizard.moc"
