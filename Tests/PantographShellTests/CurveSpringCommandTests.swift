import Foundation
import Testing
@testable import PantographShell
import PantographEngine
import PantographTestSupport

/// `curve TIMING at X` and `spring …`: how they parse, what their JSON `result`
/// says, that they print an answer (numbers and a plot) instead of the state block and
/// change nothing, and where their errors point.
struct CurveSpringCommandTests {
    // MARK: - Parsing

    static let meanings: [LineMeaning] = [
        LineMeaning(line: "curve easeInOut at 0.5", command: .curve(.curve(.easeInOut), x: 0.5)),
        LineMeaning(line: "curve linear at 0", command: .curve(.curve(.linear), x: 0)),
        LineMeaning(line: "curve default at 1", command: .curve(.curve(.default), x: 1)),
        LineMeaning(line: "curve easeIn at 25%", command: .curve(.curve(.easeIn), x: 0.25)),
        LineMeaning(line: "curve cubic(0.25,0,0.75,1) at 0.05",
                command: .curve(.curve(.cubic(bezier(0.25, 0, 0.75, 1))), x: 0.05)),
        LineMeaning(line: "curve spring(response=0.4,damping-fraction=0.8) at 0.5",
                command: .curve(.physicalSpring(.dialect(.swiftUIResponse(response: 0.4, dampingFraction: 0.8)),
                                                initialVelocity: 0), x: 0.5)),
        LineMeaning(line: "curve spring(velocity=2,mass=2,damping=20,stiffness=300) at 10%",
                command: .curve(.physicalSpring(.physical(mass: 2, stiffness: 300, damping: 20), initialVelocity: 2), x: 0.1)),
        LineMeaning(line: "curve spring(0.5,1) at 1", command: .curve(.spring(dampingRatio: 0.5, initialVelocity: 1), x: 1)),
        LineMeaning(line: "spring duration 3 damping 0.25",
                command: .spring(.uikit(duration: 3, dampingRatio: 0.25, velocity: 0))),
        LineMeaning(line: "spring duration 500ms damping 1 velocity -2",
                command: .spring(.uikit(duration: 0.5, dampingRatio: 1, velocity: -2))),
        LineMeaning(line: "spring duration 0.5s velocity 2 damping 80%",
                command: .spring(.uikit(duration: 0.5, dampingRatio: 0.8, velocity: 2))),
        LineMeaning(line: "spring mass 1 stiffness 100 damping 5",
                command: .spring(.physical(mass: 1, stiffness: 100, damping: 5, velocity: 0))),
        LineMeaning(line: "spring mass 2 velocity 3 damping 10 stiffness 300",
                command: .spring(.physical(mass: 2, stiffness: 300, damping: 10, velocity: 3))),
        // The keywords in any order: the form is the one whose lead keyword is on the line.
        LineMeaning(line: "spring damping 0.8 duration 0.5",
                command: .spring(.uikit(duration: 0.5, dampingRatio: 0.8, velocity: 0))),
        LineMeaning(line: "spring velocity -1 damping 1 duration 250ms",
                command: .spring(.uikit(duration: 0.25, dampingRatio: 1, velocity: -1))),
        LineMeaning(line: "spring velocity 2 stiffness 100 damping 5 mass 1",
                command: .spring(.physical(mass: 1, stiffness: 100, damping: 5, velocity: 2))),
        LineMeaning(line: "spring damping 5 mass 1 stiffness 100",
                command: .spring(.physical(mass: 1, stiffness: 100, damping: 5, velocity: 0))),
    ]

    @Test(arguments: meanings)
    func parses(_ c: LineMeaning) throws {
        #expect(try ShellProbe.parse(c.line) == c.command)
    }

    // MARK: - JSON results

