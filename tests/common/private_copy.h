#pragma once

// A copy of a shared file (a fixture, an example of docs/) in a folder of this test process. A window that
// opens a file holds its lock (one writer per file), so two test programs that ctest runs at once and that
// open the same example would refuse each other.

#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTemporaryDir>

namespace hk::test {

inline QString privateCopy(const QString &file)
{
    static QTemporaryDir dir;
    const QString copy = dir.filePath(QFileInfo(file).fileName());
    if (!QFileInfo::exists(copy))
        QFile::copy(file, copy);
    return copy;
}

} // namespace hk::test
