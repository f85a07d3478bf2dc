// The wheel scrolls past fields and changes only the field being edited, in every window of the application
// and whatever has the focus: a spin box, a combo box or a slider the user is not editing keeps its value
// under the wheel and does not take the focus. Each window is opened on a shipped example; for each kind of
// widget that can hold the focus in it (a text field, a spin box, a combo box, a list or table, a button, the
// window's own views, nothing), one notch down and one up over every other value field must leave every
// value, the document and the focus as they were.

#include "board_editor_window.h"
#include "catalog_editor_window.h"
#include "common/test_settings.h"
#include "common/wheel.h"
#include "dl_tracker_window.h"
#include "dwarf_tracker_window.h"
#include "generic_sheet_window.h"
#include "library_window.h"
#include "registered_games.h"
#include "registry/game_registry.h"
#include "rules_browser.h"
#include "score_sheet_window.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <QUndoStack>

#include <functional>
#include <memory>

using namespace hk;
using namespace hk::gui;

namespace {

QString example(const char *name)
{
    return QStringLiteral(HK_SOURCE_DIR "/docs/examples/") + QLatin1String(name);
}

bool editsValueByWheel(const QWidget *w)
{
    return qobject_cast<const QAbstractSpinBox *>(w) || qobject_cast<const QComboBox *>(w) ||
           (qobject_cast<const QAbstractSlider *>(w) && !qobject_cast<const QScrollBar *>(w));
}

bool usable(const QWidget *w)
{
    return w->isVisible() && w->isEnabled() && !w->visibleRegion().isEmpty();
}

// Every value a field of the window holds, and where the document stands: what the wheel must not change.
QStringList valuesOf(const QWidget *window)
{
    QStringList values;
    for (const QWidget *w : window->findChildren<QWidget *>()) {
        if (const auto *spin = qobject_cast<const QAbstractSpinBox *>(w))
            values << spin->objectName() + QLatin1Char('=') + spin->text();
        else if (const auto *combo = qobject_cast<const QComboBox *>(w))
            values << combo->objectName() + QLatin1Char('#') + QString::number(combo->currentIndex());
        else if (const auto *slider = qobject_cast<const QAbstractSlider *>(w);
                 slider && !qobject_cast<const QScrollBar *>(w))
            values << slider->objectName() + QLatin1Char('~') + QString::number(slider->value());
    }
    if (const auto *document = qobject_cast<const DocumentWindow *>(window))
        values << QStringLiteral("undo %1, modified %2")
                      .arg(document->undoStack() ? document->undoStack()->index() : -1)
                      .arg(document->isWindowModified());
    return values;
}

// The kinds of widget that can hold the focus, each with the first such widget of the window.
std::vector<std::pair<QString, QWidget *>> focusHolders(QWidget *window)
{
    const std::vector<std::pair<QString, std::function<bool(QWidget *)>>> kinds{
        {QStringLiteral("text field"),
         [](QWidget *w) {
             return qobject_cast<QLineEdit *>(w) && !qobject_cast<QAbstractSpinBox *>(w->parentWidget()) &&
                    !qobject_cast<QComboBox *>(w->parentWidget());
         }},
        {QStringLiteral("spin box"),
         [](QWidget *w) { return qobject_cast<QAbstractSpinBox *>(w) != nullptr; }},
        {QStringLiteral("combo box"), [](QWidget *w) { return qobject_cast<QComboBox *>(w) != nullptr; }},
        {QStringLiteral("list or table"),
         [](QWidget *w) { return qobject_cast<QAbstractItemView *>(w) != nullptr; }},
        {QStringLiteral("button"), [](QWidget *w) { return qobject_cast<QAbstractButton *>(w) != nullptr; }},
        {QStringLiteral("text view"), [](QWidget *w) { return qobject_cast<QTextEdit *>(w) != nullptr; }},
        {QStringLiteral("the window's own view"),
         [](QWidget *w) {
             const QString module = QLatin1String(w->metaObject()->className());
             return module.startsWith(QLatin1String("hk::")) && !editsValueByWheel(w) &&
                    (w->focusPolicy() & Qt::ClickFocus);
         }},
    };
    std::vector<std::pair<QString, QWidget *>> holders;
    const QList<QWidget *> widgets = window->findChildren<QWidget *>();
    for (const auto &[name, isKind] : kinds)
        for (QWidget *w : widgets)
            if (usable(w) && (w->focusPolicy() & Qt::ClickFocus) && isKind(w)) {
                holders.emplace_back(name, w);
                break;
            }
    holders.emplace_back(QStringLiteral("nothing"), nullptr);
    return holders;
}

// Brings `target` into view in the scroll areas around it; whether a notch over its middle reaches it.
bool underThePointer(QWidget *target)
{
    for (QWidget *p = target->parentWidget(); p; p = p->parentWidget())
        if (auto *area = qobject_cast<QScrollArea *>(p);
            area && area->widget() && area->widget()->isAncestorOf(target))
            area->ensureWidgetVisible(target);
    QWidget *window = target->window();
    QWidget *under = window->childAt(target->mapTo(window, target->rect().center()));
    return under && (under == target || target->isAncestorOf(under));
}

using WindowMaker = std::function<std::shared_ptr<QWidget>(QString &why)>;

template <class Window> WindowMaker documentOn(const QString &file)
{
    return [file](QString &why) -> std::shared_ptr<QWidget> {
        auto w = std::make_unique<Window>();
        w->setInteractive(false);
        if (!file.isEmpty() && !w->openFile(file)) {
            why = w->messages().join(QLatin1Char('\n'));
            return nullptr;
        }
        return w;
    };
}

WindowMaker sheetOf(const char *game, const char *file)
{
    return [game, file](QString &why) -> std::shared_ptr<QWidget> {
        const base::GameModule *module = base::GameRegistry::instance().find(QString::fromLatin1(game));
        if (!module) {
            why = QStringLiteral("no game %1").arg(QLatin1String(game));
            return nullptr;
        }
        auto w = std::make_unique<GenericSheetWindow>(*module);
        w->setInteractive(false);
        if (!w->openFile(example(file))) {
            why = w->messages().join(QLatin1Char('\n'));
            return nullptr;
        }
        return w;
    };
}

} // namespace

