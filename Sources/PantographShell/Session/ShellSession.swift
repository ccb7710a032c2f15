import PantographEngine

/// Runs input lines: lexes, parses, evaluates in place (taking a failed command back
/// through the `UndoLog`), and writes one record per command. The REPL, script files
/// and `-e` all come through `execute`.
///
/// What a line changes lives in one stored property, `core`, a struct: Swift checks
/// each access to a class's stored property at run time, so a `pan` line (the hot
/// path) does its work in one access to `core` rather than one per property, and
/// a mistake is still caught (a trap), never undefined behaviour. The properties
/// below read `core` by copy (`get`), so that reading one while changing another
/// (`undoLog.addCheckpoint(state)`) never overlaps two accesses to it.
public final class ShellSession {
    /// Nil only while a script's runner holds the state (`Lines`), between two of its
    /// lines: anything that reads it then traps, as an overlapping access would.
    /// Internal only for the session's files (the fast path, ShellSession+Lines.swift).
    var core: Core?
    let options: SessionOptions
    let sink: OutputSink
    /// Reading scripts and writing recordings: the executable's, or none.
    public var files: SessionFiles?
    /// Where `judge` and `tune` show how far they have come: the executable's terminal
    /// line, or none (a script's output, `--json`, a test).
    public var progress: ProgressDisplay?

    public internal(set) var state: ShellState {
        get { core!.state }
        _modify { yield &core!.state }
    }
    /// 1-based number of the last command, failed ones included.
    public private(set) var seq: Int {
        get { core!.seq }
        _modify { yield &core!.seq }
    }
    /// What `expect` checks: the last command that was not an `expect`.
    var subject: ExpectationSubject {
        get { core!.subject }
        _modify { yield &core!.subject }
    }
    /// The commands that could change the state, with checkpoints: for `undo`, and to
    /// take back a command that fails.
    var undoLog: UndoLog {
        get { core!.undoLog }
        _modify { yield &core!.undoLog }
    }
    /// Whether `record` is on.
    var isRecording: Bool {
        get { core!.isRecording }
        _modify { yield &core!.isRecording }
    }
    /// The scripts being sourced, outermost first, to refuse a cycle.
    var sourceStack: [String] {
        get { core!.sourceStack }
        _modify { yield &core!.sourceStack }
    }
    /// What runs a command, when a test replaces the `Evaluator`: a seam, so that a test
    /// can make a command fail after it has changed the state and see the session put
    /// everything back. Nil runs the `Evaluator` directly: a stored closure returned
    /// each response through a thunk that copied it.
    var evaluator: Evaluating? {
        get { core!.evaluator }
        _modify { yield &core!.evaluator }
    }
    typealias Evaluating = (Command, inout ShellState, () -> Bool) throws(CommandError) -> Response
    static func standardEvaluator(_ command: Command, _ state: inout ShellState,
                                  _ isInterrupted: () -> Bool) throws(CommandError) -> Response {
        try Evaluator.evaluate(command, in: &state, isInterrupted: isInterrupted)
    }

    /// The session's mutable state, one value.
    struct Core: ~Copyable {
        var state: ShellState
        var seq = 0
        /// The input of the command whose text block, printed last, listed every event
        /// of the current transition; `show events` right after it refers to that block.
        var eventsShownBy: String?
        var subject = ExpectationSubject.none
        var undoLog: UndoLog
        var isRecording = false
        var sourceStack: [String] = []
        var evaluator: Evaluating?
        /// Where JSON records are written, one at a time; its memory lasts the session.
        var jsonWriter = RecordWriter()
        /// The arrays the lexer fills, kept for the next line.
        var lexed = LexBuffers()
        /// A session over an app (`state.app`): a flag, since the fast paths ask on
        /// every line and a look into the optional costs more (BudgetTests).
        var drivesAnApp = false

        /// The command made the subject of `expect`, and its JSON record written; true
        /// when a text record is to be printed (under `--quiet`, only for a query).
        mutating func conclude(_ input: Span<UInt8>, outcome: borrowing Outcome, result: ResultSource,
                               warnings: [String], asked: Bool, file: String, line: Int,
                               quiet: Bool, sink: OutputSink) -> Bool {
            subject.update(seq: seq, input: input, file: file, line: line, warnings: warnings,
                           result: result, events: outcome.events)
            // Under --quiet nothing but a query's answer reads a record: none is built,
            // and the window's layout can wait for whatever reads it next.
            guard !quiet || asked else { return false }
            if !drivesAnApp { state.simulator.layOutWindow() }
            guard state.output == .json else { return true }
            writeRecord(to: sink)
            return false
        }
    }

