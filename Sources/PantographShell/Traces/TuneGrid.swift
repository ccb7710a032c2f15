import PantographEngine

extension Tune {
    /// The values `tune` tries for each policy constant, by key (docs/recording.md
    /// lists them). Each is a decimal the `set` command reads back to the same number:
    /// `k / 100` is the double nearest to the decimal, as `0.07` reads. A test holds
    /// every constant of every policy to a list here, within the constant's range.
    static let grid: [String: [Double]] = [
        // The progress a release must pass: every hundredth.
        "threshold": (0...100).map { Double($0) / 100 },
        // A flick's speed: 0 to 5000 pt/s by 100 (Android's fastest fling is 8000;
        // past 5000 a rule is the threshold's alone for nearly every finger).
        "min-velocity": (0...50).map { Double($0) * 100 },
        // How far along its segment the projection must land: every fiftieth.
        "redirect": (0...50).map { Double($0) / 50 },
        // The deceleration rate r, for projections r / (1 − r) of 9 to 9999 points per
        // 1000 pt/s: 1 − r from 0.1 down to 0.0001, about 1.3 times apart.
        "deceleration": [1000, 800, 600, 500, 400, 300, 250, 200, 150, 120, 100, 80, 60, 50, 40, 30, 25, 20, 15, 12,
                         10, 8, 6, 5, 4, 3, 2, 1].map { Double(10_000 - $0) / 10_000 },
        // Flutter's fling, in progress per second: every tenth up to 10.
        "min-fling": (0...100).map { Double($0) / 10 },
        // React Navigation's seconds of velocity: every hundredth up to 1.
        "impact": (0...100).map { Double($0) / 100 },
    ]

    /// A policy's constants and the values tried for each, in the policy's order.
    static func axes(of policy: any ReleasePolicy.Type) -> [(constant: PolicyConstant, values: [Double])] {
        policy.constants.map { constant in
            guard let values = grid[constant.key] else { preconditionFailure("tune has no grid for '\(constant.key)'") }
            return (constant, values)
        }
    }
}