Q_DECLARE_METATYPE(WindowMaker)

class TestWheelEverywhere : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void wheelChangesNothingItIsNotEditing_data();
    void wheelChangesNothingItIsNotEditing();

private:
    QTemporaryDir m_dir;
};

void TestWheelEverywhere::initTestCase()
{
    QVERIFY(m_dir.isValid());
    test::useOwnSettings("HallkeeperWheelTest");
    QSettings().setValue(QStringLiteral("language"), QStringLiteral("en"));
    games::registerShippedGames();
}

void TestWheelEverywhere::wheelChangesNothingItIsNotEditing_data()
{
    QTest::addColumn<WindowMaker>("make");
    QTest::addColumn<int>(
        "fewestFields"); // value fields the window shows at least: the test cannot pass idle
    // The windows that are no document window first: the guard is the application's, and a document window
    // made before them would install it for them.
    const QString library = m_dir.filePath(QStringLiteral("wheel.sqlite"));
    QTest::newRow("play library") << WindowMaker([library](QString &why) -> std::shared_ptr<QWidget> {
        auto w = std::make_unique<LibraryWindow>();
        w->setInteractive(false);
        why = w->openLibrary(library);
        if (why.isEmpty() && !w->importFile(QStringLiteral(HK_FIXTURES "/library/bgstats-backup.json")))
            why = QStringLiteral("the backup was not imported");
        return why.isEmpty() ? std::move(w) : nullptr;
    }) << 3;
    QTest::newRow("rules browser") << WindowMaker([](QString &) -> std::shared_ptr<QWidget> {
        // The application's one browser: shown, not owned.
        return std::shared_ptr<QWidget>(RulesBrowser::showRule(QString()), [](QWidget *) {});
    }) << 1;
    QTest::newRow("Mountain King score sheet")
        << documentOn<ScoreSheetWindow>(example("four-players.hkscore")) << 8;
    QTest::newRow("board editor") << documentOn<BoardEditorWindow>(example("transcribing.hkboard")) << 1;
    QTest::newRow("component editor") << documentOn<CatalogEditorWindow>(QString()) << 1;
    QTest::newRow("Dwarf score sheet") << sheetOf("dwarf", "dwarf-three-players.hkscore") << 8;
    QTest::newRow("Terra Mystica: Fire & Ice score sheet")
        << sheetOf("terra-mystica-fire-ice", "terra-mystica-fire-ice.hkscore") << 8;
    QTest::newRow("Dungeon Lords final sheet")
        << sheetOf("dungeon-lords", "dungeon-lords-final.hkscore") << 4;
    QTest::newRow("Dwarf tracker") << documentOn<DwarfTrackerWindow>(example("dwarf-solo-gimli.hkdwarf"))
                                   << 1;
    QTest::newRow("Dungeon Lords tracker")
        << documentOn<DungeonLordsTrackerWindow>(example("dungeon-lords-mid-game.hkdungeon")) << 1;
}

void TestWheelEverywhere::wheelChangesNothingItIsNotEditing()
{
    QFETCH(WindowMaker, make);
    QFETCH(int, fewestFields);
    QString why;
    const std::shared_ptr<QWidget> window = make(why);
    QVERIFY2(window, qPrintable(why));
    window->resize(1280, 720);
    window->show();
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QTest::qWait(50);

    int fieldsTried = 0;
    for (const auto &[kind, holder] : focusHolders(window.get())) {
        if (holder)
            holder->setFocus(Qt::MouseFocusReason);
        else if (QApplication::focusWidget())
            QApplication::focusWidget()->clearFocus();
        QCOMPARE(QApplication::focusWidget(), holder);
        const QStringList before = valuesOf(window.get());
        int tried = 0;
        for (QWidget *target : window->findChildren<QWidget *>()) {
            if (target == holder || !editsValueByWheel(target) || !usable(target) || !underThePointer(target))
                continue;
            QVERIFY(test::wheelNotch(target, -1));
            QVERIFY(test::wheelNotch(target, 1));
            const QString where =
                QStringLiteral("focus on the %1 (%2), wheel over %3 \"%4\"")
                    .arg(kind, holder ? QLatin1String(holder->metaObject()->className()) : QLatin1String("-"),
                         QLatin1String(target->metaObject()->className()), target->objectName());
            QVERIFY2(QApplication::focusWidget() == holder,
                     qPrintable(where + QStringLiteral(": took the focus")));
            QVERIFY2(valuesOf(window.get()) == before,
                     qPrintable(where + QStringLiteral(": a value changed")));
            ++tried;
        }
        fieldsTried = std::max(fieldsTried, tried);
    }
    qInfo("%d value fields tried under the wheel", fieldsTried);
    QVERIFY2(fieldsTried >= fewestFields,
             qPrintable(QStringLiteral("only %1 value fields under the wheel").arg(fieldsTried)));
}

QTEST_MAIN(TestWheelEverywhere)
#include "tst_wheel_everywhere.moc"
