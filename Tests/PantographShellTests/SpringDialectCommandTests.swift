import Foundation
import Testing
@testable import PantographShell
import PantographEngine

/// `spring` in SwiftUI's, Android's, React Native's, Framer Motion's and Origami's
/// words: how each form parses, that its JSON writes the spring in every dialect, and
/// where each range ends (both sides of every bound).
struct SpringDialectCommandTests {
    static let meanings: [LineMeaning] = [
        LineMeaning(line: "spring response 0.4 damping-fraction 0.8",
                command: .spring(.dialect(.swiftUIResponse(response: 0.4, dampingFraction: 0.8), velocity: 0))),
        LineMeaning(line: "spring damping-fraction 0.8 velocity 2 response 400ms",
                command: .spring(.dialect(.swiftUIResponse(response: 0.4, dampingFraction: 0.8), velocity: 2))),
        // `duration` leads UIKit's form and SwiftUI's: the other keyword decides.
        LineMeaning(line: "spring duration 0.5 bounce 0.3",
                command: .spring(.dialect(.swiftUIDuration(duration: 0.5, bounce: 0.3), velocity: 0))),
        LineMeaning(line: "spring bounce 0 duration 20", command: .spring(.dialect(.swiftUIDuration(duration: 20, bounce: 0), velocity: 0))),
        LineMeaning(line: "spring duration 0.5 damping 0.7",
                command: .spring(.uikit(duration: 0.5, dampingRatio: 0.7, velocity: 0))),
        // `stiffness` leads Android's form and React Native's.
        LineMeaning(line: "spring stiffness 1500 damping-ratio 0.5",
                command: .spring(.dialect(.android(stiffness: 1500, dampingRatio: 0.5), velocity: 0))),
        // Android's constants, as the floats Android keeps.
        LineMeaning(line: "spring stiffness STIFFNESS_LOW damping-ratio DAMPING_RATIO_HIGH_BOUNCY",
                command: .spring(.dialect(.android(stiffness: 200, dampingRatio: Double(Float(0.2))), velocity: 0))),
        LineMeaning(line: "spring damping-ratio DAMPING_RATIO_NO_BOUNCY stiffness 1500",
                command: .spring(.dialect(.android(stiffness: 1500, dampingRatio: 1), velocity: 0))),
        LineMeaning(line: "spring stiffness 300 damping 30",
                command: .spring(.physical(mass: 1, stiffness: 300, damping: 30, velocity: 0))),
        LineMeaning(line: "spring damping 30 stiffness 300 mass 2",
                command: .spring(.physical(mass: 2, stiffness: 300, damping: 30, velocity: 0))),
        LineMeaning(line: "spring tension 40 friction 7",
                command: .spring(.dialect(.tensionFriction(tension: 40, friction: 7), velocity: 0))),
        LineMeaning(line: "spring speed 12 bounciness 8 velocity -1",
                command: .spring(.dialect(.bouncinessSpeed(bounciness: 8, speed: 12), velocity: -1))),
        // `vs` takes the rest of the line: more springs, each in its own form.
        LineMeaning(line: "spring duration 0.5 bounce 0.3 vs stiffness 300 damping 30",
                command: .spring(.versus(.dialect(.swiftUIDuration(duration: 0.5, bounce: 0.3), velocity: 0),
                                         .physical(mass: 1, stiffness: 300, damping: 30, velocity: 0)))),
        LineMeaning(line: "spring damping 0.7 duration 0.5 vs tension 40 friction 7 vs damping-ratio 1 stiffness 200",
                command: .spring(.versus(.uikit(duration: 0.5, dampingRatio: 0.7, velocity: 0),
                                         .versus(.dialect(.tensionFriction(tension: 40, friction: 7), velocity: 0),
                                                 .dialect(.android(stiffness: 200, dampingRatio: 1), velocity: 0))))),
    ]

    @Test(arguments: meanings)
    func parses(_ c: LineMeaning) throws {
        #expect(try ShellProbe.parse(c.line) == c.command)
    }

