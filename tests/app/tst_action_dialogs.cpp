// The dialogs that turn a user's intent into a checked hk::Action: every one shows the verdict of the very
// validator GameDocument::record() uses, enables Record only when the rules allow the action, and offers the
// override flow (reason asked, broken rule shown) otherwise. Every action of the whole-game fixtures is
// rebuilt through its dialog, field by field, and must come out equal to the logged one. Slots are named
// after the rules they check. Set HK_DIALOG_SHOTS to a folder to keep a picture of each dialog.

#include "actions/correction_dialog.h"
#include "actions/dig_dialog.h"
#include "actions/hall_dialog.h"
#include "actions/move_statue_dialog.h"
#include "actions/override_dialog.h"
#include "actions/recruit_dialog.h"
#include "actions/spell_dialog.h"
#include "actions/trade_dialog.h"
#include "actions/workshop_dialog.h"
#include "cards/payment_editor.h"
#include "cards/troll_card_editor.h"
#include "common/fixtures.h"
#include "common/scenes.h"
#include "common/self_play.h"
#include "common/turn_stages.h"
#include "game_document.h"
#include "i18n/language.h"
#include "io/game_io.h"
#include "panels/turn_widget.h"
#include "verdict_view.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

using namespace hk;
using namespace hk::gui;
using namespace hk::test;

using Build = std::function<std::unique_ptr<ActionDialog>()>;
using Icons = QList<QPair<int, int>>;
Q_DECLARE_METATYPE(Build)
Q_DECLARE_METATYPE(ResourceCounts)

namespace {

QString json(const Action &a)
{
    return QString::fromUtf8(QJsonDocument(actionToJson(a)).toJson(QJsonDocument::Compact));
}

// The workshops built with a tile in site order: the order the user picks them in says nothing.
ActionBody normalized(ActionBody body)
{
    if (auto *dig = std::get_if<DigAction>(&body))
        std::sort(dig->workshops.begin(), dig->workshops.end());
    return body;
}

QString broken(const Verdict &v)
{
    return v.ruleIds().join(QLatin1Char(' ')) + QLatin1Char(' ') + describe(v);
}

// The start of a 3-player game on the Practice Mountain: Ann to play, with stone 3, iron 3, coin 1, rune 1,
// hammer 1 in storage and nothing on her trolls.
GameState start()
{
    return GameState(practiceSetup(3));
}

// A card as the table would enter it.
TrollCard card(int level, Clan clan, std::initializer_list<Resource> icons)
{
    TrollCard t;
    t.level = level;
    t.clan = clan;
    for (Resource r : icons)
        t.icons.push_back({r, std::nullopt});
    return t;
}

// Enters every card the recruit dialog asks for, and the first pedestal offered wherever one is asked.
void enterDraws(RecruitDialog *d)
{
    if (TrollCardEditor *e = d->refillEditor())
        e->setCard(card(d->refillLevel(), Clan::Fire, {Resource::Coin, Resource::Stone}));
    for (int i = 0; i < int(d->retiring().size()); ++i)
        if (TrollCardEditor *e = d->retireEditor(i))
            e->setCard(card(e->card().level, Clan::Moon, {Resource::Iron}));
    for (QComboBox *box : {d->refillPedestalBox(), d->chosenPedestalBox()})
        if (box && box->count() > 1)
            box->setCurrentIndex(1);
    for (int i = 0; i < int(d->retiring().size()); ++i)
        if (QComboBox *box = d->retirePedestalBox(i); box && box->count() > 1)
            box->setCurrentIndex(1);
    d->refresh(); // TrollCardEditor::setCard() does not signal
}

// Ann's first I2 tile next to her gate, dug, with a statue of `clan` standing in her gate and a cart of
// `cartClan` (none: a swirl) lying on the cart icon of her third starting troll.
struct MoveScene {
    GameState state;
    int statue = 99;
    Square to;
};
MoveScene moveScene(Clan clan, std::optional<Clan> cartClan)
{
    MoveScene m{start(), 99, {}};
    GameState &s = m.state;
    const SpaceIndex index(s.board);
    for (const PlacementOption &o : placementMap(s.board, index, 0, QStringLiteral("I2"), s.purse(0)))
        if (o.hammers == 0 && o.mineralAffordable[0]) {
            DigAction d{QStringLiteral("I2"),
                        o.orientation,
                        o.origin,
                        Mineral::Stone,
                        *autoPay(s, 0, one(Resource::Stone, 2), false),
                        std::nullopt,
                        {}};
            play(s, act(0, d));
            break;
        }
    const Square gate = s.setup.players[0].gate;
    s.board.statues.push_back({m.statue, clan, gate});
    m.to = s.board.tunnels.back().squares.front();
    MootSlot &slot = s.players[0].moot.pyramid[2]; // heartstone, cart
    slot.troll->icons[1].cartClan = cartClan;
    slot.filled = {false, true};
    return m;
}

// A Millstone Workshop on a workshop site added next to Ann's first tile; back to Ann at the start of a turn.
WorkshopScene workshopScene(WorkshopKind kind)
{
    WorkshopScene w = workshopBesideFirstDig(kind);
    w.state.turn = TurnState{3};
    return w;
}

int exchangeIndex(const WorkshopInfo &info, const ResourceCounts &give, const ResourceCounts &get)
{
    for (int x = 0; x < int(info.exchanges.size()); ++x)
        if (info.exchanges[x].give == give && info.exchanges[x].get == get)
            return x;
    return -1;
}

// The dialog the table window opens for a logged action, its fields set as the user would to say what the
// log says. `defaults` (if given) receives whether the dialog's own defaults were already legal.
std::unique_ptr<ActionDialog> dialogFor(const GameState &state, const Action &logged,
                                        bool *defaultsLegal = nullptr)
{
    const int p = logged.player;
    const auto legalNow = [&](const ActionDialog &d) {
        if (defaultsLegal)
            *defaultsLegal = d.missing().isEmpty() && d.verdict().ok();
    };
    if (const auto *dig = std::get_if<DigAction>(&logged.body)) {
        auto d = std::make_unique<DigDialog>(state, p, dig->shape, dig->orientation, dig->origin);
        legalNow(*d);
        d->setMineral(dig->mineral);
        d->paymentEditor()->setPayment(dig->payment);
        d->setPedestal(dig->pedestal);
        for (const auto &[site, kind] : dig->workshops) {
            const auto &sites = d->effects().freeSites;
            d->setWorkshop(int(std::find(sites.begin(), sites.end(), site) - sites.begin()), kind);
        }
        return d;
    }
    if (const auto *hall = std::get_if<DedicateHall>(&logged.body)) {
        auto d = std::make_unique<HallDialog>(state, p, hall->hall, hall->orientation, hall->origin);
        legalNow(*d);
        return d;
    }
    if (const auto *move = std::get_if<MoveStatue>(&logged.body)) {
        auto d = std::make_unique<MoveStatueDialog>(state, p, move->statue, move->to);
        legalNow(*d);
        d->cartEditor()->setPayment(move->cart);
        return d;
    }
    if (const auto *spell = std::get_if<CastSpell>(&logged.body)) {
        auto d = std::make_unique<SpellDialog>(state, p, spell->slot);
        legalNow(*d);
        d->runeEditor()->setPayment(spell->rune);
        d->setGain(spell->gain);
        if (d->revealedEdit())
            d->revealedEdit()->setText(spell->revealed);
        return d;
    }
    if (const auto *trade = std::get_if<TradeFourForOne>(&logged.body)) {
        auto d = std::make_unique<TradeDialog>(state, p);
        legalNow(*d);
        d->giveEditor()->setPayment(trade->give);
        d->setGet(trade->get);
        return d;
    }
    if (const auto *use = std::get_if<UseWorkshop>(&logged.body)) {
        auto d = std::make_unique<WorkshopDialog>(state, p, use->site);
        legalNow(*d);
        d->setActivations(int(use->exchanges.size()));
        const WorkshopInfo &info =
            workshopInfo(static_cast<WorkshopKind>(SpaceIndex(state.board).workshopAt(use->site)));
        GameState before = state;
        for (int i = 0; i < int(use->exchanges.size()); ++i) {
            const WorkshopExchange &e = use->exchanges[i];
            if (info.movesFromTroll) {
                d->setFromTroll(i, *e.fromTroll);
            } else {
                if (!info.anyTwoFor)
                    d->setExchange(i, exchangeIndex(info, paymentTotal(before, p, e.give), e.get));
                d->giveEditor(i)->setPayment(e.give);
            }
            apply(before, act(p, UseWorkshop{use->site, {e}}));
        }
        return d;
    }
    if (const auto *recruit = std::get_if<Recruit>(&logged.body)) {
        auto d = std::make_unique<RecruitDialog>(state, p, recruit->level, recruit->position);
        legalNow(*d);
        d->setSlot(recruit->slot);
        const ResourceCounts bribes = paymentTotal(state, p, recruit->bribes);
        if (at(bribes, Resource::Coin) != total(bribes))
            d->spellBribesBox()->setChecked(true); // a spell let the table bribe with other resources
        d->bribesEditor()->setPayment(recruit->bribes);
        if (!recruit->bribesPlaced.empty())
            d->setPlacedBribes(recruit->bribesPlaced);
        const auto choose = [](QComboBox *box, const std::optional<Clan> &clan) {
            if (box)
                box->setCurrentIndex(box->findData(clan ? int(*clan) : -1));
        };
        if (recruit->refill && d->refillEditor()) {
            d->refillEditor()->setCard(recruit->refill->card);
            choose(d->refillPedestalBox(), recruit->refill->pedestal);
        }
        choose(d->chosenPedestalBox(), recruit->chosenPedestal);
        for (int i = 0; i < int(recruit->retireRefills.size()); ++i)
            if (d->retireEditor(i)) {
                d->retireEditor(i)->setCard(recruit->retireRefills[i].card);
                choose(d->retirePedestalBox(i), recruit->retireRefills[i].pedestal);
            }
        d->refresh(); // TrollCardEditor::setCard() does not signal
        return d;
    }
    return nullptr;
}

// A picture of the dialog in HK_DIALOG_SHOTS, if set; the dialog is rendered in any case.
void shoot(QWidget *w, const QString &name)
{
    // Shown, as the user sees it: the layout requests posted by the last edits are processed.
    w->show();
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    const QPixmap picture = w->grab();
    w->hide();
    QVERIFY(!picture.isNull());
    const QString folder = qEnvironmentVariable("HK_DIALOG_SHOTS");
    if (!folder.isEmpty()) {
        QDir().mkpath(folder);
        QVERIFY(picture.save(QDir(folder).filePath(name + QStringLiteral(".png"))));
    }
}

} // namespace

