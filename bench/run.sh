#!/usr/bin/env bash
# Pantograph's costs as ratios against the floor, measured side by side in one run
# (alternating runs, medians), never as absolute times, so the figures compare across
# machines. Needs only public tools: swift, awk, GNU time; valgrind for (f) if present.
#
#   bash bench/run.sh [LINES] [RUNS]      (defaults: 440000 lines, 5 runs)
#
# (a) --quiet on a pan script         / awk reading it
# (b) --json > /dev/null              / awk copying the JSON it produced
# (c) pantograph -e quit              / a hello-world Swift binary built the same way
#     (scripts/install: on Linux the runtime linked in), and / one built by a plain
#     `swiftc -O`; and the libraries each links (the bench fails if Foundation or ICU
#     is among them)
# (d) peak memory on the large script / on a 440-line one
# (e) a 100 x 100 sweep               / a --quiet script of the same 10,000 gestures
# (f) callgrind instructions per pan move and per JSON record (valgrind only)
# (g) --scene of a generated 1,000-view, 3,000-track scene / a 4,000-line pan script
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-440000}
runs=${2:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The release build, as scripts/install makes it (on Linux, the Swift runtime linked in).
bin=$(scripts/install --build-only) || { echo "bench: the release build failed" >&2; exit 1; }

# A pan script: gestures of 20 moves up, released, then the same down.
pan_script() {
    awk -v n="$1" 'BEGIN {
        for (i = 0; i < n; ) {
            print "pan begin"; i++
            for (j = 1; j <= 20 && i < n; j++) { printf "pan move 0,-%d\n", j * 10; i++ }
            print "pan end"; i++
            print "pan begin"; i++
            for (j = 1; j <= 20 && i < n; j++) { printf "pan move 0,%d\n", j * 10; i++ }
            print "pan end"; i++
        } }'
}
pan_script "$lines" > "$work/large.pg"
pan_script 440 > "$work/small.pg"
"$bin" --json "$work/large.pg" > "$work/large.jsonl"

printf 'print("hello")\n' > "$work/hello.swift"
# Built the same way as the release binary: on Linux the runtime linked in, and not
# position-independent (scripts/install).
hello_flags=()
if [ "$(uname -s)" = Linux ]; then hello_flags=(-static-stdlib -Xlinker -no-pie); fi
swiftc -O ${hello_flags[@]+"${hello_flags[@]}"} "$work/hello.swift" -o "$work/hello" 2>/dev/null
# And as a plain `swiftc -O` builds it, the runtime shared (the (c) of earlier runs).
swiftc -O "$work/hello.swift" -o "$work/hello-shared" 2>/dev/null

# Bash's own clock, read without a fork (bench/common.sh says why).
elapsed() { local t0 t1; t0=$EPOCHREALTIME; "$@" >/dev/null 2>&1 || true; t1=$EPOCHREALTIME; awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }'; }
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

# side_by_side NAME "A command" "B command": alternating runs, medians, A / B.
side_by_side() {
    local name=$1 a=$2 b=$3
    : > "$work/a"; : > "$work/b"
    for _ in $(seq "$runs"); do
        elapsed bash -c "$a" >> "$work/a"
        elapsed bash -c "$b" >> "$work/b"
    done
    printf '%-58s %8s\n' "$name" "$(ratio "$(median < "$work/a")" "$(median < "$work/b")")"
}

echo "pantograph bench: $lines-line pan script, medians of $runs alternating runs"
side_by_side "(a) --quiet / awk reading the script" \
    "'$bin' --quiet '$work/large.pg'" "awk 'END { print NR }' '$work/large.pg'"
side_by_side "(b) --json > /dev/null / awk copying the JSON" \
    "'$bin' --json '$work/large.pg' > /dev/null" "awk '{ print }' '$work/large.jsonl' > /dev/null"
side_by_side "(c) -e quit / hello world (Swift, -O, built the same way)" \
    "'$bin' -e quit" "'$work/hello'"
side_by_side "(c) -e quit / hello world (swiftc -O, the runtime shared)" \
    "'$bin' -e quit" "'$work/hello-shared'"
