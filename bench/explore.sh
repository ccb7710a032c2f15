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
for _ in $(seq "$runs"); do
    time_of "$bin" --quiet "$work/explore.pg" >> "$work/all"
    PANTOGRAPH_WORKERS=1 time_of "$bin" --quiet "$work/explore.pg" >> "$work/one"
    cpu_of "$bin" --quiet "$work/explore.pg" >> "$work/cpuall"
    PANTOGRAPH_WORKERS=1 cpu_of "$bin" --quiet "$work/explore.pg" >> "$work/cpuone"
done
all=$(median < "$work/all"); one=$(median < "$work/one")
echo "CPU (user+sys, all processes): all cores $(median < "$work/cpuall") s, one worker $(median < "$work/cpuone") s"
awk -v all="$all" -v one="$one" -v n="$runs" -v s="$sessions" -v m="$steps" -v cores="$cores" 'BEGIN {
    printf "explore %d sessions of %d steps (card-harness): %.0f sessions/s on %d cores, %.0f on 1; all cores / one core: %.2fx  (medians of %d alternating runs)\n", s, m, s / all, cores, s / one, one / all, n }'
