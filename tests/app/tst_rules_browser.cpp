// Help ▸ Rules: the rules browser, opened from a verdict, from the status bar's "Why?" and with F1; its
// search in each of the four languages, the best answers first; a table ruling chosen for the game it was
// opened from; the application's keys (Esc, Ctrl+W, Ctrl+Q) and closing with the last document window; a
// score's context menu offering the rules of that number.

#include "actions/correction_dialog.h"
#include "board/board_view.h"
#include "common/game_builder.h"
#include "game/state_text.h"
#include "game_document.h"
#include "i18n/language.h"
#include "io/score_sheet_io.h"
#include "line_breaks.h"
#include "mountain_king_module.h"
#include "registry/game_registry.h"
#include "results/results_panel.h"
#include "results/score_table_model.h"
#include "rule_link.h"
#include "rules/rule_catalog.h"
#include "rules_browser.h"
#include "table_window.h"
#include "verdict_view.h"

#include <QApplication>
#include <QClipboard>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeWidget>

using namespace hk;
using namespace hk::gui;
using namespace hk::test;

namespace {
// Types `text` one key at a time, as a keyboard (or an input method) would: QTest::keyClicks takes Latin-1
// only.
void typeText(QWidget *widget, const QString &text)
{
    for (const QChar c : text) {
        QKeyEvent press(QEvent::KeyPress, 0, Qt::NoModifier, QString(c));
        QApplication::sendEvent(widget, &press);
        QKeyEvent release(QEvent::KeyRelease, 0, Qt::NoModifier, QString(c));
        QApplication::sendEvent(widget, &release);
    }
}
} // namespace

class TestRulesBrowser : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void aVerdictOpensItsRule();
    void theStatusBarsWhyOpensItsRule();
    void f1OpensTheRules();
    void search_data();
    void search();
    void aTableRulingIsChosenForTheGame();
    void titleMatchesComeFirst();
    void keysCloseAndQuit_data();
    void keysCloseAndQuit();
    void closesWithTheLastDocumentWindow();
    void aScoreCellOffersTheRulesOfItsNumber_data();
    void aScoreCellOffersTheRulesOfItsNumber();
    void copiedTextHasNoJoiners();
    void everyGamesRuleIdsAreLinks_data();
    void everyGamesRuleIdsAreLinks();
    void REC_TAKE_aRulingShowsTheOtherReading_data();
    void REC_TAKE_aRulingShowsTheOtherReading();
    void screenshot_data();
    void screenshot();

private:
    QTemporaryDir m_settingsDir;
    TableWindow *m_window = nullptr;
};

void TestRulesBrowser::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_settingsDir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("HallkeeperTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_rules_browser"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
}