    /// The spellings the output and the systems' APIs use read as the keywords they
    /// name, each only in the forms it belongs to; iOS 17's `springDuration` form is
    /// SwiftUI's spring, and Framer Motion's `visualDuration` is SwiftUI's duration
    /// divided by 1.2 (its bounce above 0.95 clamped, as Framer's ζ is to 0.05).
    @Test(arguments: [
        ("spring response 0.5 dampingFraction 0.7", "spring response 0.5 damping-fraction 0.7"),
        ("spring dampingFraction 0.7 response 0.5", "spring response 0.5 damping-fraction 0.7"),
        ("spring stiffness 100 dampingRatio 0.5", "spring stiffness 100 damping-ratio 0.5"),
        ("spring duration 0.5 dampingRatio 0.7", "spring duration 0.5 damping 0.7"),
        ("spring duration 0.5 damping 0.7 initialVelocity 2", "spring duration 0.5 damping 0.7 velocity 2"),
        ("spring mass 1 stiffness 100 damping 10 initialVelocity -1", "spring mass 1 stiffness 100 damping 10 velocity -1"),
        ("spring springDuration 0.5 bounce 0.3", "spring duration 0.5 bounce 0.3"),
        ("spring bounce 0.3 spring-duration 0.5 initialSpringVelocity 1", "spring duration 0.5 bounce 0.3 velocity 1"),
        ("spring visualDuration 0.25 bounce 0.3", "spring duration 0.3 bounce 0.3"),
        ("spring visual-duration 0.25 bounce 0.99", "spring duration 0.3 bounce 0.95"),
        ("spring duration 0.5 bounce 0.3 vs response 0.5 dampingFraction 0.7",
         "spring duration 0.5 bounce 0.3 vs response 0.5 damping-fraction 0.7"),
    ])
    func readsTheOutputsSpellings(_ line: String, _ same: String) throws {
        #expect(try ShellProbe.parse(line) == ShellProbe.parse(same))
    }