class TestActionDialogs : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void verdictLines_data();
    void verdictLines();
    void SPEND_ANY_paymentSplits_data();
    void SPEND_ANY_paymentSplits();
    void MOOT_CHAIN_iconToggles();
    void CART_CLAN_onlyUsableCarts_data();
    void CART_CLAN_onlyUsableCarts();
    void TRADE_4TO1_freeChoice();
    void REC_COST_placeEachBribe();
    void DIG_COST_onlyAffordableMinerals();
    void DIG_effectsShown();
    void dialogsCheckTheRules_data();
    void dialogsCheckTheRules();
    void TURN_ORDER_everyKindAgreesWithRecord_data();
    void TURN_ORDER_everyKindAgreesWithRecord();
    void fixtureActionsRebuilt_data();
    void fixtureActionsRebuilt();
    void overrideAsksTheReasonAndRecords();
    void overrideCancelled();
    void SPELL_CAST_verdictSaysWhatWasChecked();
    void TURN_ORDER_refusalBeforeTheCardIsEntered();
    void screenshots();
};

void TestActionDialogs::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // GameDocument autosaves go to a test folder
}

void TestActionDialogs::verdictLines_data()
{
    QTest::addColumn<int>("violations");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("allowed") << 0 << QStringList{QStringLiteral("Allowed by the rules")};
    QTest::newRow("DIG-RUBBLE, one line per broken rule, ID first")
        << 2
        << QStringList{QStringLiteral("DIG-RUBBLE — needs 2 hammers for the rubble at D2, has 1"),
                       QStringLiteral("MOOT-SLOTS — slot 8 of the moot does not stand on two trolls")};
}

void TestActionDialogs::verdictLines()
{
    QFETCH(int, violations);
    QFETCH(QStringList, expected);
    Verdict v;
    if (violations > 0)
        v.add({Reason::DigRubble, {{1, 3}}, 2, 1});
    if (violations > 1)
        v.add({Reason::MootSlotUnsupported, {}, 7});
    VerdictView view;
    view.setVerdict(v);
    QCOMPARE(view.lines(), expected);
    QCOMPARE(view.isOk(), violations == 0);
    view.setIncomplete(QStringLiteral("Enter the card"));
    QVERIFY(!view.isOk());
    QCOMPARE(view.lines(), QStringList{QStringLiteral("Enter the card")});
}

void TestActionDialogs::SPEND_ANY_paymentSplits_data()
{
    QTest::addColumn<Icons>("filled");
    QTest::addColumn<ResourceCounts>("due");
    QTest::addColumn<Icons>("trollsFirst");
    QTest::addColumn<Icons>("storageFirst");
    QTest::newRow("stone: the troll's stone first, or storage's 3")
        << Icons{{0, 0}} << one(Resource::Stone, 3) << Icons{{0, 0}} << Icons{};
    QTest::newRow("2 coins, storage has 1: a troll pays the other")
        << Icons{{0, 1}, {4, 0}} << one(Resource::Coin, 2) << Icons{{0, 1}, {4, 0}} << Icons{{0, 1}};
    QTest::newRow("2 stone and a hammer from three trolls")
        << Icons{{0, 0}, {3, 0}, {3, 1}} << rc({{Resource::Stone, 2}, {Resource::Hammer, 1}})
        << Icons{{0, 0}, {3, 0}, {3, 1}} << Icons{};
    QTest::newRow("3 heartstone, 1 on a troll: storage is asked for the rest")
        << Icons{{2, 0}} << one(Resource::Heartstone, 3) << Icons{{2, 0}} << Icons{{2, 0}};
}

void TestActionDialogs::SPEND_ANY_paymentSplits()
{
    QFETCH(Icons, filled);
    QFETCH(ResourceCounts, due);
    QFETCH(Icons, trollsFirst);
    QFETCH(Icons, storageFirst);
    GameState s = start();
    for (const auto &[slot, icon] : filled) {
        MootSlot &m = s.players[0].moot.pyramid[slot];
        if (!m.troll) // slot 4: a level 1 coin troll above the first two
            m.troll = card(1, Clan::Mud, {Resource::Coin});
        m.filled.resize(m.troll->icons.size(), false);
        m.filled[icon] = true;
    }
    const auto refs = [](const Icons &icons) {
        std::vector<IconRef> list;
        for (const auto &[slot, icon] : icons)
            list.push_back({slot, icon});
        return list;
    };
    PaymentEditor editor(s, 0);
    editor.setDue(due);
    QVERIFY(editor.trollsFirst()); // the rulebook's advice
    QCOMPARE(editor.payment().fromTrolls, refs(trollsFirst));
    QCOMPARE(paymentTotal(s, 0, editor.payment()), due);
    if (const auto pay = autoPay(s, 0, due, true))
        QCOMPARE(editor.payment(), *pay); // the default is the engine's own
    editor.storageFirstButton()->click();
    QVERIFY(!editor.trollsFirst());
    QCOMPARE(editor.payment().fromTrolls, refs(storageFirst));
    QCOMPARE(paymentTotal(s, 0, editor.payment()), due);
    if (const auto pay = autoPay(s, 0, due, false))
        QCOMPARE(editor.payment(), *pay);
    // Clicking any icon, on and off, never changes what is paid in all.
    for (const IconRef &ref : editor.offeredIcons()) {
        QAbstractButton *button = editor.iconButton(ref);
        QVERIFY(button);
        const bool was = editor.isSelected(ref);
        button->click();
        QCOMPARE(editor.isSelected(ref), !was);
        QCOMPARE(button->isChecked(), !was);
        QCOMPARE(paymentTotal(s, 0, editor.payment()), due);
        button->click();
        QCOMPARE(paymentTotal(s, 0, editor.payment()), due);
    }
    editor.trollsFirstButton()->click();
    QCOMPARE(editor.payment().fromTrolls, refs(trollsFirst));
}

