#!/usr/bin/env bash
# `judge` on 100,000 generated traces (docs/recording.md): traces judged per second on
# all cores against one core (aim ≥ 1.8 on 2 cores), and the time of `judge` against a
# --quiet script of the same gestures typed as `touch` commands (aim ≤ 0.2, as `sweep`).
# Ratios of the medians of alternating runs; the rate is the all-core median's.
#
#   bash bench/judge.sh [RUNS] [TRACES]      (default 3 runs of each, 100000 traces)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
count=${2:-100000}
swift build -c release --product pantograph >/dev/null
bin=$(swift build -c release --show-bin-path)/pantograph
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

half=$((count / 2))
python3 tools/make-traces.py flicks "$half" > "$work/flicks.jsonl"
python3 tools/make-traces.py drags "$((count - half))" > "$work/drags.jsonl"
echo "judge $work/flicks.jsonl $work/drags.jsonl" > "$work/judge.pg"
# The same gestures as a script: each trace's touches, then `reset` for the next.
python3 - "$work/flicks.jsonl" "$work/drags.jsonl" > "$work/script.pg" <<'PY'
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

now() { date +%s.%N; }
time_of() { local t0 t1; t0=$(now); "$@" >/dev/null 2>&1; t1=$(now); awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }'; }
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

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
