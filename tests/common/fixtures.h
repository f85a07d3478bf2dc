#pragma once

// The whole-sheet fixtures: every tests/fixtures/sheets/NAME.hkscore that has a NAME.expected.json.

#include <QDir>
#include <QPair>
#include <QStringList>

namespace hk::test {

struct SheetFixture {
    QString name;         // NAME
    QString sheetFile;    // NAME.hkscore
    QString expectedFile; // NAME.expected.json, the breakdown worked out by hand
};

inline QList<SheetFixture> sheetFixtures()
{
    const QDir dir(QStringLiteral(HK_FIXTURES "/sheets"));
    QList<SheetFixture> fixtures;
    for (const QString &name : dir.entryList({QStringLiteral("*.expected.json")}, QDir::Files, QDir::Name)) {
        const QString base = name.chopped(int(qstrlen(".expected.json")));
        fixtures.append({base, dir.filePath(base + QStringLiteral(".hkscore")), dir.filePath(name)});
    }
    return fixtures;
}

} // namespace hk::test