// MOOT-CHAIN: which icon pays matters (an emptied icon refills on the next chain), so the user picks it.
void TestActionDialogs::MOOT_CHAIN_iconToggles()
{
    GameState s = start();
    s.players[0].moot.pyramid[0].filled = {true, false}; // stone
    s.players[0].moot.pyramid[3].filled = {false, true}; // hammer, stone
    PaymentEditor editor(s, 0);
    QSignalSpy changed(&editor, &PaymentEditor::changed);
    editor.setDue(one(Resource::Stone, 1));
    QCOMPARE(editor.payment().fromTrolls, (std::vector<IconRef>{{0, 0}}));
    // Taking the other stone icon gives the first back: 1 stone is due, not 2.
    editor.iconButton({3, 1})->click();
    QCOMPARE(editor.payment().fromTrolls, (std::vector<IconRef>{{3, 1}}));
    QCOMPARE(editor.fromStorage(Resource::Stone), 0);
    // Giving it back: storage pays.
    editor.iconButton({3, 1})->click();
    QVERIFY(editor.payment().fromTrolls.empty());
    QCOMPARE(editor.fromStorage(Resource::Stone), 1);
    QVERIFY(changed.count() >= 3);
    // The hammer icon holds nothing: not offered.
    editor.setDue(one(Resource::Hammer, 1));
    QVERIFY(!editor.iconButton({3, 0}));
}

void TestActionDialogs::CART_CLAN_onlyUsableCarts_data()
{
    QTest::addColumn<int>("statueClan"); // -1: not a statue move
    QTest::addColumn<int>("cartClan");   // -1: a swirl
    QTest::addColumn<bool>("offered");
    QTest::newRow("a swirl cart pays anything") << -1 << -1 << true;
    QTest::newRow("a swirl cart moves any statue") << int(Clan::Ice) << -1 << true;
    QTest::newRow("a Fire cart pays for no trade") << -1 << int(Clan::Fire) << false;
    QTest::newRow("a Fire cart moves a Fire statue") << int(Clan::Fire) << int(Clan::Fire) << true;
    QTest::newRow("a Fire cart does not move an Ice statue") << int(Clan::Ice) << int(Clan::Fire) << false;
}

void TestActionDialogs::CART_CLAN_onlyUsableCarts()
{
    QFETCH(int, statueClan);
    QFETCH(int, cartClan);
    QFETCH(bool, offered);
    GameState s = start();
    MootSlot &slot = s.players[0].moot.pyramid[2];
    slot.troll->icons[1].cartClan = cartClan < 0 ? std::nullopt : std::optional(static_cast<Clan>(cartClan));
    slot.filled = {false, true};
    PaymentEditor editor(s, 0);
    editor.setDue(one(Resource::Cart),
                  statueClan < 0 ? std::nullopt : std::optional(static_cast<Clan>(statueClan)));
    const auto icons = editor.offeredIcons();
    QCOMPARE(std::find(icons.begin(), icons.end(), IconRef{2, 1}) != icons.end(), offered);
    QCOMPARE(editor.payment().fromTrolls.empty(), !offered); // trolls first takes it when it may
    QCOMPARE(paymentTotal(s, 0, editor.payment()), one(Resource::Cart));
}

void TestActionDialogs::TRADE_4TO1_freeChoice()
{
    GameState s = start();
    s.players[0].moot.pyramid[1].filled = {true}; // iron
    PaymentEditor editor(s, 0);
    editor.setFreeChoice(4);
    QVERIFY(editor.payment().empty());
    editor.countSpin(Resource::Stone)->setValue(2);
    editor.countSpin(Resource::Iron)->setValue(2);
    QCOMPARE(paymentTotal(s, 0, editor.payment()), rc({{Resource::Stone, 2}, {Resource::Iron, 2}}));
    QCOMPARE(editor.payment().fromTrolls, (std::vector<IconRef>{{1, 0}})); // trolls first
    editor.storageFirstButton()->click();
    QVERIFY(editor.payment().fromTrolls.empty());
    QCOMPARE(paymentTotal(s, 0, editor.payment()), rc({{Resource::Stone, 2}, {Resource::Iron, 2}}));
    // Lowering a count gives the troll's icon back first.
    editor.trollsFirstButton()->click();
    editor.countSpin(Resource::Iron)->setValue(0);
    QVERIFY(editor.payment().fromTrolls.empty());
    QCOMPARE(paymentTotal(s, 0, editor.payment()), one(Resource::Stone, 2));
}

// DIG-COST: only the minerals the player can pay are offered; the others say why not.
// 「你必須在其下方的兩個1級巨魔身上，各放置1枚金幣」; after a spell, a coin and an iron: the recruit dialog
// lets the table say which lies on which troll below, the application's order (coins first) by default, and
// records the placement only when it differs from that order (what a file without it means).
void TestActionDialogs::REC_COST_placeEachBribe()
{
    GameState s = start();
    play(s, act(0, CastSpell{0, *autoPay(s, 0, one(Resource::Rune)), {}, {}}));
    RecruitDialog d(s, 0, 2, 0);
    enterDraws(&d);
    QComboBox *left = d.placedBribeBox(0);
    QComboBox *right = d.placedBribeBox(1);
    QVERIFY(left && right && !d.placedBribeBox(2));
    // Coins only: nothing to place (and Ann has 1 coin of the 2 due).
    QVERIFY(left->parentWidget()->isHidden());
    QCOMPARE(d.verdict().ruleIds(), QStringList{QStringLiteral("SPEND-ANY")});
    d.spellBribesBox()->setChecked(true);
    d.bribesEditor()->setCount(Resource::Coin, 1);
    d.bribesEditor()->setCount(Resource::Iron, 1);
    QVERIFY(!left->parentWidget()->isHidden());
    QCOMPARE(d.placedBribes(), (std::vector<Resource>{Resource::Coin, Resource::Iron}));
    QVERIFY(std::get<Recruit>(d.action()->body).bribesPlaced.empty());
    QVERIFY2(d.verdict().ok(), qPrintable(describe(d.verdict())));
    // The iron on the left-hand troll, as the table put it.
    left->setCurrentIndex(left->findData(int(Resource::Iron)));
    right->setCurrentIndex(right->findData(int(Resource::Coin)));
    const Recruit placed = std::get<Recruit>(d.action()->body);
    QCOMPARE(placed.bribesPlaced, (std::vector<Resource>{Resource::Iron, Resource::Coin}));
    QVERIFY2(d.verdict().ok(), qPrintable(describe(d.verdict())));
    GameState after = s;
    apply(after, *d.action());
    QCOMPARE(after.market.rows[0][0].bribes, one(Resource::Iron));
    QCOMPARE(after.market.rows[0][1].bribes, one(Resource::Coin));
    // Two irons placed for a coin and an iron: the verdict says REC-COST, as recording would.
    right->setCurrentIndex(right->findData(int(Resource::Iron)));
    QVERIFY(d.verdict().breaks("REC-COST"));
    QVERIFY(!d.recordButton()->isEnabled());
    // A change of the bribes paid goes back to the application's order.
    d.bribesEditor()->setCount(Resource::Iron, 0);
    d.bribesEditor()->setCount(Resource::Stone, 1);
    QCOMPARE(d.placedBribes(), (std::vector<Resource>{Resource::Coin, Resource::Stone}));
    QVERIFY2(d.verdict().ok(), qPrintable(describe(d.verdict())));
}

