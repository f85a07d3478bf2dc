#pragma once

// The pieces a player may place on the board, as the box's supply stands: every tunnel shape of the catalog
// drawn as a small polyomino (its anchor as a hole) with how many tiles are left (the catalog count minus
// the tiles on the board, DIG-SUPPLY), and the great halls not yet dedicated (their altar marked). Clicking
// a piece, or Space on it, emits shapeChosen() or hallChosen(); the table window then starts the placement
// on the board view. Every piece is a focusable button with an accessible name ("T4 tunnel tile, 3 left").

#include "game/game_state.h"

#include <QWidget>

class QAbstractButton;
class QGridLayout;
class QLabel;
class QToolButton;

namespace hk::gui {

class PiecePalette : public QWidget {
    Q_OBJECT
public:
    explicit PiecePalette(QWidget *parent = nullptr);
    ~PiecePalette() override;

    // The pieces left, drawn in the acting player's colour.
    void setState(const GameState &state, int actingPlayer);
    // Marks the piece being placed (its button stays pressed); an empty id clears the mark.
    void setCurrent(const QString &id);
    void setColumns(int columns);

    int tilesLeft(const QString &shapeId) const; // -1 for an unknown shape
    bool hallAvailable(const QString &hallId) const;
    QAbstractButton *buttonFor(const QString &id) const; // tunnel or hall id; for tests and focus

signals:
    void shapeChosen(const QString &shapeId);
    void hallChosen(const QString &hallId);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Entry {
        QString id;
        bool hall = false;
        QToolButton *button = nullptr;
        int left = 0;
    };
    void rebuild(const Catalog &catalog);
    void relayout();
    void updateTexts();

    std::shared_ptr<const Catalog> m_catalog;
    QColor m_colour;
    std::vector<Entry> m_entries;
    QGridLayout *m_grid = nullptr;
    QLabel *m_tunnelsTitle = nullptr;
    QLabel *m_hallsTitle = nullptr;
    int m_columns = 5;
    QString m_current;
};

} // namespace hk::gui
