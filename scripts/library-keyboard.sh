#!/usr/bin/env bash
# Drives the Play Library window by keyboard alone under Xvfb (xdotool), for a person to look at: Tab through
# the filters to the tabs, the arrows through the pages, Tab into the plays and their details, Ctrl+Shift+M
# for Merge Players, Esc to close it. A picture after each step in OUT (tst_library_window checks the same
# order, mnemonics and Esc without X).
#   scripts/library-keyboard.sh LIBRARY.sqlite [LANG] [OUT] [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
library=$1 lang=${2:-en} out=${3:-/tmp/library-keyboard-$lang} build=${4:-build}
mkdir -p "$out"
cp "$library" "$out/library.sqlite"
display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 1280x720x24 >/dev/null 2>&1 &
xvfb=$!
export DISPLAY=$display XDG_CONFIG_HOME=$(mktemp -d)
sleep 1
"$build/app/hallkeeper" --library "$out/library.sqlite" --lang "$lang" >/dev/null 2>&1 &
app=$!
trap 'kill $app $xvfb 2>/dev/null || true' EXIT
sleep 3
xdotool windowfocus --sync "$(xdotool search --onlyvisible --name . | head -1)"
shot() { import -window root "$out/$1.png"; echo "$out/$1.png"; }
for i in 1 2 3 4 5 6; do xdotool key Tab; sleep 0.2; done # the six filters, then the tab bar
shot tab-bar
for page in 2 3 4 5 6 7; do xdotool key Right; sleep 0.4; shot page-$page; done
xdotool key Left; sleep 0.3; xdotool key Tab Down; sleep 0.5; shot a-play-chosen
xdotool key ctrl+shift+m; sleep 1
xdotool windowfocus --sync "$(xdotool search --onlyvisible --name . | tail -1)" 2>/dev/null || true
shot merge-players
xdotool key Escape; sleep 0.5; shot after-escape