# Start-up without Foundation: neither it nor ICU may be among the libraries.
libraries=$(ldd "$bin" | awk '{ print $1 }')
if printf '%s\n' "$libraries" | grep -Eqi '^libFoundation\.so|icu'; then
    echo "bench: the release binary links Foundation or ICU:" >&2
    printf '%s\n' "$libraries" >&2
    exit 1
fi
printf '%-58s %8s\n' "(c) libraries linked (a hello world: $(ldd "$work/hello" | wc -l))" "$(printf '%s\n' "$libraries" | wc -l)"
peak() { /usr/bin/time -f '%M' "$@" 2>&1 >/dev/null | tail -1; }
printf '%-58s %8s\n' "(d) peak memory: large script / 440-line script" \
    "$(ratio "$(peak "$bin" --quiet "$work/large.pg")" "$(peak "$bin" --quiet "$work/small.pg")")"

echo 'sweep distance 0..990 step 10 velocity -4950..4950 step 100' > "$work/sweep.pg"
awk 'BEGIN { for (v = -4950; v <= 4950; v += 100) for (d = 0; d <= 990; d += 10)
             printf "pan begin\npan move 0,%d\npan end velocity 0,%d\nreset\n", -d, -v }' > "$work/gestures.pg"
side_by_side "(e) sweep 100x100 / the same 10,000 gestures as a script" \
    "'$bin' --quiet '$work/sweep.pg'" "'$bin' --quiet '$work/gestures.pg'"

# A scene of 1,000 views (998 in a root, and the presented one) and 3,000 tracks
# (three per view in the present, three on the root, one in the dismiss), loaded and
# checked at start-up, against 4,000 lines of pan moves.
awk 'BEGIN {
    print "scene big"; print "view root frame screen"
    for (i = 0; i < 998; i++) printf "view v%d in root frame %d,%d,width/4,40 alpha 0.5\n", i, i % 300, i % 800
    print "view other frame screen"; print "controller root view root"; print "controller other view other"
    print "window root"; print "present root other style overFullScreen"
    print "animate present duration duration"; print "setup insert other"
    for (i = 0; i < 998; i++) {
        printf "track v%d frame to 0,%d,width,44 timing spring(0.8,0)\n", i, i % 700
        printf "track v%d alpha from 0.5 to 1 duration duration/2 timing linear\n", i
        printf "track v%d cornerRadius to 12 delay duration/4\n", i
    }
    print "track root alpha to 0.5"; print "track root scale to 0.9"; print "track root cornerRadius to 8"
    print "animate dismiss duration duration"; print "track other alpha to 0"
    print "gesture present pan direction 0,-1 distance height start width/2,height/2" }' > "$work/big.scene"
pan_script 4000 > "$work/4000.pg"
side_by_side "(g) --scene of 1,000 views, 3,000 tracks / 4,000 pan lines" \
    "'$bin' --scene '$work/big.scene' -e quit" "'$bin' --quiet '$work/4000.pg'"

if command -v valgrind >/dev/null; then
    instructions() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
        | awk '/Collected/ { print $NF }'; }
    # Per pan move: the difference between scripts of 20 and 40 moves per gesture.
    awk 'BEGIN { for (g = 0; g < 500; g++) { print "pan begin"; for (j = 1; j <= 20; j++) printf "pan move 0,-%d\n", j; print "pan end" } }' > "$work/m20.pg"
    awk 'BEGIN { for (g = 0; g < 500; g++) { print "pan begin"; for (j = 1; j <= 40; j++) printf "pan move 0,-%d\n", j; print "pan end" } }' > "$work/m40.pg"
    q20=$(instructions "$bin" --quiet "$work/m20.pg"); q40=$(instructions "$bin" --quiet "$work/m40.pg")
    j20=$(instructions "$bin" --json "$work/m20.pg"); j40=$(instructions "$bin" --json "$work/m40.pg")
    awk -v a="$q20" -v b="$q40" 'BEGIN { printf "%-58s %8.0f\n", "(f) instructions per pan move, --quiet", (b - a) / 10000 }'
    awk -v a="$j20" -v b="$j40" -v qa="$q20" -v qb="$q40" 'BEGIN {
        printf "%-58s %8.0f\n", "(f) instructions per JSON record (beyond --quiet)", ((b - a) - (qb - qa)) / 10000 }'
else
    echo "(f) skipped: valgrind is not installed"
fi
