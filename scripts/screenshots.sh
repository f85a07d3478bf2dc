#!/usr/bin/env bash
# Regenerates the README screenshots (docs/screenshots/) under Xvfb, in every language.
#   scripts/screenshots.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
app="$build/app/hallkeeper"
export XDG_CONFIG_HOME=$(mktemp -d) # a clean profile: default geometry, no remembered colours
for lang in en zh_TW zh_CN ja; do
    xvfb-run -a -s "-screen 0 1920x1200x24" "$app" docs/examples/four-players.hkscore \
        --lang "$lang" --screenshot "docs/screenshots/score-sheet-$lang.png"
    echo "docs/screenshots/score-sheet-$lang.png"
    # The table mirror in the middle of a 3-player game (round 5 of the three-players fixture).
    xvfb-run -a -s "-screen 0 1920x1200x24" "$app" docs/examples/mid-game.hkgame \
        --lang "$lang" --screenshot "docs/screenshots/table-$lang.png"
    echo "docs/screenshots/table-$lang.png"
    # The board editor halfway through transcribing the winter board, the photo of the board traced.
    xvfb-run -a -s "-screen 0 1920x1200x24" "$app" docs/examples/transcribing.hkboard \
        --trace-photo docs/examples/board-photo.jpg --lang "$lang" --screenshot "docs/screenshots/board-editor-$lang.png"
    echo "docs/screenshots/board-editor-$lang.png"
done
# At a laptop: the same windows on a 1280 × 720 screen, the score sheet with five players.
mkdir -p docs/screenshots/laptop
for lang in en zh_TW zh_CN ja; do
    xvfb-run -a -s "-screen 0 1280x720x24" "$app" docs/examples/mid-game.hkgame \
        --lang "$lang" --screenshot "docs/screenshots/laptop/table-$lang.png"
    xvfb-run -a -s "-screen 0 1280x720x24" "$app" docs/examples/five-players-tie.hkscore \
        --lang "$lang" --screenshot "docs/screenshots/laptop/score-sheet-$lang.png"
    xvfb-run -a -s "-screen 0 1280x720x24" "$app" docs/examples/transcribing.hkboard \
        --trace-photo docs/examples/board-photo.jpg --lang "$lang" \
        --screenshot "docs/screenshots/laptop/board-editor-$lang.png"
    # The component editor on a new catalog (the shipped one, in the reader's language).
    xvfb-run -a -s "-screen 0 1280x720x24" "$app" --edit-catalog --lang "$lang" \
        --screenshot "docs/screenshots/laptop/component-editor-$lang.png"
    echo "docs/screenshots/laptop/*-$lang.png"
done
# Dwarf at a laptop's 1280 × 720: its score sheet (three players, the sole-leader ruling) in the generic window,
# and its table tracker in a solo game against Gimli.
for lang in en zh_TW zh_CN ja; do
    xvfb-run -a -s "-screen 0 1280x720x24" "$app" docs/examples/dwarf-three-players.hkscore \
        --lang "$lang" --screenshot "docs/screenshots/dwarf-sheet-$lang.png"
    xvfb-run -a -s "-screen 0 1280x720x24" "$app" docs/examples/dwarf-solo-gimli.hkdwarf \
        --lang "$lang" --screenshot "docs/screenshots/dwarf-tracker-$lang.png"
    echo "docs/screenshots/dwarf-*-$lang.png"
done
# The component editor on its troll card library (drawn by its test, offscreen).
shots=$(mktemp -d)
HK_SCREENSHOT_DIR="$shots" QT_QPA_PLATFORM=offscreen "$build/tests/app/tst_catalog_editor" screenshot >/dev/null
cp "$shots/catalog-editor-3.png" docs/screenshots/component-editor-en.png
echo "docs/screenshots/component-editor-en.png"
# The proposal of Recognise Layers over the example, in every language (drawn by its test, offscreen).
HK_SCREENSHOT_DIR="$shots" QT_QPA_PLATFORM=offscreen "$build/tests/app/tst_board_editor_recognition" screenshot >/dev/null
for lang in en zh_TW zh_CN ja; do
    cp "$shots/board-recognition-$lang.png" "docs/screenshots/board-recognition-$lang.png"
    echo "docs/screenshots/board-recognition-$lang.png"
done
# The rules browser in each language, opened on a table ruling from the game (drawn by its test, offscreen).
HK_SCREENSHOT_DIR="$shots" QT_QPA_PLATFORM=offscreen "$build/tests/app/tst_rules_browser" screenshot >/dev/null
for lang in en zh_TW zh_CN ja; do
    cp "$shots/rules-browser-$lang.png" "docs/screenshots/rules-browser-$lang.png"
    echo "docs/screenshots/rules-browser-$lang.png"
done
# Terra Mystica: Fire & Ice's table helpers at 1280 × 720 (drawn by their test, offscreen): factions and terrains.
HK_SCREENSHOTS="$shots" QT_QPA_PLATFORM=offscreen "$build/tests/games/tst_tmfi_helpers_window" readableAt1280x720 >/dev/null
cp "$shots/tmfi-helpers-en-2.png" docs/screenshots/tmfi-helpers-en.png
echo "docs/screenshots/tmfi-helpers-en.png"
# Dungeon Lords at a laptop: the year tracker in year 2's tax (docs/examples/dungeon-lords-mid-game.hkdungeon)
# and the final sheet (docs/examples/dungeon-lords-final.hkscore).
for lang in en zh_TW zh_CN ja; do
    xvfb-run -a -s "-screen 0 1280x720x24" "$app" docs/examples/dungeon-lords-mid-game.hkdungeon \
        --lang "$lang" --screenshot "docs/screenshots/laptop/dungeon-lords-tracker-$lang.png"
    xvfb-run -a -s "-screen 0 1280x720x24" "$app" docs/examples/dungeon-lords-final.hkscore \
        --lang "$lang" --screenshot "docs/screenshots/laptop/dungeon-lords-sheet-$lang.png"
    echo "docs/screenshots/laptop/dungeon-lords-*-$lang.png"
done
# The Play Library window at 1280 × 720 on a library of the example games, a score sheet of each game and the
# hand-made BG Stats backup and BoardGameGeek plays.
library=$(mktemp -d)/library.sqlite
"$build/app/hallkeeper-cli" library add tests/fixtures/games/five-players.hkgame tests/fixtures/games/three-players.hkgame \
    tests/fixtures/games/two-players.hkgame tests/fixtures/games/team-game.hkgame \
    tests/fixtures/games/five-players-whole-tile.hkgame docs/examples/*.hkscore --library "$library" >/dev/null
"$build/app/hallkeeper-cli" library import tests/fixtures/library/bgstats-backup.json --new-players \
    --library "$library" >/dev/null
"$build/app/hallkeeper-cli" library import tests/fixtures/library/bgg-plays.xml --new-players \
    --library "$library" >/dev/null
for lang in en zh_TW zh_CN ja; do
    xvfb-run -a -s "-screen 0 1280x720x24" "$app" --library "$library" --lang "$lang" \
        --screenshot "docs/screenshots/library-$lang.png"
    echo "docs/screenshots/library-$lang.png"
done
