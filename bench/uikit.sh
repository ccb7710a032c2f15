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
# The instructions a move adds, from 20 to 40 moves a gesture and from 40 to 80: a
# move must cost the same however many moves came before it in its gesture (a cost
# that grows with them makes a gesture quadratic).
per_move() {
    local a b c
    a=$(count "$1" 20 "$2")
    b=$(count "$1" 40 "$2")
    c=$(count "$1" 80 "$2")
    awk -v a="$a" -v b="$b" -v c="$c" 'BEGIN { printf "%.1f %.1f", (b - a) / 200, (c - b) / 400 }'
}
status=0
for example in deeper card; do
    read -r code code_later <<< "$(per_move code "$example")"
    read -r scene _ <<< "$(per_move scene "$example")"
    awk -v c="$code" -v s="$scene" -v k="$configuration" -v e="$example" \
        'BEGIN { printf "%s, %s: a pan move through the app'"'"'s handler %s instructions, in the scene %s: %.2fx\n", k, e, c, s, c / s }'
    # The guard: a move of the longer gestures may cost at most 5 % more.
    awk -v a="$code" -v b="$code_later" -v e="$example" \
        'BEGIN { printf "  %s: a move from 40 to 80 moves a gesture %s instructions, %.3fx the move from 20 to 40\n", e, b, b / a;
                 if (b > a * 1.05) { print "  a move costs more the more moves came before it in its gesture"; exit 1 } }' || status=1
done
exit $status