void TestRulesBrowser::init()
{
    m_window = new TableWindow;
    m_window->setAttribute(Qt::WA_DeleteOnClose, false);
    m_window->setInteractive(false);
    m_window->setAskSave([] { return QMessageBox::Discard; });
    m_window->startGame(GameFile{practiceSetup(3), {}});
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestRulesBrowser::cleanup()
{
    if (RulesBrowser *browser = RulesBrowser::current())
        delete browser;
    m_window->document()->discardAutosave();
    delete m_window;
    m_window = nullptr;
    installTranslations(QStringLiteral("en"));
}

// The verdict under an action dialog names its rule as a link; following it shows that rule, in full.
void TestRulesBrowser::aVerdictOpensItsRule()
{
    QVERIFY(!RulesBrowser::current());
    CorrectionDialog dialog(m_window->document()->state(), 0, m_window);
    dialog.reasonEdit()->setText(QStringLiteral("counted twice"));
    dialog.storageSpin(Resource::Stone)->setValue(-5);
    QVERIFY(dialog.verdict().breaks("SPEND-ANY"));
    auto *label = dialog.verdictView()->findChild<QLabel *>(QStringLiteral("verdictText"));
    QVERIFY(label);
    const QString link = RuleLinks::href(QStringLiteral("SPEND-ANY"));
    QVERIFY2(label->text().contains(QStringLiteral("href=\"%1\"").arg(link)), qPrintable(label->text()));
    QVERIFY(label->textInteractionFlags() & Qt::LinksAccessibleByMouse);
    emit label->linkActivated(link); // what a click on the link does

    RulesBrowser *browser = RulesBrowser::current();
    QVERIFY(browser);
    QVERIFY(browser->isVisible());
    QCOMPARE(browser->currentRule(), QStringLiteral("SPEND-ANY"));
    const QString shown = withoutJoiners(browser->ruleView()->toPlainText()); // as read
    QVERIFY2(shown.contains(ruleText(*findRule(QStringLiteral("SPEND-ANY")))), qPrintable(shown));
    QVERIFY(shown.contains(ruleQuote(*findRule(QStringLiteral("SPEND-ANY")))));
    QVERIFY(shown.contains(ruleExample(*findRule(QStringLiteral("SPEND-ANY")))));

    // A second link lands on its own rule in the same browser, even when the search hides it.
    browser->searchField()->setText(QStringLiteral("coronation"));
    RuleLinks::open(QStringLiteral("DIG-RUBBLE"), &dialog);
    QCOMPARE(RulesBrowser::current(), browser);
    QCOMPARE(browser->currentRule(), QStringLiteral("DIG-RUBBLE"));
}

// The status bar's verdict of the piece being placed ends with "Why?", which opens its first rule.
void TestRulesBrowser::theStatusBarsWhyOpensItsRule()
{
    Verdict v;
    v.add({Reason::DigRubble, {{1, 3}}, 2, 1});
    auto *board = m_window->findChild<BoardView *>();
    QVERIFY(board);
    emit board->previewVerdict(v, describe(v));
    auto *why = m_window->findChild<QLabel *>(QStringLiteral("verdictWhy"));
    QVERIFY(why);
    QVERIFY2(why->text().contains(QStringLiteral("Why?")), qPrintable(why->text()));
    QVERIFY(why->text().contains(RuleLinks::href(QStringLiteral("DIG-RUBBLE"))));
    emit why->linkActivated(RuleLinks::href(QStringLiteral("DIG-RUBBLE")));
    QVERIFY(RulesBrowser::current());
    QCOMPARE(RulesBrowser::current()->currentRule(), QStringLiteral("DIG-RUBBLE"));
}

void TestRulesBrowser::f1OpensTheRules()
{
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    QTest::keyClick(m_window, Qt::Key_F1);
    QVERIFY(RulesBrowser::current());
    QVERIFY(RulesBrowser::current()->isVisible());
    QCOMPARE(RulesBrowser::current()->shownRules().size(), qsizetype(allRules().size()));
}

// The search finds words of every language whatever the application's language, and IDs, as you type.
void TestRulesBrowser::search_data()
{
    QTest::addColumn<QString>("language"); // the application's
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("expected");
    QTest::newRow("English: 基座") << "en"
                                   << "基座"
                                   << "PED-UNIQUE";
    QTest::newRow("English: pedestal") << "en"
                                       << "pedestal"
                                       << "PED-UNIQUE";
    QTest::newRow("繁體中文: pedestal") << "zh_TW"
                                        << "pedestal"
                                        << "PED-UNIQUE";
    QTest::newRow("繁體中文: 碎石格") << "zh_TW"
                                      << "碎石格"
                                      << "DIG-RUBBLE";
    QTest::newRow("简体中文: 锤子") << "zh_CN"
                                    << "锤子"
                                    << "DIG-RUBBLE";
    QTest::newRow("简体中文: 台座") << "zh_CN"
                                    << "台座"
                                    << "PED-UNIQUE";
    QTest::newRow("日本語: がれき") << "ja"
                                    << "がれき"
                                    << "DIG-RUBBLE";
    QTest::newRow("日本語: 基座") << "ja"
                                  << "基座"
                                  << "PED-UNIQUE";
    QTest::newRow("日本語: PED-") << "ja"
                                  << "PED-"
                                  << "PED-COVERED";
}

void TestRulesBrowser::search()
{
    QFETCH(QString, language);
    QFETCH(QString, typed);
    QFETCH(QString, expected);
    m_window->setLanguage(language, false);
    RulesBrowser *browser = RulesBrowser::showRule(QString(), m_window);
    typeText(browser->searchField(), typed); // as you type
    QCOMPARE(browser->searchField()->text(), typed);
    const QStringList shown = browser->shownRules();
    QVERIFY2(shown.contains(expected), qPrintable(shown.join(QLatin1Char(' '))));
    QVERIFY(shown.size() < int(allRules().size()));
    QVERIFY(shown.contains(browser->currentRule())); // a rule found is shown in full
    // The sections and texts are in the application's language.
    const RuleInfo *rule = findRule(expected);
    const auto items = browser->ruleTree()->findItems(QLatin1String(rule->id), Qt::MatchRecursive);
    QCOMPARE(items.size(), 1);
    QCOMPARE(items.front()->text(1), ruleTextIn(*rule, language));
}

// A ruling the engine plays either way: the browser opened from a game shows what it plays and changes it
// for that game; the game file, its summary and its scores follow.
void TestRulesBrowser::aTableRulingIsChosenForTheGame()
{
    const QString rule = QStringLiteral("SCORE-ONE-PER-TUNNEL");
    QCOMPARE(m_window->document()->game().setup.rulings.splitTiles, SplitTiles::EachPart);
    RulesBrowser *browser = RulesBrowser::showRule(rule, m_window->findChild<BoardView *>());
    QCOMPARE(browser->currentRule(), rule);
    const QString html = browser->ruleView()->toHtml();
    QVERIFY2(html.contains(QStringLiteral("ruling:wholeTile")), qPrintable(html));
    QVERIFY(!html.contains(QStringLiteral("ruling:eachPart"))); // the one played is not offered again
    QVERIFY(!m_window->isWindowModified());

    emit browser->ruleView()->anchorClicked(QUrl(QStringLiteral("ruling:wholeTile")));
    QCOMPARE(m_window->document()->game().setup.rulings.splitTiles, SplitTiles::WholeTile);
    QCOMPARE(m_window->document()->state().setup.rulings.splitTiles, SplitTiles::WholeTile);
    QVERIFY(m_window->isWindowModified());
    QVERIFY(gameStateText(m_window->document()->state()).contains(splitTilesText(SplitTiles::WholeTile)));
    QVERIFY(browser->ruleView()->toHtml().contains(QStringLiteral("ruling:eachPart")));

    // A rule without a table choice offers none.
    RulesBrowser::showRule(QStringLiteral("DIG-RUBBLE"), m_window);
    QVERIFY(!browser->ruleView()->toHtml().contains(QStringLiteral("ruling:")));
}

// "troll levels": SCORE-TIE, whose text says it, first; REC-EMPTY-DECK, which has both words apart, after
// it; and the first rule shown is the one chosen for a new search.
void TestRulesBrowser::titleMatchesComeFirst()
{
    RulesBrowser *browser = RulesBrowser::showRule(QString(), m_window);
    typeText(browser->searchField(), QStringLiteral("troll levels"));
    const QStringList shown = browser->shownRules();
    QVERIFY2(shown.value(0) == QLatin1String("SCORE-TIE"), qPrintable(shown.join(QLatin1Char(' '))));
    QVERIFY(shown.contains(QStringLiteral("REC-EMPTY-DECK")));
    QCOMPARE(browser->ruleTree()->topLevelItem(0)->child(0)->text(0), QStringLiteral("SCORE-TIE"));
}

void TestRulesBrowser::keysCloseAndQuit_data()
{
    QTest::addColumn<QKeySequence>("keys");
    QTest::addColumn<bool>("quits"); // the document windows close too
    QTest::newRow("Esc") << QKeySequence(Qt::Key_Escape) << false;
    QTest::newRow("Ctrl+W") << QKeySequence(Qt::CTRL | Qt::Key_W) << false;
    QTest::newRow("Ctrl+Q") << QKeySequence(Qt::CTRL | Qt::Key_Q) << true;
}

// The rules window answers the application's keys, from its search field as from its tree.
void TestRulesBrowser::keysCloseAndQuit()
{
    QFETCH(QKeySequence, keys);
    QFETCH(bool, quits);
    for (const bool fromSearch : {true, false}) {
        QPointer<RulesBrowser> browser = RulesBrowser::showRule(QStringLiteral("DIG-RUBBLE"), m_window);
        browser->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(browser));
        QWidget *focus = fromSearch ? static_cast<QWidget *>(browser->searchField()) : browser->ruleTree();
        focus->setFocus();
        QTest::keySequence(focus, keys);
        QTRY_VERIFY(!browser); // closed, and gone
        QCOMPARE(m_window->isVisible(), !quits);
        m_window->show();
    }
}

