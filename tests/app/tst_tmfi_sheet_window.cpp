// The Terra Mystica: Fire & Ice score sheet in the generic window, driven from the keyboard as a table
// fills it in: five players typed in, the keystrokes counted, the score the same as the fixture's; the
// window readable at 1280×720 in the four languages (HK_SCREENSHOTS=DIR keeps a picture of each); an
// impossible value marked at its field with its rule.

#include "common/test_settings.h"
#include "generic_sheet_window.h"
#include "score_table_view.h"
#include "sheet/sheet_io.h"
#include "sheet_grid.h"
#include "tmfi_module.h"
#include "tmfi_sheet.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTableWidget>
#include <QTest>

using namespace hk;
using namespace hk::gui;

namespace {

const base::GameModule &tmfiGame()
{
    static const base::GameModule module = [] {
        base::GameModule m = tmfi::terraMysticaFireIceModule();
        m.labeller = std::make_shared<base::SheetLabeller>(*m.schema);
        return m;
    }();
    return module;
}

base::SheetValues fixtureSheet(const QString &name)
{
    QFile file(QStringLiteral(HK_FIXTURES "/terra-mystica-fire-ice/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(file.fileName()));
    const base::SheetReadResult read = base::readSheet(file.readAll(), *tmfiGame().schema);
    if (!read.sheet)
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return *read.sheet;
}

// Keys typed into the focused widget, counted: a key is one press of a key (Ctrl+A is one).
struct Keyboard {
    int count = 0;
    QWidget *focus() const { return QApplication::focusWidget(); }
    void key(Qt::Key k, Qt::KeyboardModifiers m = Qt::NoModifier)
    {
        QTest::keyClick(focus(), k, m);
        ++count;
    }
    // A character outside ASCII (陳小明) is sent as the text an input method commits, one key here (more
    // with a real input method: names are typed once, the numbers are what takes time).
    void type(const QString &text)
    {
        for (const QChar c : text) {
            if (c.unicode() < 128)
                QTest::keyClick(focus(), char(c.unicode()));
            else
                QTest::sendKeyEvent(QTest::Click, focus(), Qt::Key_unknown, QString(c), Qt::NoModifier);
            ++count;
        }
    }
};

// The shortest prefix of `label` that a combo box's keyboard search takes to it from nothing chosen.
QString prefixFor(const QComboBox *combo, const QString &label)
{
    for (int n = 1; n <= label.size(); ++n) {
        const QString prefix = label.left(n);
        const int first = combo->findText(prefix, Qt::MatchStartsWith);
        if (first >= 0 && combo->itemText(first) == label)
            return prefix;
    }
    return label;
}

} // namespace

class TstTmfiSheetWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        test::useOwnSettings("HallkeeperTmfiTest");
        QSettings().setValue(QStringLiteral("language"), QStringLiteral("en"));
    }

    // A five-player sheet typed in from the keyboard alone: the player count, the tile, then each player's
    // name, faction and values, Enter after each. The sheet and its score are the fixture's; the keystrokes
    // are counted (a table enters them in well under two minutes).
    void fivePlayersByKeyboard()
    {
        const base::SheetValues target = fixtureSheet(QStringLiteral("five-players.hkscore"));
        const base::SheetSchema &schema = *tmfiGame().schema;
        GenericSheetWindow w(tmfiGame());
        w.setInteractive(false);
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        w.grid()->playerCount()->setFocus(Qt::TabFocusReason); // where the window opens the sheet
        QCOMPARE(QApplication::focusWidget(), w.grid()->playerCount());

        Keyboard keys;
        keys.key(Qt::Key_A, Qt::ControlModifier);
        keys.type(QString::number(target.players.size()));
        keys.key(Qt::Key_Tab);
        QCOMPARE(w.sheet().players.size(), target.players.size());
        QCoreApplication::processEvents(); // the new players' fields are shown (a queued show, as for a user)

        const auto chooseByTyping = [&](const base::SheetField &field, const QString &id) {
            auto *combo = qobject_cast<QComboBox *>(keys.focus());
            QVERIFY2(combo, qPrintable(field.key));
            QString label;
            for (const base::SheetChoice &choice : field.choices)
                if (choice.id == id)
                    label = choice.label.text();
            keys.type(prefixFor(combo, label));
            QCOMPARE(combo->currentText(), label);
            keys.key(Qt::Key_Return);
        };
        for (const base::SheetField &setting : schema.settings)
            chooseByTyping(setting, base::valueAs<QString>(target.settings, setting.key).value_or(QString()));

        for (size_t p = 0; p < target.players.size(); ++p) {
            QCOMPARE(keys.focus(), w.grid()->fieldWidget(int(p), QStringLiteral("name")));
            keys.key(Qt::Key_A, Qt::ControlModifier); // "Player 1" is selected over
            keys.type(target.players[p].name);
            keys.key(Qt::Key_Return);
            for (const base::SheetField &field : schema.fields) {
                QCOMPARE(keys.focus(), w.grid()->fieldWidget(int(p), field.key));
                const auto it = target.players[p].values.find(field.key);
                if (field.kind == base::ValueKind::Choice) {
                    chooseByTyping(field, std::get<QString>(it->second));
                    continue;
                }
                if (it != target.players[p].values.end())
                    keys.type(QString::number(std::get<int>(it->second)));
                keys.key(Qt::Key_Return);
            }
        }

        QCOMPARE(w.sheet(), target);
        const base::ScoreTable typed = w.scoreTable();
        const base::ScoreTable expected = tmfiGame().score(target);
        QCOMPARE(typed.standing, base::Standing::Complete);
        for (size_t e = 0; e < expected.entities.size(); ++e) {
            QCOMPARE(typed.entities[e].total, expected.entities[e].total);
            QCOMPARE(typed.entities[e].rank, expected.entities[e].rank);
        }
        const int fields =
            int(target.players.size() * (schema.fields.size() + 1) + schema.settings.size() + 1);
        qInfo("A five-player sheet by keyboard: %d keystrokes for %d fields", keys.count, fields);
        // At a steady three keys a second, under two minutes with time to read each value off the board.
        QVERIFY2(keys.count <= 300, qPrintable(QString::number(keys.count)));
    }

