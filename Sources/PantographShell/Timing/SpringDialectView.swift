import PantographEngine

/// One spring written in every dialect `spring` knows, for its text and its JSON
/// (docs/springs.md). A dialect that cannot write the spring says why instead.
struct SpringDialectView {
    let spring: PhysicalSpring
    /// The spring of mass 1 with the same motion: k/m and c/m, what the dialects
    /// without a mass describe.
    let unitStiffness: Double
    let unitDamping: Double
    let ratio: Double
    let period: Double?
    let overshoot: Double
    /// UIKit's duration (and Framer Motion's, the same rule), nil where none gives this spring.
    let uikitDuration: Double?
    let origami: (tension: Double, friction: Double)
    let bouncy: (bounciness: Double, speed: Double)?

    init(_ spring: PhysicalSpring) {
        self.spring = spring
        unitStiffness = spring.stiffness / spring.mass
        unitDamping = spring.damping / spring.mass
        ratio = spring.dampingRatio
        period = spring.period
        overshoot = spring.overshoot
        uikitDuration = SpringConversions.uikitDuration(omega0: spring.omega0, dampingRatio: ratio,
                                                        velocity: spring.initialVelocity)
        origami = (SpringConversions.origamiTension(stiffness: unitStiffness),
                   SpringConversions.origamiFriction(damping: unitDamping))
        bouncy = SpringConversions.bouncinessAndSpeed(origamiTension: origami.tension, origamiFriction: origami.friction)
    }

    /// SwiftUI's response: the period of the undamped spring, 2π/ω₀.
    var response: Double { 2 * Double.pi / spring.omega0 }
    /// SwiftUI's bounce, 1 − ζ, for ζ ≤ 1.
    var swiftUIBounce: Double? { ratio <= 1 ? 1 - ratio : nil }
    /// Framer Motion clamps its damping ratio 1 − bounce into 0.05…1.
    var inFramerRange: Bool { ratio >= 0.05 && ratio <= 1 }
    var androidPresets: [String] { AndroidSpringPresets.names(stiffness: unitStiffness, dampingRatio: ratio) }

    private func n(_ value: Double) -> String { Numbers.json((value * 10_000).rounded() / 10_000) }

    /// Why a dialect that has only ζ ≤ 1 cannot write this spring.
    private var noUIKit: String {
        ratio > 1 ? "none (overdamped: damping ratio above 1)"
            : "none (no duration within 0.01…10 s gives this spring)"
    }

    var lines: [(String, String)] {
        let v = n(spring.initialVelocity)
        var rows: [(String, String)] = []
        rows.append(("UIKit", uikitDuration.map { "duration \(n($0)) s, damping \(n(ratio)), velocity \(v)" } ?? noUIKit))
        // iOS 17's `UIView.animate(springDuration:bounce:…)`: SwiftUI's duration and bounce.
        rows.append(("", swiftUIBounce.map { "springDuration \(n(response)), bounce \(n($0)), velocity \(v)" }
                        ?? "springDuration/bounce: none (overdamped: bounce below 0)"))
        rows.append(("Core Animation", "mass \(n(spring.mass)), stiffness \(n(spring.stiffness)), damping \(n(spring.damping))"))
        rows.append(("SwiftUI", "response \(n(response)), dampingFraction \(n(ratio))"))
        rows.append(("", swiftUIBounce.map { "duration \(n(response)), bounce \(n($0))" }
                        ?? "duration/bounce: none (overdamped: bounce below 0)"))
        rows.append(("Android", "stiffness \(n(unitStiffness)), dampingRatio \(n(ratio))"))
        if !androidPresets.isEmpty { rows.append(("", "= " + androidPresets.joined(separator: ", "))) }
        rows.append(("React Native", "stiffness \(n(spring.stiffness)), damping \(n(spring.damping)), mass \(n(spring.mass))"))
        rows.append(("", "tension \(n(origami.tension)), friction \(n(origami.friction))"))
        rows.append(("", bouncyText))
        rows.append(("Framer Motion", "stiffness \(n(spring.stiffness)), damping \(n(spring.damping)), mass \(n(spring.mass))"))
        if inFramerRange {
            if spring.initialVelocity != 0 {
                rows.append(("", "duration/bounce: none (Framer's velocity is in points/ms)"))
            } else {
                rows.append(("", uikitDuration.map { "duration \(n($0)), bounce \(n(1 - ratio))" }
                                ?? "duration/bounce: none (no duration within 0.01…10 s)"))
            }
            rows.append(("", "visualDuration \(n(response / 1.2)), bounce \(n(1 - ratio))"))
        } else {
            rows.append(("", "duration/bounce: none (damping ratio outside 0.05…1)"))
        }
        rows.append(("Origami", "tension \(n(origami.tension)), friction \(n(origami.friction))"))
        rows.append(("", bouncyText))
        return rows
    }

    private var bouncyText: String {
        bouncy.map { "bounciness \(n($0.bounciness)), speed \(n($0.speed))" }
            ?? "bounciness/speed: none (no bounciness gives this friction)"
    }

    var json: JSON {
        func number(_ value: Double?) -> JSON { value.map(JSON.number) ?? .null }
        // Framer's findSpring takes the velocity as −V/1000 in the animated value's units
        // per millisecond, not in distances per second: with one, its duration is not ours.
        let framerDuration = inFramerRange && spring.initialVelocity == 0 ? uikitDuration : nil
        return .object([
            ("uikit", uikitDuration.map { .object([("duration", .number($0)), ("dampingRatio", .number(ratio)),
                                                   ("initialVelocity", .number(spring.initialVelocity))]) } ?? .null),
            ("uikitSpringDuration", swiftUIBounce.map { .object([("springDuration", .number(response)), ("bounce", .number($0)),
                                                                 ("initialSpringVelocity", .number(spring.initialVelocity))]) } ?? .null),
            ("coreAnimation", .object([("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)),
                                       ("damping", .number(spring.damping)),
                                       ("initialVelocity", .number(spring.initialVelocity)),
                                       ("settlingDuration", .number(spring.settlingDuration))])),
            ("swiftUI", .object([("response", .number(response)), ("dampingFraction", .number(ratio)),
                                 ("duration", swiftUIBounce == nil ? .null : .number(response)),
                                 ("bounce", number(swiftUIBounce))])),
            ("android", .object([("stiffness", .number(unitStiffness)), ("dampingRatio", .number(ratio)),
                                 ("presets", .array(androidPresets.map(JSON.string)))])),
            ("reactNative", .object([("stiffness", .number(spring.stiffness)), ("damping", .number(spring.damping)),
                                     ("mass", .number(spring.mass)), ("tension", .number(origami.tension)),
                                     ("friction", .number(origami.friction)),
                                     ("bounciness", number(bouncy?.bounciness)), ("speed", number(bouncy?.speed))])),
            ("framerMotion", .object([("stiffness", .number(spring.stiffness)), ("damping", .number(spring.damping)),
                                      ("mass", .number(spring.mass)), ("duration", number(framerDuration)),
                                      ("bounce", number(inFramerRange ? 1 - ratio : nil)),
                                      ("visualDuration", number(inFramerRange ? response / 1.2 : nil))])),
            ("origami", .object([("tension", .number(origami.tension)), ("friction", .number(origami.friction)),
                                 ("bounciness", number(bouncy?.bounciness)), ("speed", number(bouncy?.speed))])),
        ])
    }
}