void TestActionDialogs::DIG_COST_onlyAffordableMinerals()
{
    const GameState s = start(); // stone 3, iron 3, heartstone 0
    DigDialog d(s, 0, QStringLiteral("I3"), 1, {0, 9});
    QVERIFY(d.isMineralOffered(Mineral::Stone));
    QVERIFY(d.isMineralOffered(Mineral::Iron));
    QVERIFY(!d.isMineralOffered(Mineral::Heartstone));
    QCOMPARE(d.mineralReason(Mineral::Heartstone), QStringLiteral("needs 3 heartstone, has 0"));
    QVERIFY(
        d.mineralButton(Mineral::Heartstone)->text().contains(QStringLiteral("needs 3 heartstone, has 0")));
    QVERIFY(d.mineralButton(Mineral::Iron)->text().contains(QStringLiteral("4 honour points"))); // DIG-SCORE
    QCOMPARE(d.mineral(), Mineral::Stone);
    d.mineralButton(Mineral::Iron)->click();
    QCOMPARE(d.mineral(), Mineral::Iron);
    QCOMPARE(paymentTotal(s, 0, d.paymentEditor()->payment()), one(Resource::Iron, 3));
    QVERIFY(d.verdict().ok());
    QVERIFY(d.changesText().contains(QStringLiteral("tunnel points +4")));
}

// DIG-RUBBLE, DIG-BURIED-RES, PED-WHEN, PED-UNIQUE, WS-BUILD: what the tile does is shown and chosen.
void TestActionDialogs::DIG_effectsShown()
{
    GameState s = start();
    give(s, 0, one(Resource::Stone, 1));
    ++s.storageOf(0).pedestals[statueClanIndex(Clan::Ice)];
    // T4 at (1, 8) covers a rubble square and buried resources.
    DigDialog d(s, 0, QStringLiteral("T4"), 0, {1, 8});
    QCOMPARE(d.effects().hammers, 1);
    QVERIFY(total(d.effects().buried) > 0);
    QVERIFY(d.effects().anchor.has_value());
    QCOMPARE(paymentTotal(s, 0, d.paymentEditor()->payment()),
             rc({{Resource::Stone, 4}, {Resource::Hammer, 1}}));
    QCOMPARE(d.pedestalChoices(), std::vector<Clan>{Clan::Ice});
    QVERIFY2(d.verdict().ok(), qPrintable(broken(d.verdict())));
    d.setPedestal(Clan::Ice);
    QVERIFY2(d.verdict().ok(), qPrintable(broken(d.verdict())));
    QCOMPARE(std::get<DigAction>(d.action()->body).pedestal, std::optional(Clan::Ice));
    QVERIFY(d.changesText().contains(QStringLiteral("pedestals −1 Ice")));
}

