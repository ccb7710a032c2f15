#!/usr/bin/env bash
# A 100 × 100 `sweep` against a --quiet script of the same 10,000 gestures
# (docs/policies.md, "Where the boundary lies: `sweep`"). Prints the ratio of the medians of alternating runs,
# never an absolute time: the sweep should cost no more than the script (ratio ≤ 1).
#
#   bash bench/sweep-vs-script.sh [RUNS]      (default 5 runs of each)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
swift build -c release --product pantograph >/dev/null
bin=$(swift build -c release --show-bin-path)/pantograph
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The sweep's cells: distance 0..990 step 10, velocity −4950..4950 step 100, each a
# gesture up from the grid, released, completed, and the scene reset.
echo 'sweep distance 0..990 step 10 velocity -4950..4950 step 100' > "$work/sweep.pg"
awk 'BEGIN { for (v = -4950; v <= 4950; v += 100) for (d = 0; d <= 990; d += 10)
             printf "pan begin\npan move 0,%d\npan end velocity 0,%d\nreset\n", -d, -v }' > "$work/script.pg"

# Bash's own clock, read without a fork (bench/common.sh says why).
time_of() { local t0 t1; t0=$EPOCHREALTIME; "$@" >/dev/null; t1=$EPOCHREALTIME; awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }'; }
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

: > "$work/a"; : > "$work/b"
for _ in $(seq "$runs"); do
    time_of "$bin" --quiet "$work/sweep.pg" >> "$work/a"
    time_of "$bin" --quiet "$work/script.pg" >> "$work/b"
done
a=$(median < "$work/a"); b=$(median < "$work/b")
awk -v a="$a" -v b="$b" -v n="$runs" 'BEGIN {
    printf "sweep 100x100 / script of the same 10,000 gestures (--quiet): %.3f  (medians of %d alternating runs)\n", a / b, n }'
