#pragma once

// The results table: one row per player (or team), one column per scoring category, the total and the rank.
// Every cell's tooltip explains its computation with the rule IDs.

#include "scoring/final_score.h"
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
    void setScore(const SheetScore &score, bool provisional = false);
    const SheetScore &score() const { return m_score; }
    void retranslate(); // headers and tooltips in the new language

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    SheetScore m_score;
    bool m_provisional = false;
};

} // namespace hk::gui
