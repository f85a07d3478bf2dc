#include "db/library_file.h"

#include "db/library_schema.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QtEndian>

namespace hk::library {

namespace {

class FileText {
    Q_DECLARE_TR_FUNCTIONS(PlayLibrary)
};

} // namespace

LibraryFileCheck checkLibraryFile(const QString &path)
{
    LibraryFileCheck check;
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    if (!info.exists()) {
        if (info.isSymLink())
            check.problem = FileText::tr("%1 is a link to nothing; give the library's own file.").arg(shown);
        return check;
    }
    check.exists = true;
    if (!info.isFile()) {
        check.problem = FileText::tr("%1 is not a file: the library is one SQLite file.").arg(shown);
        return check;
    }
    if (info.size() == 0) // an empty file: a new library
        return check;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        check.problem = FileText::tr("%1 cannot be read: %2").arg(shown, file.errorString());
        return check;
    }
    const QByteArray header = file.read(100);
    static const QByteArray magic("SQLite format 3\0", 16);
    if (header.size() < 100 || !header.startsWith(magic)) {
        check.problem =
            FileText::tr("%1 is not a Hallkeeper library: it is not a SQLite database. It was not "
                         "changed.")
                .arg(shown);
        return check;
    }
    check.userVersion = int(qFromBigEndian<quint32>(header.constData() + 60));
    check.applicationId = qint32(qFromBigEndian<quint32>(header.constData() + 68));
    if (check.applicationId != 0 && check.applicationId != kApplicationId)
        check.problem =
            FileText::tr("%1 is not a Hallkeeper library: it is another program's SQLite database "
                         "(application id %2). It was not changed.")
                .arg(shown,
                     QStringLiteral("0x%1").arg(quint32(check.applicationId), 8, 16, QLatin1Char('0')));
    else if (check.applicationId == 0 && check.userVersion != 0)
        check.problem = FileText::tr("%1 is not a Hallkeeper library: it is another program's SQLite "
                                     "database. It was not changed.")
                            .arg(shown);
    else if (check.applicationId == kApplicationId && check.userVersion > kSchemaVersion)
        check.problem = newerLibraryProblem(path, check.userVersion);
    return check;
}

QString newerLibraryProblem(const QString &path, int version)
{
    return FileText::tr(
               "%1 was written by a newer Hallkeeper (library schema %2; this one reads up to %3). It "
               "was not changed.")
        .arg(QDir::toNativeSeparators(path), QString::number(version), QString::number(kSchemaVersion));
}

} // namespace hk::library
