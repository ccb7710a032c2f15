#!/usr/bin/env bash
# `judge` over an app's own code (docs/own-code.md, "Replaying and judging recorded
# gestures"): the Deeper example's harness judging generated traces of its grid cell,
# each on a fresh app, on 2 worker processes against 1 (aim ≥ 1.7 on 2 cores); and the
# same traces judged on the deeper scene, all cores, against the app on all cores (a
# ratio, no aim yet). Ratios of the medians of alternating runs; release builds.
# Times are only worth reading on a quiet machine: the script prints the load average
# before and after, and the CPU time (user + system) of the whole process tree, workers
# included, which load changes less. With valgrind it also counts instructions, which load does not
# change: a trace judged on the app in-process (one worker), and on the scene, each the
# difference of COUNTED traces and twice as many, so start-up drops out.
#
#   bash bench/app-judge.sh [RUNS] [TRACES] [COUNTED]   (default 3 runs of each, 2000 traces, 200)
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/common.sh
runs=${1:-3}
count=${2:-2000}
counted=${3:-200}
# PANTOGRAPH_SCRATCH: a build folder of its own, beside a debug build in use.
scratch=(${PANTOGRAPH_SCRATCH:+--scratch-path "$PANTOGRAPH_SCRATCH"})
swift build -c release "${scratch[@]}" --product deeper-harness > /dev/null
swift build -c release "${scratch[@]}" --product pantograph > /dev/null
dir=$(swift build -c release "${scratch[@]}" --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
half=$((count / 2))
python3 tools/make-traces.py flicks "$half" > "$work/flicks.jsonl"
python3 tools/make-traces.py drags "$((count - half))" > "$work/drags.jsonl"
judge="judge $work/flicks.jsonl $work/drags.jsonl"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
# CPU seconds (user + system) of a run and the workers it waited for.
cpu_of() { /usr/bin/time -f "%U %S" "$@" 2>&1 >/dev/null | tail -1 | awk '{ print $1 + $2 }'; }
one=() two=() scene=() cpu1=() cpu2=()
for _ in $(seq "$runs"); do
    one+=("$(PANTOGRAPH_WORKERS=1 time_of "$dir/deeper-harness" -e "$judge")")
    two+=("$(PANTOGRAPH_WORKERS=2 time_of "$dir/deeper-harness" -e "$judge")")
    scene+=("$(PANTOGRAPH_WORKERS=2 time_of "$dir/pantograph" -e "$judge")")
    cpu1+=("$(PANTOGRAPH_WORKERS=1 cpu_of "$dir/deeper-harness" -e "$judge")")
    cpu2+=("$(PANTOGRAPH_WORKERS=2 cpu_of "$dir/deeper-harness" -e "$judge")")
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
t1=$(printf '%s\n' "${one[@]}" | median)
t2=$(printf '%s\n' "${two[@]}" | median)
ts=$(printf '%s\n' "${scene[@]}" | median)
c1=$(printf '%s\n' "${cpu1[@]}" | median)
c2=$(printf '%s\n' "${cpu2[@]}" | median)
awk -v n="$count" -v a="$t1" -v b="$t2" -v s="$ts" -v c1="$c1" -v c2="$c2" 'BEGIN {
    printf "app, 1 worker:     %.3f s, %.0f traces/s\n", a, n / a
    printf "app, 2 workers:    %.3f s, %.0f traces/s; %.2fx one worker\n", b, n / b, a / b
    printf "scene, 2 threads:  %.3f s, %.0f traces/s; the app takes %.1fx the scene\x27s time\n", s, n / s, b / s
    printf "CPU (user+sys, all processes): 1 worker %.3f s (%.0f us a trace), 2 workers %.3f s (%.0f us a trace)\n", c1, 1e6 * c1 / n, c2, 1e6 * c2 / n
}'

# The serial share and the best case on 2 idle cores from CPU alone (spans_of, bench/common.sh).
if command -v perf >/dev/null; then
    : > "$work/s1"; : > "$work/s2"
    for _ in $(seq "$runs"); do
        spans_of env PANTOGRAPH_WORKERS=1 "$dir/deeper-harness" -e "$judge" >> "$work/s1"
        spans_of env PANTOGRAPH_WORKERS=2 "$dir/deeper-harness" -e "$judge" >> "$work/s2"
    done
    c1=$(awk '{ print $1 }' "$work/s1" | median)
    c2=$(awk '{ print $1 }' "$work/s2" | median)
    s2=$(awk '{ print $2 }' "$work/s2" | median)
    awk -v c1="$c1" -v c2="$c2" -v s="$s2" 'BEGIN {
        printf "perf cpu-clock: 1 worker %.3f s; 2 workers %.3f s, of it the parent alone %.3f s (%.0f%%)\n", c1, c2, s, 100 * s / c2
        printf "best case on 2 idle cores, 2 workers against 1: %.2fx to %.2fx (2 C1 / (C2 + S) to 2 C1 / C2)\n", 2 * c1 / (c2 + s), 2 * c1 / c2
    }'
fi

command -v valgrind >/dev/null || exit 0
python3 tools/make-traces.py flicks "$counted" > "$work/a.jsonl"
python3 tools/make-traces.py flicks "$((2 * counted))" > "$work/b.jsonl"
instructions() {
    PANTOGRAPH_WORKERS=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 \
        | awk '/Collected :/ { print $4 }'
}
app=$(( $(instructions "$dir/deeper-harness" -e "judge $work/b.jsonl") - $(instructions "$dir/deeper-harness" -e "judge $work/a.jsonl") ))
scene=$(( $(instructions "$dir/pantograph" -e "judge $work/b.jsonl") - $(instructions "$dir/pantograph" -e "judge $work/a.jsonl") ))
awk -v a="$app" -v s="$scene" -v n="$counted" 'BEGIN {
    printf "instructions a trace, one worker: app %.0f, scene %.0f: %.1fx\n", a / n, s / n, a / s
}'