void TestActionDialogs::dialogsCheckTheRules_data()
{
    QTest::addColumn<Build>("build");
    QTest::addColumn<QString>("rule"); // empty: legal

    // Digging
    QTest::newRow("DIG-COST: I3 in stone") << Build([] {
        return std::make_unique<DigDialog>(start(), 0, QStringLiteral("I3"), 1, Square{0, 9});
    }) << "";
    QTest::newRow("DIG-RUBBLE: no hammer for the rubble") << Build([] {
        GameState s = start();
        give(s, 0, one(Resource::Stone, 1));
        s.storageOf(0).resources[int(Resource::Hammer)] = 0;
        return std::make_unique<DigDialog>(s, 0, QStringLiteral("T4"), 0, Square{1, 8});
    }) << "DIG-RUBBLE";
    QTest::newRow("PED-UNIQUE: the layer's Fire token is gone") << Build([] {
        GameState s = start();
        ++s.storageOf(0).pedestals[statueClanIndex(Clan::Fire)];
        auto d = std::make_unique<DigDialog>(s, 0, QStringLiteral("I3"), 1, Square{0, 9});
        const int layer = d->effects().anchorLayer;
        // A Fire pedestal already stands somewhere in that layer.
        for (int r = 0; r < s.board.board().rows; ++r)
            for (int c = 0; c < s.board.board().columns; ++c)
                if (s.board.board().layer({r, c}) == layer && s.board.pedestals.empty())
                    s.board.pedestals.push_back({{r, c}, Clan::Fire, 0, 1});
        d = std::make_unique<DigDialog>(s, 0, QStringLiteral("I3"), 1, Square{0, 9});
        d->setPedestal(Clan::Fire);
        return d;
    }) << "PED-UNIQUE";
    QTest::newRow("WS-BUILD: a Rune Shop on the site next to the tile") << Build([] {
        WorkshopScene w = workshopScene(WorkshopKind::MillstoneWorkshop);
        // Undo the tile and the workshop: the same dig, now building on the site.
        GameState s(w.state.setup);
        const PlacedTunnel &t = w.state.board.tunnels.back();
        auto d = std::make_unique<DigDialog>(s, 0, t.shape, t.orientation, t.origin);
        if (d->effects().freeSites.empty())
            qFatal("no site next to the tile");
        d->setWorkshop(0, WorkshopKind::RuneShop);
        return d;
    }) << "";
    QTest::newRow("TURN-ORDER: Bob digs in Ann's turn") << Build([] {
        return std::make_unique<DigDialog>(start(), 1, QStringLiteral("I3"), 1, Square{0, 9});
    }) << "TURN-ORDER";
    QTest::newRow("TURN-ORDER: a hall before recruiting or digging") << Build([] {
        return std::make_unique<HallDialog>(start(), 0, QStringLiteral("hall-2"), 0, Square{1, 9});
    }) << "TURN-ORDER";

    // Recruiting
    QTest::newRow("REC-COST: a level 1 troll into slot 5") << Build([] {
        auto d = std::make_unique<RecruitDialog>(start(), 0, 1, 0);
        enterDraws(d.get());
        return d;
    }) << "";
    QTest::newRow("MOOT-SLOTS: slot 8 stands on nothing") << Build([] {
        auto d = std::make_unique<RecruitDialog>(start(), 0, 1, 0);
        enterDraws(d.get());
        d->setSlot(7);
        return d;
    }) << "MOOT-SLOTS";
    QTest::newRow("SPEND-ANY: a level 2 troll with 1 coin") << Build([] {
        auto d = std::make_unique<RecruitDialog>(start(), 0, 2, 0);
        enterDraws(d.get());
        return d;
    }) << "SPEND-ANY";
    QTest::newRow("REC-COST: a level 2 troll with 2 coins, one on a troll") << Build([] {
        GameState s = start();
        s.players[0].moot.pyramid[0].filled = {false, true}; // a coin on the first troll
        auto d = std::make_unique<RecruitDialog>(s, 0, 2, 1);
        enterDraws(d.get());
        return d;
    }) << "";
    QTest::newRow("REC-TAKE: the refill's pedestal not said") << Build([] {
        GameState s = start();
        give(s, 0, one(Resource::Coin, 1));
        auto d = std::make_unique<RecruitDialog>(s, 0, 2, 1);
        enterDraws(d.get());
        d->refillPedestalBox()->setCurrentIndex(0);
        return d;
    }) << "REC-TAKE";
    QTest::newRow("REC-TAKE: a level 3 troll and a pedestal from the bag") << Build([] {
        GameState s = start();
        give(s, 0, one(Resource::Coin, 4));
        auto d = std::make_unique<RecruitDialog>(s, 0, 3, 0);
        enterDraws(d.get());
        return d;
    }) << "";
    QTest::newRow("REC-TAKE: a level 3 troll, and no pedestal from the bag") << Build([] {
        GameState s = start();
        give(s, 0, one(Resource::Coin, 4));
        auto d = std::make_unique<RecruitDialog>(s, 0, 3, 0);
        enterDraws(d.get());
        if (d->chosenPedestalBox()->itemText(0) != QLatin1String("None"))
            qFatal("no \"None\" among the pedestals of the bag");
        d->chosenPedestalBox()->setCurrentIndex(0);
        return d;
    }) << "";
    QTest::newRow("REC-COST: after a spell, a coin and a stone as bribes") << Build([] {
        GameState s = start();
        s.turn.spell = true; // its effect, applied by hand, allows other resources
        auto d = std::make_unique<RecruitDialog>(s, 0, 2, 0);
        enterDraws(d.get());
        d->spellBribesBox()->setChecked(true);
        d->bribesEditor()->setCount(Resource::Coin, 1);
        d->bribesEditor()->setCount(Resource::Stone, 1);
        return d;
    }) << "";
    QTest::newRow("REC-COST: a stone as a bribe without a spell") << Build([] {
        GameState s = start();
        auto d = std::make_unique<RecruitDialog>(s, 0, 2, 0);
        enterDraws(d.get());
        d->spellBribesBox()->setChecked(true); // what the table did, to be recorded as an override
        d->bribesEditor()->setCount(Resource::Coin, 1);
        d->bribesEditor()->setCount(Resource::Stone, 1);
        return d;
    }) << "REC-COST";
    QTest::newRow("REC-RETIRE: a troll retires with its 4th bribe") << Build([] {
        GameState s = start();
        give(s, 0, one(Resource::Coin, 4));
        s.market.rows[0][0].bribes = one(Resource::Coin, 3);
        auto d = std::make_unique<RecruitDialog>(s, 0, 2, 0);
        if (d->retiring().size() != 1)
            qFatal("no troll retires");
        enterDraws(d.get());
        return d;
    }) << "";
    QTest::newRow("REC-EMPTY-DECK: the level 1 deck is empty") << Build([] {
        GameState s = start();
        s.market.deck = {0, 3, 2};
        auto d = std::make_unique<RecruitDialog>(s, 0, 1, 2);
        if (d->refillLevel() != 2)
            qFatal("the refill does not come from the level 2 deck");
        enterDraws(d.get());
        return d;
    }) << "";

    QTest::newRow("REC-EMPTY-DECK: levels 1 and 2 empty, never a level-3 card") << Build([] {
        GameState s = start();
        s.market.deck = {0, 0, 4};
        auto d = std::make_unique<RecruitDialog>(s, 0, 1, 2);
        if (d->refillLevel() != 0 || d->refillEditor())
            qFatal("a refill is asked from two levels away");
        enterDraws(d.get());
        return d;
    }) << "";

    // Workshops
    QTest::newRow("WS-MILLSTONE-WORKSHOP: stone for iron") << Build([] {
        WorkshopScene w = workshopScene(WorkshopKind::MillstoneWorkshop);
        return std::make_unique<WorkshopDialog>(w.state, 0, w.site);
    }) << "";
    QTest::newRow("WS-CHAIN-FORGE: any 2 for a hammer") << Build([] {
        WorkshopScene w = workshopScene(WorkshopKind::ChainForge);
        auto d = std::make_unique<WorkshopDialog>(w.state, 0, w.site);
        d->giveEditor(0)->setCount(Resource::Iron, 1);
        d->giveEditor(0)->setCount(Resource::Coin, 1);
        return d;
    }) << "";
    QTest::newRow("WS-CHAIN-FORGE: 1 resource only") << Build([] {
        WorkshopScene w = workshopScene(WorkshopKind::ChainForge);
        auto d = std::make_unique<WorkshopDialog>(w.state, 0, w.site);
        d->giveEditor(0)->setCount(Resource::Iron, 1);
        return d;
    }) << "WS-CHAIN-FORGE";
    QTest::newRow("WS-QUARTERMASTER: a stone off a troll") << Build([] {
        WorkshopScene w = workshopScene(WorkshopKind::Quartermaster);
        w.state.players[0].moot.pyramid[3].filled = {false, true};
        return std::make_unique<WorkshopDialog>(w.state, 0, w.site);
    }) << "";
    QTest::newRow("WS-ENTRANCES: the workshop used this turn, once more") << Build([] {
        GameState s = splitTileScene({});
        s.board.workshops = {{{2, 4}, WorkshopKind::MillstoneWorkshop}, {{4, 4}, WorkshopKind::RuneShop}};
        play(s, act(0, UseWorkshop{{2, 4}, {{Payment{one(Resource::Stone), {}}, one(Resource::Iron), {}}}}));
        auto d = std::make_unique<WorkshopDialog>(s, 0, Square{2, 4});
        if (d->activationsSpin()->maximum() != 1)
            qFatal("one activation is left of two open entrances");
        return d;
    }) << "";
    QTest::newRow("WS-USE: a second workshop in the turn") << Build([] {
        GameState s = splitTileScene({});
        s.board.workshops = {{{2, 4}, WorkshopKind::MillstoneWorkshop}, {{4, 4}, WorkshopKind::RuneShop}};
        play(s, act(0, UseWorkshop{{2, 4}, {{Payment{one(Resource::Stone), {}}, one(Resource::Iron), {}}}}));
        return std::make_unique<WorkshopDialog>(s, 0, Square{4, 4});
    }) << "WS-USE";
    QTest::newRow("WS-USE: no workshop there") << Build([] {
        return std::make_unique<WorkshopDialog>(start(), 0, Square{5, 5});
    }) << "WS-USE";

    // Spells
    QTest::newRow("SPELL-CAST: a rune for 2 coins") << Build([] {
        auto d = std::make_unique<SpellDialog>(start(), 0, 1);
        d->setGain(one(Resource::Coin, 2));
        return d;
    }) << "";
    QTest::newRow("SPELL-CAST: the effect takes what storage lacks") << Build([] {
        auto d = std::make_unique<SpellDialog>(start(), 0, 1);
        d->setGain(one(Resource::Heartstone, -2));
        return d;
    }) << "SPELL-CAST";
    QTest::newRow("SPELL-DISSOLVE: the 3rd rune, a new spell revealed") << Build([] {
        GameState s = start();
        s.spells[2].runes = 2;
        auto d = std::make_unique<SpellDialog>(s, 0, 2);
        if (!d->revealedEdit())
            qFatal("no field for the spell revealed");
        d->revealedEdit()->setText(QStringLiteral("Deep Call"));
        return d;
    }) << "";

    // Moving statues
    QTest::newRow("MOVE-CLAN-CART: an Ice cart moves the Ice statue") << Build([] {
        MoveScene m = moveScene(Clan::Ice, Clan::Ice);
        m.state.turn.main = true;
        return std::make_unique<MoveStatueDialog>(m.state, 0, m.statue, m.to);
    }) << "";
    QTest::newRow("CART-CLAN: a Fire cart for an Ice statue") << Build([] {
        MoveScene m = moveScene(Clan::Ice, Clan::Fire);
        m.state.turn.main = true;
        auto d = std::make_unique<MoveStatueDialog>(m.state, 0, m.statue, m.to);
        const auto offered = d->cartEditor()->offeredIcons();
        if (std::find(offered.begin(), offered.end(), IconRef{2, 1}) != offered.end())
            qFatal("the Fire cart is offered for an Ice statue");
        Payment fire;
        fire.fromTrolls = {{2, 1}};
        d->cartEditor()->setPayment(fire); // what the table did
        return d;
    }) << "CART-CLAN";
    QTest::newRow("MOVE-CART: no cart at all") << Build([] {
        MoveScene m = moveScene(Clan::Moon, Clan::Fire);
        m.state.turn.main = true;
        return std::make_unique<MoveStatueDialog>(m.state, 0, m.statue, m.to);
    }) << "SPEND-ANY";

    // Trades and corrections
    QTest::newRow("TRADE-4TO1: 2 stone and 2 iron for a coin") << Build([] {
        auto d = std::make_unique<TradeDialog>(start(), 0);
        d->giveEditor()->setCount(Resource::Stone, 2);
        d->giveEditor()->setCount(Resource::Iron, 2);
        return d;
    }) << "";
    QTest::newRow("TRADE-4TO1: 3 for 1") << Build([] {
        auto d = std::make_unique<TradeDialog>(start(), 0);
        d->giveEditor()->setCount(Resource::Stone, 3);
        d->setGet(Resource::Heartstone);
        return d;
    }) << "TRADE-4TO1";
    QTest::newRow("a correction: an iron forgotten") << Build([] {
        auto d = std::make_unique<CorrectionDialog>(start(), 0);
        d->reasonEdit()->setText(QStringLiteral("Ann's iron from the Metal Workshop was not entered"));
        d->storageSpin(Resource::Iron)->setValue(1);
        return d;
    }) << "";
    QTest::newRow("SPEND-ANY: a correction takes more than storage holds") << Build([] {
        auto d = std::make_unique<CorrectionDialog>(start(), 0);
        d->reasonEdit()->setText(QStringLiteral("counted twice"));
        d->storageSpin(Resource::Stone)->setValue(-5);
        return d;
    }) << "SPEND-ANY";
}

