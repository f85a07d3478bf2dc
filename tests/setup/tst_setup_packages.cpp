// setup.sh installs everything the build and the tests use, on a bare Debian: every program they call and
// every file they read comes from a package that setup.sh lists, from one of those packages' dependencies, or
// from the packages every Debian has (priority required, essential). A developer's machine has more: without
// this test a tool missing from the list (CPack's `file` once) passes here and fails on a user's machine.
#include <QFile>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTest>

namespace {

const QString kSourceDir = QStringLiteral(HK_SOURCE_DIR);
const QString kBinaryDir = QStringLiteral(HK_BINARY_DIR);

QString run(const QString &program, const QStringList &arguments, int *exitCode = nullptr)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    process.waitForFinished(120000);
    if (exitCode)
        *exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return QString::fromUtf8(process.readAllStandardOutput());
}

// The packages of setup.sh's `packages=( … )` list.
QStringList setupPackages()
{
    QFile file(kSourceDir + QStringLiteral("/setup.sh"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(file.readAll());
    // From `packages=(` to the line that closes it (comments may hold parentheses).
    const qsizetype start = text.indexOf(QStringLiteral("packages=("));
    const qsizetype end = text.indexOf(QStringLiteral("\n)"), start);
    if (start < 0 || end < 0)
        return {};
    QStringList packages;
    for (QString line : text.mid(start + 10, end - start - 10).split(u'\n')) {
        line = line.section(u'#', 0, 0);
        packages << line.split(u' ', Qt::SkipEmptyParts);
    }
    return packages;
}

// What a bare machine plus `apt-get install --no-install-recommends LIST` holds: the list, what it depends
// on, and Debian's required and essential packages (a minbase root).
QSet<QString> installedBySetup(const QStringList &packages)
{
    QSet<QString> closure;
    QStringList arguments{
        QStringLiteral("depends"),         QStringLiteral("--recurse"),     QStringLiteral("--installed"),
        QStringLiteral("--no-recommends"), QStringLiteral("--no-suggests"), QStringLiteral("--no-conflicts"),
        QStringLiteral("--no-breaks"),     QStringLiteral("--no-replaces"), QStringLiteral("--no-enhances")};
    for (const QString &line : run(QStringLiteral("apt-cache"), arguments + packages).split(u'\n'))
        if (!line.isEmpty() && !line.front().isSpace() && !line.startsWith(u'<'))
            closure.insert(line.section(u':', 0, 0).trimmed());
    const QString base =
        run(QStringLiteral("dpkg-query"),
            {QStringLiteral("-W"), QStringLiteral("-f=${Package} ${Priority} ${Essential}\\n")});
    for (const QString &line : base.split(u'\n')) {
        const QStringList fields = line.split(u' ');
        if (fields.size() == 3 && (fields[1] == u"required" || fields[2] == u"yes"))
            closure.insert(fields[0]);
    }
    return closure;
}

// The package that installed a file, or "" when dpkg knows none (usr-merge: /usr/bin/x may be /bin/x to
// dpkg).
QString owningPackage(const QString &path)
{
    QStringList candidates{path, QFileInfo(path).canonicalFilePath()};
    for (const QString &candidate : QStringList(candidates))
        if (candidate.startsWith(QStringLiteral("/usr/")))
            candidates << candidate.mid(4);
    for (const QString &candidate : std::as_const(candidates)) {
        int exitCode = 0;
        const QString output = run(QStringLiteral("dpkg"), {QStringLiteral("-S"), candidate}, &exitCode);
        for (const QString &line : output.split(u'\n'))
            if (exitCode == 0 && !line.startsWith(QStringLiteral("diversion")) && line.contains(u':'))
                return line.section(u':', 0, 0).section(u',', 0, 0).trimmed();
    }
    return {};
}

} // namespace

class SetupPackages : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyToolComesFromSetupsPackages_data();
    void everyToolComesFromSetupsPackages();

private:
    QSet<QString> m_installed;
};

void SetupPackages::initTestCase()
{
    if (QStandardPaths::findExecutable(QStringLiteral("dpkg-query")).isEmpty() ||
        QStandardPaths::findExecutable(QStringLiteral("apt-cache")).isEmpty())
        QSKIP("not a Debian system: setup.sh installs with apt-get, and this test checks Debian's packages");
    const QStringList packages = setupPackages();
    QVERIFY2(packages.size() >= 10, "setup.sh's packages=( … ) list cannot be read");
    m_installed = installedBySetup(packages);
    for (const QString &package : packages)
        QVERIFY2(m_installed.contains(package),
                 qPrintable(package + QStringLiteral(" is in setup.sh's list but not installed here")));
}

