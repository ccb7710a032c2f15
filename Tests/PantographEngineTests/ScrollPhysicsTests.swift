import Foundation
import Testing

@testable import PantographEngine

/// docs/uikit.md, "Scroll views": the rubber band, the deceleration, the bounce and
/// the directional lock, each against a reference written independently of it (a
/// millisecond-by-millisecond flick, a numerically integrated spring).
@Suite struct ScrollPhysicsTests {
    // MARK: - The rubber band

    /// `(1 − 1/(x·c/d + 1))·d`: the whole pull at first (slope c), never past d.
    @Test(arguments: [(0.0, 0.0), (10.0, 5.4644), (100.0, 51.6352), (844.0, 299.4839), (1e9, 843.9987)])
    func theRubberBandShowsLessThanThePull(pull: Double, shown: Double) {
        #expect(abs(RubberBand.distance(pull, dimension: 844) - shown) < 1e-3)
    }

    @Test func theRubberBandStartsAtTheCoefficientsSlopeAndStaysUnderTheDimension() {
        let tiny = 1e-6
        #expect(abs(RubberBand.distance(tiny, dimension: 500) / tiny - 0.55) < 1e-6)
        for x in stride(from: 0.0, to: 5000, by: 37) {
            let d = RubberBand.distance(x, dimension: 500)
            #expect(d < 500 && d <= x * 0.55 + 1e-12)
        }
    }

    /// Within the range the offset is the raw one; past an edge it is pulled back, and
    /// `raw(forShown:)` undoes it.
    @Test func theOffsetIsPulledBackOnlyPastAnEdgeAndTheInverseUndoesIt() {
        let range = -47.0...1000.0
        #expect(RubberBand.offset(300, range: range, dimension: 844) == 300)
        #expect(RubberBand.offset(-147, range: range, dimension: 844) == -47 - RubberBand.distance(100, dimension: 844))
        #expect(RubberBand.offset(1100, range: range, dimension: 844) == 1000 + RubberBand.distance(100, dimension: 844))
        for raw in [-900.0, -300, -48, 0, 999, 1001, 1800] {
            let shown = RubberBand.offset(raw, range: range, dimension: 844)
            #expect(abs(RubberBand.raw(forShown: shown, range: range, dimension: 844) - raw) < 1e-6)
        }
    }

    // MARK: - The deceleration

    /// The projection is the sum of a flick that keeps `r` of its speed each
    /// millisecond: added up a millisecond at a time, it comes to the same.
    @Test(arguments: [(1000.0, 0.998), (-2500.0, 0.998), (1000.0, 0.99), (300.0, 0.95)])
    func theProjectionIsTheSumOfTheMilliseconds(velocity: Double, rate: Double) {
        var v = velocity / 1000, travelled = 0.0
        for _ in 0..<200_000 {
            v *= rate
            travelled += v
        }
        #expect(abs(ScrollDeceleration(rate: rate).distance(velocity: velocity) - travelled) < 1e-6)
    }

