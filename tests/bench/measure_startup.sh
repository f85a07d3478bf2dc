#!/usr/bin/env bash
# Start-up time of the desktop app: from launching the process to its main window exposed on an X server,
# under Xvfb. Runs it RUNS times (default 10) and prints each time, the first and the median.
#   tests/bench/measure_startup.sh [BUILD_DIR] [FILE]
# As root, the page cache is dropped first, so that the first run is a true cold start from disk.
set -euo pipefail
build=${1:-build}
file=${2:-}
runs=${RUNS:-10}
app="$build/app/hallkeeper"
[ -x "$app" ] || { echo "no $app: build first" >&2; exit 1; }

display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 1920x1200x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null' EXIT
sleep 1
export DISPLAY=$display
export XDG_CONFIG_HOME=$(mktemp -d) XDG_RUNTIME_DIR=$(mktemp -d)

if [ "$(id -u)" -eq 0 ] && [ -w /proc/sys/vm/drop_caches ]; then
    sync
    echo 3 >/proc/sys/vm/drop_caches
    echo "page cache dropped: run 1 is a cold start from disk"
fi
times=()
for i in $(seq "$runs"); do
    start=$(date +%s%N)
    "$app" ${file:+"$file"} --exit-when-shown
    end=$(date +%s%N)
    ms=$(((end - start) / 1000000))
    times+=("$ms")
    echo "run $i: $ms ms"
done
median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
echo "first run: ${times[0]} ms; median of $runs: $median ms (target: 300 ms)"
