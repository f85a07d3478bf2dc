// The README's commands, as a user types them: every command line of its shell blocks that names a built
// program or a script of the repository names one that exists after a build, every repository file it passes
// exists, and the cheap ones (--help, the read-only hallkeeper-cli commands on shipped files) run and
// succeed. The scripts that name built programs (setup.sh, scripts/, tests/bench/) are held to the same
// paths. A folder renamed, a program moved: this test fails, not a user.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

namespace {

const QString kSourceDir = QStringLiteral(HK_SOURCE_DIR);
const QString kBinaryDir = QStringLiteral(HK_BINARY_DIR);
// The benchmarks are built only by the `benchmarks` target (tests/bench/CMakeLists.txt), not by a plain
// build.
const QStringList kBenchmarks = QStringLiteral(HK_BENCHMARKS).split(u',');

QString readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// Splits a shell line into words: quotes kept together, a comment (an unquoted # after a space) dropped.
QStringList shellWords(const QString &line)
{
    QStringList words;
    QString word;
    bool inWord = false;
    QChar quote;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else
                word += c;
            continue;
        }
        if (c == u'\'' || c == u'"') {
            quote = c;
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
        } else if (c == u'#' && !inWord) {
            break;
        } else if ((c == u'&' || c == u'|' || c == u';') && !inWord) {
            // Operators between commands are words of their own.
            QString op(c);
            if (i + 1 < line.size() && line[i + 1] == c)
                op += line[++i];
            words << op;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord)
        words << word;
    return words;
}

// The README's shell blocks, a logical line each: a backslash at the end, or a quote still open, continues
// it.
QStringList readmeCommandLines()
{
    QStringList lines;
    bool inShellBlock = false;
    QString pending;
    const QStringList readme = readText(kSourceDir + QStringLiteral("/README.md")).split(u'\n');
    for (const QString &raw : readme) {
        if (raw.startsWith(QStringLiteral("```"))) {
            const QString language = raw.mid(3).trimmed();
            inShellBlock =
                !inShellBlock && (language == u"sh" || language == u"bash" || language == u"shell");
            pending.clear();
            continue;
        }
        if (!inShellBlock)
            continue;
        QString line = pending.isEmpty() ? raw : pending + u' ' + raw.trimmed();
        if (line.endsWith(u'\\')) {
            pending = line.chopped(1);
            continue;
        }
        if (line.count(u'\'') % 2 == 1) {
            pending = line;
            continue;
        }
        pending.clear();
        if (!line.trimmed().isEmpty())
            lines << line.trimmed();
    }
    return lines;
}

struct Command {
    QString line;    // as the README writes it
    QString program; // as written
    QString path;    // where it must be
    QStringList arguments;
};

bool isRepositoryPath(const QString &word)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(docs|tests|resources|packaging|scripts|translations)/"));
    return pattern.match(word).hasMatch();
}

// The commands of the README that run a program of ours: a built one (build/...) or a script of the
// repository.
QList<Command> readmeCommands()
{
    QList<Command> commands;
    for (const QString &line : readmeCommandLines()) {
        QString directory; // "" is the repository; "build" the build folder; anything else: another build,
                           // not checked
        QStringList current;
        const QStringList words = shellWords(line) << QStringLiteral("&&");
        for (const QString &word : words) {
            if (word != u"&&" && word != u"||" && word != u";" && word != u"|") {
                current << word;
                continue;
            }
            // One command: drop VAR=value and sudo in front.
            while (!current.isEmpty() && (current.first().contains(u'=') || current.first() == u"sudo" ||
                                          current.first() == u"env"))
                current.removeFirst();
            if (current.size() >= 2 && current.first() == u"cd") {
                directory = current[1];
            } else if (!current.isEmpty() && directory.isEmpty()) {
                const QString program = current.first();
                QString path;
                if (program.startsWith(QStringLiteral("build/")))
                    path = kBinaryDir + program.mid(int(qstrlen("build")));
                else if (program.startsWith(QStringLiteral("./")) || isRepositoryPath(program))
                    path = kSourceDir + u'/' + QDir::cleanPath(program);
                if (!path.isEmpty())
                    commands.append({line, program, path, current.mid(1)});
            }
            current.clear();
        }
    }
    return commands;
}

// Read-only hallkeeper-cli commands and --help are cheap: run them when every file they name is shipped.
bool isCheap(const Command &command)
{
    if (command.arguments == QStringList{QStringLiteral("--help")})
        return true;
    if (!command.program.endsWith(QStringLiteral("/hallkeeper-cli")) || command.arguments.isEmpty())
        return false;
    static const QStringList readOnly{QStringLiteral("score"), QStringLiteral("rules"),
                                      QStringLiteral("board"), QStringLiteral("validate"),
                                      QStringLiteral("replay")};
    if (!readOnly.contains(command.arguments.first()))
        return false;
    for (const QString &argument : command.arguments.mid(1)) {
        if (argument.startsWith(QStringLiteral("--write")) || argument == u"--force")
            return false;
        if (argument.contains(u'.') && !argument.startsWith(u'-') && !isRepositoryPath(argument))
            return false; // a user's file, as game.hkscore
    }
    return true;
}

} // namespace

class ReadmeCommands : public QObject {
    Q_OBJECT

private slots:
    void programsNamedByTheReadmeExist_data();
    void programsNamedByTheReadmeExist();
    void cheapCommandsRun_data();
    void cheapCommandsRun();
    void scriptsNameBuiltProgramsThatExist_data();
    void scriptsNameBuiltProgramsThatExist();
};