void TestActionDialogs::dialogsCheckTheRules()
{
    QFETCH(Build, build);
    QFETCH(QString, rule);
    const std::unique_ptr<ActionDialog> d = build();
    QVERIFY2(d->missing().isEmpty(), qPrintable(d->missing()));
    const std::optional<Action> a = d->action();
    QVERIFY(a);
    // The dialog shows the verdict of the engine's own validator.
    const Verdict v = validate(d->state(), *a);
    QCOMPARE(d->verdict().ruleIds(), v.ruleIds());
    QVERIFY(d->verdictView()->isComplete());
    QVERIFY(d->recordButton()->isDefault());
    if (rule.isEmpty()) {
        QVERIFY2(v.ok(), qPrintable(broken(v)));
        QVERIFY(d->recordButton()->isEnabled());
        QVERIFY(!d->overrideButton()->isEnabled());
        const QStringList lines = d->verdictView()->lines(); // "Allowed by the rules", or what was checked
        QVERIFY2(lines.size() == 1 && lines.front().startsWith(QStringLiteral("Allowed")),
                 qPrintable(lines.join(QLatin1Char('\n'))));
        GameState after = d->state();
        apply(after, *a); // and it applies
    } else {
        QVERIFY2(v.breaks(rule.toLatin1().constData()), qPrintable(broken(v)));
        QVERIFY(!d->recordButton()->isEnabled());
        QVERIFY(d->overrideButton()->isEnabled());
        const QStringList lines = d->verdictView()->lines();
        QVERIFY2(std::any_of(lines.begin(), lines.end(),
                             [&](const QString &l) { return l.startsWith(rule + QStringLiteral(" — ")); }),
                 qPrintable(lines.join(QLatin1Char('\n'))));
        // Record does nothing while the rules say no.
        d->recordButton()->click();
        QCOMPARE(d->result(), int(QDialog::Rejected));
    }
}

// TURN-ORDER, END-ROUNDS: for every kind of action the table window offers (the dialogs' Record button, the
// End Turn button), in every state of a turn, what the window enables is what recording answers: Record is
// enabled exactly when GameDocument::record() would take the action without an override, and its verdict
// carries the turn's step exactly as validateTurnStep (what the ghost asks) does. The board's ghost and
// overlay are compared in tst_board_view.
void TestActionDialogs::TURN_ORDER_everyKindAgreesWithRecord_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("turn");
    for (const char *kind :
         {"dig", "hall", "recruit", "workshop", "spell", "move", "trade", "correction", "end turn"})
        for (const char *turn : {"fresh", "spell cast", "workshop used", "dug", "hall", "moved",
                                 "hall, step 2 skipped", "moved, step 2 skipped", "not yours", "over"})
            QTest::newRow(qPrintable(QStringLiteral("%1, %2").arg(QLatin1String(kind), QLatin1String(turn))))
                << QString::fromLatin1(kind) << QString::fromLatin1(turn);
}

void TestActionDialogs::TURN_ORDER_everyKindAgreesWithRecord()
{
    QFETCH(QString, kind);
    QFETCH(QString, turn);
    // The state each kind is legal in at the start of Ann's turn.
    GameState state = start();
    Square site;
    MoveScene move{start(), 99, {}};
    if (kind == QLatin1String("workshop")) {
        const WorkshopScene w = workshopScene(WorkshopKind::MillstoneWorkshop);
        state = w.state;
        site = w.site;
    } else if (kind == QLatin1String("move")) {
        move = moveScene(Clan::Ice, Clan::Ice);
        state = move.state;
        state.turn = TurnState{state.turn.index};
    } else if (kind == QLatin1String("hall")) {
        state.board.addTunnel(0, QStringLiteral("O4"), 0, {1, 9}, Mineral::Stone);
        state.board.addTunnel(0, QStringLiteral("I2"), 0, {1, 11}, Mineral::Stone);
    }
    const int player = setTurnStage(state, turn);

    if (kind == QLatin1String("end turn")) {
        // The End Turn button ends the current player's turn: enabled while the game goes on, and saying
        // "anyway" (an override, with a reason) exactly when recording would refuse the end of the turn.
        TurnWidget widget;
        widget.setState(state);
        const Verdict record = validate(state, Action{state.currentPlayer(), EndTurn{}, false, {}, {}});
        QCOMPARE(widget.endTurnButton()->isEnabled(), !state.over());
        QCOMPARE(widget.endTurnButton()->isEnabled() &&
                     widget.endTurnButton()->text() == QStringLiteral("End turn"),
                 record.ok());
        if (!record.ok() && !state.over())
            QVERIFY2(widget.endTurnButton()->toolTip().contains(QStringLiteral("(TURN-MANDATORY)")),
                     qPrintable(widget.endTurnButton()->toolTip()));
        return;
    }
    std::unique_ptr<ActionDialog> d;
    if (kind == QLatin1String("dig")) {
        d = std::make_unique<DigDialog>(state, player, QStringLiteral("I3"), 1, Square{0, 9});
    } else if (kind == QLatin1String("hall")) {
        d = std::make_unique<HallDialog>(state, player, QStringLiteral("hall-2"), 0, Square{1, 9});
    } else if (kind == QLatin1String("recruit")) {
        auto r = std::make_unique<RecruitDialog>(state, player, 1, 0);
        enterDraws(r.get());
        d = std::move(r);
    } else if (kind == QLatin1String("workshop")) {
        d = std::make_unique<WorkshopDialog>(state, player, site);
    } else if (kind == QLatin1String("spell")) {
        auto sp = std::make_unique<SpellDialog>(state, player, 1);
        sp->setGain(one(Resource::Coin, 2));
        d = std::move(sp);
    } else if (kind == QLatin1String("move")) {
        d = std::make_unique<MoveStatueDialog>(state, player, move.statue, move.to);
    } else if (kind == QLatin1String("trade")) {
        auto t = std::make_unique<TradeDialog>(state, player);
        t->giveEditor()->setCount(Resource::Stone, 2);
        t->giveEditor()->setCount(Resource::Iron, 2);
        d = std::move(t);
    } else {
        auto c = std::make_unique<CorrectionDialog>(state, player);
        c->reasonEdit()->setText(QStringLiteral("an iron forgotten"));
        c->storageSpin(Resource::Iron)->setValue(1);
        d = std::move(c);
    }
    QVERIFY2(d->missing().isEmpty(), qPrintable(d->missing()));
    const std::optional<Action> action = d->action();
    QVERIFY(action);
    // What recording answers: GameDocument::record() takes an action exactly when validate() allows it.
    const Verdict record = validate(state, *action);
    QCOMPARE(d->recordButton()->isEnabled(), record.ok());
    QCOMPARE(d->overrideButton()->isEnabled(), !record.ok());
    QCOMPARE(d->verdict().ruleIds(), record.ruleIds());
    const Verdict step = validateTurnStep(state, player, action->body);
    for (const char *rule : {"TURN-ORDER", "END-ROUNDS"})
        QVERIFY2(record.breaks(rule) == step.breaks(rule),
                 qPrintable(broken(record) + QStringLiteral(" / ") + broken(step)));
    // Step 1 comes before steps 3 and 4 also when step 2 was skipped.
    if ((kind == QLatin1String("spell") || kind == QLatin1String("workshop")) &&
        turn.endsWith(QLatin1String("step 2 skipped")))
        QVERIFY2(record.breaks("TURN-ORDER"), qPrintable(broken(record)));
    // Record does nothing while the rules say no, and accepts when they say yes.
    d->recordButton()->click();
    QCOMPARE(d->result() == int(QDialog::Accepted), record.ok());
}