void SetupPackages::everyToolComesFromSetupsPackages_data()
{
    QTest::addColumn<QString>("path");
    auto program = [](const char *name, const char *why) {
        const QString path = QStandardPaths::findExecutable(QString::fromLatin1(name));
        QTest::newRow(
            qPrintable(QStringLiteral("%1 (%2)").arg(QString::fromLatin1(name), QString::fromLatin1(why))))
            << (path.isEmpty() ? QStringLiteral("not found: ") + QString::fromLatin1(name) : path);
    };
    program("cmake", "configures and builds");
    program("ninja", "the generator setup.sh uses");
    program("g++", "the compiler");
    program("ctest", "runs the tests");
    program("cpack", "makes the Debian package");
    program("file", "CPack's DEB generator reads the programs' type with it");
    program("dpkg-shlibdeps", "the Debian package's Depends");
    program("help2man", "the man pages");
    program("gzip", "the man pages, compressed");
    program("xvfb-run", "./setup.sh run without a display");
    program("xauth", "xvfb-run");
    program("desktop-file-validate", "packaging test");
    program("appstreamcli", "packaging test");
    program("xmllint", "packaging test");
    program("update-mime-database", "packaging test");
    program("xdg-mime", "packaging test");
    program("dbus-run-session", "the single-instance test");
    const QString qtLibexec = QLibraryInfo::path(QLibraryInfo::LibraryExecutablesPath);
    const QString qtBin = QLibraryInfo::path(QLibraryInfo::BinariesPath);
    for (const QString &tool : {QStringLiteral("lupdate"), QStringLiteral("lrelease")}) {
        const QString path =
            QFileInfo::exists(qtBin + u'/' + tool) ? qtBin + u'/' + tool : qtLibexec + u'/' + tool;
        QTest::newRow(qPrintable(tool + QStringLiteral(" (the translations)"))) << path;
    }
    QTest::newRow("Qt's offscreen platform (the GUI tests)")
        << QLibraryInfo::path(QLibraryInfo::PluginsPath) + QStringLiteral("/platforms/libqoffscreen.so");
    QTest::newRow("Qt's SVG image plugin (the artwork)")
        << QLibraryInfo::path(QLibraryInfo::PluginsPath) + QStringLiteral("/imageformats/libqsvg.so");
    QTest::newRow("Qt SQL's SQLite driver (the play library)")
        << QLibraryInfo::path(QLibraryInfo::PluginsPath) + QStringLiteral("/sqldrivers/libqsqlite.so");
    QTest::newRow("Qt's own strings in Japanese (dialog buttons)")
        << QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_ja.qm");
    QTest::newRow("a CJK font (Chinese and Japanese on screen, PNG and PDF)")
        << QStringLiteral("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc");
    // Every program the build found with find_program (CMakeCache.txt), whatever it is named.
    QFile cache(kBinaryDir + QStringLiteral("/CMakeCache.txt"));
    QVERIFY(cache.open(QIODevice::ReadOnly));
    static const QRegularExpression found(QStringLiteral(R"(^(HK_[A-Z0-9_]+):FILEPATH=(/.+)$)"),
                                          QRegularExpression::MultilineOption);
    auto matches = found.globalMatch(QString::fromUtf8(cache.readAll()));
    while (matches.hasNext()) {
        const auto match = matches.next();
        QTest::newRow(qPrintable(match.captured(1) + QStringLiteral(" (find_program in CMake)")))
            << match.captured(2);
    }
}

void SetupPackages::everyToolComesFromSetupsPackages()
{
    QFETCH(QString, path);
    QVERIFY2(QFileInfo::exists(path),
             qPrintable(path + QStringLiteral(" is missing: add its package to setup.sh")));
    const QString package = owningPackage(path);
    QVERIFY2(!package.isEmpty(), qPrintable(path + QStringLiteral(" belongs to no Debian package")));
    QVERIFY2(m_installed.contains(package),
             qPrintable(QStringLiteral(
                            "%1 comes from %2, which setup.sh does not install (add it to its packages list)")
                            .arg(path, package)));
}

QTEST_GUILESS_MAIN(SetupPackages)
#include "tst_setup_packages.moc"
