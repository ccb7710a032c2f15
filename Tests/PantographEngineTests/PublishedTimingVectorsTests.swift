import Foundation
import Testing

@testable import PantographEngine
import PantographTestSupport

/// Published vectors for Core Animation-style cubic Bézier timing functions, from
/// Chromium's `ui/gfx/geometry/cubic_bezier_unittest.cc` (the tests of `gfx::CubicBezier`,
/// whose solver docs/uikit.md, "Timing", follows), with the numbers and tolerances that
/// file uses.
///
/// Two of its expectations do not carry over, on purpose:
/// - `InputOutOfRange`: Chromium extrapolates outside 0…1 (`Solve(-1)` is -2); a
///   Core Animation timing function, and `CubicBezier.value(at:)`, clamps to 0…1.
///   Its values at the ends, 0 and 1, are kept below.
/// - `ClampInfinityEvaluation`, `Range` and `GetPoints` test parts of `gfx::CubicBezier`
///   (y values of ±DBL_MAX, `range_min`/`range_max`, unclamped x1/x2) that
///   `CubicBezier` does not have; the shell refuses a `cubic(…)` that overflows.
@Suite struct PublishedTimingVectorsTests {
    /// `double epsilon = 0.00015;` of every `EXPECT_NEAR` in Basic, UnclampedYValues and Slope.
    static let epsilon = 0.00015

    /// CubicBezierTest.Basic: `CubicBezier function(0.25, 0.0, 0.75, 1.0)`.
    static let basic: [(x: Double, y: Double)] = [
        (0, 0), (0.05, 0.01136), (0.1, 0.03978), (0.15, 0.079780), (0.2, 0.12803),
        (0.25, 0.18235), (0.3, 0.24115), (0.35, 0.30323), (0.4, 0.36761), (0.45, 0.43345),
        (0.5, 0.5), (0.6, 0.63238), (0.65, 0.69676), (0.7, 0.75884), (0.75, 0.81764),
        (0.8, 0.87196), (0.85, 0.92021), (0.9, 0.96021), (0.95, 0.98863), (1, 1),
    ]

    /// CubicBezierTest.UnclampedYValues: `CubicBezier function(0.5, -1.0, 0.5, 2.0)`.
    static let unclampedY: [(x: Double, y: Double)] = [
        (0.0, 0.0), (0.05, -0.08954), (0.1, -0.15613), (0.15, -0.19641), (0.2, -0.20651),
        (0.25, -0.18232), (0.3, -0.11992), (0.35, -0.01672), (0.4, 0.12660), (0.45, 0.30349),
        (0.5, 0.50000), (0.55, 0.69651), (0.6, 0.87340), (0.65, 1.01672), (0.7, 1.11992),
        (0.75, 1.18232), (0.8, 1.20651), (0.85, 1.19641), (0.9, 1.15613), (0.95, 1.08954),
        (1.0, 1.0),
    ]

    /// CubicBezierTest.Slope: dy/dx of `CubicBezier function(0.25, 0.0, 0.75, 1.0)` (its
    /// `Slope(-0.1)` and `Slope(1.1)` lie outside the curve and are left out).
    static let slope: [(x: Double, dydx: Double)] = [
        (0, 0), (0.05, 0.42170), (0.1, 0.69778), (0.15, 0.89121), (0.2, 1.03184),
        (0.25, 1.13576), (0.3, 1.21239), (0.35, 1.26751), (0.4, 1.30474), (0.45, 1.32628),
        (0.5, 1.33333), (0.55, 1.32628), (0.6, 1.30474), (0.65, 1.26751), (0.7, 1.21239),
        (0.75, 1.13576), (0.8, 1.03184), (0.85, 0.89121), (0.9, 0.69778), (0.95, 0.42170),
        (1, 0),
    ]

    @Test("CubicBezierTest.Basic: cubic(0.25,0,0.75,1) within 0.00015")
    func basicVectors() {
        let curve = bezier(0.25, 0.0, 0.75, 1.0)
        for (x, y) in Self.basic {
            #expect(abs(curve.value(at: x) - y) <= Self.epsilon, "x = \(x): \(curve.value(at: x)), expected \(y)")
            // The same through TimingCurve, as `curve` and completion curves use it.
            #expect(TimingCurve.cubic(curve).progress(at: x) == curve.value(at: x))
        }
    }

    /// `EXPECT_EQ`: these three are exact, and so are ours.
    @Test("CubicBezierTest.Basic: exact values at 0.5")
    func basicExactValues() {
        #expect(bezier(0.5, 1.0, 0.5, 1.0).value(at: 0.5) == 0.875)
        #expect(bezier(0.5, 2.0, 0.5, 2.0).value(at: 0.5) == 1.625)  // overshoot
        #expect(bezier(0.5, -1.0, 0.5, -1.0).value(at: 0.5) == -0.625)  // undershoot
    }