// The browser serves the documents: closing the last document window closes it (and so the application
// quits), while another document window keeps it.
void TestRulesBrowser::closesWithTheLastDocumentWindow()
{
    QPointer<RulesBrowser> browser = RulesBrowser::showRule(QStringLiteral("DIG-RUBBLE"), m_window);
    TableWindow other;
    other.setAttribute(Qt::WA_DeleteOnClose, false);
    other.setInteractive(false);
    other.setAskSave([] { return QMessageBox::Discard; });
    other.startGame(GameFile{practiceSetup(2), {}});
    other.show();
    QVERIFY(QTest::qWaitForWindowExposed(&other));
    QVERIFY(other.close());
    QVERIFY(browser && browser->isVisible()); // m_window is still open
    other.document()->discardAutosave();
    QVERIFY(m_window->close());
    QTRY_VERIFY(!browser);
}

void TestRulesBrowser::aScoreCellOffersTheRulesOfItsNumber_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QStringList>("rules");
    QTest::newRow("tunnels") << int(ScoreTableModel::Tunnels) << QStringList{QStringLiteral("DIG-SCORE")};
    QTest::newRow("coronation") << int(ScoreTableModel::Coronation)
                                << QStringList{QStringLiteral("SCORE-CROWN")};
    QTest::newRow("leftovers: and the trades its explanation names")
        << int(ScoreTableModel::Leftovers)
        << QStringList{QStringLiteral("SCORE-LEFTOVER"), QStringLiteral("TRADE-4TO1")};
    QTest::newRow("statues") << int(ScoreTableModel::Statues)
                             << QStringList{QStringLiteral("SCORE-STATUE"),
                                            QStringLiteral("SCORE-ONE-PER-TUNNEL")};
    QTest::newRow("rank") << int(ScoreTableModel::Rank) << QStringList{QStringLiteral("SCORE-TIE")};
}

