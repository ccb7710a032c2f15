#!/usr/bin/env python3
"""Makes the sample corpus of docs/examples/traces/: human-like flicks and drags of
deeper's grid cell, as touch logs (docs/recording.md), from a seeded generator.

    tools/make-traces.py            # rewrites docs/examples/traces/*.jsonl
    tools/make-traces.py NAME [N]   # prints one file (flicks or drags) to stdout,
                                    # or N traces of that kind (bench/judge.sh)
    tools/make-traces.py known THRESHOLD NOISE N [SEED]
                                    # N drags whose intent is finish exactly when
                                    # deeper's release progress is above THRESHOLD,
                                    # each flipped with probability NOISE (the test
                                    # of `tune`, bench/tune.sh)

The model (docs/recording.md, "The sample corpus"):
- the finger follows a minimum-jerk path (Flash & Hogan 1985): s(u) = D(10u^3 - 15u^4
  + 6u^5) for u = t/T, whose peak speed is 1.875 D/T;
- a flick lifts while still moving (at u = 0.55...0.85 of its stroke); a drag runs its
  whole stroke, may come back part of the way, and rests before it lifts;
- samples at 60 Hz, one per display frame, as UIKit delivers touches;
- peak speeds are kept within 50...8000 pt/s, Android's minimum and maximum fling
  velocities (ViewConfiguration) and Flutter's kMaxFlingVelocity;
- one gesture in 25 is cancelled by the system;
- each simulated user meant something (`intent` on the `began` line): to cancel when
  the drag comes back more than a third of its stroke (they changed their mind);
  otherwise to finish when the stroke they planned (the whole of a flick's, which
  lifts early) is at least their own commitment, 60...200 points; and one in 25
  slips and means the other. These draws come from a stream of their own, so the
  touches are those of the corpus before it had intents.
Deterministic: the same seed gives the same bytes on any machine (SplitMix64, and
numbers printed with fixed decimals).
"""
import os
import sys

SEED = 0x5EED_2026
INTENT_SEED = 0x1A7E_2026
SLOP = 10.0                 # deeper's slop (the pan recognizer's hysteresis), points
DISTANCE = 844.0            # deeper's gesture: points for progress 1 (the screen's height)
RATE = 60.0                 # samples per second
START = (105.0, 405.0)      # deeper's grid cell, where its pan begins
COUNTS = {"flicks": 150, "drags": 150}


class SplitMix64:
    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFFFFFFFFFF

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        return z ^ (z >> 31)

    def uniform(self, lo, hi):
        return lo + (hi - lo) * (self.next() >> 11) / float(1 << 53)


def min_jerk(u):
    return 10 * u ** 3 - 15 * u ** 4 + 6 * u ** 5


def min_jerk_speed(u):
    return 30 * u ** 2 - 60 * u ** 3 + 30 * u ** 4


def line(t, x, y, phase, ident, v=None, intent=None):
    fields = ['"t": %.4f' % t, '"x": %.1f' % x, '"y": %.1f' % y, '"phase": "%s"' % phase]
    if v is not None:
        fields += ['"vx": %.1f' % v[0], '"vy": %.1f' % v[1]]
    fields.append('"id": "%s"' % ident)
    if intent is not None:
        fields.append('"intent": "%s"' % intent)
    return "{" + ", ".join(fields) + "}"


def meant(minds, kind, distance, back):
    """What the simulated user meant: see the model above."""
    commitment = minds.uniform(60, 200)
    slip = minds.uniform(0, 1) < 1 / 25
    if back > 1 / 3:
        finish = False
    else:
        finish = distance >= commitment
    return "finish" if finish != slip else "cancel"


def gesture(rng, kind, index, minds=None):
    ident = "%s-%03d" % (kind[:-1], index + 1)   # wider past 999
    x0 = START[0] + rng.uniform(-40, 40)
    y0 = START[1] + rng.uniform(-40, 40)
    drift = rng.uniform(-0.15, 0.15)          # sideways points per point upwards
    if kind == "flicks":
        distance = min(rng.uniform(30, 260), y0 - 20)
        duration = rng.uniform(0.08, 0.20)
        lift = rng.uniform(0.55, 0.85)        # of the stroke, still moving
        back = 0.0
        rest = 0.0
    else:
        distance = min(rng.uniform(40, 520), y0 - 20)   # the finger stays on the screen
        duration = rng.uniform(0.30, 0.90)
        lift = 1.0
        back = rng.uniform(0.0, 0.6) if rng.uniform(0, 1) < 0.3 else 0.0
        rest = rng.uniform(0.0, 0.15)
    peak = 1.875 * distance / duration
    if peak > 8000:
        duration = 1.875 * distance / 8000
    elif peak < 50:
        duration = 1.875 * distance / 50
    cancelled = rng.uniform(0, 1) < 1 / 25
    t0 = round(rng.uniform(0, 3600), 3)       # the device's clock: only differences matter

    def at(time):
        """Upward distance and speed at `time` seconds into the gesture."""
        if time <= duration:
            u = time / duration
            return distance * min_jerk(u), distance * min_jerk_speed(u) / duration
        if back > 0 and time <= 2 * duration:
            u = (time - duration) / duration
            return distance - back * distance * min_jerk(u), -back * distance * min_jerk_speed(u) / duration
        return distance - back * distance, 0.0

    moving = duration * lift if kind == "flicks" else duration * (2 if back > 0 else 1)
    end = moving + rest
    frames = max(2, int(end * RATE) + 1)
    intent = meant(minds, kind, distance, back) if minds is not None else None
    lines = [line(t0, x0, y0, "began", ident, intent=intent)]
    up, speed = 0.0, 0.0
    for k in range(1, frames + 1):
        time = min(k / RATE, end)
        up, speed = at(time)
        lines.append(line(t0 + time, x0 + drift * up, y0 - up, "moved", ident))
    # The release: where the last sample was, a few milliseconds later.
    lift_time = end + rng.uniform(0.002, 0.012)
    phase = "cancelled" if cancelled else "ended"
    lines.append(line(t0 + lift_time, x0 + drift * up, y0 - up, phase, ident, (drift * speed, -speed)))
    return lines