    /// UIKit's rates, and 1000 points per second projecting 499 points (`normal`) or 99
    /// (`fast`); the `projection` policy projects by the same rule.
    @Test func uikitsRatesAndTheProjectionPolicyShareTheRule() {
        #expect(ScrollDeceleration.normal == 0.998 && ScrollDeceleration.fast == 0.99)
        #expect(abs(ScrollDeceleration(rate: 0.998).distance(velocity: 1000) - 499) < 1e-9)
        #expect(abs(ScrollDeceleration(rate: 0.99).distance(velocity: 1000) - 99) < 1e-9)
        for v in [-3000.0, -10, 0, 700, 4000] {
            #expect(ProjectionPolicy(redirect: 0.5, deceleration: 0.998).projection(ofVelocity: v)
                        == ScrollDeceleration(rate: 0.998).distance(velocity: v))
        }
    }

    /// The motion to a destination: `1 − r^(1000 t)` of the way, within the half-point
    /// threshold at `duration`, and its velocity the derivative of its position.
    @Test func theMotionDecaysAtTheRateAndEndsWithinTheThreshold() {
        let d = ScrollDeceleration(rate: 0.998)
        #expect(d.fraction(at: 0) == 0 && d.fraction(at: -1) == 0)
        #expect(abs(d.fraction(at: 0.5) - (1 - pow(0.998, 500))) < 1e-12)
        let t = d.duration(distance: 499)
        #expect(abs(499 * (1 - d.fraction(at: t)) - ScrollDeceleration.restThreshold) < 1e-9)
        #expect(d.duration(distance: 0.4) == 0)
        let h = 1e-6
        for s in [0.0, 0.1, 0.7] {
            let slope = 499 * (d.fraction(at: s + h) - d.fraction(at: max(s - h, 0))) / (s == 0 ? h : 2 * h)
            #expect(abs(slope - d.velocity(at: s, distance: 499)) < 0.5)
        }
        #expect(d.time(toCover: 100, of: 499).map { abs(499 * d.fraction(at: $0) - 100) < 1e-9 } == true)
        #expect(d.time(toCover: 600, of: 499) == nil && d.time(toCover: 1, of: 0) == nil)
    }

    // MARK: - The bounce

    /// The closed form against the spring x″ = −100x − 20x′ integrated in small steps.
    @Test(arguments: [(0.0, 800.0), (-60.0, 0.0), (40.0, -300.0), (-20.0, -500.0)])
    func theBounceIsACriticallyDampedSpring(displacement: Double, velocity: Double) {
        let bounce = ScrollBounce(displacement: displacement, velocity: velocity)
        var x = displacement, v = velocity, t = 0.0
        let dt = 1e-5
        while t < 0.6 {
            // Velocity Verlet.
            let a = -100 * x - 20 * v
            let xh = x + v * dt + 0.5 * a * dt * dt
            let vh = v + a * dt
            let a2 = -100 * xh - 20 * vh
            v += 0.5 * (a + a2) * dt
            x = xh
            t += dt
            if Int((t / dt).rounded()) % 5000 == 0 { #expect(abs(bounce.offset(at: t) - x) < 1e-3) }
        }
        let end = bounce.duration()
        for s in stride(from: end, to: end + 2, by: 0.01) {
            #expect(abs(bounce.offset(at: s)) <= ScrollDeceleration.restThreshold + 1e-9)
        }
    }

    // MARK: - A released axis

    /// Inside the range: it decelerates to the destination and rests there.
    @Test func aFlickInsideTheRangeRestsAtItsDestination() {
        let m = ScrollAxisMotion(start: 100, velocity: 1000, destination: 599, range: 0...2000, bounces: true,
                                 deceleration: ScrollDeceleration(rate: 0.998))
        #expect(m.rest == 599 && !m.isBouncing(at: 0.2))
        #expect(abs(m.duration - ScrollDeceleration(rate: 0.998).duration(distance: 499)) < 1e-12)
        #expect(m.offset(at: 0) == 100 && m.offset(at: m.duration) == 599)
        #expect(abs(m.offset(at: 0.3) - (100 + 499 * (1 - pow(0.998, 300)))) < 1e-9)
    }

    /// Heading past the edge: it reaches the edge, then bounces back to it (without
    /// `bounces`, it stops there); continuous at the crossing.
    @Test func aFlickPastTheEdgeBouncesBackOrStops() {
        let rate = ScrollDeceleration(rate: 0.998)
        let bouncing = ScrollAxisMotion(start: 800, velocity: 1000, destination: 1299, range: 0...1000, bounces: true,
                                        deceleration: rate)
        let tc = rate.time(toCover: 200, of: 499)!
        #expect(abs(bouncing.offset(at: tc - 1e-9) - 1000) < 1e-3)
        #expect(bouncing.isBouncing(at: tc + 0.05) && bouncing.offset(at: tc + 0.05) > 1000)
        #expect(bouncing.rest == 1000 && bouncing.offset(at: bouncing.duration) == 1000)
        #expect(bouncing.duration > tc)
        let stopping = ScrollAxisMotion(start: 800, velocity: 1000, destination: 1299, range: 0...1000, bounces: false,
                                        deceleration: rate)
        #expect(abs(stopping.duration - tc) < 1e-12 && stopping.offset(at: tc + 0.05) == 1000)
        #expect(!stopping.isBouncing(at: tc + 0.01))
    }

    /// Released past the edge (pulled while dragging): straight back on the spring.
    @Test func aReleasePastTheEdgeBouncesBackAtOnce() {
        let m = ScrollAxisMotion(start: -120, velocity: 0, destination: -120, range: -47...1000, bounces: true,
                                 deceleration: ScrollDeceleration(rate: 0.998))
        #expect(m.rest == -47 && m.offset(at: 0) == -120 && m.isBouncing(at: 0.01))
        #expect(abs(m.offset(at: 0.1) - (-47 + ScrollBounce(displacement: -73, velocity: 0).offset(at: 0.1))) < 1e-12)
        #expect(m.duration == ScrollBounce(displacement: -73, velocity: 0).duration())
    }

    @Test func noMotionIsStill() {
        let m = ScrollAxisMotion(start: 10, velocity: 0, destination: 10.2, range: 0...100, bounces: true,
                                 deceleration: ScrollDeceleration(rate: 0.998))
        #expect(m.duration == 0 && m.offset(at: 0.1) == 10.2)
        #expect(ScrollAxisMotion(start: 10, velocity: 0, destination: 10, range: 0...100, bounces: true,
                                 deceleration: ScrollDeceleration(rate: 0.998)).isStill)
    }

    // MARK: - The directional lock

    /// Within 20° of an axis, locked to it; between 20° and 70°, free.
    @Test(arguments: [
        (Point(x: 30, y: 0), DirectionalLock?.some(.horizontal)), (Point(x: 30, y: 10), .horizontal),
        (Point(x: 30, y: 11), nil), (Point(x: 10, y: 10), nil), (Point(x: 10, y: 27), nil),
        (Point(x: -10, y: 27), nil), (Point(x: 10, y: -27), nil), (Point(x: 10, y: 27.5), .vertical),
        (Point(x: -10, y: -28), .vertical), (Point(x: 0, y: -5), .vertical), (Point(x: 0, y: 0), nil),
    ])
    func theLockFollowsTheAngleOfTheFirstMove(translation: Point, lock: DirectionalLock?) {
        #expect(DirectionalLock.lock(for: translation) == lock)
    }
}

