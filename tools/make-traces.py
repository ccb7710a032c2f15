#!/usr/bin/env python3
"""Makes the sample corpus of docs/examples/traces/: human-like flicks and drags of
deeper's grid cell, as touch logs (docs/recording.md), from a seeded generator.

    tools/make-traces.py            # rewrites docs/examples/traces/*.jsonl
    tools/make-traces.py NAME [N]   # prints one file (flicks or drags) to stdout,
                                    # or N traces of that kind (bench/judge.sh)

The model (docs/recording.md, "The sample corpus"):
- the finger follows a minimum-jerk path (Flash & Hogan 1985): s(u) = D(10u^3 - 15u^4
  + 6u^5) for u = t/T, whose peak speed is 1.875 D/T;
- a flick lifts while still moving (at u = 0.55...0.85 of its stroke); a drag runs its
  whole stroke, may come back part of the way, and rests before it lifts;
- samples at 60 Hz, one per display frame, as UIKit delivers touches;
- peak speeds are kept within 50...8000 pt/s, Android's minimum and maximum fling
  velocities (ViewConfiguration) and Flutter's kMaxFlingVelocity;
- one gesture in 25 is cancelled by the system.
Deterministic: the same seed gives the same bytes on any machine (SplitMix64, and
numbers printed with fixed decimals).
"""
import os
import sys

SEED = 0x5EED_2026
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


def line(t, x, y, phase, ident, v=None):
    fields = ['"t": %.4f' % t, '"x": %.1f' % x, '"y": %.1f' % y, '"phase": "%s"' % phase]
    if v is not None:
        fields += ['"vx": %.1f' % v[0], '"vy": %.1f' % v[1]]
    fields.append('"id": "%s"' % ident)
    return "{" + ", ".join(fields) + "}"


def gesture(rng, kind, index):
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
    lines = [line(t0, x0, y0, "began", ident)]
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
    out = []
    for i in range(COUNTS[name] if count is None else count):
        out += gesture(rng, name, i)
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) > 1:
        sys.stdout.write(corpus(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else None))
        return
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs", "examples", "traces")
    for name in COUNTS:
        with open(os.path.join(folder, name + ".jsonl"), "w") as f:
            f.write(corpus(name))


if __name__ == "__main__":
    main()
