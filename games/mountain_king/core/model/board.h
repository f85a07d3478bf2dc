#pragma once

// A mountain board as printed (BRD- rules): the grid of layers around the Mountain Heart and the printed
// features. Boards are data (data that is not published): read from *.hkboard files.

#include "model/geometry.h"
#include "model/resources.h"
#include "model/translated_names.h"

#include <QString>

#include <map>
#include <vector>

namespace hk {

// What a square of the grid is (BRD-LAYER). Layers run from 1 (outer, dark grey) to 5 (inner, yellow).
enum class Terrain : quint8 { Off = 0, Layer1, Layer2, Layer3, Layer4, Layer5, Heart };

// BRD-SIDE: the winter side for 4-5 players, the autumn side for 3, either for 2.
enum class BoardSide { Winter, Autumn };
QString boardSideId(BoardSide side); // "winter", "autumn"
QString boardSideName(BoardSide side);
bool sideAllowsPlayers(BoardSide side, int players);

struct GateStart {
    Square square;
    int players = 0; // the player count printed on it (SET-GATES)
    bool operator==(const GateStart &) const = default;
};

struct BuriedResources {
    Square square;
    ResourceCounts resources{};
    bool operator==(const BuriedResources &) const = default;
};

class Board {
public:
    QString name;
    TranslatedNames names; // name and description in other languages (the shipped boards)
    QString description;
    TranslatedNames descriptions;
    QString displayName() const { return inLanguage(name, names); }
    QString displayDescription() const { return inLanguage(description, descriptions); }
    // The name with its side, "Mountain (winter side)", unless the name says it already.
    QString titleWithSide() const;
    BoardSide side = BoardSide::Winter;
    int rows = 0;
    int columns = 0;
    std::vector<Terrain> grid; // row by row

    std::vector<Square> rubble;
    std::vector<BuriedResources> buried;
    std::vector<Square> statueSpots;
    std::vector<Square> workshopSites;
    std::vector<GateStart> gateStarts;

    bool inGrid(const Square &s) const
    {
        return s.row >= 0 && s.column >= 0 && s.row < rows && s.column < columns;
    }
    int index(const Square &s) const { return s.row * columns + s.column; }
    Square squareAt(int index) const { return {index / columns, index % columns}; }
    Terrain terrain(const Square &s) const { return inGrid(s) ? grid[index(s)] : Terrain::Off; }
    // A square of the mountain, Heart included (DIG-BOUNDS: everything else is off the board).
    bool onBoard(const Square &s) const { return terrain(s) != Terrain::Off; }
    bool isHeart(const Square &s) const { return terrain(s) == Terrain::Heart; }
    // 1-5 for a layer square, 0 for the Heart or off the board.
    int layer(const Square &s) const;

    bool operator==(const Board &) const = default;
};

char terrainChar(Terrain t); // '.', '1'…'5', 'H'
std::optional<Terrain> terrainFromChar(QChar c);

} // namespace hk