    /// The `result` of each line's record, in order.
    static func results(_ lines: [String]) throws -> [OrderedJSON] {
        let (session, sink) = try ShellProbe.session(format: .json)
        ShellProbe.feed(session, lines)
        #expect(sink.err.isEmpty, "\(sink.err)")
        return try ShellProbe.lines(sink.out).map { try #require(OrderedJSON.parse($0)["result"]) }
    }

    static func number(_ json: OrderedJSON?) throws -> Double {
        guard case .number(let text)? = json, let value = Double(text) else {
            throw ShellProbe.ProbeError("not a number: \(String(describing: json))")
        }
        return value
    }

    @Test func curveResultNamesTheCanonicalTimingTheFractionAndTheValue() throws {
        let results = try Self.results(["curve easeInOut at 0.5", "curve cubic(0.250,0.10,0.25,1.0) at 0",
                                        "curve easeIn at 100%", "curve linear at 0.3"])
        #expect(results[0] == .object([("timing", .string("easeInOut")), ("x", .number("0.5")), ("value", .number("0.5"))]))
        // The canonical name reads back: no trailing zeros, no `.0`.
        #expect(results[1] == .object([("timing", .string("cubic(0.25,0.1,0.25,1)")), ("x", .number("0")), ("value", .number("0"))]))
        #expect(results[2] == .object([("timing", .string("easeIn")), ("x", .number("1")), ("value", .number("1"))]))
        #expect(results[3]["value"] == .number("0.3"))
    }

    /// Chromium's `ui/gfx/geometry/cubic_bezier_unittest.cc`, CubicBezierTest.Basic and
    /// UnclampedYValues (tolerance 0.00015), through the command: the JSON's six decimals
    /// are well inside it.
    @Test(arguments: [("cubic(0.25,0,0.75,1)", 0.05, 0.01136), ("cubic(0.25,0,0.75,1)", 0.25, 0.18235),
                      ("cubic(0.25,0,0.75,1)", 0.7, 0.75884), ("cubic(0.5,-1,0.5,2)", 0.2, -0.20651),
                      ("cubic(0.5,-1,0.5,2)", 0.8, 1.20651)])
    func curveMatchesChromiumVectors(_ timing: String, _ x: Double, _ expected: Double) throws {
        let result = try #require(try Self.results(["curve \(timing) at \(x)"]).first)
        #expect(abs(try Self.number(result["value"]) - expected) <= 0.00015, "\(result)")
        #expect(result["timing"] == .string(timing))
    }

    /// TimingTests' vectors, through the command: UIKit's D 3, ζ 0.25 is k 54.8336,
    /// c 3.70249 with a mass of 1; k 100, m 1, c 5 settles in 2.855 s.
    @Test func springResultsMatchTheKnownVectors() throws {
        let results = try Self.results(["spring duration 3 damping 0.25", "spring mass 1 stiffness 100 damping 5"])
        let uikit = results[0]
        #expect(uikit.keys == ["duration", "mass", "stiffness", "damping", "dampingRatio", "settlingDuration",
                               "offRestAtDuration", "period", "overshoot", "dialects"])
        #expect(uikit["duration"] == .number("3"))
        #expect(uikit["mass"] == .number("1"))
        #expect(abs(try Self.number(uikit["stiffness"]) - 54.8336) < 0.00005, "\(uikit)")
        #expect(abs(try Self.number(uikit["damping"]) - 3.70249) < 0.000005, "\(uikit)")
        #expect(abs(try Self.number(uikit["dampingRatio"]) - 0.25) <= 1e-6)
        // The same spring through SpringTiming directly.
        let spring = try SpringTiming(duration: 3, dampingRatio: 0.25, initialVelocity: 0)
        let settling = SpringTiming.settlingDuration(mass: 1, stiffness: spring.stiffness,
                                                     damping: spring.damping, initialVelocity: 0)
        #expect(abs(try Self.number(uikit["settlingDuration"]) - settling) <= 5e-7)

