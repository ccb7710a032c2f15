#!/usr/bin/env bash
# Instructions per pan move (callgrind): through an example's own handler on
# PantographUIKit (Deeper's percent-driven present, Card's drag of the story), and the
# same move in its scene; the ratio of the two.
#
#   bash bench/uikit.sh [debug|release]      (default: release)
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=${1:-release}
export PANTOGRAPH_BENCH=1
swift build -c "$configuration" --product uikit-bench > /dev/null
bin=$(swift build -c "$configuration" --show-bin-path)/uikit-bench
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$2" "$3" 2>&1 \
        | awk '/Collected :/ { print $4 }'
}
per_move() {
    local a b
    a=$(count "$1" 20 "$2")
    b=$(count "$1" 40 "$2")
    awk -v a="$a" -v b="$b" 'BEGIN { printf "%.1f", (b - a) / 200 }'
}
for example in deeper card; do
    code=$(per_move code "$example")
    scene=$(per_move scene "$example")
    awk -v c="$code" -v s="$scene" -v k="$configuration" -v e="$example" \
        'BEGIN { printf "%s, %s: a pan move through the app'"'"'s handler %s instructions, in the scene %s: %.2fx\n", k, e, c, s, c / s }'
done
