// How Hallkeeper lays its JSON files out (io/json_writer.h), whichever way the values come: a QJsonObject
// given whole (formatJson) or members given one by one in any order (JsonLayout, as a game is saved). The
// files are for people to read and diff, so the layout is a contract: keys in the key order, then
// alphabetical; a list or object that fits in 100 columns on one line; strings escaped as QJsonDocument
// escapes them.

#include "io/json_writer.h"

#include <QJsonDocument>
#include <QTest>

using namespace hk;

class TestJsonWriter : public QObject {
    Q_OBJECT
private slots:
    void layout_data();
    void layout();
    void membersInAnyOrderAreSorted();
    void bothSinksSayTheSame();
};

namespace {

const QStringList kOrder{QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("log")};

// The same object given member by member, in reverse order, to a JsonLayout.
void addReversed(JsonLayout &out, const QJsonValue &value)
{
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        out.beginObject();
        const QStringList keys = object.keys();
        for (auto key = keys.rbegin(); key != keys.rend(); ++key) {
            out.key(*key);
            addReversed(out, object.value(*key));
        }
        out.end();
    } else if (value.isArray()) {
        out.beginArray();
        for (const QJsonValue &item : value.toArray())
            addReversed(out, item);
        out.end();
    } else {
        out.value(value);
    }
}

} // namespace

void TestJsonWriter::layout_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("key order first, then alphabetical")
        << QByteArray(R"({"b": 1, "version": 2, "a": 3, "format": "x"})")
        << QByteArray("{\n  \"format\": \"x\",\n  \"version\": 2,\n  \"a\": 3,\n  \"b\": 1\n}\n");
    QTest::newRow("short containers stay on one line")
        << QByteArray(R"({"log": [[1, 2], {"k": true, "n": null}, []], "e": {}})")
        << QByteArray("{\n  \"log\": [[1, 2], { \"k\": true, \"n\": null }, []],\n  \"e\": {}\n}\n");
    QTest::newRow("a list longer than the line, one item per line")
        << QByteArray(R"({"log": ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb",)"
                      R"( "cccccccccccccccccccccccccccccc"]})")
        << QByteArray(
               "{\n  \"log\": [\n    \"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\",\n"
               "    \"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb\",\n    \"cccccccccccccccccccccccccccccc\"\n  ]\n}\n");
    QTest::newRow("strings escaped, UTF-8 kept")
        << QByteArray("{\"s\": \"a\\\"b\\\\c\\n\\t\\u0001 \xE5\xA4\xA7\xE5\xBB\xB3\"}")
        << QByteArray("{\n  \"s\": \"a\\\"b\\\\c\\n\\t\\u0001 \xE5\xA4\xA7\xE5\xBB\xB3\"\n}\n");
    QTest::newRow("numbers") << QByteArray(R"({"i": -42, "d": 0.5, "big": 123456789012})")
                             << QByteArray("{\n  \"big\": 123456789012,\n  \"d\": 0.5,\n  \"i\": -42\n}\n");
}

void TestJsonWriter::layout()
{
    QFETCH(QByteArray, json);
    QFETCH(QByteArray, text);
    const QJsonObject object = QJsonDocument::fromJson(json).object();
    QVERIFY(!object.isEmpty());
    QCOMPARE(formatJson(object, kOrder), text);
}

// A game is saved member by member in the order its encoder writes them: the file is the same.
void TestJsonWriter::membersInAnyOrderAreSorted()
{
    for (const char *json :
         {R"({"b": {"z": 1, "y": [{"q": 1, "p": 2}], "log": 3}, "version": 2, "format": "x"})",
          R"({"log": [{"version": 1, "b": [1, 2, 3], "a": "s"}], "format": "f"})"}) {
        const QJsonObject object = QJsonDocument::fromJson(json).object();
        JsonLayout layout(kOrder);
        addReversed(layout, object);
        QCOMPARE(layout.text(), formatJson(object, kOrder));
    }
}

// The tree builder (what actionToJson and gameToJson return) and the layout (the file) take the same calls
// and say the same.
void TestJsonWriter::bothSinksSayTheSame()
{
    const auto encode = [](auto &out) {
        out.beginObject();
        out.key(QLatin1StringView("version"));
        out.value(3);
        out.key(QStringLiteral("counts"));
        writeCounts(out, ResourceCounts{1, 0, 2, 0, 0, 0, -1});
        out.key(QLatin1StringView("square"));
        writeSquare(out, Square{4, 7});
        out.key(QLatin1StringView("names"));
        writeTranslatedNames(out, TranslatedNames{{QStringLiteral("ja"), QStringLiteral("大広間")}});
        out.key(QLatin1StringView("flag"));
        out.value(false);
        out.end();
    };
    JsonTreeBuilder tree;
    encode(tree);
    JsonLayout layout(kOrder);
    encode(layout);
    QCOMPARE(QJsonDocument::fromJson(layout.text()).object(), tree.result().toObject());
    QCOMPARE(layout.text(), formatJson(tree.result().toObject(), kOrder));
}

QTEST_GUILESS_MAIN(TestJsonWriter)
#include "tst_json_writer.moc"
