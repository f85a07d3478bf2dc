// What the fuzzers found, kept: every input of tests/fuzz/regressions/READER/ and every
// seed of tests/fuzz/seeds/READER/ is read again by the reader it broke, in every build — so the findings
// guard without libFuzzer, and in the HK_SANITIZE build with AddressSanitizer and UBSan watching.

#include "fuzz_input.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace hk::fuzz;
Q_DECLARE_METATYPE(hk::fuzz::Reader)

class TestFuzzRegressions : public QObject {
    Q_OBJECT
private slots:
    void readersSurviveEveryKeptInput_data();
    void readersSurviveEveryKeptInput();
};

void TestFuzzRegressions::readersSurviveEveryKeptInput_data()
{
    QTest::addColumn<Reader>("reader");
    QTest::addColumn<QString>("file");
    int regressions = 0;
    for (const Reader reader : kReaders)
        for (const char *folder : {"/regressions/", "/seeds/"}) {
            const QDir dir(QStringLiteral(HK_FUZZ_DIR) + QLatin1String(folder) + readerName(reader));
            for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
                QTest::newRow(qPrintable(readerName(reader) + QLatin1Char('/') + name))
                    << reader << dir.filePath(name);
                regressions += folder[1] == 'r';
            }
        }
    QVERIFY(regressions > 0);
}

void TestFuzzRegressions::readersSurviveEveryKeptInput()
{
    QFETCH(Reader, reader);
    QFETCH(QString, file);
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    readInput(reader, f.readAll()); // must return: no crash, no sanitizer report
}

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzz_regressions.moc"
