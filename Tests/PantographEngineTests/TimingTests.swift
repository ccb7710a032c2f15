import Foundation
import Testing

@testable import PantographEngine
import PantographTestSupport

/// docs/uikit.md, "Timing": Core Animation's Bézier timing functions, UIKit's spring, and the
/// text form of a completion curve.
@Suite struct TimingTests {

    // MARK: - Fixtures

    /// Every named curve and some custom ones, including the steep and flat ones where
    /// Newton's method stalls and the bisection must take over.
    static let curves: [TimingCurve] = TimingCurve.namedCurves + [
        .cubic(bezier(0, 1, 0, 1)),  // vertical at x = 0
        .cubic(bezier(1, 0, 0, 1)),  // vertical at x = 0.5 (x'(0.5) = 0)
        .cubic(bezier(0, 0, 0, 1)),
        .cubic(bezier(1, 0, 1, 0)),  // flat start, vertical end
        .cubic(bezier(0.5, 0, 0.5, 1)),
        .cubic(bezier(0.68, -0.6, 0.32, 1.6)),  // anticipation and overshoot
        .cubic(bezier(0.17, 0.67, 0.83, 0.67)),
        .cubic(bezier(1, 1, 0, 0)),
    ]

    /// The 1,001 fractions 0, 0.001, …, 1.
    static let grid: [Double] = (0...1000).map { Double($0) / 1000 }