    /// `isInterrupted` is asked while `--scene FILE` is read (a long file stops on
    /// Ctrl-C or SIGTERM).
    public init(options: SessionOptions, sink: OutputSink, isInterrupted: () -> Bool = { false }) throws(SessionError) {
        var scenes = SceneLibrary()
        let scene: Scene
        if let file = options.sceneFile {
            // `--scene FILE`: the session starts on the file's scene, in its library.
            do {
                scene = try SceneParser.parse(bytes: file.bytes, isInterrupted: isInterrupted)
            } catch {
                if let at = error.interruptedAt {
                    throw SessionError("interrupted at line \(at) of \(file.path); nothing loaded")
                }
                throw SessionError(error.report(file: file.path) + "\(file.path): nothing loaded")
            }
            scenes.add(scene, source: SceneLibrary.Source(text: String(decoding: file.bytes, as: UTF8.self), path: file.path))
        } else {
            guard let named = scenes.scene(named: options.scene) else {
                throw SessionError(scenes.unknown(options.scene))
            }
            scene = named
        }
        self.options = options
        self.sink = sink
        var state = ShellState(simulator: Simulator(scene: scene), output: options.format)
        state.scenes = scenes
        state.drawing = DrawDefaults(width: options.drawWidth, height: options.drawHeight, charset: options.charset)
        core = Core(state: state, undoLog: UndoLog(state, limit: Self.undoLimit))
    }

    /// A session over an app's own code (PantographHarness): every command that reads a
    /// world acts on the app (docs/own-code.md). The scene library stays for `help`.
    public init(app world: AppWorld, options: SessionOptions, sink: OutputSink) {
        self.options = options
        self.sink = sink
        // The simulator is never shown: the app is the world. The default scene's
        // settings and views without its presentations (`Scene.overAnApp`), which
        // resolve for nothing.
        var state = ShellState(simulator: Simulator(scene: .overAnApp), output: options.format)
        state.app = AppState(world)
        state.drawing = DrawDefaults(width: options.drawWidth, height: options.drawHeight, charset: options.charset)
        core = Core(state: state, undoLog: UndoLog(state, limit: Self.undoLimit), drivesAnApp: true)
    }

    /// The REPL prompt: the scene, and the transition's phase and percent while
    /// one is in flight. Colour escapes are wrapped in \u{1}…\u{2} for readline.
    public var prompt: String {
        if let app = state.app { return app.promptText + "> " }
        let sim = state.simulator
        var text = sim.scene.name
        if let t = sim.transition, t.isInFlight {
            let phase = options.color ? "\u{1}\u{1B}[\(TextRenderer.phaseColor(t.phase))m\u{2}\(t.phase.rawValue)\u{1}\u{1B}[0m\u{2}"
                                      : t.phase.rawValue
            text += " \(t.operation.rawValue) \(phase) \(Numbers.fixed(t.percent * 100, 1))%"
        } else if let top = sim.topPresentation {
            text += " (\(top.presented))"
        }
        return text + "> "
    }

    /// Runs one input line (raw bytes: invalid UTF-8 is reported, not crashed on).
    /// `isInterrupted` is polled by long-running commands (`settle`).
    public func execute(line: [UInt8], file: String, lineNumber: Int,
                        isInterrupted: () -> Bool = { false }) -> LineResult {
        run(line: line.span, file: file, lineNumber: lineNumber, isInterrupted: isInterrupted)
    }

    /// The same from bytes lent for the call (a script's line, where it was read).
    public func execute(bytes line: Span<UInt8>, file: String, lineNumber: Int,
                        isInterrupted: () -> Bool = { false }) -> LineResult {
        run(line: line, file: file, lineNumber: lineNumber, isInterrupted: isInterrupted)
    }

