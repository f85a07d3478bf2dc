// Whole sheets scored end to end: each tests/fixtures/sheets/NAME.hkscore against the breakdown in
// NAME.expected.json, worked out by hand (rulebook examples, ties, shared wins, 2 players, teams, 5 players).

#include "common/fixtures.h"
#include "io/score_report_io.h"
#include "io/score_sheet_io.h"
#include "scoring/final_score.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace hk;

class TestScoreFixtures : public QObject {
    Q_OBJECT
private slots:
    void wholeSheets_data();
    void wholeSheets();
};

void TestScoreFixtures::wholeSheets_data()
{
    QTest::addColumn<QString>("sheetFile");
    QTest::addColumn<QString>("expectedFile");
    const auto fixtures = test::sheetFixtures();
    QVERIFY(fixtures.size() >= 6);
    for (const test::Fixture &f : fixtures)
        QTest::newRow(qPrintable(f.name)) << f.inputFile << f.expectedFile;
}

void TestScoreFixtures::wholeSheets()
{
    QFETCH(QString, sheetFile);
    QFETCH(QString, expectedFile);
    const ScoreSheetReadResult read = readScoreSheet(sheetFile);
    QVERIFY2(read.sheet, qPrintable(read.problems.empty() ? QString() : read.problems.front().message));
    QFile file(expectedFile);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject expected = QJsonDocument::fromJson(file.readAll()).object();
    QVERIFY(!expected.isEmpty());
    const QJsonObject actual = scoreReportJson(scoreSheet(*read.sheet));
    if (actual != expected)
        QFAIL(qPrintable(QStringLiteral("actual:\n%1")
                             .arg(QString::fromUtf8(scoreReportJsonBytes(scoreSheet(*read.sheet))))));
}

QTEST_GUILESS_MAIN(TestScoreFixtures)
#include "tst_score_fixtures.moc"
