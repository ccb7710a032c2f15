# Helpers that bench/judge.sh and bench/tune.sh share (sourced, not run).

# Seconds a command takes, its output dropped. Bash's own clock, read without a fork:
# `$(date +%s.%N)` on either side, as this was until 2026-11-28, put about 3 ms of
# starting `date` into every time (a 5 ms script measured 8 ms).
time_of() { local t0 t1; t0=$EPOCHREALTIME; "$@" >/dev/null 2>&1; t1=$EPOCHREALTIME; awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }'; }
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# Instructions of a run, each thread's in a file of its own, summed over the files.
count_of() {
    local out=$1; shift
    valgrind --tool=callgrind --separate-threads=yes --callgrind-out-file="$out.%p" "$@" >/dev/null 2>&1
    cat "$out".* | awk '/^summary:/ { n += $2 } END { print n }'
}

# What the calling thread runs outside the parallel steps (`dispatch_apply_f`, the
# call under `DispatchQueue.concurrentPerform`, where it works beside the others):
# the serial part, whichever thread took which slice.
serial_of() {
    local f=("$1".*-01) total inside
    total=$(awk '/^summary:/ { print $2 }' "$f")
    inside=$(callgrind_annotate --inclusive=yes "$f" 2>/dev/null | awk '/:dispatch_apply_f / { gsub(",", "", $1); print $1; exit }')
    echo $((total - ${inside:-0}))
}

# The CPU of a run that starts worker processes (perf's cpu-clock samples over the
# process tree, at 1 kHz, as seconds): all of it; the parent's while no worker runs
# (before the first worker's first sample, after the last's last: the serial share);
# the workers'. With C1 the CPU of the same run on one worker, on two idle cores the
# two-worker run takes at least (C2 + S) / 2 of wall time if S runs alone and C2 - S
# is shared evenly, and at least C2 / 2: the ratio to one worker lies between
# 2 * C1 / (C2 + S) and 2 * C1 / C2. Load does not change what a run costs much, so
# these read well on a busy machine, where wall times do not.
spans_of() {
    local data
    data=$(mktemp)
    perf record -q -e cpu-clock -F 1000 -o "$data" "$@" >/dev/null 2>&1
    perf script -i "$data" -F pid,time 2>/dev/null | awk '
        { sub(":", "", $2); pid[NR] = $1; t[NR] = $2 + 0; if (NR == 1) parent = $1 }
        END {
            for (i = 1; i <= NR; i++) if (pid[i] != parent) {
                if (!seen || t[i] < lo) lo = t[i]
                if (!seen || t[i] > hi) hi = t[i]
                seen = 1; w++
            }
            for (i = 1; i <= NR; i++) if (pid[i] == parent && (!seen || t[i] < lo || t[i] > hi)) s++
            printf "%.3f %.3f %.3f\n", NR / 1000, s / 1000, w / 1000
        }'
    rm -f "$data"
}
