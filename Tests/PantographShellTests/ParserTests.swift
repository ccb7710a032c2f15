import Foundation
import Testing
@testable import PantographShell
import PantographEngine
import PantographTestSupport

/// The command language of docs/reference.md, parsed from the declarations in
/// `CommandRegistry.all`.
struct ParserTests {
    // MARK: - Every declared form parses its own usage

    /// A sensible value for a parameter, from its completion source or its placeholder.
    /// A new placeholder fails `everyPlaceholderHasASample` until it gets one here.
    static func sample(for parameter: Parameter, in form: Form) -> String? {
        switch parameter.completion {
        case .words(let words), .numberOr(let words): return words.first
        case .helpTopics: return "pan"
        case .filesOr: return "/tmp/x.pg"
        case .sceneNames: return SceneLibrary.builtIn.all.first?.name
        case .settingKeys: return "threshold"
        case .settingValues: return "0.2"
        case .recordPaths: return "transition.phase"
        case .actionNames: return "open"
        case .files: return "docs/examples/deeper.pg"
        case .none: break
        }
        return [
            "X,Y": "10,20", "DX,DY": "0,-120", "VX,VY": "0,-900", "DURATION": "250ms",
            "N": "5", "P": "42%", "COMMAND|SETTING": "pan", "NAME": "deeper", "KEY": "threshold",
            "VALUE": "0.2", "WHAT": "views",
            // curve and spring (CurveSpringCommandTests)
            "X": "0.5", "D": "0.5", "Z": "0.8", "V": "2", "M": "1", "K": "100", "C": "10",
            "R": "0.4", "B": "0.3", "T": "40", "F": "7", "S": "12", "SPRING…": "stiffness 300 damping 30", "VD": "0.3",
            // expect, undo, record
            "OP": "==", "TOL": "0.01", "NAME, …": "completeTransition, animationEnded", "FILE": "/tmp/x.pg",
            // show timeline, plot
            "FILE.svg": "/tmp/pantograph-plot.svg", "NAME,…": "image~,title~",
            // draw
            "COLUMNS": "60",
            // transition (a view transition)
            "VIEW": "container", "OLD": "green", "NEW": "pink",
            // sweep
            "A..B step S": "0..300 step 100", "C..D step E": "-1000..1000 step 500",
            // replay, tune
            "ID|N": "2", "SHARE": "20%",
        ][parameter.placeholder]
    }

    struct FormCase: CustomTestStringConvertible, Sendable {
        var command: String
        var formIndex: Int
        var testDescription: String {
            CommandRegistry.spec(named: command)!.forms[formIndex].usage(commandName: command)
        }
        var spec: CommandSpec { CommandRegistry.spec(named: command)! }
        var form: Form { spec.forms[formIndex] }
    }

    static let forms: [FormCase] = CommandRegistry.all.flatMap { spec in
        spec.forms.indices.map { FormCase(command: spec.name, formIndex: $0) }
    }

