/// A Core Animation timing function: a cubic Bézier from (0, 0) to (1, 1) with two
/// free control points, read as "progress y after a fraction x of the duration".
///
/// The curve is given parametrically, so answering "y at x" means inverting x(t). We do
/// it the way Core Animation and browsers do (docs/uikit.md, "Timing", Chromium's
/// `cubic_bezier.cc`): a few Newton steps, which almost always converge from t = x
/// because x(t) is close to the identity for usual curves, and a bisection that cannot
/// fail for the steep or flat curves where Newton stalls.
public struct CubicBezier: Hashable, Sendable {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    /// Control points `(x1, y1)` and `(x2, y2)`.
    ///
    /// `x1` and `x2` are clamped to 0…1: only then is x(t) monotone, so that every x has
    /// exactly one y and the curve is a function of time at all. `y1` and `y2` are free,
    /// which is how anticipation and overshoot curves are made. All four must be
    /// finite: the first that is not is thrown (`notFinite`, with its value).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(TimingCurveError) {
        for (value, coordinate) in zip([x1, y1, x2, y2], TimingCurveError.Coordinate.allCases) where !value.isFinite {
            throw .notFinite(coordinate, "\(value)")
        }
        self.init(known: x1, y1, x2, y2)
    }

    /// Control points known to be finite (the named curves').
    init(known x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// The progress after a fraction `x` of the duration.
    ///
    /// `x` is clamped to 0…1 (NaN counts as 0) and the ends are returned without any
    /// arithmetic, so an animation starts and lands exactly on its values.
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        return Self.sample(solve(x: x).t, 3 * y1, 3 * (y2 - y1) - 3 * y1)
    }

    // MARK: - Solver

    /// Newton stops once x(t) is this close to the requested x (docs/uikit.md, "Timing").
    static let newtonTolerance = 1e-7
    /// Newton gives up before dividing by a slope this flat; the step would be wild.
    static let minimumSlope = 1e-6
    /// Newton's step budget before the bisection takes over (docs/uikit.md, "Timing").
    static let maximumNewtonSteps = 8
    /// The bisection's final bracket in t.
    static let bisectionWidth = 1e-15

    /// How `solve(x:)` found its parameter; kept so that tests can measure the solver.
    struct Solution: Equatable {
        var t: Double
        var newtonSteps: Int
        var usedBisection: Bool
    }

    /// Finds t in 0…1 with x(t) = x, for x strictly inside 0…1.
    func solve(x: Double) -> Solution {
        let cx = 3 * x1
        let bx = 3 * (x2 - x1) - cx

        // Newton from t = x: for the named curves x(t) ≈ t, so this is already close.
        var t = x
        var steps = 0
        while true {
            let error = Self.sample(t, cx, bx) - x
            let slope = Self.slope(t, cx, bx)
            if abs(error) < Self.newtonTolerance {
                return Solution(t: Self.polish(t, error, slope, x, cx, bx), newtonSteps: steps, usedBisection: false)
            }
            guard steps < Self.maximumNewtonSteps, abs(slope) >= Self.minimumSlope else { break }
            let next = t - error / slope
            // Outside 0…1 the cubic is no longer our curve and Newton may not come back.
            guard next >= 0, next <= 1 else { break }
            t = next
            steps += 1
        }

        // Bisection: x(t) is monotone on 0…1, so the bracket always holds the answer.
        // It runs to a tiny bracket in t rather than to the Newton tolerance in x: where
        // the curve is steep (dy/dx large) a 1e-7 error in x would be a visible error in
        // y, and the extra halvings (about 50) cost nothing.
        var lo = 0.0
        var hi = 1.0
        t = x
        while hi - lo > Self.bisectionWidth {
            let value = Self.sample(t, cx, bx)
            if value == x { break }
            if value < x { lo = t } else { hi = t }
            t = lo + (hi - lo) / 2
        }
        return Solution(t: t, newtonSteps: steps, usedBisection: true)
    }

    /// One more Newton correction after the stop test passed.
    ///
    /// The 1e-7 tolerance is on x, but what the caller sees is y: where the curve is
    /// nearly vertical (dy/dx ≈ 100 near the end of cubic(1,0,1,0)) it would leave an
    /// error above 1e-5 in y. The step the test made unnecessary squares that error for
    /// the price of the slope already computed; it is kept only if x(t) gets closer.
    @inline(__always)
    static func polish(_ t: Double, _ error: Double, _ slope: Double, _ x: Double, _ c: Double, _ b: Double) -> Double {
        guard error != 0, abs(slope) >= minimumSlope else { return t }
        let next = t - error / slope
        guard next >= 0, next <= 1, abs(sample(next, c, b) - x) < abs(error) else { return t }
        return next
    }

    /// One coordinate of the curve at t, in Horner form with a = 1 − c − b
    /// (the end point is 1), for coefficients c = 3·p1 and b = 3·(p2 − p1) − c.
    @inline(__always)
    static func sample(_ t: Double, _ c: Double, _ b: Double) -> Double {
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    /// d/dt of `sample`.
    @inline(__always)
    static func slope(_ t: Double, _ c: Double, _ b: Double) -> Double {
        let a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }
}