    /// The curve's y at x, found by plain bisection on the Bernstein form, written
    /// independently of the solver under test. The ends are taken from the definition:
    /// where x(t) is flat at an end (cubic(1,0,1,0) at t = 1) the bisection cannot tell
    /// t apart within 5e-6 of it, because x(t) rounds to the end value there.
    static func reference(_ b: CubicBezier, _ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bernstein(b.x1, b.x2, mid) < x { lo = mid } else { hi = mid }
        }
        return bernstein(b.y1, b.y2, (lo + hi) / 2)
    }

    // MARK: - Cubic Bézier

    @Test("the solver matches a brute-force bisection within 1e-5", arguments: curves)
    func bezierMatchesReference(curve: TimingCurve) {
        let bezier = curve.bezier
        var worst = 0.0
        for x in Self.grid {
            worst = max(worst, abs(bezier.value(at: x) - Self.reference(bezier, x)))
        }
        #expect(worst < 1e-5, "\(curve.name): worst error \(worst)")
    }

    @Test("ends are exact, and x is clamped to 0…1", arguments: curves)
    func bezierEnds(curve: TimingCurve) {
        let bezier = curve.bezier
        #expect(bezier.value(at: 0) == 0)
        #expect(bezier.value(at: 1) == 1)
        #expect(bezier.value(at: -0.5) == 0)
        #expect(bezier.value(at: 1.5) == 1)
        #expect(bezier.value(at: -.infinity) == 0)
        #expect(bezier.value(at: .infinity) == 1)
        #expect(bezier.value(at: .nan) == 0)
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -3) == 0)
        #expect(curve.progress(at: 3) == 1)
    }

    @Test("monotone wherever the control points keep y within 0…1", arguments: curves)
    func bezierMonotone(curve: TimingCurve) {
        let b = curve.bezier
        guard (0...1).contains(b.y1), (0...1).contains(b.y2) else { return }
        let values = Self.grid.map { curve.progress(at: $0) }
        for (a, next) in zip(values, values.dropFirst()) {
            #expect(a <= next, "\(curve.name) decreases from \(a) to \(next)")
        }
    }

    @Test("values at known points")
    func bezierKnownValues() {
        #expect(TimingCurve.linear.progress(at: 0.3) == 0.3)
        #expect(abs(TimingCurve.easeInOut.progress(at: 0.5) - 0.5) < 1e-12)
        // x(0.5) = 0.5 for cubic(1,0,0,1), where x'(t) = 0; y(0.5) = 0.5.
        #expect(abs(bezier(1, 0, 0, 1).value(at: 0.5) - 0.5) < 1e-9)
        // easeIn starts slower than linear, easeOut faster.
        #expect(TimingCurve.easeIn.progress(at: 0.25) < 0.25)
        #expect(TimingCurve.easeOut.progress(at: 0.25) > 0.25)
        // The default curve passes (0.25, 0.1) control polygon: well above linear at 0.5.
        #expect(abs(TimingCurve.default.progress(at: 0.5) - Self.reference(TimingCurve.default.bezier, 0.5)) < 1e-9)
        #expect(TimingCurve.default.progress(at: 0.5) > 0.75)
    }

    @Test("Newton's method alone solves the named curves; bisection takes over where x'(t) = 0")
    func bezierSolverPaths() {
        for curve in TimingCurve.namedCurves {
            let solutions = Self.grid.dropFirst().dropLast().map { curve.bezier.solve(x: $0) }
            #expect(solutions.allSatisfy { $0.newtonSteps <= CubicBezier.maximumNewtonSteps })
            let bisections = solutions.filter(\.usedBisection).count
            #expect(bisections == 0, "\(curve.name) needed bisection \(bisections) times")
        }
        // cubic(1,0,0,1) has x'(0.5) = 0: Newton starting near there must give up.
        let steep = bezier(1, 0, 0, 1)
        #expect(steep.solve(x: 0.5001).usedBisection)
    }

    @Test("control point x values are clamped to 0…1")
    func bezierClampsX() {
        let b = bezier(-1, 0.5, 2, 0.5)
        #expect(b == bezier(0, 0.5, 1, 0.5))
    }

    // MARK: - Timing curve names and parsing

    @Test("control points of the named curves")
    func namedBeziers() {
        #expect(TimingCurve.linear.bezier == bezier(0, 0, 1, 1))
        #expect(TimingCurve.easeIn.bezier == bezier(0.42, 0, 1, 1))
        #expect(TimingCurve.easeOut.bezier == bezier(0, 0, 0.58, 1))
        #expect(TimingCurve.easeInOut.bezier == bezier(0.42, 0, 0.58, 1))
        #expect(TimingCurve.default.bezier == bezier(0.25, 0.1, 0.25, 1))
        #expect(TimingCurve.namedCurves == [.linear, .easeIn, .easeOut, .easeInOut, .default])
    }

    @Test("a cubic's control points must be finite: the first that is not is thrown")
    func cubicRefusesNonFinitePoints() {
        #expect(throws: TimingCurveError.notFinite(.y1, "nan")) { try CubicBezier(0, .nan, 1, 1) }
        #expect(throws: TimingCurveError.notFinite(.x2, "inf")) { try CubicBezier(0, 0, .infinity, 1) }
        #expect(throws: TimingCurveError.notFinite(.x1, "-inf")) { try CubicBezier(-.infinity, .nan, 1, 1) }
    }

    @Test("a curve is encoded by its name, a cubic by its numbers, and decoded back checked")
    func curvesRoundTripThroughCodable() throws {
        for curve in Self.curves {
            let data = try JSONEncoder().encode([curve])
            #expect(try JSONDecoder().decode([TimingCurve].self, from: data) == [curve])
        }
        #expect(String(decoding: try JSONEncoder().encode([TimingCurve.easeIn, .cubic(try CubicBezier(0.5, 0, 1, 2))]), as: UTF8.self)
                == #"["easeIn",[0.5,0,1,2]]"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([TimingCurve].self, from: Data(#"["easeInEaseOut"]"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([TimingCurve].self, from: Data(#"[[0,0,1]]"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([TimingCurve].self, from: Data(#"[[0,0,1,1,1]]"#.utf8)) }
    }

    // MARK: - Spring

    @Test("known vector: D = 3, ζ = 0.25 gives k = 54.8336, c = 3.70249")
    func springKnownVector() throws {
        let spring = try SpringTiming(duration: 3, dampingRatio: 0.25, initialVelocity: 0)
        #expect(abs(spring.stiffness - 54.8336) < 0.00005, "k = \(spring.stiffness)")
        #expect(abs(spring.damping - 3.70249) < 0.000005, "c = \(spring.damping)")
        #expect(spring.stiffness == spring.omega0 * spring.omega0)
        #expect(spring.damping == 2 * 0.25 * spring.omega0)
        #expect(spring.duration == 3)
        #expect(spring.dampingRatio == 0.25)
        #expect(spring.initialVelocity == 0)
    }

    static let springs: [(duration: Double, dampingRatio: Double, velocity: Double)] = [
        (3, 0.25, 0), (0.5, 0.8, 0), (0.35, 0.9, 2.5), (1, 0.5, -1), (0.3, 1, 0),
        (0.5, 1, 3), (0.4, 0.7, 6), (2, 0.05, 0), (0.25, 0.999999, 1),
    ]

    @Test("ω₀ solves UIKit's rest equation", arguments: springs)
    func springSolvesRestEquation(duration d: Double, dampingRatio zeta: Double, velocity v: Double) throws {
        let spring = try SpringTiming(duration: d, dampingRatio: zeta, initialVelocity: v)
        let w = spring.omega0
        let term: Double
        if zeta < 1 {
            term = (zeta * w - v) / (w * (1 - zeta * zeta).squareRoot()) * exp(-zeta * w * d)
        } else {
            term = (1 + (w - v) * d) * exp(-w * d)
        }
        // Within ε of rest by UIKit's measure, on either side.
        #expect(abs(abs(term) - 0.001) < 1e-12, "term \(term), ω₀ = \(w)")
    }

    @Test("0 at the start, exactly 1 at and after the end", arguments: springs)
    func springEnds(duration d: Double, dampingRatio zeta: Double, velocity v: Double) throws {
        let spring = try SpringTiming(duration: d, dampingRatio: zeta, initialVelocity: v)
        #expect(spring.progress(atTime: 0) == 0)
        #expect(spring.progress(atTime: -1) == 0)
        #expect(spring.progress(atTime: spring.duration) == 1)
        #expect(spring.progress(atTime: spring.duration + 0.001) == 1)
        #expect(spring.progress(atTime: 1e9) == 1)
        #expect(spring.progress(atTime: .infinity) == 1)
    }

    @Test("the slope at the start is the initial velocity", arguments: springs)
    func springInitialVelocity(duration d: Double, dampingRatio zeta: Double, velocity v: Double) throws {
        let spring = try SpringTiming(duration: d, dampingRatio: zeta, initialVelocity: v)
        let h = 1e-7
        let slope = spring.progress(atTime: h) / h
        #expect(abs(slope - v) < 1e-3 * max(1, spring.omega0), "slope \(slope), v \(v)")
    }

    @Test("ζ = 1 follows the critically damped formula and ends within ε of rest")
    func springCritical() throws {
        let spring = try SpringTiming(duration: 0.5, dampingRatio: 1, initialVelocity: 0)
        let w = spring.omega0
        #expect(spring.damping == 2 * w)
        for t in stride(from: 0.01, to: 0.5, by: 0.01) {
            let expected = 1 - (1 + w * t) * exp(-w * t)
            #expect(abs(spring.progress(atTime: t) - expected) < 1e-12)
        }
        // Critically damped without initial velocity: never overshoots, rises monotonically.
        let values = stride(from: 0.0, through: 0.5, by: 0.001).map(spring.progress(atTime:))
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
        // The rest equation puts it exactly ε short of the target just before the end.
        #expect(abs(1 - spring.progress(atTime: 0.5 - 1e-12) - 0.001) < 1e-8)
    }

    @Test("ζ just below 1 is stiffer than ζ = 1: the two rest equations do not meet")
    func springNearCritical() throws {
        // For ζ < 1 the rest equation bounds only the sine term, whose coefficient
        // (ζω₀ − v)/ω_d grows without limit as ζ → 1, so ω₀ jumps at ζ = 1 (docs/uikit.md, "Timing").
        let critical = try SpringTiming(duration: 0.4, dampingRatio: 1, initialVelocity: 1)
        let near = try SpringTiming(duration: 0.4, dampingRatio: 0.99999, initialVelocity: 1)
        #expect(near.omega0 > critical.omega0 + 1)
        // Both are still well-behaved springs that barely overshoot and end on the target.
        for spring in [near, critical] {
            let values = stride(from: 0.0, through: 0.4, by: 0.001).map(spring.progress(atTime:))
            #expect(values.allSatisfy { $0 >= 0 && $0 <= 1 + 1e-6 })
            #expect(values.last == 1)
        }
    }

    @Test("an underdamped spring overshoots")
    func springOvershoots() throws {
        let spring = try SpringTiming(duration: 1, dampingRatio: 0.3, initialVelocity: 0)
        let peak = stride(from: 0.0, to: 1, by: 0.001).map(spring.progress(atTime:)).max() ?? 0
        #expect(peak > 1.3)
    }

    @Test(
        "ζ is clamped to [FLT_EPSILON, 1]",
        arguments: [
            (5.0, 1.0), (1.0000001, 1.0), (.infinity, 1.0),
            (0.0, Double(Float.ulpOfOne)), (-1.0, Double(Float.ulpOfOne)), (-.infinity, Double(Float.ulpOfOne)),
        ])
    func springClampsDamping(given: Double, used: Double) throws {
        let spring = try SpringTiming(duration: 0.5, dampingRatio: given, initialVelocity: 0.5)
        #expect(try spring == SpringTiming(duration: 0.5, dampingRatio: used, initialVelocity: 0.5))
        #expect(spring.dampingRatio == used)
        #expect(abs(spring.dampingRatio - (used == 1 ? 1 : 1.1920929e-7)) < 1e-14)
        #expect(spring.omega0.isFinite && spring.omega0 > 0)
        #expect(spring.progress(atTime: 0.25).isFinite)
    }

    @Test(
        "a spring that hardly loses energy has no stiffness, and the error says what was asked",
        arguments: [(2.0, 0.0, Double(Float.ulpOfOne)), (0.5, 0.0005, 0.0005), (10.0, 0.000999, 0.000999)])
    func springWithoutStiffness(duration d: Double, dampingRatio zeta: Double, used: Double) throws {
        // Without velocity the rest term is (ζ/√(1 − ζ²))·e^(−ζω₀D) < ε for every ω₀.
        #expect(throws: SpringSolveError(duration: d, dampingRatio: used, initialVelocity: 0,
                                         peak: used / (1 - used * used).squareRoot())) {
            try SpringTiming(duration: d, dampingRatio: zeta, initialVelocity: 0)
        }
    }

    @Test(
        "springs Newton lost (run off, or stuck at 5/D) are solved within ε by UIKit's measure",
        arguments: [(0.3, 0.5, 30.0), (0.5, 1.0, 40.0), (1.0, 0.0, -3.0), (3, 0.1, 2), (0.5, 0.8, 10)])
    func springBelowItsZero(duration d: Double, dampingRatio zeta: Double, velocity v: Double) throws {
        let spring = try SpringTiming(duration: d, dampingRatio: zeta, initialVelocity: v)
        #expect(spring.omega0.isFinite && spring.omega0 > 0)
        #expect(spring.stiffness.isFinite && spring.damping.isFinite)
        let term = SpringTiming.restTerm(omega0: spring.omega0, duration: spring.duration,
                                         dampingRatio: spring.dampingRatio, velocity: v)
        #expect(abs(abs(term) - 0.001) < 1e-12, "term \(term)")
        let values = stride(from: 0.0, through: spring.duration, by: 0.001).map(spring.progress(atTime:))
        #expect(values.allSatisfy { $0.isFinite })
        #expect(spring.progress(atTime: spring.duration) == 1)
    }

    @Test(
        "the duration is clamped to 0.01…10",
        arguments: [(0.0, 0.01), (-1.0, 0.01), (0.001, 0.01), (100.0, 10.0), (.infinity, 10.0), (0.3, 0.3)])
    func springClampsDuration(given: Double, used: Double) throws {
        let spring = try SpringTiming(duration: given, dampingRatio: 0.7, initialVelocity: 0)
        #expect(spring.duration == used)
        #expect(try spring == SpringTiming(duration: used, dampingRatio: 0.7, initialVelocity: 0))
        #expect(spring.progress(atTime: used) == 1)
    }

    // MARK: - Settling duration

    @Test("known vector: k = 100, m = 1, c = 5 settles in 2.855 s")
    func settlingKnownVector() {
        let t = SpringTiming.settlingDuration(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)
        #expect(abs(t - 2.855) < 0.0005, "T = \(t)")
    }

    @Test("the underdamped formula with mass and velocity")
    func settlingUnderdamped() {
        // λ = 10/(2·2) = 2.5, ω_d = √(200/2 − 6.25) = √93.75.
        let t = SpringTiming.settlingDuration(mass: 2, stiffness: 200, damping: 10, initialVelocity: -3)
        let expected = log((1 + abs((2.5 + 3) / 93.75.squareRoot())) / 0.001) / 2.5
        #expect(abs(t - expected) < 1e-12)
    }

    /// The analytic spring x(0) = 0 → 1 for any damping, to check the bounds against.
    static func springPosition(m: Double, k: Double, c: Double, v: Double, t: Double) -> Double {
        let lambda = c / (2 * m)
        let disc = k / m - lambda * lambda
        if disc > 0 {
            let wd = disc.squareRoot()
            return 1 - exp(-lambda * t) * (cos(wd * t) + (lambda - v) / wd * sin(wd * t))
        } else if disc == 0 {
            return 1 - (1 + (lambda - v) * t) * exp(-lambda * t)
        } else {
            let root = (-disc).squareRoot()
            let r1 = -lambda + root, r2 = -lambda - root
            let a = (v + r2) / (r1 - r2)
            return 1 + a * exp(r1 * t) + (-1 - a) * exp(r2 * t)
        }
    }

    @Test(
        "critically and overdamped settling durations are bounds that hold",
        arguments: [
            (1.0, 100.0, 20.0, 0.0), (1.0, 100.0, 20.0, 30.0), (1.0, 100.0, 20.0, -5.0),
            (1.0, 100.0, 30.0, 0.0), (2.0, 100.0, 60.0, 4.0), (1.0, 1.0, 10.0, 0.0),
        ])
    func settlingBounds(m: Double, k: Double, c: Double, v: Double) {
        let bound = SpringTiming.settlingDuration(mass: m, stiffness: k, damping: c, initialVelocity: v)
        #expect(bound.isFinite && bound > 0)
        for i in 0...2000 {
            let t = bound * (1 + Double(i) / 500)
            let x = Self.springPosition(m: m, k: k, c: c, v: v, t: t)
            #expect(abs(x - 1) <= 0.001 + 1e-12, "|x − 1| = \(abs(x - 1)) at \(t) > ε after \(bound)")
            if abs(x - 1) > 0.001 + 1e-12 { break }
        }
    }

    @Test("the critical bound is tight for a spring at rest")
    func settlingCriticalTight() {
        // (1 + 10T)·e^(−10T) = 0.001 exactly at the returned T.
        let t = SpringTiming.settlingDuration(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)
        #expect(abs((1 + 10 * t) * exp(-10 * t) - 0.001) < 1e-9)
    }

    @Test("no damping never settles; a spring without mass or stiffness has no duration")
    func settlingDegenerate() {
        #expect(SpringTiming.settlingDuration(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0) == .infinity)
        #expect(SpringTiming.settlingDuration(mass: 1, stiffness: 100, damping: -1, initialVelocity: 0) == .infinity)
        #expect(SpringTiming.settlingDuration(mass: 0, stiffness: 100, damping: 5, initialVelocity: 0).isNaN)
        #expect(SpringTiming.settlingDuration(mass: 1, stiffness: 0, damping: 5, initialVelocity: 0).isNaN)
        #expect(SpringTiming.settlingDuration(mass: 1, stiffness: 100, damping: .nan, initialVelocity: 0).isNaN)
    }

    // MARK: - Animation timing

    @Test("a curve timing follows its curve, exact at the ends", arguments: curves)
    func animationCurve(curve: TimingCurve) {
        let timing = AnimationTiming.curve(curve)
        #expect(timing.progress(atFraction: 0, duration: 0.3) == 0)
        #expect(timing.progress(atFraction: 1, duration: 0.3) == 1)
        #expect(timing.progress(atFraction: -1, duration: 0.3) == 0)
        #expect(timing.progress(atFraction: 2, duration: 0.3) == 1)
        for f in [0.1, 0.5, 0.77] {
            #expect(timing.progress(atFraction: f, duration: 0.3) == curve.progress(at: f))
        }
        #expect(timing.name == curve.name)
    }

    @Test("a spring timing samples the spring over its own duration")
    func animationSpring() throws {
        let spring = try SpringTiming(duration: 0.5, dampingRatio: 0.6, initialVelocity: 1)
        let timing = AnimationTiming.spring(spring)
        #expect(timing.progress(atFraction: 0, duration: 0.5) == 0)
        #expect(timing.progress(atFraction: 1, duration: 0.5) == 1)
        #expect(timing.progress(atFraction: 1.5, duration: 0.5) == 1)
        #expect(timing.progress(atFraction: .nan, duration: 0.5) == 0)
        for f in [0.1, 0.3, 0.5, 0.9] {
            #expect(timing.progress(atFraction: f, duration: 0.5) == spring.progress(atTime: f * 0.5))
        }
        // A 20 s request is a 10 s spring: the spring's clamped duration is what counts.
        let long = try SpringTiming(duration: 20, dampingRatio: 0.6, initialVelocity: 0)
        #expect(AnimationTiming.spring(long).progress(atFraction: 0.5, duration: 20) == long.progress(atTime: 5))
        #expect(AnimationTiming.spring(long).progress(atFraction: 0.99, duration: 20) != 1)
    }

    @Test(
        "spring names show the parameters used",
        arguments: [
            (0.5, 0.8, 0.0, "spring(0.5,0.8,0)"),
            (20.0, 3.0, -2.5, "spring(10,1,-2.5)"),
            (0.35, 0.9, 1.25, "spring(0.35,0.9,1.25)"),
        ])
    func springNames(duration: Double, dampingRatio: Double, velocity: Double, name: String) throws {
        let spring = try SpringTiming(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
        #expect(AnimationTiming.spring(spring).name == name)
    }
}
