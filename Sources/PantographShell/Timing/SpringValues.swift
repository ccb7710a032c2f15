import PantographEngine

/// Each value of a spring, read once for every place a spring is written: the
/// `spring` command's keywords, a scene's `spring(KEY=VALUE,…)`, and so `curve` and
/// `plot … spring`. The messages name the value as the `spring` command's usage does.
extension CurveSpringCommands {
    static func velocity(_ t: String) throws(ValueError) -> Double { try Values.number(t, what: "velocity V", in: velocityRange) }

    static func mass(_ t: String) throws(ValueError) -> Double { try Values.number(t, what: "mass M", in: massRange) }

    static func stiffness(_ t: String) throws(ValueError) -> Double { try Values.number(t, what: "stiffness K", in: stiffnessRange) }

    static func damping(_ t: String) throws(ValueError) -> Double { try Values.number(t, what: "damping C", in: dampingRange) }

    /// A number or one of Android's `STIFFNESS_…` constants.
    static func androidStiffness(_ t: String) throws(ValueError) -> Double {
        if let preset = try androidPreset(t, in: AndroidSpringPresets.stiffness) { return preset }
        return try stiffness(t)
    }

    /// A number or one of Android's `DAMPING_RATIO_…` constants.
    static func androidDampingRatio(_ t: String) throws(ValueError) -> Double {
        if let preset = try androidPreset(t, in: AndroidSpringPresets.dampingRatio) { return preset }
        return try Values.number(t, what: "damping ratio Z", in: dialectDampingRatioRange)
    }

    static func swiftUIResponse(_ t: String) throws(ValueError) -> Double { try response(t, what: "response R") }

    static func swiftUIDuration(_ t: String) throws(ValueError) -> Double { try response(t, what: "duration D") }

    static func dampingFraction(_ t: String) throws(ValueError) -> Double { try Values.number(t, what: "damping fraction Z", in: dialectDampingRatioRange) }

    /// SwiftUI's bounce, 0 up to but not 1: Apple's pages give no spring for a negative one.
    static func bounce(_ t: String) throws(ValueError) -> Double {
        let bounce = try Values.number(t, what: "bounce B")
        guard bounce >= 0, bounce < 1 else {
            throw ValueError("bounce B must be ≥ 0 and < 1 (a negative, overdamped bounce has no documented spring), got \(t)")
        }
        return bounce
    }

    static func tension(_ t: String) throws(ValueError) -> Double { try Values.number(t, what: "tension T", in: tensionRange) }

    static func friction(_ t: String) throws(ValueError) -> Double { try Values.number(t, what: "friction F", in: frictionRange) }

    static func bounciness(_ t: String) throws(ValueError) -> Double { try Values.number(t, what: "bounciness B", in: bouncinessRange) }

    static func speed(_ t: String) throws(ValueError) -> Double { try Values.number(t, what: "speed S", in: speedRange) }
}