        let physical = results[1]
        #expect(physical.keys == ["mass", "stiffness", "damping", "dampingRatio", "settlingDuration", "period",
                                  "overshoot", "dialects"])
        #expect(physical["mass"] == .number("1"))
        #expect(physical["stiffness"] == .number("100"))
        #expect(physical["damping"] == .number("5"))
        // c / (2√(k·m)) = 5 / 20.
        #expect(physical["dampingRatio"] == .number("0.25"))
        #expect(abs(try Self.number(physical["settlingDuration"]) - 2.855) < 0.0005, "\(physical)")
    }

    /// How far from its target the spring is at D, where UIKit's animation jumps onto
    /// it: the rule's promise, checked against the motion written out here.
    @Test(arguments: [(3.0, 0.25, 0.0, 0.002969), (0.5, 1.0, 40.0, 0.001), (0.5, 1.0, 0.0, 0.001), (0.5, 0.8, 0.0, 0.000301)])
    func theAnswerSaysHowFarFromRestTheSpringIsAtD(_ d: Double, _ zeta: Double, _ v: Double, _ expected: Double) throws {
        let result = try #require(try Self.results(["spring duration \(d) damping \(zeta) velocity \(v)"]).first)
        let k = try Self.number(result["stiffness"]), w = k.squareRoot(), lambda = zeta * w
        let x: Double
        if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            x = 1 - exp(-lambda * d) * (cos(wd * d) + (lambda - v) / wd * sin(wd * d))
        } else {
            x = 1 - (1 + (w - v) * d) * exp(-w * d)
        }
        let offRest = try Self.number(result["offRestAtDuration"])
        #expect(abs(offRest - abs(1 - x)) <= 1e-6, "\(offRest) against \(abs(1 - x))")
        #expect(abs(offRest - expected) <= 1e-6, "\(offRest)")
        let text = try run("spring duration \(d) damping \(zeta) velocity \(v)", format: .text).out
        #expect(text.contains("  off rest at D      \(Numbers.json(offRest))\n"), "\(text)")
        // The physical form has no D.
        #expect(!(try run("spring mass 1 stiffness 100 damping 5", format: .text).out.contains("off rest")))
    }

    @Test func springVelocityAndMassChangeTheResult() throws {
        let results = try Self.results(["spring mass 1 stiffness 100 damping 5",
                                        "spring mass 1 stiffness 100 damping 5 velocity 10",
                                        "spring mass 4 stiffness 100 damping 5"])
        let expected = SpringTiming.settlingDuration(mass: 1, stiffness: 100, damping: 5, initialVelocity: 10)
        #expect(abs(try Self.number(results[1]["settlingDuration"]) - expected) <= 5e-7)
        #expect(results[1]["settlingDuration"] != results[0]["settlingDuration"])
        // m = 4: ζ = 5 / (2·√400) = 0.125.
        #expect(results[2]["dampingRatio"] == .number("0.125"))
    }

    // MARK: - Queries

    @Test(arguments: ["curve easeInOut at 0.5", "spring duration 0.5 damping 0.7", "spring mass 1 stiffness 100 damping 10"])
    func aQueryChangesNothingAndPrintsItsAnswerInsteadOfTheState(_ line: String) throws {
        let (session, sink) = try ShellProbe.session(format: .text)
        ShellProbe.feed(session, ["set clock manual", "pan begin", "pan move 0,-100"])
        let before = ShellProbe.snapshot(session)
        sink.out = ""
        let result = try #require(ShellProbe.feed(session, [line]).first)
        #expect(!result.failed)
        #expect(sink.err.isEmpty, "\(sink.err)")
        #expect(ShellProbe.snapshot(session) == before)
        // No state block: the gesture and transition lines are not repeated.
        #expect(!sink.out.contains("gesture"), "\(sink.out)")
        #expect(!sink.out.contains("deeper"), "\(sink.out)")
        // Every line fits 80 columns and has no trailing blanks.
        for text in sink.out.split(separator: "\n") {
            #expect(text.count <= TextLayout.width, "\(text.count) columns: \(text)")
            #expect(text.last != " ", "trailing blank: '\(text)'")
        }
        // The same answer every time.
        let again = try run(line, format: .text).out
        #expect(again == sink.out)
    }

    /// The plot's rows: the 0 and 1 levels are labelled, and what lies above the 1 row
    /// is the overshoot.
    static func plotRows(_ out: String) -> [String] {
        out.split(separator: "\n").map(String.init).filter { $0.contains(" |") }
    }

    /// A plot row's label: `1`, `0`, the top or bottom of the scale, or nothing.
    static func label(_ row: String) -> String {
        row.components(separatedBy: " |")[0].trimmingCharacters(in: .whitespaces)
    }

    static func rowsAboveOne(_ out: String) -> [String] {
        let rows = plotRows(out)
        guard let one = rows.firstIndex(where: { label($0) == "1" }) else { return [] }
        return Array(rows[..<one])
    }

    @Test func thePlotMarksZeroAndOneAndShowsOvershoot() throws {
        let bouncy = try run("spring duration 1 damping 0.3", format: .text).out
        let rows = Self.plotRows(bouncy)
        #expect(rows.count == CurvePlot.rows, "\(bouncy)")
        #expect(rows.contains { Self.label($0) == "1" } && rows.contains { Self.label($0) == "0" })
        #expect(Self.rowsAboveOne(bouncy).contains { $0.contains("*") }, "\(bouncy)")
        #expect(bouncy.contains("damping ratio      0.3\n"))
        #expect(bouncy.contains("settling duration"))
        #expect(bouncy.contains("time"))

        // Critically damped, no velocity: nothing above 1.
        let critical = try run("spring mass 1 stiffness 100 damping 20", format: .text).out
        #expect(Self.label(Self.plotRows(critical)[0]) == "1", "\(critical)")
        #expect(Self.rowsAboveOne(critical).isEmpty, "\(critical)")
        #expect(critical.contains("damping ratio      1\n"))

        // A curve with anticipation goes below the 0 line; X is marked with o.
        let back = try run("curve cubic(0.68,-0.6,0.32,1.6) at 0.5", format: .text).out
        let backRows = Self.plotRows(back)
        let zero = try #require(backRows.firstIndex { Self.label($0) == "0" })
        #expect(backRows[(zero + 1)...].contains { $0.contains("*") }, "\(back)")
        #expect(backRows.contains { $0.contains("o") }, "\(back)")
        #expect(back.hasPrefix("  timing  cubic(0.68,-0.6,0.32,1.6)\n  x       0.5\n  value   0.5\n"), "\(back)")
    }

    @Test func helpAndTheReferenceDescribeBothForms() throws {
        let spring = Help.command(try #require(CommandRegistry.spec(named: "spring")))
        #expect(spring.contains("usage: spring duration D damping Z [velocity V]"))
        #expect(spring.contains("usage: spring mass M stiffness K damping C [velocity V]"))
        let curve = Help.command(try #require(CommandRegistry.spec(named: "curve")))
        #expect(curve.contains("usage: curve TIMING at X"))
        #expect(Reference.markdown().contains("## curve\n"))
        #expect(Completion.candidates(lineBeforeCursor: "curve ease").sorted() == ["easeIn", "easeInOut", "easeOut"])
        #expect(Completion.candidates(lineBeforeCursor: "spring ")
                == ["duration", "mass", "stiffness", "response", "spring-duration", "visual-duration", "tension", "bounciness"])
        #expect(Completion.candidates(lineBeforeCursor: "spring stiffness STIFFNESS_L") == ["STIFFNESS_LOW"])
        #expect(Completion.candidates(lineBeforeCursor: "spring stiffness 200 damping-ratio DAMPING_RATIO_N")
                == ["DAMPING_RATIO_NO_BOUNCY"])
        #expect(Completion.candidates(lineBeforeCursor: "spring mass 1 ").sorted() == ["damping", "stiffness", "velocity", "vs"])
        // Before the lead keyword: the leads of the forms that take what was given.
        #expect(Completion.candidates(lineBeforeCursor: "spring damping 0.8 ") == ["duration", "mass", "stiffness"])
        // A shared lead: the keywords of every form it leads.
        #expect(Completion.candidates(lineBeforeCursor: "spring stiffness 100 ") == ["damping-ratio", "velocity", "vs", "damping"])
        #expect(Completion.candidates(lineBeforeCursor: "spring duration 0.5 ") == ["damping", "velocity", "vs", "bounce"])
        #expect(Completion.candidates(lineBeforeCursor: "spring duration 0.5 bounce 0.3 ") == ["velocity", "vs"])
        #expect(Completion.candidates(lineBeforeCursor: "spring bounce 0.3 ") == ["duration", "spring-duration", "visual-duration"])
        #expect(Completion.candidates(lineBeforeCursor: "spring damping ").isEmpty)
        #expect(Completion.candidates(lineBeforeCursor: "spring damping 0.8 duration 0.5 ") == ["velocity", "vs"])
        #expect(Completion.candidates(lineBeforeCursor: "spring velocity 1 mass 1 ").sorted() == ["damping", "stiffness", "vs"])
    }

    // MARK: - Errors

    static let errors: [LineError] = [
        LineError(line: "curve easeIn at 1.5", column: 17, message: "X must be within 0…1, got 1.5"),
        LineError(line: "curve easeIn at -0.1", column: 17, message: "X must be within 0…1, got -0.1"),
        LineError(line: "curve easeIn at 101%", column: 17, message: "X must be within 0…1, got 101%"),
        LineError(line: "curve easeIn at half", column: 17, message: "expected X, got 'half'"),
        LineError(line: "curve bouncy at 0.5", column: 7, message: "unknown timing curve 'bouncy'"),
        LineError(line: "curve cubic(1.5,0,1,1) at 0.5", column: 7, message: "cubic x1 must be within 0…1, got 1.5"),
        // A spring's errors are the scene's, at the part they are about.
        LineError(line: "curve spring(duration=0.5,bounce=1.3) at 0.5", column: 34, message: "bounce B must be ≥ 0 and < 1"),
        LineError(line: "curve spring(response=0.4,dampingfraction=0.8) at 0.5", column: 27,
                  message: "unknown spring keyword 'dampingfraction'"),
        LineError(line: "curve spring(response=0.4) at 0.5", column: 7, message: "expected a spring as spring(mass=M,stiffness=K,damping=C)"),
        LineError(line: "curve spring(0,0) at 0.5", column: 14, message: "a spring's damping ratio must be above 0, got 0"),
        LineError(line: "curve spring(0.0005,0) at 0.5", column: 1, message: "no stiffness meets UIKit's rest rule for duration 0.5 s"),
        LineError(line: "curve cubic(0.5,1e308,0.5,1e308) at 0.5", column: 7,
                  message: "curve takes cubic Y1 and Y2 within -1000…1000, got cubic(0.5,1e308,0.5,1e308)"),
        LineError(line: "curve cubic(0.5,0,0.5,-1001) at 0.5", column: 7,
                  message: "curve takes cubic Y1 and Y2 within -1000…1000"),
        LineError(line: "curve easeIn", column: 13, message: "missing X"),
        LineError(line: "spring duration -1 damping 0.5", column: 17,
                  message: "duration D must be within 0.01…10 s, got -1"),
        LineError(line: "spring duration 0 damping 0.5", column: 17,
                  message: "duration D must be within 0.01…10 s, got 0"),
        LineError(line: "spring duration 11s damping 0.5", column: 17,
                  message: "duration D must be within 0.01…10 s, got 11s"),
        LineError(line: "spring duration soon damping 0.5", column: 17, message: "expected a duration D"),
        LineError(line: "spring duration 0.5 damping 0", column: 29, message: "damping ratio Z must be > 0 and ≤ 1, got 0"),
        LineError(line: "spring duration 0.5 damping -0.5", column: 29,
                  message: "damping ratio Z must be > 0 and ≤ 1, got -0.5"),
        LineError(line: "spring duration 0.5 damping 1.2", column: 29,
                  message: "damping ratio Z must be > 0 and ≤ 1, got 1.2"),
        LineError(line: "spring duration 0.5 damping 0.5 velocity 2000", column: 42,
                  message: "velocity V must be within -1000…1000, got 2000"),
        LineError(line: "spring mass -1 stiffness 100 damping 10", column: 13,
                  message: "mass M must be within 0.01…100, got -1"),
        LineError(line: "spring mass 0 stiffness 100 damping 10", column: 13,
                  message: "mass M must be within 0.01…100, got 0"),
        LineError(line: "spring mass 1 stiffness -100 damping 10", column: 25,
                  message: "stiffness K must be within 0.01…10000, got -100"),
        LineError(line: "spring mass 1 damping -10 stiffness 100", column: 23,
                  message: "damping C must be within 0.01…10000, got -10"),
        LineError(line: "spring mass 1 stiffness 100 damping 0", column: 37,
                  message: "damping C must be within 0.01…10000, got 0"),
        LineError(line: "spring mass 1 stiffness 100 damping 10 velocity nan", column: 49, message: "expected velocity V"),
        LineError(line: "spring mass 1 stiffness 100", column: 28, message: "missing C"),
        LineError(line: "spring", column: 7,
                  message: "'spring' needs duration, mass, stiffness, response, spring-duration, visual-duration, tension or bounciness"),
        LineError(line: "spring stiffness 100", column: 21, message: "missing Z or C"),
        LineError(line: "spring stiffness 100", column: 21, message: "usage: spring stiffness K damping-ratio Z"),
        LineError(line: "spring duration 0.5", column: 20, message: "missing Z or B"),
        LineError(line: "spring duration 0.5", column: 20, message: "usage: spring duration D bounce B [velocity V]"),
        LineError(line: "spring damping 0.5 velocity 1", column: 30,
                  message: "'spring' needs duration, mass, stiffness, response, spring-duration, visual-duration, tension or bounciness"),
        LineError(line: "spring damping 0.5", column: 19, message: "usage: spring mass M stiffness K damping C"),
        // A misspelt keyword: "did you mean", as for a command name.
        LineError(line: "spring durration 0.5 damping 0.8", column: 8,
                  message: "unknown keyword 'durration' of 'spring'; did you mean 'duration'?"),
        LineError(line: "spring damping 0.8 duraton 0.5", column: 20,
                  message: "unknown keyword 'duraton' of 'spring'; did you mean 'duration'?"),
        LineError(line: "spring mas 1 stiffness 100 damping 5", column: 8,
                  message: "unexpected argument 'mas'; did you mean 'mass'?"),
        LineError(line: "spring duration 0.5 dampng 0.8", column: 21,
                  message: "unexpected argument 'dampng'; did you mean 'damping'?"),
        LineError(line: "spring duration 0.5 damping 0.8 velocty 2", column: 33,
                  message: "unexpected argument 'velocty'; did you mean 'velocity'?"),
        LineError(line: "spring mass 1 stifness 100 damping 5", column: 15,
                  message: "unexpected argument 'stifness'; did you mean 'stiffness'?"),
        // Given twice, in either order.
        LineError(line: "spring duration 0.5 damping 0.8 duration 1", column: 33, message: "'duration' given twice"),
        LineError(line: "spring damping 0.8 duration 0.5 damping 1", column: 33, message: "'damping' given twice"),
        // No stiffness meets UIKit's rule: the whole line is blamed, and the inputs named.
        LineError(line: "spring duration 2 damping 0.0005", column: 1,
                  message: "no stiffness meets UIKit's rest rule for duration 2 s, damping ratio 0.0005, velocity 0: the rest term is at most 0.0005 whatever the stiffness, short of 0.001"),
        LineError(line: "spring damping 0.0009 duration 0.5", column: 1,
                  message: "a damping ratio of 0.001 or more has one"),
    ]

    @Test(arguments: errors)
    func errorsPointAtTheBadValue(_ c: LineError) throws {
        // Text: FILE:LINE:COL on stderr, and nothing changed.
        let (session, sink) = try ShellProbe.session(format: .text)
        let before = ShellProbe.snapshot(session)
        let result = try #require(ShellProbe.feed(session, [c.line], firstLine: 3).first)
        #expect(result.failed)
        #expect(sink.err.hasPrefix("test.pg:3:\(c.column): error: "), "\(sink.err)")
        let oneLine = sink.err.replacingOccurrences(of: "\n    ", with: " ")
        #expect(oneLine.contains(c.message), "\(sink.err)")
        #expect(sink.out.isEmpty)
        #expect(ShellProbe.snapshot(session) == before)

        // JSON: the error record carries the same column.
        let (json, jsonSink) = try ShellProbe.session(format: .json)
        ShellProbe.feed(json, [c.line])
        let record = try ShellProbe.object(try #require(ShellProbe.lines(jsonSink.out).first))
        #expect(record["ok"] as? Bool == false)
        let error = try #require(record["error"] as? [String: Any])
        #expect(error["column"] as? Int == c.column)
        #expect((error["message"] as? String)?.contains(c.message) == true, "\(error)")
    }
}