    func run(line: Span<UInt8>, file: String, lineNumber: Int,
             isInterrupted: () -> Bool) -> LineResult {
        // The hot path: `pan begin`, `pan move DX,DY` and `pan end` alone, with the
        // standard evaluator, skip the lexer and the parser (`PanLine`, `executePan`).
        if let pan = PanLine.recognize(line), let result = executePan(pan, in: line, file: file, line: lineNumber) {
            return result
        }
        var result = LineResult()
        let commands: CommandSpans
        // The lexer's arrays, taken for the line and put back: nothing holds them
        // after it, so a script's lines allocate nothing to be lexed.
        var buffers = LexBuffers()
        swap(&buffers, &core!.lexed)
        defer { swap(&buffers, &core!.lexed) }
        do {
            commands = try Lexer.split(line, into: &buffers.line, tokens: &buffers.tokens)
        } catch {
            seq += 1
            // The record's input: the line before any comment, without surrounding blanks.
            let bytes = line.array
            let code = bytes[..<(bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex)]
            let start = code.firstIndex { !Lexer.isBlank($0) } ?? code.endIndex
            let end = code.lastIndex { !Lexer.isBlank($0) }.map { $0 + 1 } ?? start
            fail(input: String(decoding: code[start..<end], as: UTF8.self), file: file, line: lineNumber,
                 message: error.message, column: error.column)
            result.failed = true
            return result
        }
        for index in 0..<commands.count {
            let command = commands.command(index, line: buffers.line, tokens: buffers.tokens)
            let column = command.name.column
            seq += 1
            var parsed: Command
            do {
                parsed = try load(Parser.parse(command), file: file, line: lineNumber, isInterrupted: isInterrupted)
            } catch {
                fail(input: command.text, file: file, line: lineNumber, message: error.message, column: error.column)
                subject = .none
                result.failed = true
                if result.failureStops(keepGoing: options.keepGoing) { return result }
                continue
            }
            // `scene load` reads its file here; what is evaluated (and kept for undo) is
            // the scene it read.
            if case .scene(.load(let path, let pathColumn)) = parsed {
                guard let (scene, source) = readScene(path, column: pathColumn, command, file: file, line: lineNumber,
                                                         isInterrupted: isInterrupted) else {
                    subject = .none
                    result.failed = true
                    if result.failureStops(keepGoing: options.keepGoing) { return result }
                    continue
                }
                parsed = .addScene(scene, source)
            }
            if case .session(let sessionCommand) = parsed {
                let outcome = run(sessionCommand, command, file: file, line: lineNumber, isInterrupted: isInterrupted)
                result.merge(outcome)
                if outcome.quit || outcome.failureStops(keepGoing: options.keepGoing) { return result }
                continue
            }
            // Evaluated in place, with no copy of the state kept: a command that fails,
            // however far it got, is taken back by replaying the log from its last
            // checkpoint (queries leave the state alone).
            var interrupted = false
            let response: Response
            // `core!.state.app`, not `state.app`: the getter copies the whole state (and
            // frees the copy) to hand out one field.
            if let app = core!.state.app { app.willRun(command.text, file: file, line: lineNumber, column: command.name.column) }
            do {
                response = try evaluate(parsed, command, isInterrupted: {
                    let now = isInterrupted()
                    interrupted = interrupted || now
                    return now
                })
            } catch {
                if parsed.changesState && !state.isIntactAfterFailure { state = undoLog.state(at: undoLog.endIndex) }
                fail(input: command.text, file: file, line: lineNumber, message: error.message, column: error.column)
                subject = .none
                result.failed = true
                if result.failureStops(keepGoing: options.keepGoing) { return result }
                continue
            }
            if parsed.changesState, undoLog.append(parsed, text: command.withTextBytes(InputText.init),
                                                   replayable: !interrupted) {
                undoLog.addCheckpoint(state)
            }
            command.withTextBytes { input in
                conclude(input, column: column, outcome: response.outcome, notes: response.notes,
                         result: ResultSource(value: response.result, make: response.makeResult),
                         display: response.display, asked: parsed.isQuery, file: file, line: lineNumber)
            }
            if response.display == .quit {
                result.quit = true
                return result
            }
        }
        return result
    }

    /// After a command that changed or answered something: recorded, its warnings
    /// written, made the subject of `expect`, and its record printed (under `--quiet`,
    /// only when the command was `asked`: a query).
    func conclude(_ input: Span<UInt8>, column: Int, outcome: borrowing Outcome, notes: [String] = [],
                  result: ResultSource, display: Response.Display, asked: Bool, file: String, line: Int) {
        recordLine(input.string, column: column, file: file, line: line)
        var warnings: [String] = []
        if !outcome.warnings.isEmpty || !notes.isEmpty {
            warnings = outcome.warnings.map(Phrasing.warning) + notes
            for warning in warnings {
                sink.write(TextLayout.diagnostic("\(file):\(line):\(column): warning: ", warning,
                                                 width: options.diagnosticWidth),
                           to: .standardError)
            }
        }
        if core!.conclude(input, outcome: outcome, result: result, warnings: warnings, asked: asked, file: file,
                         line: line, quiet: options.quiet, sink: sink) {
            emit(Record(subject.source, events: subject.events, stage: state.stage, withResult: state.output == .json),
                 display: display, asked: asked)
        }
    }

