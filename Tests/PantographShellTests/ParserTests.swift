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

    struct MeaningCase: CustomTestStringConvertible, Sendable {
        var line: String
        var command: Command
        var testDescription: String { line }
    }

    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    static let meanings: [MeaningCase] = [
        MeaningCase(line: "help", command: .help(nil)),
        MeaningCase(line: "help pan", command: .help(Word(text: "pan", column: 6))),
        MeaningCase(line: "help exit", command: .help(Word(text: "exit", column: 6))),
        MeaningCase(line: "scene", command: .scene(.list)),
        MeaningCase(line: "scene list", command: .scene(.list)),
        MeaningCase(line: "scene deeper", command: .scene(.switchTo(Word(text: "deeper", column: 7)))),
        // The former name, kept for scripts: the same command.
        MeaningCase(line: "scenario", command: .scene(.list)),
        MeaningCase(line: "scenario deeper", command: .scene(.switchTo(Word(text: "deeper", column: 10)))),
        MeaningCase(line: "reset", command: .reset),
        MeaningCase(line: "set", command: .set(key: nil, value: nil)),
        MeaningCase(line: "set threshold", command: .set(key: Word(text: "threshold", column: 5), value: nil)),
        MeaningCase(line: "set threshold 0.2", command: .set(key: Word(text: "threshold", column: 5),
                                                             value: Word(text: "0.2", column: 15))),
        MeaningCase(line: "pan begin", command: .panBegin(nil, column: nil)),
        MeaningCase(line: "pan begin 10,20", command: .panBegin(p(10, 20), column: 11)),
        MeaningCase(line: "pan begin 0.5,1e2", command: .panBegin(p(0.5, 100), column: 11)),
        MeaningCase(line: "pan move 0,-10", command: .panMove(p(0, -10), after: nil)),
        MeaningCase(line: "pan move -12,0.5", command: .panMove(p(-12, 0.5), after: nil)),
        MeaningCase(line: "pan move 0,-10 +250ms", command: .panMove(p(0, -10), after: 0.25)),
        MeaningCase(line: "pan move 0,-10 +0.25s", command: .panMove(p(0, -10), after: 0.25)),
        MeaningCase(line: "pan move 0,-10 +0.25", command: .panMove(p(0, -10), after: 0.25)),
        MeaningCase(line: "pan move 0,-10 +0", command: .panMove(p(0, -10), after: 0)),
        MeaningCase(line: "pan move 0,-10 +2s", command: .panMove(p(0, -10), after: 2)),
        MeaningCase(line: "pan by 5,5", command: .panBy(p(5, 5), after: nil)),
        MeaningCase(line: "pan by 5,5 +16ms", command: .panBy(p(5, 5), after: 0.016)),
        MeaningCase(line: "pan end", command: .panEnd(velocity: nil)),
        MeaningCase(line: "pan end velocity 0,-1000", command: .panEnd(velocity: p(0, -1000))),
        MeaningCase(line: "pan cancel", command: .panCancel),
        MeaningCase(line: "drag 0,-300", command: .drag(p(0, -300), from: nil, fromColumn: nil, over: nil, steps: nil, velocity: nil)),
        MeaningCase(line: "drag 0,-300 steps 5 over 0.2 velocity 0,-1000",
                    command: .drag(p(0, -300), from: nil, fromColumn: nil, over: 0.2, steps: 5, velocity: p(0, -1000))),
        MeaningCase(line: "drag 0,-300 velocity 0,-1000 over 0.2 steps 5",
                    command: .drag(p(0, -300), from: nil, fromColumn: nil, over: 0.2, steps: 5, velocity: p(0, -1000))),
        MeaningCase(line: "drag 0,-300 over 200ms velocity 0,-1000 steps 5",
                    command: .drag(p(0, -300), from: nil, fromColumn: nil, over: 0.2, steps: 5, velocity: p(0, -1000))),
        MeaningCase(line: "drag 0,-300 from 50,60 over 0.2s",
                    command: .drag(p(0, -300), from: p(50, 60), fromColumn: 18, over: 0.2, steps: nil, velocity: nil)),
        MeaningCase(line: "drag 0,-300 over 0.2s", command: .drag(p(0, -300), from: nil, fromColumn: nil, over: 0.2, steps: nil, velocity: nil)),
        MeaningCase(line: "drag 0,-300 steps 12", command: .drag(p(0, -300), from: nil, fromColumn: nil, over: nil, steps: 12, velocity: nil)),
        MeaningCase(line: "present", command: .present),
        MeaningCase(line: "dismiss", command: .dismiss),
        MeaningCase(line: "update 0.42", command: .update(0.42)),
        MeaningCase(line: "update 42%", command: .update(0.42)),
        MeaningCase(line: "update 100%", command: .update(1)),
        MeaningCase(line: "update 1e-3", command: .update(0.001)),
        MeaningCase(line: "update -12", command: .update(-12)),
        MeaningCase(line: "finish", command: .finish),
        MeaningCase(line: "cancel", command: .cancel),
        MeaningCase(line: "pause", command: .pause),
        MeaningCase(line: "wait 250ms", command: .wait(0.25)),
        MeaningCase(line: "wait 0.25s", command: .wait(0.25)),
        MeaningCase(line: "wait 0.25", command: .wait(0.25)),
        MeaningCase(line: "wait 1", command: .wait(1)),
        MeaningCase(line: "wait 0ms", command: .wait(0)),
        MeaningCase(line: "wait 1e3ms", command: .wait(1)),
        MeaningCase(line: "settle", command: .settle),
        MeaningCase(line: "show", command: .show(.state)),
        MeaningCase(line: "show state", command: .show(.state)),
        MeaningCase(line: "show views", command: .show(.views)),
        MeaningCase(line: "show events", command: .show(.events)),
        MeaningCase(line: "show settings", command: .show(.settings)),
        MeaningCase(line: "quit", command: .quit),
        MeaningCase(line: "exit", command: .quit),
    ]

    @Test(arguments: meanings)
    func parsesToTheRightCommand(_ c: MeaningCase) throws {
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

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var line: String
        var column: Int
        var mentions: String
        var testDescription: String { line }
    }

    static let errors: [ErrorCase] = [
        ErrorCase(line: "pan", column: 4, mentions: "needs a sub-command: begin, move, by, end or cancel"),
        ErrorCase(line: "pan start", column: 5, mentions: "unknown sub-command 'start' of 'pan'"),
        ErrorCase(line: "pan Begin", column: 5, mentions: "unknown sub-command 'Begin'"),
        ErrorCase(line: "pan move", column: 9, mentions: "missing DX,DY"),
        ErrorCase(line: "pan move 0,-10 0,-20", column: 16, mentions: "unexpected argument '0,-20'"),
        ErrorCase(line: "pan move 0,-10 250ms", column: 16, mentions: "unexpected argument '250ms'"),
        ErrorCase(line: "pan move 0,-10 +", column: 17, mentions: "duration"),
        ErrorCase(line: "pan move 0,-10 +1x", column: 17, mentions: "'1x'"),
        ErrorCase(line: "pan end 0,-1000", column: 9, mentions: "unexpected argument '0,-1000'"),
        ErrorCase(line: "pan end velocity", column: 17, mentions: "'velocity' needs VX,VY"),
        ErrorCase(line: "pan end velocity 1", column: 18, mentions: "'1'"),
        ErrorCase(line: "pan end velocity 0,1 velocity 0,2", column: 22, mentions: "'velocity' given twice"),
        ErrorCase(line: "drag over 0.2", column: 14, mentions: "missing DX,DY"),
        ErrorCase(line: "drag 0,-10 steps", column: 17, mentions: "'steps' needs N"),
        ErrorCase(line: "drag 0,-10 over 0.2 over 0.3", column: 21, mentions: "'over' given twice"),
        ErrorCase(line: "drag 0,-10 steps -1", column: 18, mentions: "steps"),
        ErrorCase(line: "drag 0,-10 steps 1e1", column: 18, mentions: "whole number"),
        ErrorCase(line: "drag 0,-10 over 61", column: 17, mentions: "0…60"),
        ErrorCase(line: "update 42 %", column: 11, mentions: "unexpected argument '%'"),
        ErrorCase(line: "wait 250 ms", column: 10, mentions: "unexpected argument 'ms'"),
        ErrorCase(line: "wait 250MS", column: 6, mentions: "'250MS'"),
        ErrorCase(line: "wait 2d", column: 6, mentions: "'2d'"),
        ErrorCase(line: "show state views", column: 12, mentions: "unexpected argument 'views'"),
        ErrorCase(line: "set threshold 0.2 0.3", column: 19, mentions: "unexpected argument '0.3'"),
        ErrorCase(line: "help pan begin", column: 10, mentions: "unexpected argument 'begin'"),
    ]

    @Test(arguments: errors)
    func shapeErrorsPointAtTheWord(_ c: ErrorCase) {
        #expect {
            _ = try ShellProbe.parse(c.line)
        } throws: { error in
            guard let error = error as? ArgumentError else { return false }
            return error.column == c.column && error.message.contains(c.mentions)
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
