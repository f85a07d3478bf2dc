#pragma once

// What a table works out mid-game, each answer from the rule that says it: the fixed conversions (DWARF-010)
// and the losses to an undefended monster (DWARF-011) as a calculator on a player's holdings, the worker cap
// (DWARF-012), the end of the game (DWARF-005), the start player's marker (DWARF-020) and the solo bots'
// medals (DWARF-013 to DWARF-016, DWARF-021). The tracker (dwarf_tracker.h) records them; the helpers' panel
// previews them with the same functions.

#include "i18n/text.h"
#include "problems/violation.h"

#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace hk::dwarf {

// What a player holds during the game: the five counts of the score sheet.
struct Holdings {
    int steel = 0;
    int gold = 0;
    int artifacts = 0;
    int medals = 0;
    int iron = 0;
    bool operator==(const Holdings &) const = default;
};

enum class Resource { Steel, Gold, Artifacts, Medals, Iron };
inline constexpr std::array<Resource, 5> kResources{Resource::Steel, Resource::Gold, Resource::Artifacts,
                                                    Resource::Medals, Resource::Iron};
int &count(Holdings &holdings, Resource resource);
int count(const Holdings &holdings, Resource resource);
QString resourceKey(Resource resource); // "steel": the sheet's and the file's key
std::optional<Resource> resourceOfKey(const QString &key);
// "3 iron", "1 artifact" (translated, with the plural the count needs).
QString amountText(Resource resource, int amount);
// "iron 5 → 2, steel 0 → 2": what changed between two holdings, in the resources' order; empty if nothing.
QString changeText(const Holdings &before, const Holdings &after);

// ---- DWARF-010: the fixed conversions, and the forge actions of other artifacts (their cost is printed)
enum class Conversion { IronVein, GoldVein, Smelt, Sword, Artifact };
inline constexpr std::array<Conversion, 5> kConversions{
    Conversion::IronVein, Conversion::GoldVein, Conversion::Smelt, Conversion::Sword, Conversion::Artifact};
QString conversionKey(Conversion conversion); // "ironVein", in files
std::optional<Conversion> conversionOfKey(const QString &key);
base::Text conversionName(Conversion conversion); // "Smelt steel" (煉鋼)
// A mining action (the veins: the orc raiders forbid them, DWARF-011) or a forge action (Gimli forges
// twice, DWARF-016; smelting steel is a forge, "生鐵被鍛造成堅硬鋼鐵", line 9).
bool isMining(Conversion conversion);
bool isForge(Conversion conversion);

// The largest cost a card prints and the largest change recorded at once: a sheet's count at most.
inline constexpr int kMaxRecipe = 99;
inline constexpr int kMaxChange = 99;

// What an artifact card other than the sword costs (its card prints it; the rulebook has only the sword's).
struct Recipe {
    int steel = 0;
    int gold = 0;
    int iron = 0;
    bool operator==(const Recipe &) const = default;
};

// The holdings after `conversion`, or the violation (DWARF-010, "Ann has 2 iron; Smelt steel takes 3") when
// the player cannot pay. `player` names them in the violation.
struct ConversionResult {
    Holdings after;
    base::Verdict verdict;
};
ConversionResult convert(const Holdings &before, Conversion conversion, const QString &player,
                         const Recipe &recipe = {});

// ---- DWARF-011: an undefended monster hits every player
enum class Monster { OrcRaiders, MineGoblin, FireDragon, GiantFireDragon, FlameHairedGoblin };
inline constexpr std::array<Monster, 5> kMonsters{Monster::OrcRaiders, Monster::MineGoblin,
                                                  Monster::FireDragon, Monster::GiantFireDragon,
                                                  Monster::FlameHairedGoblin};
QString monsterKey(Monster monster); // "fireDragon", in files
std::optional<Monster> monsterOfKey(const QString &key);
base::Text monsterName(Monster monster);   // "Fire dragon" (噴火龍)
base::Text monsterEffect(Monster monster); // "every player loses 1 gold"
// A player's holdings after the attack (the orc raiders take nothing: they forbid mining this round).
Holdings monsterLoss(const Holdings &before, Monster monster);

// ---- DWARF-012: at most 4 workers
inline constexpr int kMainWorkers = 2;    // each player's two main workers (Setup)
inline constexpr int kReinforcements = 2; // a reinforce action's extra workers (the card glossary)
inline constexpr int kWorkerCap = 4;      // DWARF-012
// The violation when `player` would have `workers` workers (more than 4); none otherwise.
base::Verdict checkWorkers(const QString &player, int workers);

// ---- DWARF-005: the players whose artifacts end the game at the end of a round (4 or more)
inline constexpr int kArtifactsToEnd = 4;
std::vector<int> playersEndingTheGame(const std::vector<Holdings> &players);

// ---- DWARF-020 / DWARF-021: the start player of the next round
// Clockwise to the next player when the start player triggered a reinforce or forge action; in a solo game
// the bot always starts (`soloBot`, its seat), whatever happened.
int nextStartPlayer(int startPlayer, int players, bool triggeredReinforceOrForge,
                    std::optional<int> soloBot = std::nullopt);

// ---- Solo (DWARF-013 to DWARF-016, DWARF-021)
enum class Opponent { None, Kili, Gimli, Thorin };
inline constexpr std::array<Opponent, 4> kOpponents{Opponent::None, Opponent::Kili, Opponent::Gimli,
                                                    Opponent::Thorin};
QString opponentKey(Opponent opponent); // "gimli", in files; "none" for a game of 2 to 5 players
std::optional<Opponent> opponentOfKey(const QString &key);
base::Text opponentName(Opponent opponent); // "Gimli" (金靈)
// The bot's name as shown: in the language of the moment while the table kept the name it was given in any
// language (a tracker started in English reads ギムリ in Japanese); a name the table typed stays as typed.
QString shownBotName(Opponent opponent, const QString &name);
// Gimli and Thorin (who follows all of Gimli's rules); not Kili.
bool followsGimlisRules(Opponent opponent);
inline constexpr int kSoloSpecialActions = 3; // DWARF-014
inline constexpr int kSoloWinningMedals = 12; // DWARF-015
// The medals Gimli gains from your `nth` special action (1 to 3): 1, 2, 3 (DWARF-013).
int soloMedalsForSpecialAction(int nth);
// The violation when you may not take another special action after `taken` (DWARF-014); none otherwise.
base::Verdict checkSoloSpecialAction(Opponent opponent, int taken);

} // namespace hk::dwarf
