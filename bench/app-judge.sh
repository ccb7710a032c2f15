#!/usr/bin/env bash
# `judge` over an app's own code (docs/own-code.md, "Replaying and judging recorded
# gestures"): the Deeper example's harness judging generated traces of its grid cell,
# each on a fresh app, on 2 worker processes against 1 (aim ≥ 1.7 on 2 cores); and the
# same traces judged on the deeper scene, all cores, against the app on all cores (a
# ratio, no aim yet). Ratios of the medians of alternating runs; release builds.
# The harness is measured twice: as `swift build` links it by default (the Swift runtime
# and Foundation as shared libraries, what an app's harness is unless its developer
# says otherwise), and linked with `--static-swift-stdlib` (docs/own-code.md, "Replaying
# and judging recorded gestures"), whose workers start in about a quarter of the instructions.
# Times are only worth reading on a quiet machine: the script prints the load average
# before and after, and the CPU time (user + system) of the whole process tree, workers
# included, which load changes less. With valgrind it also counts instructions, which load does not
# change: a trace judged on the app in-process (one worker), and on the scene, each the
# difference of COUNTED traces and twice as many, so start-up drops out; and a worker's
# start, each way of linking.
#
# Traces per second are also read beyond start-up: the same on a fifth of the traces,
# and the rate of the difference, (N - N/5) / (t(N) - t(N/5)), on 1 worker and 2, which
# leaves out what a run costs whatever its length (the process's start, the workers',
# the table's last lines).
#
#   bash bench/app-judge.sh [RUNS] [TRACES] [COUNTED]   (default 3 runs of each, 10000 traces, 200)
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/common.sh
runs=${1:-3}
count=${2:-10000}
counted=${3:-200}
# PANTOGRAPH_SCRATCH: a build folder of its own, beside a debug build in use.
scratch=(${PANTOGRAPH_SCRATCH:+--scratch-path "$PANTOGRAPH_SCRATCH"})
swift build -c release "${scratch[@]}" --product deeper-harness > /dev/null
swift build -c release "${scratch[@]}" --product pantograph > /dev/null
dir=$(swift build -c release "${scratch[@]}" --show-bin-path)
# The static harness in a build folder of its own (PANTOGRAPH_STATIC_SCRATCH): the flag
# changes how every object is built.
statics=(--static-swift-stdlib --scratch-path "${PANTOGRAPH_STATIC_SCRATCH:-.build-static}")
swift build -c release "${statics[@]}" --product deeper-harness > /dev/null
sdir=$(swift build -c release "${statics[@]}" --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
half=$((count / 2))
python3 tools/make-traces.py flicks "$half" > "$work/flicks.jsonl"
python3 tools/make-traces.py drags "$((count - half))" > "$work/drags.jsonl"
judge="judge $work/flicks.jsonl $work/drags.jsonl"
# A fifth of the traces, for the rate beyond start-up.
fifth=$((count / 5))
python3 tools/make-traces.py flicks "$((fifth / 2))" > "$work/flicks5.jsonl"
python3 tools/make-traces.py drags "$((fifth - fifth / 2))" > "$work/drags5.jsonl"
judge5="judge $work/flicks5.jsonl $work/drags5.jsonl"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
# CPU seconds (user + system) of a run and the workers it waited for.
cpu_of() { /usr/bin/time -f "%U %S" "$@" 2>&1 >/dev/null | tail -1 | awk '{ print $1 + $2 }'; }
one=() two=() one5=() two5=() scene=() cpu1=() cpu2=() sone=() stwo=() scpu1=() scpu2=()
for _ in $(seq "$runs"); do
    one+=("$(PANTOGRAPH_WORKERS=1 time_of "$dir/deeper-harness" -e "$judge")")
    two+=("$(PANTOGRAPH_WORKERS=2 time_of "$dir/deeper-harness" -e "$judge")")
    one5+=("$(PANTOGRAPH_WORKERS=1 time_of "$dir/deeper-harness" -e "$judge5")")
    two5+=("$(PANTOGRAPH_WORKERS=2 time_of "$dir/deeper-harness" -e "$judge5")")
    sone+=("$(PANTOGRAPH_WORKERS=1 time_of "$sdir/deeper-harness" -e "$judge")")
    stwo+=("$(PANTOGRAPH_WORKERS=2 time_of "$sdir/deeper-harness" -e "$judge")")
    scene+=("$(PANTOGRAPH_WORKERS=2 time_of "$dir/pantograph" -e "$judge")")
    cpu1+=("$(PANTOGRAPH_WORKERS=1 cpu_of "$dir/deeper-harness" -e "$judge")")
    cpu2+=("$(PANTOGRAPH_WORKERS=2 cpu_of "$dir/deeper-harness" -e "$judge")")
    scpu1+=("$(PANTOGRAPH_WORKERS=1 cpu_of "$sdir/deeper-harness" -e "$judge")")
    scpu2+=("$(PANTOGRAPH_WORKERS=2 cpu_of "$sdir/deeper-harness" -e "$judge")")
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
m() { printf '%s\n' "$@" | median; }
ts=$(m "${scene[@]}")
# One harness's rows: its name, then the medians of one worker and two, wall and CPU.
rows() {
    awk -v name="$1" -v n="$count" -v a="$2" -v b="$3" -v c1="$4" -v c2="$5" 'BEGIN {
        printf "%s, 1 worker:     %.3f s, %.0f traces/s\n", name, a, n / a
        printf "%s, 2 workers:    %.3f s, %.0f traces/s; %.2fx one worker\n", name, b, n / b, a / b
        printf "%s, CPU (user+sys, all processes): 1 worker %.3f s (%.0f us a trace), 2 workers %.3f s (%.0f us a trace)\n", name, c1, 1e6 * c1 / n, c2, 1e6 * c2 / n
    }'
}
rows "app" "$(m "${one[@]}")" "$(m "${two[@]}")" "$(m "${cpu1[@]}")" "$(m "${cpu2[@]}")"
awk -v n="$count" -v f="$fifth" -v a="$(m "${one[@]}")" -v b="$(m "${two[@]}")" \
    -v a5="$(m "${one5[@]}")" -v b5="$(m "${two5[@]}")" 'BEGIN {
    printf "app, %d traces: 1 worker %.3f s, 2 workers %.3f s: %.2fx\n", f, a5, b5, a5 / b5
    r1 = (n - f) / (a - a5); r2 = (n - f) / (b - b5)
    printf "app, beyond start-up (%d traces less %d): 1 worker %.0f traces/s, 2 workers %.0f traces/s: %.2fx\n", n, f, r1, r2, r2 / r1
}'
rows "app, static" "$(m "${sone[@]}")" "$(m "${stwo[@]}")" "$(m "${scpu1[@]}")" "$(m "${scpu2[@]}")"
awk -v n="$count" -v b="$(m "${two[@]}")" -v s="$ts" 'BEGIN {
    printf "scene, 2 threads:  %.3f s, %.0f traces/s; the app (2 workers) takes %.1fx the scene\x27s time\n", s, n / s, b / s
}'

