#!/usr/bin/env bash
# `judge` on 100,000 generated traces (docs/recording.md): traces judged per second on
# all cores against one core (aim ≥ 1.8 on 2 cores), and the time of `judge` against a
# --quiet script of the same gestures typed as `touch` commands (aim ≤ 0.2, as `sweep`).
# Ratios of the medians of alternating runs; the rate is the all-core median's.
#
# Times are only worth reading on a quiet machine, so with valgrind installed it also
# prints counts, which load does not change, on COUNTED traces (default 2000): the
# instructions per trace of `judge` on one worker and of the script, start-up left out,
# and the scaling the threads' counts predict for `judge` on 2 workers: S, what the
# calling thread runs outside the parallel steps (start-up left out), and P, all the
# rest, give (S + P) / (S + P/2), the 2-core speed-up with slices of equal cost and
# no contention.
#
#   bash bench/judge.sh [RUNS] [TRACES] [COUNTED]   (default 3 runs of each, 100000 traces)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
count=${2:-100000}
counted=${3:-2000}
bin=$(scripts/install --build-only)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

half=$((count / 2))
python3 tools/make-traces.py flicks "$half" > "$work/flicks.jsonl"
python3 tools/make-traces.py drags "$((count - half))" > "$work/drags.jsonl"
echo "judge $work/flicks.jsonl $work/drags.jsonl" > "$work/judge.pg"
# The same gestures as a script: each trace's touches, then `reset` for the next.
cat > "$work/script.py" <<'PY'
import json, sys
def show(v):
    return str(int(v)) if v == int(v) else repr(v)
for path in sys.argv[1:]:
    prev = None
    for line in open(path):
        s = json.loads(line)
        at = "%s,%s" % (show(s["x"]), show(s["y"]))
        if s["phase"] == "began":
            print("touch down " + at)
        elif s["phase"] == "moved":
            print("touch move %s +%s" % (at, repr(s["t"] - prev["t"])))
        else:
            if (s["x"], s["y"]) != (prev["x"], prev["y"]):
                print("touch move %s +%s" % (at, repr(s["t"] - prev["t"])))
            elif s["t"] > prev["t"]:
                print("wait %s" % repr(s["t"] - prev["t"]))
            print("touch up" if s["phase"] == "ended" else "touch cancel")
            print("reset")
        prev = s
PY
python3 "$work/script.py" "$work/flicks.jsonl" "$work/drags.jsonl" > "$work/script.pg"

source bench/common.sh

cores=$(getconf _NPROCESSORS_ONLN)
: > "$work/all"; : > "$work/one"; : > "$work/script"
for _ in $(seq "$runs"); do
    time_of "$bin" --quiet "$work/judge.pg" >> "$work/all"
    PANTOGRAPH_WORKERS=1 time_of "$bin" --quiet "$work/judge.pg" >> "$work/one"
    time_of "$bin" --quiet "$work/script.pg" >> "$work/script"
done
all=$(median < "$work/all"); one=$(median < "$work/one"); script=$(median < "$work/script")
awk -v all="$all" -v one="$one" -v script="$script" -v n="$runs" -v c="$count" -v cores="$cores" 'BEGIN {
    printf "judge %d traces: %.0f traces/s on %d cores, %.0f on 1; all cores / one core: %.2fx\n", c, c / all, cores, c / one, one / all
    printf "judge / --quiet script of the same gestures: %.3f  (medians of %d alternating runs)\n", all / script, n }'

# The machine's own ceiling for this work: two single-worker processes at once
# against one alone. Two processes share no address space, no locks and no start-up
# or exit: what the threads of one lose against this is the program's (docs/performance.md,
# "judge").
: > "$work/pair"
for _ in $(seq "$runs"); do
    PANTOGRAPH_WORKERS=1 time_of bash -c "'$bin' --quiet '$work/judge.pg' & '$bin' --quiet '$work/judge.pg'; wait" >> "$work/pair"
done
awk -v pair="$(median < "$work/pair")" -v single="$one" 'BEGIN {
    printf "the machine: two 1-worker runs at once take %.2fx one run (ceiling %.2fx)\n", pair / single, 2 * single / pair }'

command -v valgrind >/dev/null || { echo "(valgrind is not installed: no instruction counts)"; exit 0; }
mkdir "$work/counted"
half=$((counted / 2))
python3 tools/make-traces.py flicks "$half" > "$work/counted/flicks.jsonl"
python3 tools/make-traces.py drags "$((counted - half))" > "$work/counted/drags.jsonl"
echo "judge $work/counted/flicks.jsonl $work/counted/drags.jsonl" > "$work/counted/judge.pg"
python3 "$work/script.py" "$work/counted/flicks.jsonl" "$work/counted/drags.jsonl" > "$work/counted/script.pg"
echo quit > "$work/counted/quit.pg"
quit=$(count_of "$work/counted/quit" "$bin" --quiet "$work/counted/quit.pg")
one=$(PANTOGRAPH_WORKERS=1 count_of "$work/counted/one" "$bin" --quiet "$work/counted/judge.pg")
script=$(count_of "$work/counted/script" "$bin" --quiet "$work/counted/script.pg")
two=$(PANTOGRAPH_WORKERS=2 count_of "$work/counted/two" "$bin" --quiet "$work/counted/judge.pg")
serial=$(serial_of "$work/counted/two")
awk -v q="$quit" -v one="$one" -v script="$script" -v two="$two" -v serial="$serial" -v c="$counted" 'BEGIN {
    printf "instructions per trace (%d traces, start-up left out): judge %.0f on 1 worker, the script %.0f; judge / script: %.3f\n", c, (one - q) / c, (script - q) / c, (one - q) / (script - q)
    all = two - q; s = serial - q
    printf "on 2 workers: all threads %.0f a trace, %.0f of it serial: predicted 2-core speed-up %.2fx\n", all / c, s / c, all / (s + (all - s) / 2) }'
