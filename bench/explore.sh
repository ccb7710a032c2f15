#!/usr/bin/env bash
# `explore` on an app's own code (docs/diagnostics.md, "Exploring"): sessions per
# second on all cores (a worker process per core) against one, on the Card example's
# harness, release build. Ratios of the medians of alternating runs; the rate is the
# all-core median's. Times are only worth reading on a quiet machine.
#
#   bash bench/explore.sh [RUNS] [SESSIONS] [STEPS]   (default 3 runs of 2000 sessions of 8 steps)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
sessions=${2:-2000}
steps=${3:-8}
swift build -c release --product card-harness >/dev/null
bin=$(swift build -c release --show-bin-path)/card-harness
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "explore sessions $sessions steps $steps seed 1" > "$work/explore.pg"

source bench/common.sh

cores=$(getconf _NPROCESSORS_ONLN)
# CPU seconds (user + system) of a run and the workers it waited for: load changes it less.
cpu_of() { /usr/bin/time -f "%U %S" "$@" 2>&1 >/dev/null | tail -1 | awk '{ print $1 + $2 }'; }
: > "$work/all"; : > "$work/one"; : > "$work/cpuall"; : > "$work/cpuone"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for _ in $(seq "$runs"); do
    time_of "$bin" --quiet "$work/explore.pg" >> "$work/all"
    PANTOGRAPH_WORKERS=1 time_of "$bin" --quiet "$work/explore.pg" >> "$work/one"
    cpu_of "$bin" --quiet "$work/explore.pg" >> "$work/cpuall"
    PANTOGRAPH_WORKERS=1 cpu_of "$bin" --quiet "$work/explore.pg" >> "$work/cpuone"
done
# The serial share and the best case on all idle cores from CPU alone (spans_of, bench/common.sh).
if command -v perf >/dev/null; then
    : > "$work/s1"; : > "$work/sall"
    for _ in $(seq "$runs"); do
        spans_of env PANTOGRAPH_WORKERS=1 "$bin" --quiet "$work/explore.pg" >> "$work/s1"
        spans_of "$bin" --quiet "$work/explore.pg" >> "$work/sall"
    done
    c1=$(awk '{ print $1 }' "$work/s1" | median)
    w1=$(awk '{ print $3 }' "$work/s1" | median)
    c=$(awk '{ print $1 }' "$work/sall" | median)
    s=$(awk '{ print $2 }' "$work/sall" | median)
    # One worker beside the parent: the worker is the critical path (the parent reads
    # its answers on another core). On N cores: N W1 / (C + (N - 1) S) to N W1 / C.
    awk -v n="$cores" -v c1="$c1" -v w1="$w1" -v c="$c" -v s="$s" 'BEGIN {
        printf "perf cpu-clock: 1 worker %.3f s (the worker %.3f s); %d workers %.3f s, of it the parent alone %.3f s\n", c1, w1, n, c, s
        printf "best case on %d idle cores against 1: %.2fx to %.2fx\n", n, n * w1 / (c + (n - 1) * s), n * w1 / c
    }'
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
all=$(median < "$work/all"); one=$(median < "$work/one")
echo "CPU (user+sys, all processes): all cores $(median < "$work/cpuall") s, one worker $(median < "$work/cpuone") s"
awk -v all="$all" -v one="$one" -v n="$runs" -v s="$sessions" -v m="$steps" -v cores="$cores" 'BEGIN {
    printf "explore %d sessions of %d steps (card-harness): %.0f sessions/s on %d cores, %.0f on 1; all cores / one core: %.2fx  (medians of %d alternating runs)\n", s, m, s / all, cores, s / one, one / all, n }'
