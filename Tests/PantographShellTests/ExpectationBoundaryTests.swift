import Testing
@testable import PantographShell

/// Every `expect` operator at the value itself, just below it and just above it, and
/// `~=` exactly at its tolerance and just beyond (docs/scripts.md: "within TOL"
/// includes TOL). A strict gap alone cannot tell `<` from `<=`.
@Suite struct ExpectationBoundaryTests {
    /// `Expectation` alone is Testing's.
    typealias Check = PantographShell.Expectation

    /// Below, equal, above: which of the three each operator passes.
    static let passes: [(Check.Op, below: Bool, equal: Bool, above: Bool)] = [
        (.equal, false, true, false),
        (.notEqual, true, false, true),
        (.less, true, false, false),
        (.lessOrEqual, true, true, false),
        (.greater, false, false, true),
        (.greaterOrEqual, false, true, true),
    ]

    /// An expected value and an actual one on each side of it, one printed digit away
    /// (numbers compare at the record's 6 decimals); also negative and whole ones.
    static let points: [(expected: Double, below: Double, above: Double)] = [
        (0.5, 0.499999, 0.500001),
        (-3, -3.000001, -2.999999),
        (0, -0.000001, 0.000001),
        (844, 843.999999, 844.000001),
    ]

    @Test(arguments: passes)
    func everyOperatorAtAndAroundTheValue(_ op: Check.Op, below: Bool, equal: Bool, above: Bool) {
        for p in Self.points {
            let expected = JSON.number(p.expected)
            for (actual, passes, side) in [(p.below, below, "below"), (p.expected, equal, "equal"), (p.above, above, "above")] {
                #expect(Check.compare(.number(actual), op, expected, tolerance: Check.defaultTolerance) == passes,
                        "\(actual) \(op.rawValue) \(p.expected) (\(side))")
            }
            // An integer in the record compares as the same number.
            #expect(Check.compare(.int(Int(p.expected)), op, .number(Double(Int(p.expected))),
                                        tolerance: 0) == equal, "\(op.rawValue) on an integer")
        }
    }

    /// Strings compare by their text, with the same three answers.
    @Test(arguments: passes)
    func everyOperatorOnText(_ op: Check.Op, below: Bool, equal: Bool, above: Bool) {
        for (actual, passes) in [("finishinf", below), ("finishing", equal), ("finishinh", above)] {
            #expect(Check.compare(.string(actual), op, .string("finishing"), tolerance: 0) == passes,
                    "\(actual) \(op.rawValue) finishing")
        }
    }

    /// A difference under half a printed digit is no difference for the ordering
    /// operators; half a digit or more is one.
    @Test(arguments: passes)
    func numbersCompareAsPrinted(_ op: Check.Op, below: Bool, equal: Bool, above: Bool) {
        #expect(Check.compare(.number(0.5000004), op, .number(0.5), tolerance: 0) == equal)
        #expect(Check.compare(.number(0.4999996), op, .number(0.5), tolerance: 0) == equal)
        #expect(Check.compare(.number(0.5000006), op, .number(0.5), tolerance: 0) == above)
    }

    /// `~=`: a difference exactly the tolerance passes, on either side, at the default
    /// tolerance and at 0; a printed digit beyond it fails. Numbers compare as printed
    /// here too, so a decimal difference of exactly TOL is within TOL even where the
    /// doubles' difference is a hair more (0.5 − 0.499), and what prints the same is
    /// the same.
    @Test(arguments: [
        (0.75, 0.5, 0.25, true), (0.25, 0.5, 0.25, true), (0.750001, 0.5, 0.25, false),
        (0.249999, 0.5, 0.25, false), (0.749999, 0.5, 0.25, true), (0.75.nextUp, 0.5, 0.25, true),
        (0.5, 0.499, Check.defaultTolerance, true), (0.5, 0.501, Check.defaultTolerance, true),
        (0.5, 0.498999, Check.defaultTolerance, false), (0.5, 0.501001, Check.defaultTolerance, false),
        (0.001, 0, Check.defaultTolerance, true), (-0.001, 0, Check.defaultTolerance, true),
        (0.001001, 0, Check.defaultTolerance, false), (-0.001001, 0, Check.defaultTolerance, false),
        (844.3, 844.2, 0.1, true), (844.300001, 844.2, 0.1, false),
        (3, 3, 0, true), (3.000001, 3, 0, false), (3.0000004, 3, 0, true),
    ])
    func aboutIncludesItsTolerance(actual: Double, expected: Double, tolerance: Double, passes: Bool) {
        #expect(Check.compare(.number(actual), .about, .number(expected), tolerance: tolerance) == passes,
                "\(actual) ~= \(expected) within \(tolerance)")
    }

    /// The same through a script: `within` and the default tolerance reach the check,
    /// and only a failed check sets the exit status.
    @Test(arguments: [
        ("expect transition.percent ~= 0.25 within 0.25", true),
        ("expect transition.percent ~= 0.5 within 0", true),
        ("expect transition.percent ~= 0.499 ", true),
        ("expect transition.percent ~= 0.75 within 0.25", true),
        ("expect transition.percent ~= 0.750001 within 0.25", false),
        ("expect transition.percent ~= 0.501", true),
        ("expect transition.percent ~= 0.498999", false),
        ("expect transition.percent ~= 0.4989 ", false),
        ("expect transition.percent < 0.5", false),
        ("expect transition.percent <= 0.5", true),
        ("expect transition.percent > 0.5", false),
        ("expect transition.percent >= 0.5", true),
        ("expect transition.percent == 0.5", true),
        ("expect transition.percent != 0.5", false),
    ])
    func throughAScript(_ line: String, passes: Bool) throws {
        // deeper: 422 points up is 50 % exactly.
        let run = try run("pan begin\npan move 0,-422\n" + line, keepGoing: true)
        let result = try #require(run.results.last)
        #expect(!result.failed, "\(line): \(run.err)")
        #expect(result.expectationFailed != passes, "\(line): \(run.out)\(run.err)")
        #expect(run.session.state.simulator.transition?.percent == 0.5)
    }
}