/// docs/uikit.md, "Sheets": where a sheet lies, how dark its dimming is, where a
/// release sends it, and how a drag is shared with a scroll view inside.
@Suite struct SheetRulesTests {
    let layout = SheetLayout(screen: Size(width: 390, height: 844), safeAreaTop: 47, safeAreaBottom: 34)

    /// The large detent is the page sheet every style rests at; medium is half of it;
    /// the observed iPhone 14 Pro's 749.
    @Test func theLargeDetentIsThePageSheetAndMediumIsHalfOfIt() {
        #expect(layout.maximumDetentValue == 753 && layout.mediumDetentValue == 376.5)
        #expect(layout.frame(value: 753) == PresentationRules.presentedFrame(
            .pageSheet, screen: layout.screen, safeAreaTop: 47, contextFrameInWindow: Rect(0, 0, 0, 0)))
        #expect(layout.frame(value: 376.5) == Rect(0, 433.5, 390, 410.5))
        #expect(layout.top(value: layout.dismissedValue) == 844 && layout.value(top: 433.5) == 376.5)
        let phone14Pro = SheetLayout(screen: Size(width: 393, height: 852), safeAreaTop: 59, safeAreaBottom: 34)
        #expect(phone14Pro.maximumDetentValue == 749)
    }

    @Test(arguments: [
        (400.0, Double?.none, Double?.none, 1.0), (100.0, 300.0, 600.0, 0), (300.0, 300.0, 600.0, 0),
        (450.0, 300.0, 600.0, 0.5), (600.0, 300.0, 600.0, 1), (700.0, 300.0, 600.0, 1), (700.0, 600.0, nil, 0),
    ])
    func theDimmingFadesBetweenTheLargestUndimmedAndTheNext(value: Double, undimmed: Double?, next: Double?,
                                                           alpha: Double) {
        #expect(SheetDimming.alpha(value: value, undimmed: undimmed, next: next) == alpha)
    }

    /// Nearest after the projection (UIKit's deceleration), or nearest where it is; a tie
    /// goes to the larger height.
    @Test func aReleaseGoesToTheNearestDetent() {
        let values = [-34.0, 376.5, 753]
        let rate = ScrollDeceleration(rate: 0.998)
        func target(_ value: Double, _ v: Double, _ rule: SheetReleaseRule = .nearestAfterProjection) -> Int {
            SheetRelease.target(value: value, velocity: v, values: values, rule: rule, deceleration: rate)
        }
        #expect(target(600, 0) == 2 && target(500, 0) == 1 && target(100, 0) == 0)
        // 300 points a second down projects 149.7 points: from 600 to 450.3, nearer medium.
        #expect(target(600, 300) == 1 && target(600, 300, .nearest) == 2)
        // A flick up from medium carries it to large.
        #expect(target(400, -1000) == 2 && target(400, -1000, .nearest) == 1)
        #expect(target((376.5 + 753) / 2, 0) == 2)
    }

    /// The two-detent release is the `projection` policy at its default redirect: the
    /// sheet dismisses when the flick carries it past half its height.
    @Test func withOneDetentTheReleaseIsTheProjectionPolicys() {
        let rate = ScrollDeceleration(rate: 0.998)
        let policy = ProjectionPolicy(redirect: 0.5, deceleration: 0.998)
        let height = 787.0
        for (travel, v) in [(100.0, 100.0), (100.0, 600.0), (300.0, 300.0), (500.0, -400.0), (200.0, 0.0),
                            (393.0, 0.0), (394.0, 0.0), (50.0, 2000.0)] {
            let input = ReleaseInput(progress: travel / height, translation: travel, distance: height, velocity: v)
            let dismisses = SheetRelease.target(value: 753 - travel, velocity: v, values: [-34, 753],
                                                rule: .nearestAfterProjection, deceleration: rate) == 0
            #expect(dismisses == (policy.decideOnEnd(input) == .finish), "\(travel) \(v)")
        }
    }

    @Test(arguments: [
        // dy, scrolled, room, expands → sheet, scroll
        (30.0, 0.0, 100.0, true, 30.0, 0.0), (30.0, 12.0, 100.0, true, 18.0, 12.0), (30.0, 50.0, 0.0, true, 0, 30),
        (-30.0, 0.0, 100.0, true, -30.0, 0.0), (-30.0, 0.0, 10.0, true, -10.0, -20.0), (-30.0, 0.0, 0.0, true, 0, -30),
        (-30.0, 0.0, 100.0, false, 0, -30), (30.0, 0.0, 100.0, false, 30, 0), (0.0, 5.0, 5.0, true, 0, 0),
    ])
    func aMoveIsSharedBetweenTheSheetAndItsContent(dy: Double, scrolled: Double, room: Double, expands: Bool,
                                                   sheet: Double, scroll: Double) {
        let split = SheetScrollHandoff.split(dy, scrolled: scrolled, room: room, expandsOnScroll: expands)
        #expect(split.sheet == sheet && split.scroll == scroll)
    }
}
