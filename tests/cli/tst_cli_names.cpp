// Names from files reach the terminal as text, never as commands, and never change the sentence they are put
// in: a player named "%1%2%3", a game file "x%1y.hkgame", names with escape sequences (a
// new terminal title, colours, a bidi override). Every command's output shows control characters escaped
// ("\x1b").

#include "common/cli_runner.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace hk::test;

namespace {

// Whether `text` has a character a terminal would obey rather than show.
bool hasControl(const QString &text)
{
    for (const QChar c : text)
        if ((c.unicode() < 0x20 && c != u'\n' && c != u'\t') ||
            (c.unicode() >= 0x7f && c.unicode() <= 0x9f) || (c.unicode() >= 0x202a && c.unicode() <= 0x202e))
            return true;
    return false;
}

} // namespace

class TestCliNames : public QObject {
    Q_OBJECT
private slots:
    void namesAreShownAsTheyAre_data();
    void namesAreShownAsTheyAre();
    void noChainedArgInTheSources();
};

void TestCliNames::namesAreShownAsTheyAre_data()
{
    QTest::addColumn<QString>("player");
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QString>("shownPlayer"); // as the output must show the name
    QTest::newRow("a player named %1%2%3") << "%1%2%3"
                                           << "game.hkgame"
                                           << "%1%2%3";
    QTest::newRow("a file named x%1y.hkgame") << "Freya"
                                              << "x%1y.hkgame"
                                              << "Freya";
    QTest::newRow("a name that retitles the terminal") << "\x1b]0;pwned\x07"
                                                          "Eve"
                                                       << "game.hkgame"
                                                       << "\\x1b]0;pwned\\x07Eve";
    QTest::newRow("a name in colours") << "\x1b[31mRed\x1b[0m"
                                       << "game.hkgame"
                                       << "\\x1b[31mRed\\x1b[0m";
    QTest::newRow("a name with a C1 control and a bidi override")
        << QString::fromUtf8("Ann\xc2\x9b\xe2\x80\xae") << "game.hkgame"
        << "Ann\\u009b\\u202e";
    QTest::newRow("a file named with an escape sequence") << "Freya"
                                                          << "\x1b[2Jgame.hkgame"
                                                          << "Freya";
}

void TestCliNames::namesAreShownAsTheyAre()
{
    QFETCH(QString, player);
    QFETCH(QString, fileName);
    QFETCH(QString, shownPlayer);
    QTemporaryDir dir;
    QFile fixture(QStringLiteral(HK_FIXTURES "/games/three-players.hkgame"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    QJsonObject setup =
        QJsonDocument::fromJson(fixture.readAll()).object().value(QStringLiteral("setup")).toObject();
    QJsonArray players = setup.value(QStringLiteral("players")).toArray();
    QJsonObject first = players[0].toObject();
    first[QStringLiteral("name")] = player;
    players[0] = first;
    setup[QStringLiteral("players")] = players;
    const QString setupFile = dir.filePath(QStringLiteral("setup.json"));
    QVERIFY(writeFile(setupFile, QJsonDocument(setup).toJson()));
    const QString game = dir.filePath(fileName);

    Run run = runCli({QStringLiteral("new"), game, QStringLiteral("--setup"), setupFile});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QString shownFile = QString(game).replace(QLatin1Char('\x1b'), QStringLiteral("\\x1b"));
    QVERIFY2(run.out.startsWith(QStringLiteral("Started %1: 3 players on ").arg(shownFile)),
             qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("Round 1: %1 to play").arg(shownPlayer)), qPrintable(run.out));

    const QStringList outputs{
        run.out,
        runCli({QStringLiteral("replay"), game}).out,
        runCli({QStringLiteral("validate"), game}).out,
        runCli({QStringLiteral("score"), game}).out,
        runCli({QStringLiteral("play"), game, QStringLiteral(R"({"action": "endTurn"})")}).out,
        runCli({QStringLiteral("play"), game,
                QStringLiteral(R"({"action": "correction", "reason": "\u001b[31m%1 x"})")})
            .out,
        runCli({QStringLiteral("validate"), dir.filePath(QStringLiteral("%1\x1b[31m.hkgame"))}).err,
        runCli({QStringLiteral("undo"), game}).out,
    };
    for (const QString &text : outputs)
        QVERIFY2(!hasControl(text), qPrintable(text.toUtf8().toPercentEncoding(" \n:.,()[]/")));
    QVERIFY2(outputs[1].contains(shownPlayer), qPrintable(outputs[1]));
    QVERIFY2(outputs[5].contains(QStringLiteral("\\x1b[31m%1 x")), qPrintable(outputs[5]));
    QVERIFY2(outputs[6].contains(QStringLiteral("%1\\x1b[31m.hkgame")), qPrintable(outputs[6]));
}

// Text is filled by one QString::arg(a, b, c) everywhere, the base, the games, the library and app: a chained
// .arg(a).arg(b) would
// substitute again a %1 that `a` brought in. Comments and strings are not told apart: neither says ".arg(".
void TestCliNames::noChainedArgInTheSources()
{
    QStringList chained;
    for (const char *folder : {"/base", "/games", "/library", "/app"}) {
        QDirIterator it(QStringLiteral(HK_SOURCE_DIR) + QLatin1String(folder),
                        {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            for (qsizetype at = text.indexOf(QLatin1String(".arg(")); at >= 0;
                 at = text.indexOf(QLatin1String(".arg("), at + 1)) {
                qsizetype i = at + 4, depth = 0;
                for (; i < text.size(); ++i) {
                    depth += text[i] == u'(' ? 1 : text[i] == u')' ? -1 : 0;
                    if (depth == 0)
                        break;
                }
                qsizetype next = i + 1;
                while (next < text.size() && text[next].isSpace())
                    ++next;
                if (text.mid(next, 5) == QLatin1String(".arg("))
                    chained << QStringLiteral("%1:%2").arg(f.fileName(),
                                                           QString::number(text.left(at).count(u'\n') + 1));
            }
        }
    }
    QVERIFY2(chained.isEmpty(), qPrintable(chained.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestCliNames)
#include "tst_cli_names.moc"