    /// Candidates for the word being typed at the end of `lineBeforeCursor`.
    public func completions(lineBeforeCursor: String) -> [String] {
        let paths = lineBeforeCursor.hasPrefix("expect") ? Expectation.paths(in: Self.recordJSON(state)) : []
        return Completion.candidates(lineBeforeCursor: lineBeforeCursor, recordPaths: paths, scenes: state.scenes,
                                     settings: state.settings, scene: state.app == nil ? state.simulator.scene : nil,
                                     actions: state.app?.actionNames ?? [])
    }

    /// Evaluates on the session's state, then writes the file a command made (`plot`);
    /// every failure becomes an error at a column.
    func evaluate(_ parsed: Command, _ command: CommandText, isInterrupted: () -> Bool) throws(ArgumentError) -> Response {
        let response: Response
        do {
            if let evaluator {
                response = try evaluator(parsed, &state, isInterrupted)
            } else if let display = progress {
                defer { display.show(nil) }
                response = try Evaluator.evaluate(parsed, in: &state, isInterrupted: isInterrupted,
                                                  progress: { display.show($0) })
            } else {
                response = try Evaluator.evaluate(parsed, in: &state, isInterrupted: isInterrupted)
            }
        } catch {
            throw ArgumentError(message: error.message, column: error.column ?? command.name.column)
        }
        for warning in response.fileWarnings {
            sink.write(TextLayout.diagnostic("\(warning.file):\(warning.line):\(warning.column): warning: ", warning.message,
                                             width: options.diagnosticWidth),
                       to: .standardError)
        }
        if let file = response.file { try write(file) }
        return response
    }

    // MARK: - Output

    func fail(input: String, file: String, line: Int, message: String, column: Int) {
        let message = Quoting.capped(message)
        sink.write(TextLayout.diagnostic("\(file):\(line):\(column): error: ", message, width: options.diagnosticWidth),
                   to: .standardError)
        guard state.output == .json, !options.quiet else { return }
        let record = Record(seq: seq, input: input, file: file, line: line,
                            error: Record.Failure(message: message, line: line, column: column),
                            warnings: [], events: [], result: .null, stage: state.stage)
        writeJSON(record)
    }

    private func writeJSON(_ record: Record) {
        core!.jsonWriter.reset()
        core!.jsonWriter.writeLine(record)
        core!.jsonWriter.out.withBytes { sink.write(record: $0.span, to: .standardOutput) }
    }

    /// No echo of the command, in any mode: piped input must read like `python < f`
    /// (docs/cli.md); the JSON record's `input` says which command a record is for.
    func emit(_ record: Record, display: Response.Display, asked: Bool = false) {
        guard !options.quiet || asked else { return }
        if state.output == .json {
            writeJSON(record)
            return
        }
        let renderer = TextRenderer(color: options.color)
        let transitionEvents = record.stage.transitionEvents
        var text = ""
        var shownAllEvents = false
        switch display {
        case .quit: return
        case .state, .show(.state):
            text += renderer.block(record)
            shownAllEvents = !record.events.isEmpty && record.events == transitionEvents
        case .text(let answer): text += answer
        case .show(.views): text += renderer.views(record.stage) + "\n"
        case .show(.events) where transitionEvents.isEmpty:
            text += "events none\n"
        case .show(.events):
            if let previous = core!.eventsShownBy {
                // The block just above listed every one of them: say so, not twice.
                text += "events: the \(transitionEvents.count) above, all fired by '\(previous)'\n"
            } else {
                text += renderer.events(transitionEvents) + "\n"
            }
        case .show(.settings): text += Help.settings(state.settings, listed: SettingRegistry.listed(in: state))
        }
        core!.eventsShownBy = shownAllEvents ? record.input : nil
        sink.write(text + "\n", to: .standardOutput)
    }
}

/// A line's bytes and tokens, kept for the next line to reuse.
struct LexBuffers {
    var line: [UInt8] = []
    var tokens: [Token] = []
}
