#include "dl_sheet.h"

#include "dl_rules.h"
#include "dl_tracker.h"
#include "dl_tracker_text.h"
#include "i18n/arg_text.h"

namespace hk::dungeonlords {

namespace {

using namespace hk::base;

constexpr Text sheetText(const char *source)
{
    return {kContext, source};
}

const QString kDeadLetters = QStringLiteral("dead-letters");
const QString kOther = QStringLiteral("other");

QString otherText(const std::vector<int> &points, int sum)
{
    QString terms;
    for (size_t i = 0; i < points.size(); ++i)
        terms += i == 0 ? argText(points[i])
                        : (points[i] < 0 ? QStringLiteral(" − ") + argText(-points[i])
                                         : QStringLiteral(" + ") + argText(points[i]));
    return DlText::tr("%1 = %2, as the group typed them; no rule of this reference checks them (DL-018)")
        .arg(terms, argText(sum));
}

} // namespace

std::shared_ptr<const SheetSchema> dungeonLordsSchema()
{
    static const std::shared_ptr<const SheetSchema> schema = [] {
        auto s = std::make_shared<SheetSchema>();
        s->gameId = QString::fromLatin1(kGameId);
        s->minPlayers = kMinPlayers;
        s->maxPlayers = kMaxPlayers;
        s->playerCountRuleId = QString::fromLatin1(rule::kPlayers);
        SheetField dead{
            kDeadLetters, sheetText(QT_TRANSLATE_NOOP("DungeonLords", "Dead letters")),
            sheetText(QT_TRANSLATE_NOOP("DungeonLords",
                                        "Damage tokens in the dead letter office, from unpaid tax: −3 points "
                                        "each. The year tracker carries them in."))};
        dead.max = 99;
        dead.defaultValue = 0;
        dead.ruleId = QString::fromLatin1(rule::kDeadLetterVp);
        dead.group = sheetText(QT_TRANSLATE_NOOP("DungeonLords", "Checked by the rules"));
        SheetField other{
            kOther, sheetText(QT_TRANSLATE_NOOP("DungeonLords", "Other categories (not checked)")),
            sheetText(QT_TRANSLATE_NOOP("DungeonLords",
                                        "The points of each other category of the rulebook's final scoring, "
                                        "as the group counts them (negative for a loss). No rule of this "
                                        "reference checks them.")),
            ValueKind::IntegerList};
        other.min = -999;
        other.max = 999;
        other.maxItems = 20;
        other.required = false;
        other.ruleId = QString::fromLatin1(rule::kOtherScoring);
        other.group =
            sheetText(QT_TRANSLATE_NOOP("DungeonLords", "Typed by the group, not checked by any rule"));
        s->fields = {dead, other};
        return s;
    }();
    return schema;
}

QString dungeonLordsCategoryName(const QString &categoryId)
{
    if (categoryId == kDeadLetters)
        return DlText::tr("Dead letters");
    if (categoryId == kOther)
        return DlText::tr("Other categories (not checked)");
    return {};
}

ScoreTable scoreDungeonLords(const SheetValues &sheet)
{
    ScoreTable table;
    table.gameId = QString::fromLatin1(kGameId);
    table.totalName = DlText::tr("Total");
    table.totalRuleIds = {QString::fromLatin1(rule::kGameEnd)};
    table.columns = {
        {kDeadLetters, DlText::tr("Dead letters"), {QString::fromLatin1(rule::kDeadLetterVp)}},
        {kOther, DlText::tr("Other categories (not checked)"), {QString::fromLatin1(rule::kOtherScoring)}}};
    bool any = false;
    bool complete = !sheet.players.empty();
    for (const SheetPlayer &player : sheet.players) {
        ScoreEntity e;
        e.name = player.name;
        const std::optional<int> dead = valueAs<int>(player.values, kDeadLetters);
        const std::optional<std::vector<int>> other = valueAs<std::vector<int>>(player.values, kOther);
        ScoreCell deadCell{std::nullopt, {}, {QString::fromLatin1(rule::kDeadLetterVp)}};
        if (dead) {
            deadCell.points = *dead * kDeadLetterPoints;
            deadCell.explanation = DlText::tr("%n dead letter(s) × −3 = %1 (DL-007)", nullptr, *dead)
                                       .arg(argText(*deadCell.points));
        }
        ScoreCell otherCell{std::nullopt, {}, {QString::fromLatin1(rule::kOtherScoring)}};
        if (other && !other->empty()) {
            int sum = 0;
            for (int p : *other)
                sum += p;
            otherCell.points = sum;
            otherCell.explanation = otherText(*other, sum);
        }
        e.cells = {deadCell, otherCell};
        any = any || dead || otherCell.points;
        complete = complete && dead.has_value();
        e.total = sumOfColumns(table, e);
        if (e.total)
            e.totalExplanation = DlText::tr("dead letters and the other categories added up");
        table.entities.push_back(std::move(e));
    }
    table.standing = !any ? Standing::Empty : complete ? Standing::Complete : Standing::Incomplete;
    if (table.standing == Standing::Incomplete)
        table.standingNote = DlText::tr("Enter every player's dead letters, 0 if none (DL-007).");
    rankEntities(table);
    return table;
}

} // namespace hk::dungeonlords