// A score cell's context menu offers the rules that number applies (and those its explanation names), not
// every rule of the row.
void TestRulesBrowser::aScoreCellOffersTheRulesOfItsNumber()
{
    QFETCH(int, column);
    QFETCH(QStringList, rules);
    ResultsPanel panel;
    const SheetScore score =
        scoreSheet(*readScoreSheet(QStringLiteral(HK_FIXTURES "/sheets/rulebook-example.hkscore")).sheet);
    panel.setResults(games::mountainKingScoreTable(score), {});
    panel.resize(1000, 500);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTableView *table = panel.table();
    const QRect cell = table->visualRect(table->model()->index(0, column));
    QStringList offered;
    QTimer::singleShot(0, this, [&] {
        if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
            for (const QAction *a : menu->actions())
                if (!a->data().toString().isEmpty())
                    offered << a->data().toString();
            menu->close();
        }
    });
    emit table->customContextMenuRequested(cell.center());
    QCOMPARE(offered, rules);
}

// What is copied from the browser (and any window) is the text as read, without the joiners that keep its
// words together on a line.
void TestRulesBrowser::copiedTextHasNoJoiners()
{
    RulesBrowser *browser = RulesBrowser::showRule(QStringLiteral("SCORE-ONE-PER-TUNNEL"), m_window);
    QVERIFY(browser->ruleView()->toPlainText().contains(QChar(0x2060))); // joined on screen
    browser->ruleView()->selectAll();
    browser->ruleView()->copy();
    QTRY_VERIFY(!QGuiApplication::clipboard()->text().isEmpty());
    const QString copied = QGuiApplication::clipboard()->text();
    QVERIFY2(!copied.contains(QChar(0x2060)), qPrintable(copied));
    QVERIFY(copied.contains(QStringLiteral("SCORE-ONE-PER-TUNNEL")));
    // Pasted into the search, an ID copied from a window still finds its rule.
    browser->searchField()->setText(keepWordsTogether(QStringLiteral("SCORE-ONE-PER-TUNNEL")));
    QCOMPARE(browser->shownRules().value(0), QStringLiteral("SCORE-ONE-PER-TUNNEL"));
}

