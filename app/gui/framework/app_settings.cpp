#include "app_settings.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <sys/stat.h>

namespace hk::gui {

namespace {

const QString kLanguage = QStringLiteral("language");
const QString kRecentFiles = QStringLiteral("recentFiles");

QString layoutKey(const QString &group, const char *name)
{
    return group.isEmpty() ? QLatin1String(name) : group + QLatin1Char('/') + QLatin1String(name);
}

QString colourKey(const QString &name)
{
    return QStringLiteral("playerColors/") + name.trimmed().toHtmlEscaped();
}

// A board file's photo, under a hash of its path (a path is no valid key).
QString photoKey(const QString &boardFile)
{
    const QFileInfo info(boardFile);
    const QByteArray path = (info.exists() ? info.canonicalFilePath() : info.absoluteFilePath()).toUtf8();
    return QStringLiteral("boardEditor/photos/") +
           QString::fromLatin1(QCryptographicHash::hash(path, QCryptographicHash::Sha1).toHex());
}

} // namespace

QString AppSettings::keepSettingsInRegularFiles()
{
    const QString organization = QCoreApplication::organizationName();
    const QString application = QCoreApplication::applicationName();
    QStringList folders{QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation)};
    for (const QString &folder :
         qEnvironmentVariable("XDG_CONFIG_DIRS", QStringLiteral("/etc/xdg")).split(QLatin1Char(':')))
        if (!folder.isEmpty())
            folders << folder;
    for (const QString &folder : folders) {
        for (const QString &name : {organization + QLatin1Char('/') + application + QStringLiteral(".conf"),
                                    organization + QStringLiteral(".conf")}) {
            const QString path = folder + QLatin1Char('/') + name;
            struct stat st {};
            if (::stat(QFile::encodeName(path).constData(), &st) != 0 || S_ISREG(st.st_mode))
                continue;
            static QTemporaryDir replacement; // lives as long as the run
            QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, replacement.path());
            QSettings::setPath(QSettings::NativeFormat, QSettings::SystemScope, replacement.path());
            return QCoreApplication::translate(
                       "AppSettings", "the settings file %1 is not a regular file: settings are not read, and "
                                      "what changes during this run is not kept")
                .arg(path);
        }
    }
    return {};
}

QString AppSettings::language(const QString &fallback)
{
    return QSettings().value(kLanguage, fallback).toString();
}

void AppSettings::setLanguage(const QString &code)
{
    QSettings().setValue(kLanguage, code);
}

QStringList AppSettings::recentFiles()
{
    return QSettings().value(kRecentFiles).toStringList();
}

void AppSettings::addRecentFile(const QString &fileName)
{
    QStringList files = recentFiles();
    const QString path = QFileInfo(fileName).absoluteFilePath();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    QSettings().setValue(kRecentFiles, files);
}

void AppSettings::clearRecentFiles()
{
    QSettings().remove(kRecentFiles);
}

AppSettings::WindowLayout AppSettings::windowLayout(const QString &group)
{
    const QSettings settings;
    return {settings.value(layoutKey(group, "geometry")).toByteArray(),
            settings.value(layoutKey(group, "windowState")).toByteArray(),
            settings.value(layoutKey(group, "splitter")).toByteArray()};
}

void AppSettings::setWindowLayout(const QString &group, const WindowLayout &layout)
{
    QSettings settings;
    settings.setValue(layoutKey(group, "geometry"), layout.geometry);
    settings.setValue(layoutKey(group, "windowState"), layout.state);
    if (!layout.splitter.isEmpty())
        settings.setValue(layoutKey(group, "splitter"), layout.splitter);
}

QColor AppSettings::playerColour(const QString &name)
{
    const QVariant remembered = QSettings().value(colourKey(name));
    return remembered.isValid() ? remembered.value<QColor>() : QColor();
}

void AppSettings::setPlayerColour(const QString &name, const QColor &colour)
{
    QSettings().setValue(colourKey(name), colour);
}

std::optional<AppSettings::TracingPhoto> AppSettings::tracingPhoto(const QString &boardFile)
{
    const QSettings settings;
    const QString key = photoKey(boardFile);
    TracingPhoto photo;
    photo.file = settings.value(key + QStringLiteral("/file")).toString();
    const QVariantList corners = settings.value(key + QStringLiteral("/corners")).toList();
    if (photo.file.isEmpty() || corners.size() != 4)
        return std::nullopt;
    for (size_t i = 0; i < 4; ++i)
        photo.corners[i] = corners[qsizetype(i)].toPointF();
    photo.opacity = settings.value(key + QStringLiteral("/opacity"), 50).toInt();
    return photo;
}

void AppSettings::setTracingPhoto(const QString &boardFile, const TracingPhoto &photo)
{
    QSettings settings;
    const QString key = photoKey(boardFile);
    QVariantList corners;
    for (const QPointF &c : photo.corners)
        corners << c;
    settings.setValue(key + QStringLiteral("/file"), photo.file);
    settings.setValue(key + QStringLiteral("/corners"), corners);
    settings.setValue(key + QStringLiteral("/opacity"), photo.opacity);
}

void AppSettings::removeTracingPhoto(const QString &boardFile)
{
    QSettings().remove(photoKey(boardFile));
}

} // namespace hk::gui
