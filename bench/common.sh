# Helpers that bench/judge.sh and bench/tune.sh share (sourced, not run).

now() { date +%s.%N; }
# Seconds a command takes, its output dropped.
time_of() { local t0 t1; t0=$(now); "$@" >/dev/null 2>&1; t1=$(now); awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }'; }
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
