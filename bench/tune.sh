#!/usr/bin/env bash
# `tune` on 100,000 labelled traces (docs/recording.md, "tune"): six policies, all
# cores against one (aim ≥ 1.7 on 2 cores), as medians of alternating runs, with the
# machine's load before and after and its own ceiling (two 1-worker runs at once
# against one alone), since other work on the machine moves every time.
#
# With valgrind installed it also counts, on COUNTED traces (default 4000), the
# instructions per trace on one worker and, on 2 workers, what the calling thread runs
# outside the parallel steps (S) against all the rest (P): (S + P) / (S + P/2) is the
# 2-core speed-up with threads of equal speed and no contention, which load does not
# change.
#
#   bash bench/tune.sh [RUNS] [TRACES] [COUNTED]   (default 5 runs of each, 100000 traces)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
count=${2:-100000}
counted=${3:-4000}
bin=$(scripts/install --build-only)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

half=$((count / 2))
python3 tools/make-traces.py flicks "$half" > "$work/flicks.jsonl"
python3 tools/make-traces.py drags "$((count - half))" > "$work/drags.jsonl"
echo "tune $work/flicks.jsonl $work/drags.jsonl" > "$work/tune.pg"

source bench/common.sh
load() { cut -d' ' -f1 /proc/loadavg 2>/dev/null || uptime | sed 's/.*average[s]*: //; s/,.*//'; }

cores=$(getconf _NPROCESSORS_ONLN)
before=$(load)
: > "$work/all"; : > "$work/one"; : > "$work/pair"
for _ in $(seq "$runs"); do
    PANTOGRAPH_WORKERS=2 time_of "$bin" --quiet "$work/tune.pg" >> "$work/all"
    PANTOGRAPH_WORKERS=1 time_of "$bin" --quiet "$work/tune.pg" >> "$work/one"
    PANTOGRAPH_WORKERS=1 time_of bash -c "'$bin' --quiet '$work/tune.pg' & '$bin' --quiet '$work/tune.pg'; wait" >> "$work/pair"
done
after=$(load)
all=$(median < "$work/all"); one=$(median < "$work/one"); pair=$(median < "$work/pair")
awk -v all="$all" -v one="$one" -v pair="$pair" -v n="$runs" -v c="$count" -v cores="$cores" -v b="$before" -v a="$after" 'BEGIN {
    printf "tune %d traces, 6 policies: %.2f s on 2 workers, %.2f s on 1; 1 / 2: %.2fx  (medians of %d alternating runs, %d cores)\n", c, all, one, one / all, n, cores
    printf "the machine: two 1-worker runs at once take %.2fx one run (ceiling %.2fx); load %s before, %s after\n", pair / one, 2 * one / pair, b, a }'

command -v valgrind >/dev/null || { echo "(valgrind is not installed: no instruction counts)"; exit 0; }
mkdir "$work/counted"
half=$((counted / 2))
python3 tools/make-traces.py flicks "$half" > "$work/counted/flicks.jsonl"
python3 tools/make-traces.py drags "$((counted - half))" > "$work/counted/drags.jsonl"
echo "tune $work/counted/flicks.jsonl $work/counted/drags.jsonl" > "$work/counted/tune.pg"
echo "judge $work/counted/flicks.jsonl $work/counted/drags.jsonl" > "$work/counted/judge.pg"
echo quit > "$work/counted/quit.pg"
quit=$(count_of "$work/counted/quit" "$bin" --quiet "$work/counted/quit.pg")
judge=$(PANTOGRAPH_WORKERS=1 count_of "$work/counted/judge" "$bin" --quiet "$work/counted/judge.pg")
one=$(PANTOGRAPH_WORKERS=1 count_of "$work/counted/one" "$bin" --quiet "$work/counted/tune.pg")
two=$(PANTOGRAPH_WORKERS=2 count_of "$work/counted/two" "$bin" --quiet "$work/counted/tune.pg")
serial=$(serial_of "$work/counted/two")
awk -v q="$quit" -v judge="$judge" -v one="$one" -v two="$two" -v serial="$serial" -v c="$counted" 'BEGIN {
    printf "instructions per trace (%d traces, start-up left out): tune %.0f on 1 worker, of which judging them %.0f\n", c, (one - q) / c, (judge - q) / c
    all = two - q; s = serial - q
    printf "on 2 workers: all threads %.0f a trace, %.0f of it serial: predicted 2-core speed-up %.2fx\n", all / c, s / c, all / (s + (all - s) / 2) }'