void TestActionDialogs::fixtureActionsRebuilt_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("index");
    for (const Fixture &f : gameFixtures()) {
        const GameFile game = fixtureGame(QFileInfo(f.inputFile).fileName());
        for (int i = 0; i < int(game.log.size()); ++i) {
            const Action &a = game.log[i];
            if (a.override || std::holds_alternative<EndTurn>(a.body) ||
                std::holds_alternative<Correction>(a.body))
                continue;
            QTest::addRow("%s #%d %s", qPrintable(f.name), i, qPrintable(actionKindId(a.body)))
                << QFileInfo(f.inputFile).fileName() << i;
        }
    }
}

// Every action of the whole-game fixtures can be said through its dialog, and the dialog agrees it is legal.
void TestActionDialogs::fixtureActionsRebuilt()
{
    QFETCH(QString, file);
    QFETCH(int, index);
    const GameFile game = fixtureGame(file);
    const GameState state = replay(game.setup, game.log, index).state;
    const Action &logged = game.log[index];
    bool defaultsLegal = false;
    const std::unique_ptr<ActionDialog> d = dialogFor(state, logged, &defaultsLegal);
    QVERIFY(d);
    const std::optional<Action> a = d->action();
    QVERIFY(a);
    QVERIFY2(normalized(a->body) == normalized(logged.body),
             qPrintable(json(*a) + QStringLiteral("\nlogged: ") + json(logged)));
    QVERIFY2(d->verdict().ok(), qPrintable(broken(d->verdict())));
    QVERIFY(d->recordButton()->isEnabled());
    QVERIFY(!d->overrideButton()->isEnabled());
    // What the dialog proposes before any choice is legal too (a recruit waits for the cards drawn, a trade
    // for the resources to return).
    if (!std::holds_alternative<Recruit>(logged.body) &&
        !std::holds_alternative<TradeFourForOne>(logged.body))
        QVERIFY(defaultsLegal);
    if (const auto *dig = std::get_if<DigAction>(&logged.body))
        QVERIFY(static_cast<DigDialog *>(d.get())->isMineralOffered(dig->mineral));
}

// The override flow: the broken rule shown, a reason required, and the action recorded with both.
void TestActionDialogs::overrideAsksTheReasonAndRecords()
{
    const GameSetup setup = practiceSetup(3);
    GameDocument document;
    document.reset(GameFile{setup, {}});
    RecruitDialog d(document.state(), 0, 1, 0);
    enterDraws(&d);
    d.setSlot(7);
    QVERIFY(!d.recordButton()->isEnabled());
    QVERIFY(d.overrideButton()->isEnabled());
    const QString reason = QStringLiteral("Ann put it on top; nobody noticed until later");
    bool checked = false;
    QTimer::singleShot(0, this, [&] {
        auto *o = d.findChild<OverrideDialog *>();
        QVERIFY(o);
        QVERIFY(o->isVisible());
        QVERIFY(o->verdictView()->lines().join(QLatin1Char('\n')).contains(QStringLiteral("MOOT-SLOTS — ")));
        QVERIFY(!o->recordButton()->isEnabled()); // a reason is required
        o->reasonEdit()->setText(QStringLiteral("   "));
        QVERIFY(!o->recordButton()->isEnabled());
        o->reasonEdit()->setText(QStringLiteral("  ") + reason);
        QVERIFY(o->recordButton()->isEnabled());
        checked = true;
        o->recordButton()->click();
    });
    d.overrideButton()->click();
    QVERIFY(checked);
    QCOMPARE(d.result(), int(QDialog::Accepted));
    QCOMPARE(d.overrideReason(), reason);
    const std::optional<Action> a = d.action();
    QVERIFY(a);
    QVERIFY(validate(document.state(), *a).breaks("MOOT-SLOTS"));
    // The lead's call: recorded, with the rule it breaks and the reason.
    document.record(*a, d.overrideReason());
    QCOMPARE(document.actionCount(), 1);
    const Action &recorded = document.game().log.front();
    QVERIFY(recorded.override);
    QCOMPARE(recorded.overrideReason, reason);
    QVERIFY(recorded.brokenRules.contains(QStringLiteral("MOOT-SLOTS")));
}

void TestActionDialogs::overrideCancelled()
{
    auto d = std::make_unique<TradeDialog>(start(), 0);
    d->giveEditor()->setCount(Resource::Stone, 3);
    QVERIFY(d->overrideButton()->isEnabled());
    bool seen = false;
    QTimer::singleShot(0, this, [&] {
        auto *o = d->findChild<OverrideDialog *>();
        QVERIFY(o);
        o->reasonEdit()->setText(QStringLiteral("a reason after all"));
        seen = true;
        QTest::keyClick(o, Qt::Key_Escape); // Esc cancels
    });
    d->overrideButton()->click();
    QVERIFY(seen);
    QVERIFY(d->overrideReason().isEmpty());
    QVERIFY(d->result() != QDialog::Accepted);
    QVERIFY(!d->isVisible());
}