    @Test("CubicBezierTest.UnclampedYValues: cubic(0.5,-1,0.5,2) within 0.00015")
    func unclampedYVectors() {
        let curve = bezier(0.5, -1.0, 0.5, 2.0)
        for (x, y) in Self.unclampedY {
            #expect(abs(curve.value(at: x) - y) <= Self.epsilon, "x = \(x): \(curve.value(at: x)), expected \(y)")
        }
    }

    /// dy/dx = y′(t)/x′(t) at the t the solver finds for x.
    @Test("CubicBezierTest.Slope: dy/dx of cubic(0.25,0,0.75,1) within 0.00015")
    func slopeVectors() {
        let curve = bezier(0.25, 0.0, 0.75, 1.0)
        let (cx, bx) = (3 * curve.x1, 3 * (curve.x2 - curve.x1) - 3 * curve.x1)
        let (cy, by) = (3 * curve.y1, 3 * (curve.y2 - curve.y1) - 3 * curve.y1)
        for (x, expected) in Self.slope {
            let t = x <= 0 ? 0 : x >= 1 ? 1 : curve.solve(x: x).t
            let dydx = CubicBezier.slope(t, cy, by) / CubicBezier.slope(t, cx, bx)
            #expect(abs(dydx - expected) <= Self.epsilon, "x = \(x): \(dydx), expected \(expected)")
        }
    }

    /// CubicBezierTest.InputOutOfRange, `at_edge_of_range`: exactly 0 and 1 at the ends.
    @Test("CubicBezierTest.InputOutOfRange: exact at the ends")
    func exactAtTheEnds() {
        let curve = bezier(0.5, 1.0, 0.5, 1.0)
        #expect(curve.value(at: 0.0) == 0.0)
        #expect(curve.value(at: 1.0) == 1.0)
    }

    /// Chromium's `validateSolver`: for t = 0, 0.05, … (accumulated as its `for` loop
    /// does, so 0.95 is the last), solving x(t) for t comes back within 1e-5. At x = 0
    /// there is nothing to solve: the curve starts at t = 0.
    static func validateSolver(_ curve: CubicBezier) {
        let precision = 1e-5
        let (cx, bx) = (3 * curve.x1, 3 * (curve.x2 - curve.x1) - 3 * curve.x1)
        var t = 0.0
        var checked = 0
        while t <= 1 {
            let x = CubicBezier.sample(t, cx, bx)
            let root = x <= 0 ? 0 : x >= 1 ? 1 : curve.solve(x: x).t
            #expect(abs(t - root) <= precision, "\(curve): t = \(t), solved \(root)")
            checked += 1
            t += 0.05
        }
        #expect(checked == 20)
    }

    @Test("CubicBezierTest.CommonEasingFunctions: the named curves")
    func commonEasingFunctions() {
        Self.validateSolver(bezier(0.25, 0.1, 0.25, 1))  // ease
        Self.validateSolver(bezier(0.42, 0, 1, 1))  // ease-in
        Self.validateSolver(bezier(0, 0, 0.58, 1))  // ease-out
        Self.validateSolver(bezier(0.42, 0, 0.58, 1))  // ease-in-out
        // They are Core Animation's too.
        #expect(TimingCurve.default.bezier == bezier(0.25, 0.1, 0.25, 1))
        #expect(TimingCurve.easeIn.bezier == bezier(0.42, 0, 1, 1))
        #expect(TimingCurve.easeOut.bezier == bezier(0, 0, 0.58, 1))
        #expect(TimingCurve.easeInOut.bezier == bezier(0.42, 0, 0.58, 1))
    }

    @Test("CubicBezierTest.LinearEquivalentBeziers")
    func linearEquivalentBeziers() {
        Self.validateSolver(bezier(0.0, 0.0, 0.0, 0.0))
        Self.validateSolver(bezier(1.0, 1.0, 1.0, 1.0))
    }

    @Test("CubicBezierTest.ControlPointsOutsideUnitSquare")
    func controlPointsOutsideUnitSquare() {
        Self.validateSolver(bezier(0.3, 1.5, 0.8, 1.5))
        Self.validateSolver(bezier(0.4, -0.8, 0.7, 1.7))
        Self.validateSolver(bezier(0.7, -2.0, 1.0, -1.5))
        Self.validateSolver(bezier(0, 4, 1, -3))
    }
}
