// Terra Mystica: Fire & Ice's table helpers in the application, driven from the keyboard as a table uses
// them: the faction auction (TMFI-015), the variable turn order (TMFI-025), the factions and terrains chosen
// (TM-FACTIONS, TM-COLOURS, TMFI-016…019, TMFI-024) and the spade costs (TM-CYCLE, TMFI-020…022). Every
// verdict and value shown is the core's (tmfi_helpers.h): each row compares the window with the core, and
// one row of each helper also with the value the rules give, where a window computing it itself would be
// wrong. The window is reached from the score sheet's toolbar and every window's Table Helpers menu; its
// rule IDs open the rules browser on the game's rules; the wheel changes no field that is not being edited;
// it reads at 1280×720 in the four languages (HK_SCREENSHOTS=DIR keeps a picture of each).

#include "app_language.h"
#include "common/test_settings.h"
#include "common/wheel.h"
#include "document_window.h"
#include "generic_sheet_window.h"
#include "i18n/arg_text.h"
#include "registered_games.h"
#include "registered_windows.h"
#include "registry/game_registry.h"
#include "rules_browser.h"
#include "tmfi_factions.h"
#include "tmfi_helpers.h"
#include "tmfi_helpers_window.h"
#include "tmfi_rules.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTextDocumentFragment>
#include <QToolBar>

using namespace hk;
using namespace hk::gui;

namespace {

int factionIndex(const QString &id)
{
    const std::vector<tmfi::Faction> &all = tmfi::allFactions();
    for (size_t i = 0; i < all.size(); ++i)
        if (QLatin1String(all[i].id) == id)
            return int(i);
    qFatal("no faction %s", qPrintable(id));
    return -1;
}

int terrainIndex(tmfi::Terrain terrain)
{
    const auto &all = tmfi::allTerrains();
    return int(std::find(all.begin(), all.end(), terrain) - all.begin());
}

// "yetis:lakes" → the pick.
tmfi::FactionPick pickOf(const QString &text, const QString &player = {})
{
    const QStringList parts = text.split(QLatin1Char(':'));
    tmfi::FactionPick pick{parts[0]};
    if (parts.size() > 1)
        pick.terrain = tmfi::terrainFromId(parts[1]);
    pick.player = player;
    return pick;
}

QString plain(const QLabel *label)
{
    return QTextDocumentFragment::fromHtml(label->text()).toPlainText();
}

// The verdict a label shows is the core's: the same rules, each in the catalog's words.
void compareVerdict(const QLabel *label, const base::Verdict &core)
{
    QCOMPARE(label->property("rules").toStringList(), core.ruleIds());
    QCOMPARE(label->property("refused").toBool(), !core.allowed());
    const QString shown = plain(label);
    for (const QString &line : base::verdictLines(core, *tmfi::tmfiRules()))
        QVERIFY2(shown.contains(line), qPrintable(shown + QStringLiteral(" lacks ") + line));
}

// Keys as a player presses them, into the widget given the focus first.
struct Keys {
    QWidget *window;
    void focus(QWidget *w) const
    {
        w->setFocus(Qt::TabFocusReason);
        QCOMPARE_NE(QApplication::focusWidget(), nullptr);
    }
    void type(QWidget *w, const QString &text) const
    {
        focus(w);
        QTest::keyClick(w, Qt::Key_A, Qt::ControlModifier);
        // A character outside ASCII (陳小明) as an input method commits it.
        for (const QChar c : text)
            if (c.unicode() < 128)
                QTest::keyClick(w, char(c.unicode()));
            else
                QTest::sendKeyEvent(QTest::Click, w, Qt::Key_unknown, QString(c), Qt::NoModifier);
    }
    void enter(QWidget *w, const QString &text) const
    {
        type(w, text);
        QTest::keyClick(w, Qt::Key_Return);
    }
    void press(QAbstractButton *b) const
    {
        focus(b);
        QTest::keyClick(b, Qt::Key_Space);
    }
    // A choice by its place in the list: Home, then Down.
    void choose(QComboBox *box, int index) const
    {
        focus(box);
        QTest::keyClick(box, Qt::Key_Home);
        for (int i = 0; i < index; ++i)
            QTest::keyClick(box, Qt::Key_Down);
        QCOMPARE(box->currentIndex(), index);
    }
    void tick(QListWidget *list, int row) const
    {
        focus(list);
        QTest::keyClick(list, Qt::Key_Home);
        for (int i = 0; i < row; ++i)
            QTest::keyClick(list, Qt::Key_Down);
        QTest::keyClick(list, Qt::Key_Space);
    }
};

template <typename T> T *child(const QWidget &w, const char *name)
{
    T *found = w.findChild<T *>(QString::fromLatin1(name));
    if (!found)
        qFatal("no %s", name);
    return found;
}

} // namespace

class TstTmfiHelpersWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        test::useOwnSettings("HallkeeperTmfiHelpersTest");
        switchLanguage(QStringLiteral("en"), false);
        games::registerShippedGames();
        games::registerShippedWindows();
    }

    // TMFI-015: each bid as the rules check it (checkBid), the highest bid so far before it.
    void TMFI_015_bids_data()
    {
        QTest::addColumn<int>("highest"); // -1: the opening bid
        QTest::addColumn<int>("bid");
        QTest::addColumn<bool>("allowed"); // what the rules say, whoever computes it
        QTest::newRow("opening bid of 0") << -1 << 0 << true;
        QTest::newRow("opening bid of 40") << -1 << 40 << true;
        QTest::newRow("over 40 refused, though the field takes it") << -1 << 41 << false;
        QTest::newRow("not above the highest refused") << 12 << 12 << false;
        QTest::newRow("below the highest refused") << 12 << 5 << false;
        QTest::newRow("one above the highest") << 12 << 13 << true;
    }
    void TMFI_015_bids()
    {
        QFETCH(int, highest);
        QFETCH(int, bid);
        QFETCH(bool, allowed);
        TmfiHelpersWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const Keys keys{&w};
        keys.type(child<QLineEdit>(w, "players"), QStringLiteral("Ann, Ben, Cai"));
        auto *factions = child<QListWidget>(w, "auctionFactions");
        for (const char *id : {"witches", "nomads", "yetis"})
            keys.tick(factions, factionIndex(QLatin1String(id)));
        QCOMPARE(w.auctioned().size(), 3);
        auto *spin = child<QSpinBox>(w, "bid");
        if (highest >= 0)
            keys.enter(spin, QString::number(highest)); // Ann opens
        keys.enter(spin, QString::number(bid));
        const base::Verdict core =
            tmfi::checkBid(bid, highest < 0 ? std::nullopt : std::optional<int>(highest));
        QCOMPARE(core.allowed(), allowed);
        compareVerdict(child<QLabel>(w, "auctionVerdict"), core);
        if (!allowed)
            QCOMPARE(core.ruleIds(), QStringList{QStringLiteral("TMFI-015")});
    }

    // TMFI-015: a whole auction of three players; the winner's start VP (40 − bid) and the next opening
    // bidder (the first to the winner's left without a faction: not simply the next seat).
    void TMFI_015_startVpAndNextOpener()
    {
        TmfiHelpersWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const Keys keys{&w};
        keys.type(child<QLineEdit>(w, "players"), QStringLiteral("Ann, Ben, Cai"));
        auto *factions = child<QListWidget>(w, "auctionFactions");
        for (const char *id : {"witches", "nomads", "yetis"})
            keys.tick(factions, factionIndex(QLatin1String(id)));
        auto *spin = child<QSpinBox>(w, "bid");
        auto *pass = child<QPushButton>(w, "passBid");
        auto *table = child<QTableWidget>(w, "auctionTable");
        auto *next = child<QLabel>(w, "auctionNext");
        // Round 1 (Witches): Ann 5, Ben 12, Cai passes, Ann passes: Ben wins at 12.
        keys.enter(spin, QStringLiteral("5"));
        keys.enter(spin, QStringLiteral("12"));
        keys.press(pass);
        keys.press(pass);
        QCOMPARE(table->item(1, 1)->text(), tmfi::factionName(QStringLiteral("witches")));
        QCOMPARE(table->item(1, 3)->text(), argText(tmfi::auctionStartVp(12)));
        QCOMPARE(table->item(1, 3)->text(), QStringLiteral("28"));
        const std::optional<int> opener = tmfi::nextOpeningBidder(1, {false, true, false});
        QCOMPARE(opener, std::optional<int>(2));
        QVERIFY2(plain(next).contains(QStringLiteral("opens with Cai")), qPrintable(plain(next)));
        // Round 2 (Nomads): Cai 0, Ann 3, Cai passes: Ann wins; the next opener skips Ben, who has a
        // faction, and is Cai.
        keys.enter(spin, QStringLiteral("0"));
        keys.enter(spin, QStringLiteral("3"));
        keys.press(pass);
        QCOMPARE(table->item(0, 1)->text(), tmfi::factionName(QStringLiteral("nomads")));
        QCOMPARE(table->item(0, 3)->text(), argText(tmfi::auctionStartVp(3)));
        QCOMPARE(tmfi::nextOpeningBidder(0, {true, true, false}), std::optional<int>(2));
        QVERIFY2(plain(next).contains(QStringLiteral("opens with Cai")), qPrintable(plain(next)));
        // Round 3: Cai alone, a bid of 0 takes the Yetis on 40 VP; the auction is over.
        keys.enter(spin, QStringLiteral("0"));
        QCOMPARE(table->item(2, 3)->text(), argText(tmfi::auctionStartVp(0)));
        QCOMPARE(tmfi::nextOpeningBidder(2, {true, true, true}), std::nullopt);
        QVERIFY2(plain(next).contains(QStringLiteral("auction is over")), qPrintable(plain(next)));
        QVERIFY(!spin->isEnabled());
    }

    // TMFI-025: the passes as the table makes them, and the next round's order, as nextRoundOrder says.
    void TMFI_025_turnOrder_data()
    {
        QTest::addColumn<QString>("round");
        QTest::addColumn<QStringList>("passes");
        QTest::addColumn<QStringList>("kept");    // the passes the window keeps
        QTest::addColumn<QStringList>("refused"); // the rules of the last pass's refusal
        QTest::addColumn<QStringList>("next");    // the next round, as the rules give it
        QTest::newRow("the rules' example: Auren, then Acolytes")
            << "Acolytes, Auren, Nomads" << QStringList{"Auren", "Acolytes"}
            << QStringList{"Auren", "Acolytes"} << QStringList{}
            << QStringList{"Auren", "Acolytes", "Nomads"};
        QTest::newRow("all passed, in reverse")
            << "Ann, Ben, Cai" << QStringList{"Cai", "Ben", "Ann"} << QStringList{"Cai", "Ben", "Ann"}
            << QStringList{} << QStringList{"Cai", "Ben", "Ann"};
        QTest::newRow("a second pass refused")
            << "Ann, Ben, Cai" << QStringList{"Ben", "Ben"} << QStringList{"Ben"} << QStringList{"TMFI-025"}
            << QStringList{"Ben", "Ann", "Cai"};
        QTest::newRow("a name not in the round refused")
            << "Ann, Ben, Cai" << QStringList{"Dan"} << QStringList{} << QStringList{"TMFI-025"}
            << QStringList{"Ann", "Ben", "Cai"};
    }
    void TMFI_025_turnOrder()
    {
        QFETCH(QString, round);
        QFETCH(QStringList, passes);
        QFETCH(QStringList, kept);
        QFETCH(QStringList, refused);
        QFETCH(QStringList, next);
        TmfiHelpersWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.showHelper(TmfiHelpersWindow::TurnOrder);
        const Keys keys{&w};
        keys.type(child<QLineEdit>(w, "roundOrder"), round);
        auto *passer = child<QComboBox>(w, "passer");
        QStringList keptSoFar;
        base::Verdict last;
        for (const QString &name : passes) {
            keys.enter(passer, name);
            last = tmfi::nextRoundOrder(w.roundOrder(), QStringList(keptSoFar) << name).verdict;
            if (last.allowed())
                keptSoFar << name;
        }
        QCOMPARE(keptSoFar, kept);
        QCOMPARE(w.passes(), kept);
        auto *verdict = child<QLabel>(w, "orderVerdict");
        compareVerdict(verdict, last);
        QCOMPARE(verdict->property("rules").toStringList(), refused);
        const QStringList core = tmfi::nextRoundOrder(w.roundOrder(), kept).next;
        QCOMPARE(core, next);
        auto *shown = child<QListWidget>(w, "nextOrder");
        QCOMPARE(shown->count(), int(next.size()));
        for (int i = 0; i < shown->count(); ++i)
            QCOMPARE(shown->item(i)->text(), QStringLiteral("%1. %2").arg(i + 1).arg(next[i]));
        // The next round starts in that order, with no passes.
        keys.press(child<QPushButton>(w, "nextRound"));
        QCOMPARE(w.roundOrder(), next);
        QVERIFY(w.passes().isEmpty());
    }

    // TM-FACTIONS, TM-COLOURS, TMFI-016…019, TMFI-024: picks made one by one; the last is checked as
    // checkPicks says, and the lists offered are availableFactions and availableTerrains.
    void picks_data()
    {
        QTest::addColumn<QStringList>("picks"); // "faction:terrain", the last one tried
        QTest::addColumn<QStringList>("auctioned");
        QTest::addColumn<QStringList>(
            "refused"); // the rules of the last pick's refusal, as the rules give them
        QTest::newRow("TM-FACTIONS: a faction twice")
            << QStringList{"witches", "witches"} << QStringList{} << QStringList{"TM-FACTIONS"};
        QTest::newRow("TM-COLOURS: Auren beside the Witches, both green")
            << QStringList{"witches", "auren"} << QStringList{} << QStringList{"TM-COLOURS"};
        QTest::newRow("TMFI-016: an ice faction on a taken home terrain")
            << QStringList{"witches", "iceMaidens:forest"} << QStringList{} << QStringList{"TMFI-016"};
        QTest::newRow("TMFI-016: a base faction whose home an ice faction took")
            << QStringList{"yetis:lakes", "mermaids"} << QStringList{} << QStringList{"TMFI-016"};
        QTest::newRow("TMFI-019: the Riverwalkers on the Yetis' terrain")
            << QStringList{"yetis:lakes", "riverwalkers:lakes"} << QStringList{} << QStringList{"TMFI-019"};
        QTest::newRow("TMFI-024: not an auctioned faction's home")
            << QStringList{"riverwalkers:forest"} << QStringList{"witches", "riverwalkers", "nomads"}
            << QStringList{"TMFI-024"};
        QTest::newRow("the Riverwalkers on desert, allowed")
            << QStringList{"witches", "riverwalkers:desert"} << QStringList{} << QStringList{};
    }
    void picks()
    {
        QFETCH(QStringList, picks);
        QFETCH(QStringList, auctioned);
        QFETCH(QStringList, refused);
        TmfiHelpersWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const Keys keys{&w};
        keys.type(child<QLineEdit>(w, "players"), QStringLiteral("Ann, Ben, Cai"));
        for (const QString &id : auctioned)
            keys.tick(child<QListWidget>(w, "auctionFactions"), factionIndex(id));
        w.showHelper(TmfiHelpersWindow::Picks);
        if (!auctioned.isEmpty())
            keys.press(child<QCheckBox>(w, "picksAfterAuction"));
        auto *faction = child<QComboBox>(w, "pickFaction");
        auto *terrain = child<QComboBox>(w, "pickTerrain");
        auto *verdict = child<QLabel>(w, "pickVerdict");
        std::vector<tmfi::FactionPick> made;
        QStringList lastShown;
        for (const QString &text : picks) {
            const tmfi::FactionPick pick = pickOf(
                text, QStringLiteral("Ann, Ben, Cai").split(QStringLiteral(", ")).value(int(made.size())));
            keys.choose(faction, factionIndex(pick.faction));
            if (pick.terrain)
                keys.choose(terrain, terrainIndex(*pick.terrain) + 1);
            std::vector<tmfi::FactionPick> more = made;
            more.push_back(pick);
            const base::Verdict core = tmfi::checkPicks(more, auctioned);
            compareVerdict(verdict, core); // shown before the pick is added
            lastShown = verdict->property("rules").toStringList();
            keys.press(child<QPushButton>(w, "addPick"));
            if (core.allowed())
                made = more;
        }
        QCOMPARE(lastShown, refused);
        QCOMPARE(int(w.picks().size()), int(made.size()));
        QCOMPARE(child<QTableWidget>(w, "picksTable")->rowCount(), int(made.size()));
        // The choices still free, as the core lists them.
        QStringList shown;
        auto *free = child<QListWidget>(w, "availableFactions");
        for (int i = 0; i < free->count(); ++i)
            shown << free->item(i)->data(Qt::UserRole).toString();
        QCOMPARE(shown, tmfi::availableFactions(made, auctioned));
        QList<int> terrains;
        auto *freeTerrains = child<QListWidget>(w, "availableTerrains");
        for (int i = 0; i < freeTerrains->count(); ++i)
            terrains << freeTerrains->item(i)->data(Qt::UserRole).toInt();
        QList<int> core;
        for (tmfi::Terrain t : tmfi::availableTerrains(made, faction->currentData().toString(), auctioned))
            core << int(t);
        QCOMPARE(terrains, core);
    }

    // TMFI-019: the Riverwalkers' priests, one on each terrain but their start terrain.
    void TMFI_019_riverwalkerPriests()
    {
        TmfiHelpersWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.showHelper(TmfiHelpersWindow::Picks);
        const Keys keys{&w};
        keys.choose(child<QComboBox>(w, "pickFaction"), factionIndex(QStringLiteral("riverwalkers")));
        keys.choose(child<QComboBox>(w, "pickTerrain"), terrainIndex(tmfi::Terrain::Desert) + 1);
        const QString shown = plain(child<QLabel>(w, "riverwalkerPriests"));
        const std::vector<tmfi::Terrain> priests = tmfi::riverwalkerPriestTerrains(tmfi::Terrain::Desert);
        QCOMPARE(int(priests.size()), 6);
        for (tmfi::Terrain t : priests)
            QVERIFY2(shown.contains(tmfi::terrainName(t).text()), qPrintable(shown));
        QVERIFY(shown.contains(QStringLiteral("TMFI-019")));
    }

    // TM-CYCLE, TMFI-020…022: what a faction pays to transform a terrain, as transformCost says.
    void spadeCosts_data()
    {
        QTest::addColumn<QString>("faction");
        QTest::addColumn<QString>("terrain"); // its chosen terrain, or none
        QTest::addColumn<QString>("from");
        QTest::addColumn<bool>("othersHome");
        QTest::addColumn<int>("amount"); // what the rules give, whoever computes it
        QTest::addColumn<QString>("rule");
        QTest::newRow("TM-CYCLE: Witches from lakes, 1 step") << "witches"
                                                              << ""
                                                              << "lakes" << false << 1 << "TM-CYCLE";
        QTest::newRow("TM-CYCLE: Witches from desert, 3 steps") << "witches"
                                                                << ""
                                                                << "desert" << false << 3 << "TM-CYCLE";
        QTest::newRow("TM-CYCLE: the Giants always pay 2") << "giants"
                                                           << ""
                                                           << "desert" << false << 2 << "TM-CYCLE";
        QTest::newRow("TMFI-020: ice on its own start terrain costs 1")
            << "iceMaidens"
            << "forest"
            << "forest" << false << 1 << "TMFI-020";
        QTest::newRow("TMFI-020: ice from plains, 3") << "iceMaidens"
                                                      << "forest"
                                                      << "plains" << false << 3 << "TMFI-020";
        QTest::newRow("TMFI-021: Shapeshifters home wasteland from lakes")
            << "shapeshifters"
            << "wasteland"
            << "lakes" << false << 3 << "TMFI-021";
        QTest::newRow("TMFI-022: Dragonlords, another's home") << "dragonlords"
                                                               << "lakes"
                                                               << "plains" << true << 2 << "TMFI-022";
        QTest::newRow("TMFI-022: Acolytes, any terrain") << "acolytes"
                                                         << "lakes"
                                                         << "plains" << false << 3 << "TMFI-022";
    }
    void spadeCosts()
    {
        QFETCH(QString, faction);
        QFETCH(QString, terrain);
        QFETCH(QString, from);
        QFETCH(bool, othersHome);
        QFETCH(int, amount);
        QFETCH(QString, rule);
        TmfiHelpersWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.showHelper(TmfiHelpersWindow::SpadeCosts);
        const Keys keys{&w};
        keys.choose(child<QComboBox>(w, "costFaction"), factionIndex(faction));
        tmfi::FactionPick pick{faction};
        if (!terrain.isEmpty()) {
            pick.terrain = tmfi::terrainFromId(terrain);
            keys.choose(child<QComboBox>(w, "costFactionTerrain"), terrainIndex(*pick.terrain) + 1);
        }
        const tmfi::Terrain source = *tmfi::terrainFromId(from);
        keys.choose(child<QComboBox>(w, "costFrom"), terrainIndex(source));
        if (othersHome)
            keys.press(child<QCheckBox>(w, "othersHome"));
        const tmfi::TransformCost core = tmfi::transformCost(pick, source, othersHome);
        QCOMPARE(core.amount, amount);
        QCOMPARE(core.ruleId, rule);
        auto *result = child<QLabel>(w, "costResult");
        QCOMPARE(result->property("cost").toInt(), core.amount);
        QCOMPARE(result->property("rules").toStringList(), QStringList{core.ruleId});
        QVERIFY2(plain(result).contains(QString::number(core.amount)), qPrintable(plain(result)));
        // The table of every terrain agrees with the core too.
        auto *table = child<QTableWidget>(w, "costTable");
        const auto &all = tmfi::allTerrains();
        for (size_t i = 0; i < all.size(); ++i) {
            const tmfi::TransformCost c = tmfi::transformCost(pick, all[i], othersHome);
            QCOMPARE(table->item(int(i), 2)->text(), c.ruleId);
            QVERIFY(table->item(int(i), 1)->text().contains(QString::number(c.amount)) ||
                    c.unit == tmfi::CostUnit::Impossible);
        }
    }

    // The wheel passing over a bid or a choice changes nothing: only the field being edited takes it.
    void wheelChangesNoFieldNotEdited()
    {
        TmfiHelpersWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        child<QLineEdit>(w, "players")->setFocus();
        auto *spin = child<QSpinBox>(w, "bid");
        spin->setEnabled(true);
        const int before = spin->value();
        QVERIFY(test::wheelNotch(spin, 1));
        QCOMPARE(spin->value(), before);
        w.showHelper(TmfiHelpersWindow::SpadeCosts);
        child<QLineEdit>(w, "players")->setFocus();
        auto *faction = child<QComboBox>(w, "costFaction");
        const int index = faction->currentIndex();
        QVERIFY(test::wheelNotch(faction, -1));
        QCOMPARE(faction->currentIndex(), index);
        QVERIFY(faction->focusPolicy() != Qt::WheelFocus);
    }

    // Reached from the score sheet's toolbar and from every window's Table Helpers menu, with its key; F1 and
    // a rule link open the rules browser on the game's rules.
    void reachedFromTheSheetAndMenus()
    {
        const base::GameModule *game =
            base::GameRegistry::instance().find(QString::fromLatin1(tmfi::kGameId));
        QVERIFY(game);
        GenericSheetWindow sheet(*game);
        sheet.setInteractive(false);
        sheet.show();
        QVERIFY(QTest::qWaitForWindowExposed(&sheet));
        auto *action = sheet.findChild<QAction *>(QStringLiteral("tmfiHelpers"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
        QVERIFY(sheet.findChild<QToolBar *>()->actions().contains(action));
        auto *tools = sheet.findChild<QMenu *>(QStringLiteral("toolsMenu"));
        QVERIFY(tools && tools->actions().contains(action));
        sheet.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&sheet));
        QTest::keyClick(&sheet, Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
        TmfiHelpersWindow *helpers = TmfiHelpersWindow::current();
        QVERIFY(helpers);
        QVERIFY(helpers->isVisible());

        // F1 on the auction: its rule, in the game's rules.
        helpers->showHelper(TmfiHelpersWindow::Auction);
        helpers->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(helpers));
        QTest::keyClick(helpers, Qt::Key_F1);
        RulesBrowser *browser = RulesBrowser::current();
        QVERIFY(browser);
        QCOMPARE(browser->currentGame(), QString::fromLatin1(tmfi::kGameId));
        QCOMPARE(browser->currentRule(), QStringLiteral("TMFI-015"));
        // A rule link of a verdict: the rule it names.
        helpers->showHelper(TmfiHelpersWindow::SpadeCosts);
        emit child<QLabel>(*helpers, "costResult")->linkActivated(QStringLiteral("rule:TM-CYCLE"));
        QCOMPARE(browser->currentRule(), QStringLiteral("TM-CYCLE"));
        browser->close();
        helpers->close();
    }

    // Readable at 1280×720 in the four languages: every text translated (none left in English where a
    // translation exists), nothing cut.
    void readableAt1280x720_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *code : {"en", "zh_TW", "zh_CN", "ja"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }
    void readableAt1280x720()
    {
        QFETCH(QString, language);
        switchLanguage(language, false);
        TmfiHelpersWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const Keys keys{&w};
        keys.type(child<QLineEdit>(w, "players"), QStringLiteral("Ann, 陳小明, Cai, 佐藤"));
        auto *factions = child<QListWidget>(w, "auctionFactions");
        for (const char *id : {"chaosMagicians", "iceMaidens", "swarmlings", "riverwalkers"})
            keys.tick(factions, factionIndex(QLatin1String(id)));
        auto *spin = child<QSpinBox>(w, "bid");
        keys.enter(spin, QStringLiteral("4"));
        keys.enter(spin, QStringLiteral("9"));
        keys.press(child<QPushButton>(w, "passBid"));
        keys.press(child<QPushButton>(w, "passBid"));
        keys.press(child<QPushButton>(w, "passBid"));
        keys.enter(spin, QStringLiteral("2"));
        keys.enter(spin, QStringLiteral("1")); // refused: not above 2
        w.showHelper(TmfiHelpersWindow::TurnOrder);
        auto *passer = child<QComboBox>(w, "passer");
        keys.enter(passer, QStringLiteral("Cai"));
        keys.enter(passer, QStringLiteral("Ann"));
        w.showHelper(TmfiHelpersWindow::Picks);
        keys.choose(child<QComboBox>(w, "pickFaction"), factionIndex(QStringLiteral("witches")));
        keys.press(child<QPushButton>(w, "addPick"));
        keys.choose(child<QComboBox>(w, "pickFaction"), factionIndex(QStringLiteral("riverwalkers")));
        keys.choose(child<QComboBox>(w, "pickTerrain"), terrainIndex(tmfi::Terrain::Forest) + 1);
        w.showHelper(TmfiHelpersWindow::SpadeCosts);
        keys.choose(child<QComboBox>(w, "costFaction"), factionIndex(QStringLiteral("iceMaidens")));
        keys.choose(child<QComboBox>(w, "costFactionTerrain"), terrainIndex(tmfi::Terrain::Forest) + 1);
        QCoreApplication::processEvents();
        for (int tab = 0; tab < 4; ++tab) {
            w.showHelper(TmfiHelpersWindow::Helper(tab));
            QCoreApplication::processEvents();
            // Every label and button of the helper shows its whole text.
            for (QLabel *label : w.findChildren<QLabel *>()) {
                if (!label->isVisible() || label->text().isEmpty())
                    continue;
                const int needed =
                    label->wordWrap() ? label->heightForWidth(label->width()) : label->sizeHint().height();
                QVERIFY2(label->height() >= needed - 1, qPrintable(plain(label)));
                if (!label->wordWrap())
                    QVERIFY2(label->width() >= label->minimumSizeHint().width(), qPrintable(plain(label)));
            }
            for (QPushButton *button : w.findChildren<QPushButton *>())
                if (button->isVisible())
                    QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));
            if (const QByteArray dir = qgetenv("HK_SCREENSHOTS"); !dir.isEmpty())
                w.grab().save(QString::fromLocal8Bit(dir) +
                              QStringLiteral("/tmfi-helpers-%1-%2.png").arg(language).arg(tab));
        }
        if (language != QLatin1String("en")) {
            // Translated: the tab names are not the English ones.
            QVERIFY(w.findChild<QTabWidget *>()->tabText(0) != QStringLiteral("Faction auction"));
        }
        switchLanguage(QStringLiteral("en"), false);
    }
};

QTEST_MAIN(TstTmfiHelpersWindow)
#include "tst_tmfi_helpers_window.moc"