    // An impossible value is marked at its field, with the rule it breaks in the tooltip (TM-CULT-TOP: no
    // cult position over 10 is accepted by its field; two players on space 10 of one track are refused).
    void impossibleValueMarked()
    {
        GenericSheetWindow w(tmfiGame());
        w.setInteractive(false);
        base::SheetValues sheet = fixtureSheet(QStringLiteral("five-players.hkscore"));
        sheet.players[1].values[QStringLiteral("fire")] = 10;
        sheet.players[2].values[QStringLiteral("fire")] = 10;
        w.edit(sheet, QString(), QStringLiteral("fire"));
        auto *fire = qobject_cast<QSpinBox *>(w.grid()->fieldWidget(2, QStringLiteral("fire")));
        QVERIFY(fire);
        QCOMPARE(fire->maximum(), 10);
        QVERIFY(fire->property("problem").toBool());
        QVERIFY2(fire->toolTip().contains(QLatin1String("TM-CULT-TOP")), qPrintable(fire->toolTip()));
        QVERIFY(!w.grid()->fieldWidget(1, QStringLiteral("fire"))->property("problem").toBool());
        // Two players on one faction: the second is marked (TM-FACTIONS).
        sheet = fixtureSheet(QStringLiteral("five-players.hkscore"));
        sheet.players[3].values[QStringLiteral("faction")] =
            sheet.players[0].values[QStringLiteral("faction")];
        w.edit(sheet, QString(), QStringLiteral("faction"));
        QWidget *faction = w.grid()->fieldWidget(3, QStringLiteral("faction"));
        QVERIFY(faction->property("problem").toBool());
        QVERIFY2(faction->toolTip().contains(QLatin1String("TM-FACTIONS")), qPrintable(faction->toolTip()));
    }

    // At 1280×720 in the four languages, with five players on the longest faction names: each name shows
    // whole, the results' table fits its width, and the winner line shows whole.
    void readableAt1280x720_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *code : {"en", "zh_TW", "zh_CN", "ja"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }
    void readableAt1280x720()
    {
        QFETCH(QString, language);
        GenericSheetWindow w(tmfiGame());
        w.setInteractive(false);
        w.setLanguage(language, false);
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // The longest faction names of each language beside each other.
        base::SheetValues sheet = fixtureSheet(QStringLiteral("five-players.hkscore"));
        const QStringList longest{QStringLiteral("swarmlings"), QStringLiteral("shapeshifters"),
                                  QStringLiteral("iceMaidens"), QStringLiteral("chaosMagicians"),
                                  QStringLiteral("riverwalkers")};
        for (size_t p = 0; p < sheet.players.size(); ++p)
            sheet.players[p].values[QStringLiteral("faction")] = longest[qsizetype(p)];
        w.edit(sheet, QString(), QStringLiteral("all"));
        QTest::qWait(50);
        QCoreApplication::processEvents();
        QLabel *winner = w.results()->winnerLabel();
        QVERIFY(winner->isVisible());
        QVERIFY2(winner->visibleRegion().boundingRect().height() >=
                     winner->heightForWidth(winner->width()) - 1,
                 qPrintable(winner->text()));
        // Each faction's name whole in its field (a choice is as wide as the name it shows).
        for (int p = 0; p < 5; ++p) {
            auto *combo = qobject_cast<QComboBox *>(w.grid()->fieldWidget(p, QStringLiteral("faction")));
            QStyleOptionComboBox option;
            option.initFrom(combo);
            const QRect text = combo->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                              QStyle::SC_ComboBoxEditField, combo);
            QVERIFY2(text.width() >= combo->fontMetrics().horizontalAdvance(combo->currentText()),
                     qPrintable(QStringLiteral("%1: %2 px for %3 px")
                                    .arg(combo->currentText(), QString::number(text.width()),
                                         QString::number(
                                             combo->fontMetrics().horizontalAdvance(combo->currentText())))));
        }
        QTableWidget *table = w.results()->table();
        QVERIFY(table->horizontalScrollBar()->maximum() == 0 || !table->horizontalScrollBar()->isVisible());
        if (const QByteArray dir = qgetenv("HK_SCREENSHOTS"); !dir.isEmpty())
            w.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/tmfi-sheet-%1.png").arg(language));
        w.setLanguage(QStringLiteral("en"), false);
    }
};

QTEST_MAIN(TstTmfiSheetWindow)
#include "tst_tmfi_sheet_window.moc"