void TestActionDialogs::screenshots()
{
    // Realistic states: the fixtures part way, one dialog per kind of action, with Japanese names.
    const GameFile game = fixtureGame(QStringLiteral("five-players.hkgame"));
    const QStringList names{QStringLiteral("さくら"), QStringLiteral("ゆうと"), QStringLiteral("Ingrid"),
                            QStringLiteral("はると"), QStringLiteral("Kenji")};
    QSet<QString> done;
    for (int i = 0; i < int(game.log.size()); ++i) {
        const Action &a = game.log[i];
        QString kind = actionKindId(a.body);
        if (const auto *dig = std::get_if<DigAction>(&a.body);
            dig && !dig->pedestal && dig->workshops.empty())
            continue; // the richer digs
        if (const auto *r = std::get_if<Recruit>(&a.body); r && r->level < 2)
            continue;
        if (a.override || done.contains(kind))
            continue;
        GameState state = replay(game.setup, game.log, i).state;
        for (int p = 0; p < state.playerCount(); ++p)
            state.players[p].name = names[p % names.size()];
        const auto d = dialogFor(state, a);
        if (!d)
            continue;
        done.insert(kind);
        shoot(d.get(), QStringLiteral("dialog-") + kind);
        if (auto *w = dynamic_cast<WorkshopDialog *>(d.get()); w && w->openEntrances() >= 2) {
            w->setActivations(2);
            QCOMPARE(w->activations(), 2);
            QVERIFY2(w->verdict().ok(), qPrintable(broken(w->verdict())));
            shoot(w, QStringLiteral("dialog-workshop-2"));
        }
    }
    QVERIFY(done.size() >= 6);

    GameState s = start();
    s.players[0].name = QStringLiteral("さくら");
    s.players[0].moot.pyramid[0].filled = {true, true};
    s.players[0].moot.pyramid[3].filled = {true, true};
    TradeDialog trade(s, 0);
    trade.giveEditor()->setCount(Resource::Stone, 3);
    trade.giveEditor()->setCount(Resource::Hammer, 1);
    shoot(&trade, QStringLiteral("dialog-trade"));
    CorrectionDialog correction(s, 0);
    correction.reasonEdit()->setText(QStringLiteral("鉄を1つ取り忘れた"));
    correction.storageSpin(Resource::Iron)->setValue(1);
    shoot(&correction, QStringLiteral("dialog-correction"));
    RecruitDialog recruit(s, 0, 1, 0);
    recruit.setSlot(7);
    enterDraws(&recruit);
    shoot(&recruit, QStringLiteral("dialog-recruit-illegal"));
    // A coin and an iron after a spell, the iron placed on the left-hand troll (REC-COST), in each language.
    for (const char *language : {"en", "zh_TW", "zh_CN", "ja"}) {
        QVERIFY(installTranslations(QLatin1String(language)));
        GameState spelled = s;
        play(spelled, act(0, CastSpell{0, *autoPay(spelled, 0, one(Resource::Rune)), {}, {}}));
        RecruitDialog placed(spelled, 0, 2, 0);
        enterDraws(&placed);
        placed.spellBribesBox()->setChecked(true);
        placed.bribesEditor()->setCount(Resource::Coin, 1);
        placed.bribesEditor()->setCount(Resource::Iron, 1);
        placed.setPlacedBribes({Resource::Iron, Resource::Coin});
        QVERIFY2(placed.verdict().ok(), qPrintable(broken(placed.verdict())));
        shoot(&placed, QStringLiteral("dialog-recruit-bribes-") + QLatin1String(language));
    }
    QVERIFY(installTranslations(QStringLiteral("en")));
    OverrideDialog override(recruit.verdict(), actionText(s, *recruit.action()));
    override.reasonEdit()->setText(QStringLiteral("Ann put it on top; nobody noticed until later"));
    shoot(&override, QStringLiteral("dialog-override"));
    DigDialog dig(s, 0, QStringLiteral("T4"), 0, {1, 8});
    shoot(&dig, QStringLiteral("dialog-dig-rubble"));
    {
        // Pedestals in storage, one of whose layer tokens is gone (PED-UNIQUE).
        GameState p = s;
        ++p.storageOf(0).pedestals[statueClanIndex(Clan::Fire)];
        ++p.storageOf(0).pedestals[statueClanIndex(Clan::Moon)];
        const int layer = DigDialog(p, 0, QStringLiteral("I3"), 1, {0, 9}).effects().anchorLayer;
        for (int r = 0; r < p.board.board().rows && p.board.pedestals.empty(); ++r)
            for (int c = 0; c < p.board.board().columns; ++c)
                if (p.board.board().layer({r, c}) == layer && p.board.pedestals.empty())
                    p.board.pedestals.push_back({{r, c}, Clan::Moon, 0, 1});
        DigDialog pedestal(p, 0, QStringLiteral("I3"), 1, {0, 9});
        pedestal.setPedestal(Clan::Fire);
        QVERIFY(pedestal.verdict().ok());
        shoot(&pedestal, QStringLiteral("dialog-dig-pedestal"));
        pedestal.setPedestal(Clan::Moon);
        QVERIFY(pedestal.verdict().breaks("PED-UNIQUE"));
    }
    WorkshopScene w = workshopScene(WorkshopKind::Quartermaster);
    w.state.players[0].moot.pyramid[3].filled = {true, true};
    WorkshopDialog quartermaster(w.state, 0, w.site);
    shoot(&quartermaster, QStringLiteral("dialog-quartermaster"));
    MoveScene m = moveScene(Clan::Ice, Clan::Fire);
    m.state.turn.main = true;
    give(m.state, 0, one(Resource::Cart));
    MoveStatueDialog move(m.state, 0, m.statue, m.to);
    shoot(&move, QStringLiteral("dialog-move-gate"));
    s.spells[0].runes = 2;
    SpellDialog dissolve(s, 0, 0);
    dissolve.setGain(one(Resource::Coin, 2));
    shoot(&dissolve, QStringLiteral("dialog-spell-dissolve"));
}

// "✓ Allowed by the rules" for +9 heartstone said more than the rules know: the verdict of a spell names
// what was checked (one spell a turn, the rune) and leaves the effect to the table, and the dialog shows the
// card's text when the catalog has it.
void TestActionDialogs::SPELL_CAST_verdictSaysWhatWasChecked()
{
    SpellDialog d(start(), 0, 1);
    d.setGain(one(Resource::Heartstone, 9));
    QVERIFY(d.verdict().ok());
    const QStringList lines = d.verdictView()->lines();
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines.front() != QStringLiteral("Allowed by the rules"), qPrintable(lines.front()));
    QVERIFY2(lines.front().contains(QStringLiteral("SPELL-CAST")), qPrintable(lines.front()));
    QVERIFY2(lines.front().contains(QStringLiteral("rune")), qPrintable(lines.front()));
    QVERIFY2(lines.front().contains(QStringLiteral("table's word")), qPrintable(lines.front()));
    QVERIFY(d.cardText());
    QVERIFY2(d.cardText()->text().contains(QStringLiteral("no text")), qPrintable(d.cardText()->text()));

    // A catalog that has the card's text: the dialog shows it.
    GameSetup setup = practiceSetup(3);
    Catalog catalog = *setup.catalog;
    SpellDef earth;
    earth.name = QStringLiteral("Earth Ritual");
    earth.text = QStringLiteral("Take 2 stone from the supply.");
    catalog.spells = {earth};
    setup.catalog = std::make_shared<const Catalog>(catalog);
    setup.spells[0] = earth.name;
    SpellDialog known(GameState(setup), 0, 0);
    QVERIFY2(known.cardText()->text().contains(earth.text), qPrintable(known.cardText()->text()));
}

// A second recruit in a turn is refused before the card drawn is entered: the verdict says TURN-ORDER at
// once, then what is still missing.
void TestActionDialogs::TURN_ORDER_refusalBeforeTheCardIsEntered()
{
    GameState s = start();
    s.turn.main = true; // Ann has recruited or dug this turn
    RecruitDialog d(s, 0, 1, 0);
    d.setSlot(s.players[0].moot.freeSlots().front());
    QVERIFY(!d.missing().isEmpty()); // the refill card is not entered
    const QStringList lines = d.verdictView()->lines();
    QVERIFY2(lines.size() >= 2 && lines.front().startsWith(QStringLiteral("TURN-ORDER — ")),
             qPrintable(lines.join(QLatin1Char('\n'))));
    QCOMPARE(lines.back(), d.missing());
    QVERIFY(!d.recordButton()->isEnabled());
    QVERIFY(!d.overrideButton()->isEnabled()); // not complete: nothing to record yet, even anyway
}

QTEST_MAIN(TestActionDialogs)
#include "tst_action_dialogs.moc"
