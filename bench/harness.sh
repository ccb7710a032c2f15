#!/usr/bin/env bash
# GESTURES gestures driven through an example's own code as a Swift test drives them
# (`Harness.drag`, JSON records made and returned; bench/HarnessBench) against the same
# gestures as a `--quiet` script on the example's scene (deeper, the default, or sheet).
# Release builds of both.
# Instructions (callgrind), which load does not change: the whole run, start-up
# included, and a gesture alone (the difference of GESTURES and half as many, divided
# by the half). Times: medians of alternating runs, each program's whole run, and the
# harness's test body alone (from making the harness to the last record, as a test
# runner times a test: the process's start-up is the runner's) against the script's
# whole run.
#
#   bash bench/harness.sh [GESTURES] [RUNS] [EXAMPLE]      (default: 100 gestures, 5 runs, deeper)
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/common.sh
gestures=${1:-100}
runs=${2:-5}
example=${3:-deeper}
case $example in
    deeper) present="drag 0,-200" dismiss="drag 0,200 from 105,105" ;;
    sheet) present="drag -200,0" dismiss="drag 150,0 from 230,422" ;;
    *) echo "bench/harness.sh: no example $example (deeper, sheet)" >&2; exit 2 ;;
esac
half=$((gestures / 2))
export PANTOGRAPH_BENCH=1
swift build -c release --product harness-bench > /dev/null
swift build -c release --product pantograph > /dev/null
dir=$(swift build -c release --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The harness's gestures as script lines: even ones present, odd ones dismiss.
script() {
    awk -v n="$1" -v scene="$example" -v present="$present" -v dismiss="$dismiss" 'BEGIN { print "scene " scene
        for (i = 0; i < n; i++) print (i % 2 == 0) ? present : dismiss }'
}
script "$gestures" > "$work/all.pg"
script "$half" > "$work/half.pg"
code=() scene=() body=()
for _ in $(seq "$runs"); do
    code+=("$(time_of "$dir/harness-bench" "$example" "$gestures")")
    scene+=("$(time_of "$dir/pantograph" --quiet "$work/all.pg")")
    body+=("$(HARNESS_BENCH_BODY=1 "$dir/harness-bench" "$example" "$gestures" 2>&1 >/dev/null)")
done
tc=$(printf '%s\n' "${code[@]}" | median)
ts=$(printf '%s\n' "${scene[@]}" | median)
tb=$(printf '%s\n' "${body[@]}" | median)
awk -v e="$example" -v n="$gestures" -v c="$tc" -v s="$ts" -v b="$tb" 'BEGIN {
    printf "%s, %d gestures: the harness %.4f s, the --quiet script %.4f s: %.2fx (whole runs, start-up included)\n", e, n, c, s, c / s
    printf "%s, %d gestures: the test body %.4f s (making the harness to the last record), the --quiet script %.4f s: %.2fx\n", e, n, b, s, b / s }'
command -v valgrind >/dev/null || exit 0
instructions() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 | awk '/Collected :/ { print $4 }'; }
c_all=$(instructions "$dir/harness-bench" "$example" "$gestures")
c_half=$(instructions "$dir/harness-bench" "$example" "$half")
s_all=$(instructions "$dir/pantograph" --quiet "$work/all.pg")
s_half=$(instructions "$dir/pantograph" --quiet "$work/half.pg")
awk -v n="$gestures" -v h="$half" -v ca="$c_all" -v ch="$c_half" -v sa="$s_all" -v sh="$s_half" 'BEGIN {
    printf "instructions, the whole run: the harness %.1f M, the script %.1f M: %.1fx\n", ca / 1e6, sa / 1e6, ca / sa
    c = (ca - ch) / (n - h); s = (sa - sh) / (n - h)
    printf "instructions a gesture: the harness %.0f, the script %.0f: %.1fx\n", c, s, c / s }'
