#include "results/score_table_model.h"

#include "art.h"
#include "i18n/arg_text.h"
#include "rule_link.h"
#include "rules/rule_ids.h"
#include "score/score_table_text.h"
#include "scoring/score_report.h"

#include <algorithm>

#include <QFont>
#include <QIcon>

namespace hk::gui {

ScoreTableModel::ScoreTableModel(QObject *parent) : QAbstractTableModel(parent) {}

std::optional<ScoreCategory> ScoreTableModel::categoryAt(int column)
{
    if (column < Tunnels || column > Total)
        return std::nullopt;
    return kAllScoreCategories[column - Tunnels];
}

void ScoreTableModel::setTable(const base::ScoreTable &table, bool provisional)
{
    m_provisional = provisional;
    const bool sameRows = table.entities.size() == m_table.entities.size();
    if (!sameRows)
        beginResetModel();
    m_table = table;
    if (!sameRows)
        endResetModel();
    else if (!m_table.entities.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void ScoreTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_table.entities.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int ScoreTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.entities.size());
}

int ScoreTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ScoreTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const base::ScoreEntity &e = m_table.entities[size_t(index.row())];
    const int column = index.column();
    const bool winner = e.rank == 1;
    // The category columns are the table's, in order; the total is theirs summed until it is ranked.
    const auto cell = [&](int c) -> const base::ScoreCell * {
        return c >= Tunnels && c < Total && size_t(c - Tunnels) < e.cells.size()
                   ? &e.cells[size_t(c - Tunnels)]
                   : nullptr;
    };
    const auto number = [](const std::optional<int> &points) {
        return points ? QVariant(*points) : QVariant(base::pointsText(points));
    };
    switch (role) {
    case Qt::DisplayRole:
        if (column == Name)
            return base::entityLabel(e);
        if (column == Rank) // not ranked while nothing of it is entered (SHEET-COMPLETE)
            return e.rank > 0 ? QVariant(e.rank) : QVariant(QStringLiteral("–"));
        if (column == Total)
            return number(e.total ? e.total : base::sumOfColumns(m_table, e));
        return cell(column) ? number(cell(column)->points) : QVariant(base::pointsText(std::nullopt));
    case Qt::ToolTipRole:
        if (column == Total)
            return m_table.totalName + QStringLiteral(": ") + e.totalExplanation;
        if (const base::ScoreCell *c = cell(column))
            return m_table.columns[size_t(column - Tunnels)].name + QStringLiteral(": ") + c->explanation;
        if (column == Rank && e.rank == 0)
            return tr("Not ranked: nothing is entered for %1 yet (%2)")
                .arg(base::entityLabel(e), QLatin1String(rule::SheetComplete));
        if (column == Rank) {
            const auto ranked = std::count_if(m_table.entities.begin(), m_table.entities.end(),
                                              [](const base::ScoreEntity &other) { return other.rank > 0; });
            QStringList lines{tr("Rank %1 of %2").arg(argText(e.rank), argText(ranked))};
            lines << base::tieSentences(m_table);
            return lines.join(QLatin1Char('\n'));
        }
        return tr("Troll level sum for the tie-break: %1 (%2)")
            .arg(base::pointsText(e.tieBreakValues.empty() ? std::nullopt : e.tieBreakValues.front()),
                 QLatin1String(rule::ScoreTie));
    case RuleLinks::RuleIdsRole: // the rules this number applies (its tooltip names those of the details)
        if (const auto category = categoryAt(column))
            return QStringList{QLatin1String(categoryRuleId(*category))};
        if (column == Name && !e.members.isEmpty())
            return QStringList{QLatin1String(rule::TeamScore)};
        return QStringList{QLatin1String(rule::ScoreTie)};
    case Qt::TextAlignmentRole:
        return column == Name ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                              : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (column == Total || (column == Name && winner)) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::DecorationRole:
        // No trophy before the end, nor while a tie for first waits for its troll levels, nor beside
        // impossible input.
        if (column == Rank && m_table.standing == base::Standing::Complete && !m_provisional &&
            std::find(m_table.winners.begin(), m_table.winners.end(), index.row()) != m_table.winners.end())
            return Art::instance().icon(m_table.winners.size() > 1 ? QStringLiteral("tie")
                                                                   : QStringLiteral("trophy"));
        return {};
    case Qt::AccessibleDescriptionRole: // the explanation, for a screen reader as for the mouse
        return data(index, Qt::ToolTipRole);
    case Qt::AccessibleTextRole:
        if (column == Name)
            return base::entityLabel(e);
        return QStringLiteral("%1: %2").arg(headerData(column, Qt::Horizontal).toString(),
                                            data(index, Qt::DisplayRole).toString());
    default:
        return {};
    }
}

QVariant ScoreTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool teams = !m_table.entities.empty() && !m_table.entities.front().members.isEmpty();
    if (role == Qt::DisplayRole) {
        if (section == Name)
            return teams ? tr("Team") : tr("Player");
        if (section == Rank)
            return tr("Rank");
        return categoryName(*categoryAt(section));
    }
    if (const auto category = categoryAt(section); role == Qt::ToolTipRole && category)
        return QLatin1String(categoryRuleId(*category));
    return {};
}

} // namespace hk::gui
