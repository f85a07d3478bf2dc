// Every release ships complete translations (English: its plural forms): each .ts file is up to date with the
// sources (lupdate finds nothing new and nothing vanished), has no unfinished, vanished or obsolete entry, no
// empty translation, no message outside a named context (which the program would never look up), and keeps
// every %1..%9 placeholder of its source text. Every name and text of the shipped data (the Practice
// Mountain, the default catalog, the example game) has its translation in each language.

#include "io/board_io.h"
#include "io/catalog_io.h"
#include "io/game_io.h"
#include "model/translated_names.h"

#include <QDir>

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <algorithm>

namespace {

struct Entry {
    QString context;
    QString source;
    QString translation;
    QString type;
};

QList<Entry> readTs(const QString &fileName, QString *error)
{
    QList<Entry> entries;
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return entries;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Entry entry;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("message"))
            entry = Entry{context, {}, {}, {}};
        else if (xml.name() == QLatin1String("source"))
            entry.source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            entry.type = xml.attributes().value(QLatin1String("type")).toString();
            entry.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            entries << entry;
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return entries;
}

QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%[1-9]"));
    QSet<QString> found;
    for (const auto &match : pattern.globalMatch(text))
        found << match.captured();
    return found;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void shippedDataTranslated_data();
    void shippedDataTranslated();
    void complete_data();
    void complete();
    void upToDateWithTheSources_data();
    void upToDateWithTheSources();
};

// One row per shipped text: its default, its translations, and where it is.
void TestTranslations::shippedDataTranslated_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<hk::TranslatedNames>("names");
    const auto board = [](const QString &file, const hk::Board &b) {
        QTest::newRow(qPrintable(file + QStringLiteral(": name"))) << b.name << b.names;
        QTest::newRow(qPrintable(file + QStringLiteral(": description"))) << b.description << b.descriptions;
    };
    const auto catalog = [](const QString &file, const hk::Catalog &c) {
        QTest::newRow(qPrintable(file + QStringLiteral(": name"))) << c.name << c.names;
        QTest::newRow(qPrintable(file + QStringLiteral(": description"))) << c.description << c.descriptions;
        for (const hk::HallDef &h : c.halls)
            QTest::newRow(qPrintable(file + QStringLiteral(": hall ") + h.id)) << h.name << h.names;
        for (const hk::SpellDef &s : c.spells)
            QTest::newRow(qPrintable(file + QStringLiteral(": spell ") + s.name)) << s.name << s.names;
    };
    for (const char *name : {"practice-winter", "practice-autumn"}) {
        const QString file = QStringLiteral("resources/boards/%1.hkboard").arg(QLatin1String(name));
        const hk::BoardReadResult read = hk::readBoard(QStringLiteral(HK_SOURCE_DIR "/") + file);
        QVERIFY2(read.board, qPrintable(file));
        board(file, *read.board);
    }
    const hk::CatalogReadResult defaults = hk::readDefaultCatalog();
    QVERIFY(defaults.catalog);
    catalog(QStringLiteral("resources/catalogs/default.hkcatalog"), *defaults.catalog);
    const QString example = QStringLiteral("docs/examples/mid-game.hkgame");
    const hk::GameReadResult game = hk::readGame(QStringLiteral(HK_SOURCE_DIR "/") + example);
    QVERIFY2(game.game, qPrintable(example));
    board(example, *game.game->setup.board);
    catalog(example, *game.game->setup.catalog);
    // The example's face-up spells are names its catalog translates.
    for (const QString &spell : game.game->setup.spells) {
        const auto &known = game.game->setup.catalog->spells;
        const auto it =
            std::find_if(known.begin(), known.end(), [&](const hk::SpellDef &s) { return s.name == spell; });
        QTest::newRow(qPrintable(example + QStringLiteral(": face-up spell ") + spell))
            << spell << (it == known.end() ? hk::TranslatedNames{} : it->names);
    }
}

void TestTranslations::shippedDataTranslated()
{
    QFETCH(QString, text);
    QFETCH(hk::TranslatedNames, names);
    QVERIFY(!text.isEmpty());
    for (const QString &language : hk::translatedLanguageCodes()) {
        QVERIFY2(!hk::inLanguage({}, names, language).isEmpty(),
                 qPrintable(QStringLiteral("no %1 translation of \"%2\"").arg(language, text)));
        QVERIFY2(
            hk::inLanguage({}, names, language) != text,
            qPrintable(QStringLiteral("the %1 translation of \"%2\" is the English").arg(language, text)));
    }
}

void TestTranslations::complete_data()
{
    QTest::addColumn<QString>("ts");
    // English: the plural forms only ("1 square", "2 squares"), the rest is the sources' own text.
    for (const char *lang : {"zh_TW", "zh_CN", "ja", "en"})
        QTest::newRow(lang)
            << QStringLiteral(HK_SOURCE_DIR "/translations/hallkeeper_%1.ts").arg(QLatin1String(lang));
}

void TestTranslations::complete()
{
    QFETCH(QString, ts);
    QString error;
    const QList<Entry> entries = readTs(ts, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(entries.size() > (ts.endsWith(QLatin1String("_en.ts")) ? 10 : 50)); // English: the plurals
    QStringList problems;
    for (const Entry &e : entries) {
        const QString where = e.context + QStringLiteral(" \"") + e.source.left(60) + QStringLiteral("\"");
        if (e.context.isEmpty())
            problems << where +
                            QStringLiteral(": no context; lupdate could not tell which class's tr() this is "
                                           "(call it through the class declared with Q_DECLARE_TR_FUNCTIONS, "
                                           "not through an alias), so the translation is never looked up");
        else if (!e.type.isEmpty())
            problems << where + QStringLiteral(": ") + e.type;
        else if (e.translation.trimmed().isEmpty())
            problems << where + QStringLiteral(": empty translation");
        else if (placeholders(e.source) != placeholders(e.translation))
            problems << where + QStringLiteral(": placeholders differ from the source");
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTranslations::upToDateWithTheSources_data()
{
    complete_data();
}

void TestTranslations::upToDateWithTheSources()
{
    QFETCH(QString, ts);
    QTemporaryDir dir;
    const QString copy = dir.filePath(QFileInfo(ts).fileName());
    QVERIFY(QFile::copy(ts, copy));
    QProcess lupdate;
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    QStringList arguments{QStringLiteral("-recursive"),
                          QStringLiteral("-locations"),
                          QStringLiteral("none"),
                          QStringLiteral(HK_SOURCE_DIR "/base"),
                          QStringLiteral(HK_SOURCE_DIR "/games"),
                          QStringLiteral(HK_SOURCE_DIR "/app"),
                          QStringLiteral(HK_SOURCE_DIR "/library"),
                          QStringLiteral("-ts"),
                          copy};
    if (ts.endsWith(QLatin1String("_en.ts"))) // the plural forms only
        arguments.prepend(QStringLiteral("-pluralonly"));
    lupdate.start(QStringLiteral(HK_LUPDATE), arguments);
    QVERIFY(lupdate.waitForFinished(120000));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAll().constData());
    QString error;
    QStringList stale;
    for (const Entry &e : readTs(copy, &error))
        if (!e.type.isEmpty())
            stale << e.context + QStringLiteral(" \"") + e.source.left(60) + QStringLiteral("\": ") + e.type;
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(stale.isEmpty(),
             qPrintable(QStringLiteral("run the update_translations target and translate:\n") +
                        stale.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
