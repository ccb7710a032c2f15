import Foundation
import Testing

@testable import PantographEngine
import PantographTestSupport

/// Every dialect `spring` reads, against the numbers its own source publishes
/// (docs/fidelity.md, "Springs in other systems"), and round trips between them.
@Suite struct SpringDialectTests {

    /// Apple's `Spring` page: `Spring(duration: 0.5, bounce: 0.3)` is
    /// `(1.0, 157.9, 17.6)`; `Spring(mass: 1, stiffness: 100, damping: 10)` has
    /// duration 0.63 and bounce 0.5 (the page shows one or two decimals).
    @Test func swiftUIMatchesApplesSpringPage() {
        let spring = SpringDialect.swiftUIDuration(duration: 0.5, bounce: 0.3).physical(velocity: 0)
        #expect(spring.mass == 1)
        #expect((spring.stiffness * 10).rounded() / 10 == 157.9)
        #expect((spring.damping * 10).rounded() / 10 == 17.6)

        let back = PhysicalSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        #expect(((2 * Double.pi / back.omega0) * 100).rounded() / 100 == 0.63)
        #expect(1 - back.dampingRatio == 0.5)
        // The response form is the same spring with R = duration and ζ = 1 − bounce.
        #expect(SpringDialect.swiftUIResponse(response: 0.5, dampingFraction: 0.7).physical(velocity: 0)
                == SpringDialect.swiftUIDuration(duration: 0.5, bounce: 0.3).physical(velocity: 0))
    }

    /// React Native's `SpringConfig.js` (`fromOrigamiTensionAndFriction`) and Rebound's
    /// `SpringConfig.defaultConfig = fromOrigamiTensionAndFriction(40, 7)`.
    @Test func tensionAndFrictionAreOrigamisValues() {
        let cases: [(tension: Double, friction: Double, stiffness: Double, damping: Double)] = [
            (40, 7, 230.2, 22),     // Rebound's default and React Native's
            (30, 8, 194, 25),       // the converter's fixed point
            (0, 0, 85.4, 1),        // React Native has no 0 → 0 (Rebound has)
        ]
        for c in cases {
            let spring = SpringDialect.tensionFriction(tension: c.tension, friction: c.friction).physical(velocity: 0)
            #expect(isRelativelyClose(spring.stiffness, c.stiffness), "\(c)")
            #expect(isRelativelyClose(spring.damping, c.damping), "\(c)")
            #expect(isRelativelyClose(SpringConversions.origamiTension(stiffness: spring.stiffness), c.tension), "\(c)")
            #expect(isRelativelyClose(SpringConversions.origamiFriction(damping: spring.damping), c.friction), "\(c)")
        }
    }

    /// `fromBouncinessAndSpeed` of React Native's `SpringConfig.js` (Rebound's
    /// `BouncyConversion` is the same code), run as JavaScript doubles: the Origami
    /// tension and friction, then stiffness and damping.
    @Test func bouncinessAndSpeedFollowBouncyConversion() {
        let cases: [(b: Double, s: Double, tension: Double, friction: Double, k: Double, c: Double)] = [
            (8, 12, 70.911764705882348, 7.8946730817614483, 342.10058823529414, 24.684019245284347),
            (0, 12, 70.911764705882348, 11.975293639093985, 342.10058823529414, 36.925880917281958),
            (20, 5, 29.838235294117649, 2.40881325789318, 193.41441176470587, 8.2264397736795409),
            (12, 20, 117.85294117647059, 7.5601009736994085, 512.0276470588235, 23.680302921098225),
        ]
        for c in cases {
            let origami = SpringConversions.origami(bounciness: c.b, speed: c.s)
            #expect(isRelativelyClose(origami.tension, c.tension), "\(c)")
            #expect(isRelativelyClose(origami.friction, c.friction), "\(c)")
            let spring = SpringDialect.bouncinessSpeed(bounciness: c.b, speed: c.s).physical(velocity: 0)
            #expect(isRelativelyClose(spring.stiffness, c.k) && isRelativelyClose(spring.damping, c.c), "\(c)")
            let back = SpringConversions.bouncinessAndSpeed(origamiTension: origami.tension, origamiFriction: origami.friction)
            #expect(back.map { isRelativelyClose($0.bounciness, c.b, 1e-9) && isRelativelyClose($0.speed, c.s, 1e-9) } == true, "\(c)")
        }
    }

    /// `b3Nobounce` of React Native's `SpringConfig.js` (facebook/react-native 4bda59e9,
    /// lines 74–82): `tension <= 18` takes the first cubic, `tension > 18 &&
    /// tension <= 44` the second, the rest the third. At exactly 18 and 44 the cubics
    /// differ, so the side each boundary belongs to shows, in the friction and in the
    /// bounciness `spring tension 18 friction 5` prints (6.1688, where the second cubic
    /// gives 6.0464).
    @Test func noBounceFrictionTakesEachBoundaryWithTheCubicBelow() {
        func b3Friction1(_ x: Double) -> Double { 0.0007 * pow(x, 3) - 0.031 * pow(x, 2) + 0.64 * x + 1.28 }
        func b3Friction2(_ x: Double) -> Double { 0.000044 * pow(x, 3) - 0.006 * pow(x, 2) + 0.36 * x + 2 }
        func b3Friction3(_ x: Double) -> Double { 0.00000045 * pow(x, 3) - 0.000332 * pow(x, 2) + 0.1078 * x + 5.84 }
        #expect(SpringConversions.noBounceFriction(tension: 18) == b3Friction1(18))
        #expect(b3Friction1(18) != b3Friction2(18))
        #expect(SpringConversions.noBounceFriction(tension: 18.0.nextUp) == b3Friction2(18.0.nextUp))
        #expect(SpringConversions.noBounceFriction(tension: 44) == b3Friction2(44))
        #expect(b3Friction2(44) != b3Friction3(44))
        #expect(SpringConversions.noBounceFriction(tension: 44.0.nextUp) == b3Friction3(44.0.nextUp))
        let at18 = SpringConversions.bouncinessAndSpeed(origamiTension: 18, origamiFriction: 5)
        #expect(at18.map { isRelativelyClose($0.bounciness, 6.1688, 1e-4) } == true, "\(String(describing: at18))")
        let at44 = SpringConversions.bouncinessAndSpeed(origamiTension: 44, origamiFriction: 5)
        let start = b3Friction2(44), q = (5 - start) / (0.01 - start), b = 1 - (1 - q).squareRoot()
        #expect(at44.map { isRelativelyClose($0.bounciness, b / 0.8 * 20 * 1.7) } == true, "\(String(describing: at44))")
    }

    /// The bounciness inverse holds on the ease's rising half, 0 ≤ b ≤ 1 (bounciness
    /// 0…42.5), both ends included, and refuses beyond them.
    @Test func bouncinessInverseEndsAtTheEasesHalf() {
        let tension = SpringConversions.origami(bounciness: 0, speed: 12).tension
        let start = SpringConversions.noBounceFriction(tension: tension)
        let cases: [(friction: Double, bounciness: Double?)] = [
            (start, 0), (0.01, 42.5), (start + 0.001, nil), (0.01 - 0.001, nil),
        ]
        for c in cases {
            let back = SpringConversions.bouncinessAndSpeed(origamiTension: tension, origamiFriction: c.friction)
            #expect(back.map { isRelativelyClose($0.bounciness, c.bounciness ?? .nan) } ?? (c.bounciness == nil), "\(c)")
        }
    }

    /// Framer Motion (motion v12.7.4, `generators/spring/index.ts`): visualDuration V and
    /// bounce B give ω₀ = 2π/(1.2·V), ζ = 1 − B: the defaults 0.3 and 0.3 are
    /// stiffness 304.617…, damping 24.434…; SwiftUI's response is 1.2 V.
    @Test func framerVisualDurationIsAFifthShorterThanSwiftUIsResponse() {
        let spring = PhysicalSpring(mass: 1, stiffness: 304.61741978670864, damping: 24.434609527920614, initialVelocity: 0)
        #expect(isRelativelyClose(2 * Double.pi / spring.omega0 / 1.2, 0.3))
        #expect(isRelativelyClose(spring.dampingRatio, 0.7))
    }

    /// Framer Motion's `findSpring` (duration and bounce, 11 Newton steps from 5/D, run as
    /// JavaScript doubles) lands on UIKit's rest rule with ζ = 1 − bounce: the same
    /// stiffness to within Newton's last step, and `uikitDuration` gives D back.
    @Test func framerDurationIsUIKitsRestRule() throws {
        let cases: [(d: Double, bounce: Double, stiffness: Double)] = [
            (0.8, 0.3, 151.27913277946348), (0.5, 0.25, 351.778782566492), (1, 0, 85.255924427117762),
        ]
        for c in cases {
            let uikit = try SpringTiming(duration: c.d, dampingRatio: 1 - c.bounce, initialVelocity: 0)
            #expect(isRelativelyClose(uikit.stiffness, c.stiffness, 1e-9), "\(c)")
            let d = try #require(SpringConversions.uikitDuration(omega0: uikit.omega0, dampingRatio: 1 - c.bounce, velocity: 0))
            #expect(isRelativelyClose(d, c.d, 1e-9), "\(c)")
        }
    }

    /// `uikitDuration` inverts UIKit's solve over its whole duration range, both ends
    /// included, with and without velocity, and has no answer for an overdamped spring
    /// or a stiffness no duration within the range reaches.
    @Test func uikitDurationInvertsTheRestRule() throws {
        for (d, zeta, v) in [(0.01, 0.5, 0.0), (10, 0.5, 0), (0.35, 1, 0), (0.5, 0.8, 2), (3, 0.25, -1), (1, 0.05, 0)] {
            let spring = try SpringTiming(duration: d, dampingRatio: zeta, initialVelocity: v)
            let back = try #require(SpringConversions.uikitDuration(omega0: spring.omega0, dampingRatio: zeta, velocity: v))
            #expect(isRelativelyClose(back, d, 1e-9), "\(d) \(zeta) \(v)")
        }
        #expect(SpringConversions.uikitDuration(omega0: 10, dampingRatio: 1.5, velocity: 0) == nil)
        let slowest = try SpringTiming(duration: 10, dampingRatio: 0.5, initialVelocity: 0).omega0
        #expect(SpringConversions.uikitDuration(omega0: slowest * 0.99, dampingRatio: 0.5, velocity: 0) == nil)
        let fastest = try SpringTiming(duration: 0.01, dampingRatio: 0.5, initialVelocity: 0).omega0
        #expect(SpringConversions.uikitDuration(omega0: fastest * 1.01, dampingRatio: 0.5, velocity: 0) == nil)
    }

    /// Android's `SpringForce` constants: `setStiffness(STIFFNESS_LOW)` and
    /// `setDampingRatio(DAMPING_RATIO_LOW_BOUNCY)` are k = 200, c = 2·0.75·√200, and the
    /// names come back only for the values as `float`s.
    @Test func androidPresetsAreNamed() {
        let spring = SpringDialect.android(stiffness: 200, dampingRatio: 0.75).physical(velocity: 0)
        #expect(spring.stiffness == 200 && isRelativelyClose(spring.damping, 1.5 * 200.0.squareRoot()))
        let cases: [(k: Double, zeta: Double, names: [String])] = [
            (200, 0.75, ["STIFFNESS_LOW", "DAMPING_RATIO_LOW_BOUNCY"]),
            (1500, 0.5, ["STIFFNESS_MEDIUM", "DAMPING_RATIO_MEDIUM_BOUNCY"]),
            (10_000, 1, ["STIFFNESS_HIGH", "DAMPING_RATIO_NO_BOUNCY"]),
            (50, 0.2, ["STIFFNESS_VERY_LOW", "DAMPING_RATIO_HIGH_BOUNCY"]),
            (201, 0.200000001, ["DAMPING_RATIO_HIGH_BOUNCY"]),  // the same float
            (201, 0.2000001, []),                                 // seven floats away
            (201, 0.3, []),
        ]
        for c in cases {
            let back = PhysicalSpring(mass: 1, stiffness: c.k, damping: 2 * c.zeta * c.k.squareRoot(), initialVelocity: 0)
            #expect(AndroidSpringPresets.names(stiffness: back.stiffness, dampingRatio: back.dampingRatio) == c.names, "\(c)")
        }
    }

    /// Overshoot against a dense sampling of the motion, and the textbook
    /// e^(−πζ/√(1−ζ²)) from rest; period 2π/ω_d, none from ζ = 1 on.
    @Test func overshootAndPeriod() {
        let springs: [PhysicalSpring] = [
            .init(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0),
            .init(mass: 1, stiffness: 100, damping: 10, initialVelocity: 8),
            .init(mass: 1, stiffness: 100, damping: 10, initialVelocity: -8),
            .init(mass: 2, stiffness: 300, damping: 49, initialVelocity: 30),  // ζ ≈ 1.0003
            .init(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0),   // critical, from rest
            .init(mass: 1, stiffness: 100, damping: 20, initialVelocity: 30),  // critical, thrown
            .init(mass: 1, stiffness: 100, damping: 20, initialVelocity: 10),  // critical, v = λ: no peak
            .init(mass: 1, stiffness: 100, damping: 50, initialVelocity: 40),  // overdamped, thrown
            .init(mass: 1, stiffness: 100, damping: 50, initialVelocity: 0),
        ]
        for spring in springs {
            let end = spring.settlingDuration
            let sampled = (0...200_000).map { spring.displacement(atTime: end * Double($0) / 200_000) - 1 }.max()!
            #expect(abs(spring.overshoot - max(sampled, 0)) < 1e-6, "\(spring)")
        }
        let zeta = 0.5
        let spring = PhysicalSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        #expect(isRelativelyClose(spring.overshoot, exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot()), 1e-9))
        #expect(isRelativelyClose(spring.period!, 2 * Double.pi / (10 * (1 - zeta * zeta).squareRoot())))
        #expect(PhysicalSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0).period == nil)
        #expect(PhysicalSpring(mass: 1, stiffness: 100, damping: 19.999, initialVelocity: 0).period != nil)
    }

    /// Every dialect written back into every other that can hold it gives the same
    /// spring: stiffness and damping of mass 1 within a part in 10⁹.
    @Test func roundTripsBetweenDialects() throws {
        let dialects: [SpringDialect] = [
            .swiftUIResponse(response: 0.4, dampingFraction: 0.8), .swiftUIDuration(duration: 0.5, bounce: 0.3),
            .android(stiffness: 1500, dampingRatio: 0.5), .tensionFriction(tension: 40, friction: 7),
            .bouncinessSpeed(bounciness: 8, speed: 12),
        ]
        for dialect in dialects {
            let spring = dialect.physical(velocity: 0)
            let zeta = spring.dampingRatio, response = 2 * Double.pi / spring.omega0
            var rewritten: [SpringDialect] = [
                .swiftUIResponse(response: response, dampingFraction: zeta),
                .android(stiffness: spring.stiffness, dampingRatio: zeta),
                .tensionFriction(tension: SpringConversions.origamiTension(stiffness: spring.stiffness),
                                 friction: SpringConversions.origamiFriction(damping: spring.damping)),
            ]
            if zeta <= 1 { rewritten.append(.swiftUIDuration(duration: response, bounce: 1 - zeta)) }
            if let bouncy = SpringConversions.bouncinessAndSpeed(
                origamiTension: SpringConversions.origamiTension(stiffness: spring.stiffness),
                origamiFriction: SpringConversions.origamiFriction(damping: spring.damping)) {
                rewritten.append(.bouncinessSpeed(bounciness: bouncy.bounciness, speed: bouncy.speed))
            }
            for other in rewritten {
                let back = other.physical(velocity: 0)
                #expect(isRelativelyClose(back.stiffness, spring.stiffness, 1e-9) && isRelativelyClose(back.damping, spring.damping, 1e-9),
                        "\(dialect) → \(other)")
            }
            if let d = SpringConversions.uikitDuration(omega0: spring.omega0, dampingRatio: zeta, velocity: 0) {
                let uikit = try SpringTiming(duration: d, dampingRatio: zeta, initialVelocity: 0)
                #expect(isRelativelyClose(uikit.stiffness, spring.stiffness, 1e-9) && isRelativelyClose(uikit.damping, spring.damping, 1e-9),
                        "\(dialect) → UIKit")
            }
        }
    }
}
