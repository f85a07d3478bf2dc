#include "score/score_table_text.h"

#include "i18n/arg_text.h"
#include "i18n/list_text.h"
#include "i18n/one_line.h"

#include <QCoreApplication>

#include <algorithm>

namespace hk::base {

namespace {

// Translation contexts: "ScoreReport" for the words Mountain King's report says too, "ScoreTable" for the
// rest.
class ReportWords {
    Q_DECLARE_TR_FUNCTIONS(ScoreReport)
};
class TableWords {
    Q_DECLARE_TR_FUNCTIONS(ScoreTable)
};

QString pad(const QString &text, int width, bool right)
{
    const QString fill(std::max(0, width - displayWidth(text)), QLatin1Char(' '));
    return right ? fill + text : text + fill;
}

QString rulesSuffix(const QStringList &ids)
{
    return ids.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(ids.join(QStringLiteral(", ")));
}

QStringList namesOf(const ScoreTable &table, const std::vector<int> &entities)
{
    QStringList names;
    for (int e : entities)
        names << entityLabel(table.entities[size_t(e)]);
    return names;
}

} // namespace

QString pointsText(const std::optional<int> &points)
{
    return points ? QString::number(*points) : QStringLiteral("—");
}

QStringList rankingLines(const ScoreTable &table)
{
    int nameWidth = 0;
    for (int e : table.ranking)
        nameWidth = std::max(nameWidth, displayWidth(table.entities[size_t(e)].name));
    QStringList lines;
    for (int e : table.ranking) {
        const ScoreEntity &entity = table.entities[size_t(e)];
        lines << pad(QString::number(entity.rank) + QLatin1Char('.'), 3, true) + QLatin1Char(' ') +
                     pad(entity.name, nameWidth, false) + QLatin1String("  ") +
                     pad(pointsText(entity.total), 4, true);
    }
    return lines;
}

QStringList tieLines(const ScoreTable &table)
{
    QStringList lines;
    for (const ScoreTie &tie : table.ties)
        if (!tie.lines.isEmpty())
            lines << tie.lines.join(QLatin1Char(' '));
    return lines;
}

QStringList tieSentences(const ScoreTable &table)
{
    QStringList sentences;
    for (const ScoreTie &tie : table.ties)
        sentences << tie.lines;
    return sentences;
}

QString winnerLine(const ScoreTable &table)
{
    if (table.verdict)
        return *table.verdict;
    if (table.standing == Standing::Empty || table.ranking.empty())
        return {};
    const ScoreEntity &best = table.entities[size_t(table.ranking.front())];
    std::vector<int> first;
    for (int e : table.ranking)
        if (table.entities[size_t(e)].rank == 1)
            first.push_back(e);
    const QString names = namesText(namesOf(table, first));
    const QString total = QStringLiteral("%1 (%2)").arg(pointsText(best.total), table.totalName);
    if (table.standing == Standing::Incomplete) // a lead of nothing says nothing while the sheet is filled
        return best.total > 0 ? TableWords::tr("Leading so far (incomplete): %1 with %2.").arg(names, total)
                              : QString();
    for (const ScoreTie &tie : table.ties)
        if (tie.undecided &&
            std::find(tie.entities.begin(), tie.entities.end(), first.front()) != tie.entities.end())
            return TableWords::tr("No winner yet: %1 are level on %2 and the tie-break is not entered.")
                .arg(names, total);
    if (first.size() == 1)
        return TableWords::tr("Winner: %1 with %2.").arg(names, total);
    return TableWords::tr("Shared victory: %1, with %2 each.").arg(names, total);
}

QString scoreTableText(const ScoreTable &table, bool explain)
{
    QList<QStringList> rows;
    QStringList header{ReportWords::tr("Player")};
    for (const ScoreColumn &c : table.columns)
        header << c.name;
    header << table.totalName;
    rows << header;
    for (const ScoreEntity &e : table.entities) {
        QStringList row{e.name};
        for (const ScoreCell &cell : e.cells)
            row << pointsText(cell.points);
        row << pointsText(e.total);
        rows << row;
    }
    QList<int> widths(header.size(), 0);
    for (const QStringList &row : rows)
        for (int c = 0; c < row.size() && c < widths.size(); ++c)
            widths[c] = std::max(widths[c], displayWidth(row[c]));
    QStringList out;
    for (int r = 0; r < rows.size(); ++r) {
        QStringList cells;
        for (int c = 0; c < rows[r].size() && c < widths.size(); ++c)
            cells << pad(rows[r][c], widths[c], c > 0);
        out << cells.join(QLatin1String("  "));
        if (r == 0) {
            int width = 0;
            for (int w : widths)
                width += w;
            out << QString(width + 2 * (widths.size() - 1), QChar(0x2500));
        }
    }
    if (!table.decisions.isEmpty())
        out << QString() << TableWords::tr("How it was decided") << table.decisions;
    if (const QStringList ranking = rankingLines(table); !ranking.isEmpty()) // no heading over nothing
        out << QString() << ReportWords::tr("Ranking") + rulesSuffix(table.totalRuleIds) << ranking;
    if (const QStringList ties = tieLines(table); !ties.isEmpty())
        out << QString() << ties;
    if (const QString winner = winnerLine(table); !winner.isEmpty())
        out << QString() << winner;
    if (!table.standingNote.isEmpty())
        out << QString() << table.standingNote;
    if (!table.rulings.empty()) {
        out << QString() << ReportWords::tr("Table rulings");
        for (const ScoreRuling &r : table.rulings)
            out << QStringLiteral("  ") + r.text;
    }
    if (explain)
        for (const ScoreEntity &e : table.entities) {
            out << QString() << e.name;
            for (size_t c = 0; c < table.columns.size() && c < e.cells.size(); ++c)
                if (!e.cells[c].explanation.isEmpty())
                    out << QLatin1String("  ") + table.columns[c].name + ReportWords::tr(": ") +
                               e.cells[c].explanation;
            if (!e.totalExplanation.isEmpty())
                out << QLatin1String("  ") + table.totalName + ReportWords::tr(": ") + e.totalExplanation;
        }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

ScoreTable withNamesOnOneLine(ScoreTable table)
{
    const auto eachOnOneLine = [](QStringList &lines) {
        for (QString &line : lines)
            line = oneLine(line);
    };
    for (ScoreEntity &e : table.entities) {
        e.name = oneLine(e.name);
        e.label = oneLine(e.label);
        eachOnOneLine(e.members);
    }
    // The sentences were made of one line each around the names: the same as saying them again with the
    // names on one line, and a game's own words are kept.
    for (ScoreTie &tie : table.ties) {
        eachOnOneLine(tie.lines);
        eachOnOneLine(tie.missing);
    }
    for (ScoreNote &note : table.notes)
        eachOnOneLine(note.lines);
    eachOnOneLine(table.decisions);
    table.standingNote = oneLine(table.standingNote);
    if (table.verdict)
        table.verdict = oneLine(*table.verdict);
    return table;
}

QString entityLabel(const ScoreEntity &entity)
{
    return entity.label.isEmpty() ? entity.name : entity.label;
}

int displayWidth(const QString &text)
{
    int width = 0;
    for (char32_t c : text.toUcs4()) {
        const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF && c != 0x303F) ||
                          (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
                          (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
                          (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
        const bool combining = (c >= 0x0300 && c <= 0x036F) || c == 0x200B;
        width += combining ? 0 : (wide ? 2 : 1);
    }
    return width;
}

} // namespace hk::base