// A ruling is marked as one and shows, under the rulebook's words and why it rules so, the other reading: for
// REC-TAKE the Japanese summary's 「任意の台座コマ1つを獲得します」, in each language.
// A rule ID of any registered game is a link to its rule and has its entry in a context menu (a Dungeon Lords
// verdict's DL-003 was plain text: the links knew Mountain King's rules only); an unknown ID is neither.
void TestRulesBrowser::everyGamesRuleIdsAreLinks_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("known");
    for (const base::GameModule &game : base::GameRegistry::instance().games())
        QTest::newRow(qPrintable(game.id)) << game.rules->rules().back().id << true;
    QTest::newRow("no game's") << QStringLiteral("NOPE-999") << false;
}

void TestRulesBrowser::everyGamesRuleIdsAreLinks()
{
    QFETCH(QString, id);
    QFETCH(bool, known);
    const QString linked = RuleLinks::linked(QStringLiteral("<p>see %1.</p>").arg(id));
    QCOMPARE(linked.contains(QStringLiteral("href=\"%1\"").arg(RuleLinks::href(id))), known);
    QMenu menu;
    QCOMPARE(RuleLinks::addMenuEntries(&menu, QStringLiteral("see %1").arg(id), m_window), known ? 1 : 0);
}

void TestRulesBrowser::REC_TAKE_aRulingShowsTheOtherReading_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "zh_TW", "zh_CN", "ja"})
        QTest::newRow(language) << language;
}

void TestRulesBrowser::REC_TAKE_aRulingShowsTheOtherReading()
{
    QFETCH(QString, language);
    m_window->setLanguage(language, false);
    RulesBrowser *browser = RulesBrowser::showRule(QStringLiteral("REC-TAKE"), m_window);
    browser->resize(1200, 760);
    QCOMPARE(browser->currentRule(), QStringLiteral("REC-TAKE"));
    const RuleInfo *rule = findRule(QStringLiteral("REC-TAKE"));
    QVERIFY(rule && rule->ruling);
    const QString text = withoutJoiners(browser->ruleView()->toPlainText()); // as read, without the joiners
    for (const QString &part :
         {ruleQuote(*rule), ruleReasoningIn(*rule, language), ruleAlternativeIn(*rule, language),
          QStringLiteral("任意の台座コマ1つを獲得します")})
        QVERIFY2(text.contains(part), qPrintable(part + QStringLiteral("\n---\n") + text));
    const QString dir = qEnvironmentVariable("HK_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(browser->grab().save(QStringLiteral("%1/rules-browser-ruling-%2.png").arg(dir, language)));
}

// The README's pictures of the browser (scripts/screenshots.sh), in each language, when HK_SCREENSHOT_DIR is
// set: opened on the rule a verdict named, with a search typed in the language of the row.
void TestRulesBrowser::screenshot_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("typed");
    QTest::newRow("en") << "en"
                        << "statue";
    QTest::newRow("zh_TW") << "zh_TW"
                           << "雕像";
    QTest::newRow("zh_CN") << "zh_CN"
                           << "雕像";
    QTest::newRow("ja") << "ja"
                        << "彫像";
}

void TestRulesBrowser::screenshot()
{
    QFETCH(QString, language);
    QFETCH(QString, typed);
    m_window->setLanguage(language, false);
    RulesBrowser *browser = RulesBrowser::showRule(QStringLiteral("SCORE-ONE-PER-TUNNEL"), m_window);
    browser->resize(1200, 760);
    typeText(browser->searchField(), typed);
    QCOMPARE(browser->currentRule(), QStringLiteral("SCORE-ONE-PER-TUNNEL")); // still shown: it matches
    const QString dir = qEnvironmentVariable("HK_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QVERIFY(browser->grab().save(QStringLiteral("%1/rules-browser-%2.png").arg(dir, language)));
    // And on a laptop's screen, to look at.
    browser->resize(1280, 720);
    QTest::qWait(50);
    QVERIFY(browser->grab().save(QStringLiteral("%1/rules-browser-1280x720-%2.png").arg(dir, language)));
}

QTEST_MAIN(TestRulesBrowser)
#include "tst_rules_browser.moc"
