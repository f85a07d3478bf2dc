#include "import/import_file.h"

#include "import/bgg_import.h"
#include "import/bgstats_import.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

namespace hk::library {

namespace {

class ImportFileText {
    Q_DECLARE_TR_FUNCTIONS(ImportFile)
};

} // namespace

std::optional<QByteArray> readImportFile(const QString &path, base::Problems &problems, qint64 limit)
{
    base::ProblemReporter report(problems);
    const QFileInfo info(path);
    if (!info.exists()) {
        report.error({}, ImportFileText::tr("no such file"));
        return std::nullopt;
    }
    if (!info.isFile()) {
        report.error({}, info.isDir()
                             ? ImportFileText::tr("is a folder, not a file")
                             : ImportFileText::tr("is not a regular file (a FIFO, a pipe or a device)"));
        return std::nullopt;
    }
    if (info.size() > limit) {
        report.error({}, ImportFileText::tr("is %1 bytes; at most %2 are read")
                             .arg(QLocale::c().toString(info.size()), QLocale::c().toString(limit)));
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        report.error({}, ImportFileText::tr("cannot be read: %1").arg(file.errorString()));
        return std::nullopt;
    }
    QByteArray bytes = file.read(limit + 1);
    if (bytes.size() > limit) {
        report.error({}, ImportFileText::tr("is larger than %1 bytes").arg(QLocale::c().toString(limit)));
        return std::nullopt;
    }
    return bytes;
}

ImportRead readImport(const QString &path)
{
    ImportRead out;
    const std::optional<QByteArray> bytes = readImportFile(path, out.problems);
    if (!bytes)
        return out;
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QByteArray start = bytes->left(512).trimmed();
    const bool xml =
        suffix == QLatin1String("xml") ||
        (suffix != QLatin1String("json") && suffix != QLatin1String("bgsplay") && start.startsWith('<'));
    const bool json = !xml && (suffix == QLatin1String("json") || suffix == QLatin1String("bgsplay") ||
                               start.startsWith('{') || start.startsWith("\xEF\xBB\xBF{"));
    if (xml)
        return readBggPlays(*bytes, path);
    if (json)
        return readBgStats(*bytes, path);
    base::ProblemReporter(out.problems)
        .error({},
               ImportFileText::tr("expected a BG Stats backup (.json) or a BoardGameGeek plays file (.xml)"));
    return out;
}

} // namespace hk::library
