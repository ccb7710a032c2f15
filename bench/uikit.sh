#!/usr/bin/env bash
# Instructions per pan move (callgrind): through the Deeper example's own handler on
# PantographUIKit, and the same move in the `deeper` scene; the ratio of the two.
#
#   bash bench/uikit.sh [debug|release]      (default: release)
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=${1:-release}
export PANTOGRAPH_BENCH=1
swift build -c "$configuration" --product uikit-bench > /dev/null
bin=$(swift build -c "$configuration" --show-bin-path)/uikit-bench
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$2" 2>&1 \
        | awk '/Collected :/ { print $4 }'
}
per_move() {
    local a b
    a=$(count "$1" 20)
    b=$(count "$1" 40)
    awk -v a="$a" -v b="$b" 'BEGIN { printf "%.1f", (b - a) / 200 }'
}
code=$(per_move code)
scene=$(per_move scene)
awk -v c="$code" -v s="$scene" -v k="$configuration" \
    'BEGIN { printf "%s: a pan move through the app'"'"'s handler %s instructions, in the scene %s: %.2fx\n", k, c, s, c / s }'
