#pragma once

// The results table of a Mountain King score: its ScoreTable
// (games/mountain_king/core/mountain_king_module.h) as one row per player (or team), one column per scoring
// category, the total and the rank. Every cell's tooltip explains its computation with the rule IDs.

#include "score/score_table.h"
#include "scoring/score_report.h"

#include <QAbstractTableModel>

#include <optional>

namespace hk::gui {

class ScoreTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Name,
        Tunnels,
        Coronation,
        PedestalTokens,
        Leftovers,
        Halls,
        Statues,
        Total,
        Rank,
        ColumnCount
    };

    explicit ScoreTableModel(QObject *parent = nullptr);

    // The scoring category a column shows (Tunnels … Total); nullopt for the name and rank columns.
    static std::optional<ScoreCategory> categoryAt(int column);

    // `provisional`: the score rests on input the rules call impossible, and crowns no one.
    void setTable(const base::ScoreTable &table, bool provisional = false);
    const base::ScoreTable &table() const { return m_table; }
    void retranslate(); // headers in the new language (the table's words come with the next table)

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    base::ScoreTable m_table;
    bool m_provisional = false;
};

} // namespace hk::gui
