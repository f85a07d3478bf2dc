#include "results/score_table_model.h"

#include "art.h"
#include "i18n/arg_text.h"
#include "rule_link.h"
#include "rules/rule_ids.h"
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

void ScoreTableModel::setScore(const SheetScore &score, bool provisional)
{
    m_provisional = provisional;
    const bool sameRows = score.entities.size() == m_score.entities.size();
    if (!sameRows)
        beginResetModel();
    m_score = score;
    if (!sameRows)
        endResetModel();
    else if (!m_score.entities.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void ScoreTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_score.entities.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int ScoreTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_score.entities.size());
}

int ScoreTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ScoreTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const EntityScore &e = m_score.entities[index.row()];
    const int column = index.column();
    const bool winner = e.rank == 1;
    switch (role) {
    case Qt::DisplayRole:
        if (column == Name)
            return entityLabel(e);
        if (column == Rank) // not ranked while nothing of it is entered (SHEET-COMPLETE)
            return e.rank > 0 ? QVariant(e.rank) : QVariant(QStringLiteral("–"));
        return categoryPoints(e, *categoryAt(column));
    case Qt::ToolTipRole:
        if (const auto category = categoryAt(column))
            return categoryName(*category) + QStringLiteral(": ") + explainCategory(e, *category);
        if (column == Rank && e.rank == 0)
            return tr("Not ranked: nothing is entered for %1 yet (%2)")
                .arg(entityLabel(e), QLatin1String(rule::SheetComplete));
        if (column == Rank) {
            const auto ranked = std::count_if(m_score.entities.begin(), m_score.entities.end(),
                                              [](const EntityScore &other) { return other.rank > 0; });
            QStringList lines{tr("Rank %1 of %2").arg(argText(e.rank), argText(ranked))};
            lines << tieBreakLines(m_score);
            return lines.join(QLatin1Char('\n'));
        }
        return tr("Troll level sum for the tie-break: %1 (%2)")
            .arg(argText(e.trollLevelSum), QLatin1String(rule::ScoreTie));
    case RuleLinks::RuleIdsRole: // the rules this number applies (its tooltip names those of the details)
        if (const auto category = categoryAt(column))
            return QStringList{QLatin1String(categoryRuleId(*category))};
        if (column == Name && e.team != 0)
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
        // No trophy before the end, nor beside impossible input.
        if (column == Rank && winner && m_score.standing == Standing::Final && !m_provisional)
            return Art::instance().icon(m_score.winners.size() > 1 ? QStringLiteral("tie")
                                                                   : QStringLiteral("trophy"));
        return {};
    case Qt::AccessibleDescriptionRole: // the explanation, for a screen reader as for the mouse
        return data(index, Qt::ToolTipRole);
    case Qt::AccessibleTextRole:
        if (column == Name)
            return entityLabel(e);
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
    const bool teams = !m_score.entities.empty() && m_score.entities.front().team != 0;
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
