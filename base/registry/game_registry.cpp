#include "registry/game_registry.h"

#include "score/score_table_io.h"
#include "score/score_table_text.h"
#include "sheet/sheet_io.h"
#include "sheet/sheet_validation.h"
#include "json/json_document.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QRegularExpression>

namespace hk::base {

namespace {

// Translation context "GameRegistry".
class RegistryText {
    Q_DECLARE_TR_FUNCTIONS(GameRegistry)
};

} // namespace

const LocationLabeller &GameModule::locationLabeller() const
{
    // A module without a labeller or a schema: its problems keep their JSON paths.
    struct PathsOnly : LocationLabeller {
        QString label(const Location &, const QStringList &) const override { return {}; }
    };
    static const PathsOnly pathsOnly;
    return labeller ? *labeller : pathsOnly;
}

SheetScoreResult scoreSheet(const GameModule &module, const QByteArray &bytes)
{
    if (module.readAndScore)
        return module.readAndScore(bytes);
    SheetScoreResult result;
    if (!module.schema || !module.score) {
        result.problems.push_back({{}, RegistryText::tr("%1 has no score sheet").arg(module.displayName())});
        return result;
    }
    SheetReadResult read = readSheet(bytes, *module.schema, ReadMode::Complete);
    result.problems = std::move(read.problems);
    if (read.sheet)
        result.table = module.score(*read.sheet);
    return result;
}

namespace {

// The generic score sheet of `module`'s game read as a play.
RecordedPlay recordedSheetPlay(const GameModule &module, const QByteArray &bytes)
{
    RecordedPlay play;
    SheetScoreResult scored = scoreSheet(module, bytes);
    play.table = std::move(scored.table);
    play.problems = std::move(scored.problems);
    play.takesUuid = true;
    if (play.table) {
        Problems ignored;
        if (const auto root = parseJsonDocument(bytes, QLatin1String(kSheetFormat), kSheetVersion, ignored))
            play.uuid = root->value(QLatin1String("uuid")).toString();
    }
    return play;
}

} // namespace

RecordedPlay recordedPlay(const GameModule &module, const QByteArray &bytes, const QString &suffix)
{
    if (module.readPlay)
        return module.readPlay(bytes, suffix);
    if (suffix.compare(QLatin1String(kSheetSuffix), Qt::CaseInsensitive) != 0) {
        RecordedPlay play;
        play.problems.push_back(
            {{}, RegistryText::tr("a .%1 file of %2 records no play").arg(suffix, module.displayName())});
        return play;
    }
    return recordedSheetPlay(module, bytes);
}

SheetReport sheetReport(const GameModule &module, const QByteArray &bytes, bool json, bool explain)
{
    if (module.report)
        return module.report(bytes, json, explain);
    SheetScoreResult scored = scoreSheet(module, bytes);
    SheetReport report{std::nullopt, std::move(scored.problems)};
    if (scored.table)
        report.output = json ? scoreTableToBytes(*scored.table) // JSON escapes a line break itself
                             : scoreTableText(withNamesOnOneLine(*scored.table), explain).toUtf8();
    return report;
}

GameRegistry &GameRegistry::instance()
{
    static GameRegistry registry;
    return registry;
}

bool GameRegistry::add(GameModule module)
{
    static const QRegularExpression idPattern(QStringLiteral("^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$"));
    if (find(module.id) || !idPattern.match(module.id).hasMatch())
        return false;
    if (!module.labeller && module.schema) // the schema outlives it: the module holds both
        module.labeller = std::make_shared<SheetLabeller>(*module.schema);
    m_games.push_back(std::move(module));
    return true;
}

const GameModule *GameRegistry::find(const QString &id) const
{
    for (const GameModule &game : m_games)
        if (game.id == id)
            return &game;
    return nullptr;
}

QStringList GameRegistry::ids() const
{
    QStringList ids;
    for (const GameModule &game : m_games)
        ids << game.id;
    return ids;
}

const Rule *GameRegistry::findRule(const QString &id) const
{
    for (const GameModule &game : m_games)
        if (game.rules)
            if (const Rule *rule = game.rules->find(id))
                return rule;
    return nullptr;
}

QStringList GameRegistry::ruleIdsIn(const QString &text) const
{
    return base::ruleIdsIn(text, [this](const QString &id) { return findRule(id) != nullptr; });
}

std::vector<const GameModule *> GameRegistry::gamesWithSheets() const
{
    std::vector<const GameModule *> games;
    for (const GameModule &game : m_games)
        if (game.schema)
            games.push_back(&game);
    return games;
}

const GameModule *GameRegistry::moduleOfSheet(const QByteArray &bytes, Problems &problems) const
{
    const std::optional<QString> game = sheetGame(bytes, problems);
    if (!game)
        return nullptr;
    if (const GameModule *module = find(*game))
        return module;
    ProblemReporter(problems).error(QStringLiteral("game"),
                                    RegistryText::tr("unknown game \"%1\"; expected one of: %2")
                                        .arg(*game, ids().join(QStringLiteral(", "))),
                                    {}, {-1, QStringLiteral("game")});
    return nullptr;
}

std::pair<const GameModule *, const GameFileKind *> GameRegistry::fileKindOf(const QByteArray &bytes) const
{
    Problems ignored; // the kind's own reader says what is wrong with the file
    const std::optional<QJsonValue> value = parseJson(bytes, ignored);
    if (!value || !value->isObject())
        return {nullptr, nullptr};
    const QJsonValue format = value->toObject().value(QLatin1String("format"));
    if (!format.isString())
        return {nullptr, nullptr};
    for (const GameModule &game : m_games)
        for (const GameFileKind &kind : game.fileKinds)
            if (!kind.format.isEmpty() && kind.format == format.toString())
                return {&game, &kind};
    return {nullptr, nullptr};
}

} // namespace hk::base