void ReadmeCommands::programsNamedByTheReadmeExist_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QStringList>("repositoryFiles");
    const QList<Command> commands = readmeCommands();
    // The README documents at least the two set-up commands, both programs and the benchmarks: a parser that
    // finds fewer has stopped reading it, and would pass anything.
    QVERIFY2(commands.size() >= 30,
             qPrintable(QStringLiteral("only %1 commands found").arg(commands.size())));
    int builtPrograms = 0;
    for (const Command &command : commands) {
        QStringList files;
        for (const QString &argument : command.arguments)
            if (isRepositoryPath(argument))
                files << argument;
        if (command.program.startsWith(QStringLiteral("build/")))
            ++builtPrograms;
        QTest::newRow(qPrintable(command.line.left(120))) << command.path << files;
    }
    QVERIFY(builtPrograms >= 20);
}

void ReadmeCommands::programsNamedByTheReadmeExist()
{
    QFETCH(QString, path);
    QFETCH(QStringList, repositoryFiles);
    const QFileInfo program(path);
    if (program.absolutePath() == kBinaryDir + QStringLiteral("/tests/bench") && !program.exists()) {
        QVERIFY2(kBenchmarks.contains(program.fileName()),
                 qPrintable(path + QStringLiteral(" is not built by the benchmarks target")));
        return;
    }
    QVERIFY2(program.exists(), qPrintable(path + QStringLiteral(" does not exist after a build")));
    QVERIFY2(program.isExecutable(), qPrintable(path + QStringLiteral(" is not executable")));
    for (const QString &file : repositoryFiles)
        QVERIFY2(QFileInfo::exists(kSourceDir + u'/' + file),
                 qPrintable(file + QStringLiteral(" is not in the repository")));
}

void ReadmeCommands::cheapCommandsRun_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QStringList>("arguments");
    int count = 0;
    bool helpOfEach[2] = {false, false};
    for (const Command &command : readmeCommands()) {
        if (!isCheap(command))
            continue;
        QTest::newRow(qPrintable(command.line.left(120))) << command.path << command.arguments;
        ++count;
        if (command.arguments == QStringList{QStringLiteral("--help")})
            helpOfEach[command.program.endsWith(QStringLiteral("-cli"))] = true;
    }
    // The three the README must keep runnable: help, score of the shipped example, a rule looked up.
    QTest::newRow("hallkeeper-cli score of the shipped example")
        << kBinaryDir + QStringLiteral("/app/hallkeeper-cli")
        << QStringList{QStringLiteral("score"), QStringLiteral("docs/examples/four-players.hkscore")};
    QTest::newRow("hallkeeper-cli rules SCORE-TIE")
        << kBinaryDir + QStringLiteral("/app/hallkeeper-cli")
        << QStringList{QStringLiteral("rules"), QStringLiteral("SCORE-TIE")};
    QTest::newRow("hallkeeper --help")
        << kBinaryDir + QStringLiteral("/app/hallkeeper") << QStringList{QStringLiteral("--help")};
    QVERIFY2(count >= 5, qPrintable(QStringLiteral("only %1 cheap commands found in the README").arg(count)));
    QVERIFY2(helpOfEach[1], "the README no longer shows hallkeeper-cli --help");
}

void ReadmeCommands::cheapCommandsRun()
{
    QFETCH(QString, path);
    QFETCH(QStringList, arguments);
    QProcess process;
    process.setWorkingDirectory(kSourceDir);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(environment);
    process.start(path, arguments);
    QVERIFY2(process.waitForFinished(60000), qPrintable(path + QStringLiteral(" did not finish")));
    const QByteArray output = process.readAllStandardOutput();
    QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
             qPrintable(QStringLiteral("exit %1: %2")
                            .arg(process.exitCode())
                            .arg(QString::fromUtf8(process.readAllStandardError()))));
    QVERIFY2(!output.trimmed().isEmpty(), "printed nothing");
}

void ReadmeCommands::scriptsNameBuiltProgramsThatExist_data()
{
    QTest::addColumn<QString>("path");
    // $build/... or build/... in the scripts that run built programs.
    static const QRegularExpression builtPath(
        QStringLiteral(R"((?:\$build|\$\{build\}|\bbuild)(/(?:app|tests)/[A-Za-z0-9_/.-]+))"));
    QStringList scripts{QStringLiteral("setup.sh"), QStringLiteral(".ci/run")};
    for (const QString &folder : {QStringLiteral("scripts"), QStringLiteral("tests/bench")})
        for (const QString &name :
             QDir(kSourceDir + u'/' + folder).entryList({QStringLiteral("*.sh")}, QDir::Files))
            scripts << folder + u'/' + name;
    int count = 0;
    for (const QString &script : std::as_const(scripts)) {
        const QString text = readText(kSourceDir + u'/' + script);
        QVERIFY2(!text.isEmpty(), qPrintable(script + QStringLiteral(" cannot be read")));
        auto matches = builtPath.globalMatch(text);
        while (matches.hasNext()) {
            const QString relative = matches.next().captured(1);
            QTest::newRow(qPrintable(script + QStringLiteral(": build") + relative)) << kBinaryDir + relative;
            ++count;
        }
    }
    QVERIFY(count >= 3); // setup.sh, .ci/run and measure_startup.sh name the app at least
}

void ReadmeCommands::scriptsNameBuiltProgramsThatExist()
{
    QFETCH(QString, path);
    QVERIFY2(QFileInfo(path).isExecutable(),
             qPrintable(path + QStringLiteral(" does not exist after a build")));
}

QTEST_GUILESS_MAIN(ReadmeCommands)
#include "tst_readme_commands.moc"