    @Test func everyPlaceholderHasASample() {
        for spec in CommandRegistry.all {
            for form in spec.forms {
                for parameter in form.parameters {
                    #expect(Self.sample(for: parameter, in: form) != nil,
                            "no sample value for \(parameter.placeholder) of '\(form.usage(commandName: spec.name))'; add one to ParserTests.sample")
                }
            }
        }
    }

    /// The words of a form with the given parameters filled in.
    static func line(_ c: FormCase, including: (Parameter) -> Bool) -> String {
        var words = [c.spec.name]
        if let sub = c.form.subcommand { words.append(sub) }
        for parameter in c.form.parameters where including(parameter) {
            let value = sample(for: parameter, in: c.form) ?? "?"
            if let keyword = parameter.keyword {
                words += [keyword, value]
            } else {
                words.append((parameter.prefix ?? "") + value)
            }
        }
        return words.joined(separator: " ")
    }

    /// The usage string itself, with every placeholder replaced by a sample value and
    /// the brackets removed: `drag DX,DY [over DURATION]` → `drag 0,-120 over 250ms`.
    static func usageLine(_ c: FormCase) -> String {
        var usage = c.form.usage(commandName: c.spec.name)
        // A placeholder of several words (`A..B step S`) is replaced whole.
        for parameter in c.form.parameters where parameter.placeholder.contains(" ") {
            usage = usage.replacingOccurrences(of: parameter.placeholder, with: sample(for: parameter, in: c.form) ?? "?")
        }
        let byWritten = Dictionary(c.form.parameters.map { ((($0.prefix ?? "") + $0.placeholder), $0) },
                                   uniquingKeysWith: { a, _ in a })
        return usage.split(separator: " ").map { token -> String in
            let bare = token.filter { $0 != "[" && $0 != "]" }
            if let parameter = byWritten[bare] {
                return (parameter.prefix ?? "") + (sample(for: parameter, in: c.form) ?? "?")
            }
            return bare
        }.joined(separator: " ")
    }

    /// A query (it answers even under --quiet) never changes the state: the two lists
    /// on `Command` agree for every form, with and without its optional arguments.
    @Test(arguments: forms)
    func aQueryNeverChangesTheState(_ c: FormCase) throws {
        for text in [Self.line(c, including: { _ in true }), Self.line(c, including: { !$0.isOptional })] {
            let command = try ShellProbe.parse(text)
            if command.isQuery { #expect(!command.changesState, "\(text)") }
        }
    }

    /// A form reads its arguments through its own `Parameter`s: a misspelt one does not
    /// compile, and one of another form traps when read, which the test below (every
    /// form of every command, parsed) would find.
    @Test func aFormReadingAnotherFormsParameterTraps() async {
        await #expect(processExitsWith: .failure) {
            let mine = Parameter("NAME", optional: true), theirs = Parameter("NAME", optional: true)
            let form = Form([mine]) { args throws(ArgumentError) in .help(args.word(theirs)) }
            let command = try Lexer.commands(in: Array("help".utf8))[0]
            _ = try Arguments.lend(command, form: form, slots: Arguments.Slots(count: 1))
        }
    }

    /// The parser tells the session's commands from the scene's: exactly `expect`,
    /// `undo`, `record` and `source` parse to `Command.session`.
    @Test(arguments: forms)
    func sessionCommandsAreToldApartWhenParsed(_ c: FormCase) throws {
        let command = try ShellProbe.parse(Self.line(c, including: { !$0.isOptional }))
        let isSession = if case .session = command { true } else { false }
        #expect(isSession == ["expect", "undo", "record", "source"].contains(c.command), "\(command)")
    }

    @Test(arguments: forms)
    func formParsesWithAllAndWithOnlyRequiredArguments(_ c: FormCase) throws {
        for text in [Self.line(c, including: { _ in true }),
                     Self.line(c, including: { !$0.isOptional }),
                     Self.usageLine(c)] {
            do {
                _ = try ShellProbe.parse(text)
            } catch {
                Issue.record("'\(text)' does not parse: \(error)")
            }
        }
        // Reversing the keyword arguments changes nothing.
        let keywords = c.form.parameters.filter { $0.keyword != nil }
        if keywords.count > 1 {
            let forward = Self.line(c, including: { _ in true })
            var words = [c.spec.name] + (c.form.subcommand.map { [$0] } ?? [])
            for parameter in c.form.parameters where parameter.keyword == nil {
                words.append((parameter.prefix ?? "") + (Self.sample(for: parameter, in: c.form) ?? "?"))
            }
            // A keyword that takes the rest of the line (`vs SPRING…`) stays last.
            for parameter in keywords.filter({ $0.arity != 0 }).reversed() + keywords.filter({ $0.arity == 0 }) {
                words += [parameter.keyword!, Self.sample(for: parameter, in: c.form) ?? "?"]
            }
            #expect(Self.ignoringColumns(try ShellProbe.parse(words.joined(separator: " ")))
                    == Self.ignoringColumns(try ShellProbe.parse(forward)))
        }
    }

    @Test(arguments: forms)
    func aMissingRequiredArgumentIsNamedAtTheEndOfTheLine(_ c: FormCase) throws {
        for parameter in c.form.parameters where !parameter.isOptional {
            let text = Self.line(c, including: { $0.placeholder != parameter.placeholder && !$0.isOptional })
            // What is left may be another form whole (`spring mass …` without `mass` is
            // `spring stiffness K damping C`): then it must parse as one without the keyword.
            if c.spec.hasKeywordForms, let other = c.spec.forms.first(where: { f in f !== c.form && f.parameters.filter { !$0.isOptional }
                    .map(\.key).sorted() == c.form.parameters.filter { !$0.isOptional && $0 !== parameter }.map(\.key).sorted() }) {
                #expect(other.parameters.allSatisfy { $0.keyword != parameter.keyword || parameter.keyword == nil })
                #expect(throws: Never.self) { _ = try ShellProbe.parse(text) }
                continue
            }
            #expect {
                _ = try ShellProbe.parse(text)
            } throws: { error in
                guard let error = error as? ArgumentError else { return false }
                return error.message.contains(parameter.placeholder) && error.column == text.count + 1
            }
        }
    }

    @Test func everyCommandHasHelpAndEveryAliasIsTheSameCommand() throws {
        for spec in CommandRegistry.all {
            #expect(!spec.summary.isEmpty)
            #expect(Help.command(spec).contains("usage: \(spec.name)"))
            for alias in spec.aliases where !spec.hasSubcommands {
                #expect(try ShellProbe.parse(alias) == ShellProbe.parse(spec.name))
            }
        }
        // The normative command names (docs/reference.md) all exist.
        for name in ["help", "scene", "scenario", "reset", "set", "pan", "drag", "present", "dismiss", "update",
                     "finish", "cancel", "pause", "wait", "settle", "show", "quit", "exit"] {
            #expect(CommandRegistry.spec(named: name) != nil, "missing command \(name)")
        }
        let pan = try #require(CommandRegistry.spec(named: "pan"))
        #expect(Set(pan.forms.compactMap(\.subcommand)) == ["begin", "move", "by", "end", "cancel"])
    }

    // MARK: - What each form means

    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    static let meanings: [LineMeaning] = [
        LineMeaning(line: "help", command: .help(nil)),
        LineMeaning(line: "help pan", command: .help(Word(text: "pan", column: 6))),
        LineMeaning(line: "help exit", command: .help(Word(text: "exit", column: 6))),
        LineMeaning(line: "scene", command: .scene(.list)),
        LineMeaning(line: "scene list", command: .scene(.list)),
        LineMeaning(line: "scene deeper", command: .scene(.switchTo(Word(text: "deeper", column: 7)))),
        // The former name, kept for scripts: the same command.
        LineMeaning(line: "scenario", command: .scene(.list)),
        LineMeaning(line: "scenario deeper", command: .scene(.switchTo(Word(text: "deeper", column: 10)))),
        LineMeaning(line: "reset", command: .reset),
        LineMeaning(line: "set", command: .set(key: nil, value: nil)),
        LineMeaning(line: "set threshold", command: .set(key: Word(text: "threshold", column: 5), value: nil)),
        LineMeaning(line: "set threshold 0.2", command: .set(key: Word(text: "threshold", column: 5),
                                                             value: Word(text: "0.2", column: 15))),
        LineMeaning(line: "pan begin", command: .panBegin(nil, column: nil)),
        LineMeaning(line: "pan begin 10,20", command: .panBegin(p(10, 20), column: 11)),
        LineMeaning(line: "pan begin 0.5,1e2", command: .panBegin(p(0.5, 100), column: 11)),
        LineMeaning(line: "pan move 0,-10", command: .panMove(p(0, -10), after: nil)),
        LineMeaning(line: "pan move -12,0.5", command: .panMove(p(-12, 0.5), after: nil)),
        LineMeaning(line: "pan move 0,-10 +250ms", command: .panMove(p(0, -10), after: 0.25)),
        LineMeaning(line: "pan move 0,-10 +0.25s", command: .panMove(p(0, -10), after: 0.25)),
        LineMeaning(line: "pan move 0,-10 +0.25", command: .panMove(p(0, -10), after: 0.25)),
        LineMeaning(line: "pan move 0,-10 +0", command: .panMove(p(0, -10), after: 0)),
        LineMeaning(line: "pan move 0,-10 +2s", command: .panMove(p(0, -10), after: 2)),
        LineMeaning(line: "pan by 5,5", command: .panBy(p(5, 5), after: nil)),
        LineMeaning(line: "pan by 5,5 +16ms", command: .panBy(p(5, 5), after: 0.016)),
        LineMeaning(line: "pan end", command: .panEnd(velocity: nil)),
        LineMeaning(line: "pan end velocity 0,-1000", command: .panEnd(velocity: p(0, -1000))),
        LineMeaning(line: "pan cancel", command: .panCancel),
        LineMeaning(line: "drag 0,-300", command: .drag(p(0, -300), from: nil, fromColumn: nil, over: nil, steps: nil, velocity: nil)),
        LineMeaning(line: "drag 0,-300 steps 5 over 0.2 velocity 0,-1000",
                    command: .drag(p(0, -300), from: nil, fromColumn: nil, over: 0.2, steps: 5, velocity: p(0, -1000))),
        LineMeaning(line: "drag 0,-300 velocity 0,-1000 over 0.2 steps 5",
                    command: .drag(p(0, -300), from: nil, fromColumn: nil, over: 0.2, steps: 5, velocity: p(0, -1000))),
        LineMeaning(line: "drag 0,-300 over 200ms velocity 0,-1000 steps 5",
                    command: .drag(p(0, -300), from: nil, fromColumn: nil, over: 0.2, steps: 5, velocity: p(0, -1000))),
        LineMeaning(line: "drag 0,-300 from 50,60 over 0.2s",
                    command: .drag(p(0, -300), from: p(50, 60), fromColumn: 18, over: 0.2, steps: nil, velocity: nil)),
        LineMeaning(line: "drag 0,-300 over 0.2s", command: .drag(p(0, -300), from: nil, fromColumn: nil, over: 0.2, steps: nil, velocity: nil)),
        LineMeaning(line: "drag 0,-300 steps 12", command: .drag(p(0, -300), from: nil, fromColumn: nil, over: nil, steps: 12, velocity: nil)),
        LineMeaning(line: "present", command: .present),
        LineMeaning(line: "dismiss", command: .dismiss),
        LineMeaning(line: "update 0.42", command: .update(0.42)),
        LineMeaning(line: "update 42%", command: .update(0.42)),
        LineMeaning(line: "update 100%", command: .update(1)),
        LineMeaning(line: "update 1e-3", command: .update(0.001)),
        LineMeaning(line: "update -12", command: .update(-12)),
        LineMeaning(line: "finish", command: .finish),
        LineMeaning(line: "cancel", command: .cancel),
        LineMeaning(line: "pause", command: .pause),
        LineMeaning(line: "wait 250ms", command: .wait(0.25)),
        LineMeaning(line: "wait 0.25s", command: .wait(0.25)),
        LineMeaning(line: "wait 0.25", command: .wait(0.25)),
        LineMeaning(line: "wait 1", command: .wait(1)),
        LineMeaning(line: "wait 0ms", command: .wait(0)),
        LineMeaning(line: "wait 1e3ms", command: .wait(1)),
        LineMeaning(line: "settle", command: .settle),
        LineMeaning(line: "show", command: .show(.state)),
        LineMeaning(line: "show state", command: .show(.state)),
        LineMeaning(line: "show views", command: .show(.views)),
        LineMeaning(line: "show events", command: .show(.events)),
        LineMeaning(line: "show settings", command: .show(.settings)),
        LineMeaning(line: "quit", command: .quit),
        LineMeaning(line: "exit", command: .quit),
    ]

    @Test(arguments: meanings)
    func parsesToTheRightCommand(_ c: LineMeaning) throws {
        let parsed = try ShellProbe.parse(c.line)
        #expect(Self.approximatelyEqual(parsed, c.command), "\(c.line) parsed as \(parsed)")
    }

    /// The command without the columns it keeps for errors, which move when the
    /// words do.
    static func ignoringColumns(_ command: Command) -> Command {
        if case let .drag(p, from, _, over, steps, velocity) = command {
            return .drag(p, from: from, fromColumn: nil, over: over, steps: steps, velocity: velocity)
        }
        if case .replay(var request) = command {
            request.traceColumn = nil
            return .replay(request)
        }
        if case .judge(var request) = command {
            request.paths = request.paths.map { Word(text: $0.text, column: 0) }
            return .judge(request)
        }
        if case .tune(var request) = command {
            request.paths = request.paths.map { Word(text: $0.text, column: 0) }
            return .tune(request)
        }
        return command
    }

    /// Equality with durations and percentages compared to 1e-12 (`250ms` is 250 × 0.001).
    static func approximatelyEqual(_ a: Command, _ b: Command) -> Bool {
        func close(_ x: Double?, _ y: Double?) -> Bool { isClose(x, y, 1e-12) }
        switch (a, b) {
        case let (.panMove(p, after: x), .panMove(q, after: y)), let (.panBy(p, after: x), .panBy(q, after: y)):
            return p == q && close(x, y)
        case let (.drag(p, from: f, fromColumn: c, over: x, steps: s, velocity: v),
                  .drag(q, from: g, fromColumn: d, over: y, steps: t, velocity: w)):
            return p == q && f == g && c == d && close(x, y) && s == t && v == w
        case let (.update(x), .update(y)), let (.wait(x), .wait(y)):
            return close(x, y)
        default:
            return a == b
        }
    }

    // MARK: - Errors of shape

    static let errors: [LineError] = [
        LineError(line: "pan", column: 4, message: "needs a sub-command: begin, move, by, end or cancel"),
        LineError(line: "pan start", column: 5, message: "unknown sub-command 'start' of 'pan'"),
        LineError(line: "pan Begin", column: 5, message: "unknown sub-command 'Begin'"),
        LineError(line: "pan move", column: 9, message: "missing DX,DY"),
        LineError(line: "pan move 0,-10 0,-20", column: 16, message: "unexpected argument '0,-20'"),
        LineError(line: "pan move 0,-10 250ms", column: 16, message: "unexpected argument '250ms'"),
        LineError(line: "pan move 0,-10 +", column: 17, message: "duration"),
        LineError(line: "pan move 0,-10 +1x", column: 17, message: "'1x'"),
        LineError(line: "pan end 0,-1000", column: 9, message: "unexpected argument '0,-1000'"),
        LineError(line: "pan end velocity", column: 17, message: "'velocity' needs VX,VY"),
        LineError(line: "pan end velocity 1", column: 18, message: "'1'"),
        LineError(line: "pan end velocity 0,1 velocity 0,2", column: 22, message: "'velocity' given twice"),
        LineError(line: "drag over 0.2", column: 14, message: "missing DX,DY"),
        LineError(line: "drag 0,-10 steps", column: 17, message: "'steps' needs N"),
        LineError(line: "drag 0,-10 over 0.2 over 0.3", column: 21, message: "'over' given twice"),
        LineError(line: "drag 0,-10 steps -1", column: 18, message: "steps"),
        LineError(line: "drag 0,-10 steps 1e1", column: 18, message: "whole number"),
        LineError(line: "drag 0,-10 over 61", column: 17, message: "0…60"),
        LineError(line: "update 42 %", column: 11, message: "unexpected argument '%'"),
        LineError(line: "wait 250 ms", column: 10, message: "unexpected argument 'ms'"),
        LineError(line: "wait 250MS", column: 6, message: "'250MS'"),
        LineError(line: "wait 2d", column: 6, message: "'2d'"),
        LineError(line: "show state views", column: 12, message: "unexpected argument 'views'"),
        LineError(line: "set threshold 0.2 0.3", column: 19, message: "unexpected argument '0.3'"),
        LineError(line: "help pan begin", column: 10, message: "unexpected argument 'begin'"),
    ]

    @Test(arguments: errors)
    func shapeErrorsPointAtTheWord(_ c: LineError) {
        #expect {
            _ = try ShellProbe.parse(c.line)
        } throws: { error in
            guard let error = error as? ArgumentError else { return false }
            return error.column == c.column && error.message.contains(c.message)
        }
    }

    // MARK: - Values

    @Test(arguments: [("42%", 0.42), ("0.5", 0.5), ("-12", -12.0), ("1e-3", 0.001), ("+3", 3.0), ("100%", 1.0),
                      ("0%", 0.0), ("12.5%", 0.125), (".5", 0.5), ("5.", 5.0), ("1E2", 100.0)])
    func numbers(_ text: String, _ value: Double) throws {
        #expect(abs(try Values.number(text) - value) <= 1e-12)
    }

    @Test(arguments: ["1..2", "0x10", "nan", "inf", "-inf", "1e999", "--1", ",", "1,", "", " 1", "1 ", "%", "1e", "0b1", "1_000", "١"])
    func badNumbers(_ text: String) {
        #expect(throws: ValueError.self) { try Values.number(text) }
    }

    @Test(arguments: [("250ms", 0.25), ("0.25s", 0.25), ("0.25", 0.25), ("1s", 1.0), ("0", 0.0), ("16.5ms", 0.0165), ("2", 2.0)])
    func durations(_ text: String, _ seconds: Double) throws {
        #expect(abs(try Values.duration(text) - seconds) <= 1e-12)
    }

    @Test(arguments: ["-1", "-1ms", "ms", "s", "1m", "1 s", "25%", "nan", "infs", "1e999ms", "1msms", "0x1s"])
    func badDurations(_ text: String) {
        #expect(throws: ValueError.self) { try Values.duration(text) }
    }

    @Test func pointsAndSizes() throws {
        #expect(try Values.point("0,-10") == Point(x: 0, y: -10))
        #expect(try Values.point("1e1,-1.5") == Point(x: 10, y: -1.5))
        for bad in ["1", "1,2,3", "1, 2", ",", "1,", ",1", "(1,2)", "1;2"] {
            #expect(throws: ValueError.self, "\(bad)") { try Values.point(bad) }
        }
        #expect(try Values.size("390x844") == Size(width: 390, height: 844))
        for bad in ["390", "390x", "x844", "390X844", "390x844x1", "390*844"] {
            #expect(throws: ValueError.self, "\(bad)") { try Values.size(bad) }
        }
    }
}
