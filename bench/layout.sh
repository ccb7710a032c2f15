#!/usr/bin/env bash
# Instructions (callgrind) for Auto Layout on PantographUIKit: a card detail screen of
# 18 constraints built and laid out, laid out again after a resize, a constant changed
# and laid out in an animation block, one frame of that animation, and the same frame
# of the same views placed by frames, and an unsatisfiable constraint (its log's list
# found by the deletion filter).
#
#   bash bench/layout.sh [debug|release]      (default: release)
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=${1:-release}
export PANTOGRAPH_BENCH=1
swift build -c "$configuration" --product layout-bench > /dev/null
bin=$(swift build -c "$configuration" --show-bin-path)/layout-bench
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$2" 2>&1 \
        | awk '/Collected :/ { print $4 }'
}
each() {
    local a b
    a=$(count "$1" "$2")
    b=$(count "$1" "$3")
    awk -v a="$a" -v b="$b" -v n="$(($3 - $2))" 'BEGIN { printf "%.0f", (b - a) / n }'
}
echo "$configuration: instructions each"
echo "  build and lay out the screen:          $(each build 10 20)"
echo "  lay it out again after a resize:       $(each resize 20 40)"
echo "  a constant changed, laid out in a block: $(each constant 20 40)"
echo "  a frame of the constant's animation:   $(each frame 20 40)"
echo "  the same frame without Auto Layout:    $(each plain 20 40)"
echo "  an unsatisfiable width, logged, and taken back: $(each conflict 5 10)"