# The serial share and the best case on 2 idle cores from CPU alone (spans_of, bench/common.sh).
if command -v perf >/dev/null; then
    for harness in "app:$dir" "app, static:$sdir"; do
        : > "$work/s1"; : > "$work/s2"
        for _ in $(seq "$runs"); do
            spans_of env PANTOGRAPH_WORKERS=1 "${harness#*:}/deeper-harness" -e "$judge" >> "$work/s1"
            spans_of env PANTOGRAPH_WORKERS=2 "${harness#*:}/deeper-harness" -e "$judge" >> "$work/s2"
        done
        c1=$(awk '{ print $1 }' "$work/s1" | median)
        c2=$(awk '{ print $1 }' "$work/s2" | median)
        s2=$(awk '{ print $2 }' "$work/s2" | median)
        awk -v name="${harness%%:*}" -v c1="$c1" -v c2="$c2" -v s="$s2" 'BEGIN {
            printf "%s, perf cpu-clock: 1 worker %.3f s; 2 workers %.3f s, of it the parent alone %.3f s (%.0f%%)\n", name, c1, c2, s, 100 * s / c2
            printf "%s, best case on 2 idle cores, 2 workers against 1: %.2fx to %.2fx (2 C1 / (C2 + S) to 2 C1 / C2)\n", name, 2 * c1 / (c2 + s), 2 * c1 / c2
        }'
    done
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
sapp=$(( $(instructions "$sdir/deeper-harness" -e "judge $work/b.jsonl") - $(instructions "$sdir/deeper-harness" -e "judge $work/a.jsonl") ))
awk -v a="$app" -v st="$sapp" -v s="$scene" -v n="$counted" 'BEGIN {
    printf "instructions a trace, one worker: app %.0f (static %.0f), scene %.0f: %.1fx\n", a / n, st / n, s / n, a / s
}'
# The whole one-worker run on TRACES traces, start-up, reading and table included.
echo "instructions of a one-worker run, $count traces: $(instructions "$dir/deeper-harness" -e "$judge")," \
     "static $(instructions "$sdir/deeper-harness" -e "$judge")"
# A worker's start and end with no job: what each worker adds to a run.
echo "instructions a worker's start: $(instructions "$dir/deeper-harness" --pantograph-worker < /dev/null)," \
     "static $(instructions "$sdir/deeper-harness" --pantograph-worker < /dev/null)"
