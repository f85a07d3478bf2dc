#pragma once

// A suite's own settings and data folders, emptied: no remembered language, geometry or library of the user's
// (or of another suite) changes what a window shows.

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QString>

namespace hk::test {

inline void useOwnSettings(const char *suite)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HallkeeperTest"));
    QCoreApplication::setApplicationName(QString::fromLatin1(suite));
    QSettings().clear();
}

} // namespace hk::test