def corpus(name, count=None):
    rng = SplitMix64(SEED + sorted(COUNTS).index(name))
    minds = SplitMix64(INTENT_SEED + sorted(COUNTS).index(name))
    out = []
    for i in range(COUNTS[name] if count is None else count):
        out += gesture(rng, name, i, minds)
    return "\n".join(out) + "\n"


def released_progress(samples):
    """deeper's progress at the release, as Pantograph's recognizer computes it from the
    printed samples: the pan begins at the first move of SLOP points on an axis from
    where the finger came down, with the slop taken off the translation, and the
    progress is the translation up over DISTANCE, within 0...1. None: no pan began."""
    x0, y0 = samples[0]
    start = None
    for x, y in samples[1:]:
        if start is None:
            tx, ty = x - x0, y - y0
            if abs(tx) < SLOP and abs(ty) < SLOP:
                continue
            strip = lambda v: -max(-v - SLOP, 0.0) if v < 0 else max(v - SLOP, 0.0)
            start = (x - strip(tx), y - strip(ty))
        last = (x, y)
    if start is None:
        return None
    up = -(last[1] - start[1])
    return min(max(up / DISTANCE, 0.0), 1.0)


def known(threshold, noise, count, seed=1):
    """Drags that rest before they lift, each meaning to finish exactly when its release
    progress is above `threshold`, flipped with probability `noise`: a corpus whose best
    threshold and whose best agreement (1 - noise) are known. The intent is on the
    `ended` line."""
    rng = SplitMix64(SEED ^ (seed * 0x9E3779B97F4A7C15))
    out = []
    for i in range(count):
        ident = "known-%d" % (i + 1)
        x0 = round(START[0] + rng.uniform(-40, 40), 1)
        y0 = round(START[1] + rng.uniform(-40, 40), 1)
        # Up to twice the threshold's distance, and the finger stays on the screen.
        distance = min(rng.uniform(12, 2 * threshold * DISTANCE + 40), y0 - 20)
        duration = rng.uniform(0.10, 0.25)
        t0 = round(rng.uniform(0, 3600), 3)
        frames = max(2, int(duration * RATE) + 1)
        points = [(x0, y0)]
        rows = [line(t0, x0, y0, "began", ident)]
        for k in range(1, frames + 1):
            time = min(k / RATE, duration)
            x, y = round(x0, 1), round(y0 - distance * min_jerk(time / duration), 1)
            points.append((float("%.1f" % x), float("%.1f" % y)))
            rows.append(line(t0 + time, x, y, "moved", ident))
        progress = released_progress([(float("%.1f" % x0), float("%.1f" % y0))] + points[1:])
        finish = progress is not None and progress > threshold
        if rng.uniform(0, 1) < noise:
            finish = not finish
        rows.append(line(t0 + duration + 0.1, points[-1][0], points[-1][1], "ended", ident, (0.0, 0.0),
                         "finish" if finish else "cancel"))
        out += rows
    return "\n".join(out) + "\n"


def usage():
    """The usage lines of the docstring, on standard error; a wrong call is no traceback."""
    sys.stderr.write("usage:\n" + __doc__.split("\n\n")[1] + "\n")
    sys.exit(2)


def main():
    if len(sys.argv) > 1 and sys.argv[1] not in COUNTS and sys.argv[1] != "known":
        usage()
    if len(sys.argv) > 1 and sys.argv[1] == "known":
        args = sys.argv[2:]
        if not 3 <= len(args) <= 4:
            usage()
        sys.stdout.write(known(float(args[0]), float(args[1]), int(args[2]), int(args[3]) if len(args) > 3 else 1))
        return
    if len(sys.argv) > 1:
        sys.stdout.write(corpus(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else None))
        return
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs", "examples", "traces")
    for name in COUNTS:
        with open(os.path.join(folder, name + ".jsonl"), "w") as f:
            f.write(corpus(name))


if __name__ == "__main__":
    main()