    /// A spelling belongs to its form only: Android's `dampingRatio` is no damping
    /// coefficient, and SwiftUI's `dampingFraction` does not lead a form.
    @Test func aSpellingStaysInItsForm() throws {
        #expect(try ShellProbe.parse("spring stiffness 100 dampingRatio 0.5")
                    == .spring(.dialect(.android(stiffness: 100, dampingRatio: 0.5), velocity: 0)))
        // A known spelling without its form's lead is a missing lead, not an unknown keyword.
        do {
            _ = try ShellProbe.parse("spring dampingFraction 0.7")
            Issue.record("parsed without a lead")
        } catch let error as ArgumentError {
            #expect(error.message.hasPrefix("'spring' needs duration, mass"), "\(error.message)")
        }
        #expect(throws: (any Error).self) { try ShellProbe.parse("spring springDuration 0.5 damping 0.7") }
    }

    /// Every line `spring` prints in a dialect, read back as a `spring` line (its commas
    /// dropped, `s` units dropped), is the same spring, to the 4 decimals it prints.
    /// Framer Motion's `duration`/`bounce` is the one exception: it is UIKit's rule
    /// (`duration D damping 1−B`), and read back the words are SwiftUI's spring.
    @Test(arguments: ["spring duration 0.5 bounce 0.3", "spring bounciness 8 speed 12 velocity 1",
                      "spring stiffness STIFFNESS_MEDIUM damping-ratio DAMPING_RATIO_MEDIUM_BOUNCY"])
    func everyPrintedLineReadsBack(_ line: String) throws {
        let out = try run(line, format: .text).out
        let original = try #require(Self.spring(try ShellProbe.parse(line)))
        var read = 0
        var dialect = ""
        for row in out.split(separator: "\n") where row.count > 21 {
            let label = row.prefix(21).trimmingCharacters(in: .whitespaces)
            if !label.isEmpty { dialect = label }
            let words = row.dropFirst(21).replacing(",", with: "").split(separator: " ").filter { $0 != "s" }
            guard words.count >= 4, words.count % 2 == 0, !(dialect == "Framer Motion" && words[0] == "duration"),
                  let command = try? ShellProbe.parse("spring " + words.joined(separator: " ")) else { continue }
            let spring = try #require(Self.spring(command), "\(row)")
            #expect(abs(spring.stiffness / spring.mass - original.stiffness / original.mass) <= 1e-3 * original.stiffness,
                    "\(row)")
            #expect(abs(spring.dampingRatio - original.dampingRatio) <= 1e-3, "\(row)")
            read += 1
        }
        #expect(read >= 8, "\(out)")
    }

    static func spring(_ command: Command) -> PhysicalSpring? {
        guard case .spring(let query) = command else { return nil }
        switch query {
        case .dialect(let dialect, let velocity): return dialect.physical(velocity: velocity)
        case .physical(let m, let k, let c, let v): return PhysicalSpring(mass: m, stiffness: k, damping: c, initialVelocity: v)
        case .uikit(let d, let z, let v):
            return (try? SpringTiming(duration: d, dampingRatio: z, initialVelocity: v)).map {
                PhysicalSpring(mass: 1, stiffness: $0.omega0 * $0.omega0, damping: 2 * z * $0.omega0, initialVelocity: v)
            }
        case .versus: return nil
        }
    }

    static func number(_ json: OrderedJSON?) throws -> Double { try CurveSpringCommandTests.number(json) }

    /// Apple's `Spring` page (0.5 and 0.3 are mass 1, stiffness 157.9, damping 17.6) and
    /// React Native's `SpringConfig.js` (tension 40, friction 7 are 230.2 and 22;
    /// bounciness 8, speed 12 are 342.100588…, 24.684019…), through the command; each
    /// dialect's numbers in the JSON.
    @Test func theJSONWritesTheSpringInEveryDialect() throws {
        let results = try CurveSpringCommandTests.results([
            "spring duration 0.5 bounce 0.3", "spring tension 40 friction 7", "spring bounciness 8 speed 12",
            "spring stiffness 1500 damping-ratio 0.5", "spring mass 1 stiffness 100 damping 50",
        ])
        let swiftUI = results[0]
        #expect(abs(try Self.number(swiftUI["stiffness"]) - 157.9) < 0.05)
        #expect(abs(try Self.number(swiftUI["damping"]) - 17.6) < 0.05)
        let dialects = try #require(swiftUI["dialects"])
        #expect(dialects.keys == ["uikit", "uikitSpringDuration", "coreAnimation", "swiftUI", "android", "reactNative",
                                  "framerMotion", "origami"])
        // iOS 17's UIView.animate(springDuration:bounce:) takes SwiftUI's two numbers.
        #expect(dialects["uikitSpringDuration"]?["springDuration"] == .number("0.5"))
        #expect(dialects["uikitSpringDuration"]?["bounce"] == .number("0.3"))
        #expect(dialects["uikitSpringDuration"]?["initialSpringVelocity"] == .number("0"))
        #expect(dialects["swiftUI"]?["response"] == .number("0.5"))
        #expect(dialects["swiftUI"]?["bounce"] == .number("0.3"))
        #expect(dialects["framerMotion"]?["bounce"] == .number("0.3"))
        // Framer's visualDuration is SwiftUI's duration / 1.2.
        #expect(abs(try Self.number(dialects["framerMotion"]?["visualDuration"]) - 0.5 / 1.2) < 1e-6)
        // UIKit's duration for the same spring gives it back.
        let d = try Self.number(dialects["uikit"]?["duration"])
        let uikit = try SpringTiming(duration: d, dampingRatio: 0.7, initialVelocity: 0)
        #expect(abs(uikit.stiffness - 4 * Double.pi * Double.pi / 0.25) < 1e-3)
        #expect(dialects["framerMotion"]?["duration"] == dialects["uikit"]?["duration"])
        // With a velocity, Framer's duration would take it in other units: none.
        let thrown = try #require(try CurveSpringCommandTests.results(["spring duration 0.5 bounce 0.3 velocity 1"]).first)
        #expect(thrown["dialects"]?["framerMotion"]?["duration"] == .null)
        #expect(thrown["dialects"]?["framerMotion"]?["bounce"] == .number("0.3"))
        #expect(thrown["dialects"]?["uikit"]?["initialVelocity"] == .number("1"))
        #expect(abs(try Self.number(swiftUI["overshoot"]) - exp(-0.7 * Double.pi / (1 - 0.49).squareRoot())) < 1e-6)

        #expect(results[1]["stiffness"] == .number("230.2") && results[1]["damping"] == .number("22"))
        #expect(results[1]["dialects"]?["origami"]?["tension"] == .number("40"))
        #expect(results[1]["dialects"]?["reactNative"]?["friction"] == .number("7"))
        #expect(abs(try Self.number(results[2]["stiffness"]) - 342.10058823529414) < 1e-6)
        #expect(abs(try Self.number(results[2]["damping"]) - 24.684019245284347) < 1e-6)
        #expect(results[2]["dialects"]?["origami"]?["bounciness"] == .number("8"))
        #expect(results[2]["dialects"]?["reactNative"]?["speed"] == .number("12"))
        #expect(results[3]["dialects"]?["android"]?["presets"]
                == .array([.string("STIFFNESS_MEDIUM"), .string("DAMPING_RATIO_MEDIUM_BOUNCY")]))
        // Overdamped (ζ 2.5): no UIKit, no SwiftUI bounce, no Framer duration, no period.
        let over = results[4]
        #expect(over["period"] == .null && over["dialects"]?["uikit"] == .null)
        #expect(over["dialects"]?["swiftUI"]?["bounce"] == .null)
        #expect(over["dialects"]?["framerMotion"]?["duration"] == .null)
        #expect(over["dialects"]?["swiftUI"]?["dampingFraction"] == .number("2.5"))
    }

    /// The damping ratios where dialects stop, on both sides: SwiftUI's bounce and
    /// UIKit's duration up to ζ = 1, Framer Motion's from 0.05 to 1.
    @Test func dialectsEndAtTheirDampingRatios() throws {
        let cases: [(line: String, swiftUIBounce: Bool, uikit: Bool, framer: Bool)] = [
            ("spring response 0.5 damping-fraction 1", true, true, true),
            ("spring response 0.5 damping-fraction 1.001", false, false, false),
            ("spring response 0.5 damping-fraction 0.05", true, true, true),
            ("spring response 0.5 damping-fraction 0.0499", true, true, false),
        ]
        let results = try CurveSpringCommandTests.results(cases.map(\.line))
        for (c, result) in zip(cases, results) {
            let dialects = try #require(result["dialects"])
            #expect((dialects["swiftUI"]?["bounce"] != .null) == c.swiftUIBounce, "\(c.line)")
            #expect((dialects["uikit"] != .null) == c.uikit, "\(c.line)")
            #expect((dialects["framerMotion"]?["duration"] != .null) == c.framer, "\(c.line)")
            #expect((dialects["framerMotion"]?["visualDuration"] != .null) == c.framer, "\(c.line)")
        }
        #expect(results[0]["dialects"]?["swiftUI"]?["bounce"] == .number("0"))
        #expect(results[2]["dialects"]?["framerMotion"]?["bounce"] == .number("0.95"))
    }

    /// The same spring written two ways prints the same answer.
    /// Every line of every answer fits 80 columns, "none" lines included.
    @Test(arguments: ["spring duration 0.5 bounce 0.3 velocity -1000", "spring mass 100 stiffness 0.01 damping 10000",
                      "spring stiffness STIFFNESS_VERY_LOW damping-ratio DAMPING_RATIO_MEDIUM_BOUNCY velocity 3",
                      "spring tension -23.5 friction 3000 vs bounciness 40 speed 300 velocity -1000"])
    func everyLineFits(_ line: String) throws {
        let out = try run(line, format: .text).out
        #expect(!out.isEmpty)
        for text in out.split(separator: "\n") { #expect(text.count <= TextLayout.width, "\(text.count): \(text)") }
    }

    @Test func oneSpringTwoWaysPrintsTheSame() throws {
        let response = try run("spring response 0.5 damping-fraction 0.7", format: .text).out
        #expect(response == (try run("spring duration 0.5 bounce 0.3", format: .text).out))
        for line in ["UIKit", "Core Animation", "SwiftUI", "Android", "React Native", "Framer Motion", "Origami"] {
            #expect(response.contains("\n  \(line) "), "\(line): \(response)")
        }
        for text in response.split(separator: "\n") { #expect(text.count <= TextLayout.width, "\(text)") }
    }

    /// `spring A vs B`: one JSON result per spring, each what the spring gives alone;
    /// a line per spring with its mark, and every mark on the plot.
    @Test func versusPlotsSpringsOverEachOther() throws {
        let a = "duration 0.5 bounce 0.3", b = "stiffness 300 damping 10", c = "duration 0.4 damping 1"
        let results = try CurveSpringCommandTests.results(["spring \(a) vs \(b) vs \(c)", "spring \(a)", "spring \(b)",
                                                            "spring \(c)"])
        #expect(results[0].keys == ["springs"])
        #expect(results[0]["springs"] == .array(Array(results[1...])))
        let out = try run("spring \(a) vs \(b) vs \(c)", format: .text).out
        let rows = CurveSpringCommandTests.plotRows(out)
        #expect(rows.count == CurvePlot.rows)
        for mark in ["*", "o", "+"] { #expect(rows.contains { $0.contains(mark) }, "\(mark): \(out)") }
        #expect(out.contains("\n  *  157.91     17.59    0.700  0.863 s   0.046\n"), "\(out)")
        #expect(out.contains("\n  o  300.00     10.00    0.289  1.434 s   0.388\n"), "\(out)")
        // UIKit's animation lasts its duration: 0.4 s, on 1 from there.
        #expect(out.contains("\n  +  ") && out.contains("0.400 s"), "\(out)")
        for text in out.split(separator: "\n") { #expect(text.count <= TextLayout.width, "\(text)") }
    }

    /// Tab after `vs` offers what a new `spring` line would be offered.
    @Test func tabAfterVersusStartsASpringAgain() {
        let cases: [(line: String, expected: [String])] = [
            ("spring duration 0.5 bounce 0.3 vs ", ["duration", "mass", "stiffness", "response", "spring-duration",
                                                    "visual-duration", "tension", "bounciness"]),
            ("spring duration 0.5 bounce 0.3 vs stiffness 300 ", ["damping-ratio", "velocity", "vs", "damping"]),
            ("spring mass 1 stiffness 2 damping 3 vs tension 40 friction 7 vs ten", ["tension"]),
            ("spring duration 0.5 bounce 0.3 ", ["velocity", "vs"]),
        ]
        for c in cases {
            #expect(Completion.candidates(lineBeforeCursor: c.line) == c.expected, "\(c.line)")
        }
    }

    /// At most `CurvePlot.marks.count` springs, one mark each: six plot, seven do not.
    @Test func versusTakesSixSprings() throws {
        #expect(CurveSpringCommands.versusLimit == CurvePlot.marks.count)
        let six = "spring " + Array(repeating: "tension 40 friction 7", count: 6).joined(separator: " vs ")
        let sixth = try run(six, format: .text)
        #expect(sixth.err.isEmpty, "\(sixth.err)")
        #expect(CurveSpringCommandTests.plotRows(sixth.out).contains { $0.contains("%") }, "\(sixth.out)")
        let seven = try run(six + " vs tension 40 friction 7", format: .text)
        #expect(seven.err.contains("spring plots at most 6 springs at once"), "\(seven.err)")
        let wrong = try run("spring tension 40 friction 7 vs stiffness 300", format: .text)
        #expect(wrong.err.hasPrefix("test.pg:1:33: error: after 'vs': missing Z or C"), "\(wrong.err)")
    }

    struct Bound: CustomTestStringConvertible, Sendable {
        var line: String
        var error: String?
        var testDescription: String { line }
    }

    /// Each range at its ends: the end itself is taken, just past it is refused.
    static let bounds: [Bound] = [
        Bound(line: "spring duration 0.5 bounce 0", error: nil),
        Bound(line: "spring duration 0.5 bounce -0.01", error: "bounce B must be ≥ 0 and < 1"),
        Bound(line: "spring duration 0.5 bounce 0.99", error: nil),
        Bound(line: "spring duration 0.5 bounce 1", error: "bounce B must be ≥ 0 and < 1"),
        Bound(line: "spring duration 100 bounce 0.3", error: nil),
        Bound(line: "spring duration 101 bounce 0.3", error: "duration D must be within 0.01…100 s"),
        Bound(line: "spring response 0.01 damping-fraction 0.5", error: nil),
        Bound(line: "spring response 9ms damping-fraction 0.5", error: "response R must be within 0.01…100 s"),
        Bound(line: "spring response 0.5 damping-fraction 0.001", error: nil),
        Bound(line: "spring response 0.5 damping-fraction 0.0009", error: "damping fraction Z must be within 0.001…100"),
        Bound(line: "spring response 0.5 damping-fraction 100", error: nil),
        Bound(line: "spring response 0.5 damping-fraction 101", error: "damping fraction Z must be within 0.001…100"),
        Bound(line: "spring stiffness 10000 damping-ratio 1", error: nil),
        Bound(line: "spring stiffness 10001 damping-ratio 1", error: "stiffness K must be within 0.01…10000"),
        Bound(line: "spring tension -23.5 friction -0.33", error: nil),
        Bound(line: "spring tension -23.6 friction 7", error: "tension T must be within -23.5…2000"),
        Bound(line: "spring tension 40 friction -0.34", error: "friction F must be within -0.33…3000"),
        Bound(line: "spring tension 2000 friction 3000", error: nil),
        Bound(line: "spring bounciness 40 speed 300", error: nil),
        Bound(line: "spring bounciness 41 speed 12", error: "bounciness B must be within 0…40"),
        Bound(line: "spring bounciness 0 speed 0", error: nil),
        Bound(line: "spring bounciness 8 speed 301", error: "speed S must be within 0…300"),
        Bound(line: "spring duration 0.5 bounce 0.3 damping 0.5", error: "unexpected argument 'bounce'"),
        Bound(line: "spring stiffness STIFFNESS_LOWW damping-ratio 0.5",
              error: "unknown constant 'STIFFNESS_LOWW'; did you mean 'STIFFNESS_LOW'?"),
        Bound(line: "spring stiffness soft damping-ratio 0.5", error: "expected stiffness K"),
        Bound(line: "spring stiffness STIFFNESS_LOW damping 10", error: "expected stiffness K"),
        Bound(line: "spring stiffness STIFFNESS_VERY_LOW damping-ratio DAMPING_RATIO_LOW_BOUNCY", error: nil),
        Bound(line: "spring stifness 100 damping-ratio 0.5", error: "unknown keyword 'stifness' of 'spring'"),
    ]

    @Test(arguments: bounds)
    func rangesEndWhereTheySay(_ c: Bound) throws {
        let result = try run(c.line, format: .text)
        if let error = c.error {
            // Joined where the message wraps.
            #expect(result.err.replacingOccurrences(of: "\n    ", with: " ").contains(error), "\(result.err)")
            #expect(result.out.isEmpty)
        } else {
            #expect(result.err.isEmpty, "\(result.err)")
            #expect(result.out.contains("settling duration"))
        }
    }
}
