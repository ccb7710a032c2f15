import PantographEngine

/// What the shell keeps between commands.
public struct ShellState: Sendable {
    public var simulator: Simulator
    public var output: OutputFormat
    /// `draw`'s width and charset when the command gives none (SessionOptions).
    public var drawing = DrawDefaults()
    /// The scenes `scene` and `scene` know: the built-ins and those loaded.
    public var scenes = SceneLibrary()
    /// An app's own code, in a session over an app (PantographHarness): then the app,
    /// not `simulator`, is the world every command that reads one acts on.
    public var app: AppState?

    public init(simulator: Simulator, output: OutputFormat) {
        self.simulator = simulator
        self.output = output
    }

    public var settings: SessionSettings {
        SessionSettings(engine: app?.settings ?? simulator.settings, output: output)
    }
}

/// A command refused; `column` is where the blame lies (nil: the command itself).
public struct CommandError: Error, Hashable, Sendable {
    public let message: String
    public let column: Int?
}

/// What a command produced besides the new state.
public struct Response: Sendable {
    public enum Display: Sendable, Equatable {
        /// The state block (the usual case).
        case state
        /// A query's answer instead of the block (help, lists, `set KEY`).
        case text(String)
        case show(ShowTopic)
        case quit
    }

    public var outcome = Outcome()
    /// A query's answer as data: its record's `result`.
    public var result: JSON = .null
    /// Or how to make it, for an answer too big to make when nothing reads it
    /// (`judge`'s row per trace): the session makes it only for a JSON record or an
    /// `expect`, each time one asks.
    public var makeResult: (@Sendable () -> JSON)?
    public var display: Display = .state
    /// Warnings already in words: what an app's UIKit wrote to its console.
    public var notes: [String] = []
    /// A file for the session to write (`plot`), through the executable's `SessionFiles`.
    public var file: OutputFile?
    /// Warnings about lines of the files the command read (`judge`'s skipped traces),
    /// which the session writes before the answer.
    public var fileWarnings: [FileWarning] = []
}

/// A warning at a line of a file a command read: `FILE:LINE:COL: warning: message`.
public struct FileWarning: Sendable, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
}

/// Runs a parsed command against the state, in place. A command may fail after it
/// has changed something; the session then puts the state back (`UndoLog`), so a
/// failed command changes nothing. Deterministic: the same command on the same state
/// gives the same state, which is what lets the session replay commands.
public enum Evaluator {
    /// `progress` hears how far a long command (`judge`, `tune`) has come, on this
    /// thread, while it runs.
    public static func evaluate(_ command: Command, in state: inout ShellState,
                                isInterrupted: () -> Bool = { false },
                                progress: (CommandProgress) -> Void = { _ in }) throws(CommandError) -> Response {
        if state.app != nil, command.actsOnTheWorld {
            let world = state.app!.current()
            defer { state.app!.tookCommands() }
            // A session over an app runs on the main thread (AppState).
            let result = withoutActuallyEscaping(isInterrupted) { isInterrupted in
                withoutActuallyEscaping(progress) { progress in
                    // Called on this thread only, inside the call.
                    let (poll, report) = (OnTheMainThread(isInterrupted), OnTheMainThread(progress))
                    return MainActor.assumeIsolated { () -> Result<Response, CommandError> in
                        do throws(CommandError) {
                            return .success(try world.evaluate(command, in: &state, isInterrupted: poll.value,
                                                               progress: report.value))
                        } catch {
                            return .failure(error)
                        }
                    }
                }
            }
            return try result.get()
        }
        return try evaluateOnTheScene(command, in: &state, isInterrupted: isInterrupted, progress: progress)
    }

    /// The command on the scene's simulator, or, in a session over an app, a command
    /// that reads no world (help, lists, settings read).
    static func evaluateOnTheScene(_ command: Command, in state: inout ShellState, isInterrupted: () -> Bool,
                                   progress: (CommandProgress) -> Void = { _ in }) throws(CommandError) -> Response {
        var response = Response()
        do {
            try run(command, in: &state, into: &response, isInterrupted: isInterrupted, progress: progress)
        } catch let error as EngineError {
            throw CommandError(message: Phrasing.error(error), column: nil)
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError(message: String(describing: error), column: nil)
        }
        return response
    }

    /// The command's work, written into the response in place: one built and returned
    /// per case was copied on the way out, retaining every array in it.
    private static func run(_ command: Command, in state: inout ShellState, into response: inout Response,
                            isInterrupted: () -> Bool, progress: (CommandProgress) -> Void) throws {
        switch command {
        case .help(let name):
            let text = if let name {
                try help(name, in: state)
            } else {
                Help.overview()
            }
            response.display = .text(text)
            response.result = .string(text)
        case .scene(let request):
            try scene(request, in: &state, into: &response)
        case .addScene(let scene, let source):
            state.scenes.add(scene, source: source)
            state.simulator = Simulator(scene: scene)
        case .reset:
            _ = try state.simulator.apply(.reset)
        case .set(nil, _):
            let listed = SettingRegistry.listed(in: state)
            response.display = .text(Help.settings(state.settings, listed: listed))
            response.result = .object(listed.map { ($0.key, .string($0.get(state.settings))) })
        case .set(let keyWord?, nil):
            let key = keyWord.text
            let spec = try setting(keyWord, in: state)
            response.display = .text("\(key) \(spec.get(state.settings))   (\(spec.syntax): \(spec.summary))\n")
            response.result = .object([(key, .string(spec.get(state.settings)))])
        case .set(let keyWord?, let value?):
            let key = keyWord.text
            let spec = try setting(keyWord, in: state)
            var settings = state.settings
            if let refused = spec.refusal(settings) { throw CommandError(message: refused, column: keyWord.column) }
            do {
                try spec.assign(&settings, value.text)
            } catch {
                throw CommandError(message: error.message, column: value.column)
            }
            let old = spec.get(state.settings)
            response.outcome = try state.simulator.apply(.changeSettings(settings.engine))
            state.output = settings.output
            // The answer is the one setting that changed; the JSON record still
            // carries the whole state.
            let new = spec.get(state.settings)
            response.display = .text("\(key) \(new) (\(old == new ? "unchanged" : "was \(old)"))\n")
        case .panBegin(let location, let column):
            do {
                response.outcome = try state.simulator.apply(.panBegin(at: location))
            } catch {
                // The location is to blame when it is off the screen.
                let blamed: Int? = if case .locationOutsideScreen = error { column } else { nil }
                throw CommandError(message: Phrasing.error(error), column: blamed)
            }
        case .panMove(let translation, let interval):
            response.outcome = try state.simulator.apply(.panMove(to: translation, after: interval))
        case .panBy(let delta, let interval):
            let translation = state.simulator.gesture.translation + delta
            guard max(abs(translation.x), abs(translation.y)) <= Values.coordinateLimit else {
                throw CommandError(message: "the translation would leave ±\(Values.show(Values.coordinateLimit)) points", column: nil)
            }
            response.outcome = try state.simulator.apply(.panMove(to: translation, after: interval))
        case .panEnd(let velocity):
            response.outcome = try state.simulator.apply(.panEnd(velocity: velocity))
        case .panCancel:
            response.outcome = try state.simulator.apply(.panCancel)
        case .touchDown(let location, let column):
            response.outcome = try blaming(column) { () throws(EngineError) in try state.simulator.apply(.touchDown(at: location)) }
        case .touchMove(let location, let interval, let column):
            response.outcome = try blaming(column) { () throws(EngineError) in
                try state.simulator.apply(.touchMove(to: location, after: interval))
            }
        case .touchUp(let velocity):
            response.outcome = try state.simulator.apply(velocity.map { .touchUpReporting(velocity: $0) } ?? .touchUp)
        case .touchFlick(let location, let interval, let column):
            // A scene has no run loop: the move, then the lift.
            response.outcome = try blaming(column) { () throws(EngineError) in
                var outcome = try state.simulator.apply(.touchMove(to: location, after: interval))
                outcome += try state.simulator.apply(.touchUp)
                return outcome
            }
        case .touchCancel:
            response.outcome = try state.simulator.apply(.touchCancel)
        case .tap(let location, let column):
            response.outcome = try blaming(column) { () throws(EngineError) in
                var outcome = try state.simulator.apply(.touchDown(at: location))
                outcome += try state.simulator.apply(.touchUp)
                return outcome
            }
        case .call(let name):
            throw CommandError(message: "call \(Quoting.quoted(name.text)): a scene has no actions; call runs an action an app registered with its harness (docs/own-code.md)",
                               column: name.column)
        case .compare:
            let (text, result) = try Judging.compare(state.simulator, scenes: state.scenes)
            response.display = .text(text)
            response.result = result
        case .sweep(let sweep):
            let (text, result) = try Judging.sweep(sweep, on: state.simulator, width: state.drawing.width,
                                                   scenes: state.scenes, isInterrupted: isInterrupted)
            response.display = .text(text)
            response.result = result
        case .replay(let request):
            guard let trace = request.loaded else {
                throw CommandError(message: "replay: this session cannot read files", column: request.pathColumn)
            }
            do {
                response.outcome = try Replay.apply(trace, velocity: request.velocity, to: &state.simulator)
            } catch {
                throw CommandError(message: "replay: \(trace.file):\(error.line): \(error.message)",
                                   column: request.pathColumn)
            }
        case .judge(let request):
            let (text, result, warnings) = try Judge.run(request, on: state.simulator, width: state.drawing.width,
                                                         scenes: state.scenes, everyRow: state.output == .json,
                                                         isInterrupted: isInterrupted, progress: progress)
            response.display = .text(text)
            response.makeResult = result
            response.fileWarnings = warnings
        case .tune(let request):
            let (text, result, warnings) = try Tune.run(request, on: state.simulator, width: state.drawing.width,
                                                        scenes: state.scenes, isInterrupted: isInterrupted,
                                                        progress: progress)
            response.display = .text(text)
            response.result = result
            response.fileWarnings = warnings
        case .explore:
            throw CommandError(message: "explore does not apply to a scene: it explores an app's own code; run it in "
                                   + "the app's harness (docs/own-code.md)", column: nil)
        case .drag(let translation, let from, let fromColumn, let over, let steps, let velocity):
            if state.simulator.gesture.isTracking {
                throw CommandError(message: Phrasing.misuse(.alreadyTracking), column: nil)
            }
            do {
                response.outcome = try drag(translation, from: from, over: over, steps: steps, velocity: velocity,
                                            on: &state.simulator)
            } catch {
                // With no pan in progress, only the start point can be refused.
                let blamed: Int? = if case .locationOutsideScreen = error { fromColumn } else { nil }
                throw CommandError(message: Phrasing.error(error), column: blamed)
            }
        case .present:
            response.outcome = try state.simulator.apply(.present)
        case .dismiss:
            response.outcome = try state.simulator.apply(.dismiss)
        case .push(let name, let animated):
            response.outcome = try state.simulator.apply(.push(name, animated: animated))
        case .pop(let animated):
            response.outcome = try state.simulator.apply(.pop(animated: animated))
        case .update(let p):
            response.outcome = try state.simulator.apply(.update(p))
        case .finish:
            response.outcome = try state.simulator.apply(.finish)
        case .cancel:
            response.outcome = try state.simulator.apply(.cancel)
        case .pause:
            response.outcome = try state.simulator.apply(.pause)
        case .wait(let seconds):
            response.outcome = try state.simulator.apply(.advance(seconds: seconds))
        case .viewTransition(let request):
            response.outcome = try state.simulator.apply(.viewTransition(request))
        case .settle:
            response.outcome = try state.simulator.apply(.settle, isInterrupted: isInterrupted)
        case .show(let topic):
            response.display = .show(topic)
            switch topic {
            case .events: response.result = .array(state.simulator.transitionEvents.map { .string($0.description) })
            case .settings: response.result = .object(SettingRegistry.listed(state.settings, scenes: state.scenes).map { ($0.key, .string($0.get(state.settings))) })
            case .state, .views: break
            }
        case .curve(let timing, let x):
            response = try curve(timing, at: x, duration: state.simulator.settings.duration)
        case .spring(let query):
            response = try spring(query)
        case .timeline(let every):
            response = try timeline(every: every, of: state.simulator)
        case .plot(let request):
            response = try plot(request, of: state.simulator)
        case .draw(let width, let charset):
            response = draw(state, width: width, charset: charset)
        case .session:
            // The session runs these itself (ShellSession+Script.swift) and never
            // hands one here; a caller of the library that does is told so.
            throw CommandError(message: "this command acts on the session, not on the scene", column: nil)
        case .quit:
            response.display = .quit
        }
    }

    /// The library's scene of that name, or an error at the name.
    static func namedScene(_ name: Word, in state: ShellState) throws(CommandError) -> Scene {
        guard let scene = state.scenes.scene(named: name.text) else {
            throw CommandError(message: state.scenes.unknown(name.text), column: name.column)
        }
        return scene
    }

    /// `help NAME`: a command, or a setting of the common ones or the library's scenes'.
    static func help(_ name: Word, in state: ShellState) throws(CommandError) -> String {
        if let spec = CommandRegistry.spec(named: name.text) { return Help.command(spec) }
        if let setting = SettingRegistry.spec(name.text, scenes: state.scenes) {
            if let app = state.app {
                return Help.setting(setting, settings: state.settings,
                                    onApp: (app.programName, SessionSettings(engine: app.initialSettings, output: .text)))
            }
            return Help.setting(setting, settings: state.settings, scene: state.simulator.scene, scenes: state.scenes)
        }
        let topics = CommandRegistry.names + SettingRegistry.common.map(\.key) + SettingRegistry.optionSpecs(state.scenes).map(\.key)
        throw CommandError(message: "no command or setting \(Quoting.quoted(name.text))"
                               + Quoting.suggestion(for: name.text, in: topics) + "\ntype 'help' for the list",
                           column: name.column)
    }

    /// The `set` key's declaration, among the common settings and the library's scenes'.
    static func setting(_ key: Word, in state: ShellState) throws(CommandError) -> SettingSpec {
        guard let spec = SettingRegistry.spec(key.text, scenes: state.scenes) else {
            let keys = SettingRegistry.common.map(\.key) + SettingRegistry.optionSpecs(state.scenes).map(\.key)
            throw CommandError(message: "unknown setting \(Quoting.quoted(key.text))" + Quoting.suggestion(for: key.text, in: keys)
                                   + "\n\(SettingRegistry.knownKeys(state.scenes))",
                               column: key.column)
        }
        return spec
    }

    /// `scene list|show|save`; `scene load` is the session's (it reads a file).
    private static func scene(_ request: SceneRequest, in state: inout ShellState,
                              into response: inout Response) throws(CommandError) {
        switch request {
        case .switchTo(let name):
            state.simulator = Simulator(scene: try namedScene(name, in: state))
        case .list:
            // Over an app no scene is the current one.
            let text = Help.sceneList(current: state.app == nil ? state.simulator.scene.name : nil, scenes: state.scenes)
            response.display = .text(text)
            response.result = .array(state.scenes.names.map { .string($0) })
        case .show(let name):
            let scene = try name.map { (n) throws(CommandError) in try namedScene(n, in: state) } ?? state.simulator.scene
            let text = state.scenes.text(of: scene)
            response.display = .text(text)
            response.result = .string(text)
        case .save(let path, let column, let name):
            let scene = try name.map { (n) throws(CommandError) in try namedScene(n, in: state) } ?? state.simulator.scene
            response.file = OutputFile(path: path, contents: state.scenes.text(of: scene), column: column)
            response.display = .text("wrote \(path): scene \(scene.name)\n")
            response.result = .object([("file", .string(path)), ("scene", .string(scene.name))])
        case .load(_, let column):
            throw CommandError(message: "scene load: this session cannot read files", column: column)
        }
    }

    /// Runs an engine input; an off-screen location is blamed on its column.
    static func blaming(_ column: Int?, _ body: () throws(EngineError) -> Outcome) throws(CommandError) -> Outcome {
        do {
            return try body()
        } catch {
            let blamed: Int? = if case .locationOutsideScreen = error { column } else { nil }
            throw CommandError(message: Phrasing.error(error), column: blamed)
        }
    }

    /// `pan begin`, N evenly spaced moves, `pan end`: one command, all or nothing.
    static func drag(_ translation: Point, from: Point?, over: Double?, steps: Int?, velocity: Point?,
                     on simulator: inout Simulator) throws(EngineError) -> Outcome {
        let fps = Double(simulator.settings.fps.perSecond)
        let count = steps ?? max(1, Int(((over ?? 0.3) * fps).rounded()))
        let duration = over ?? (steps != nil ? Double(count) / fps : 0.3)
        var outcome = try simulator.apply(.panBegin(at: from))
        for i in 1...count {
            let f = Double(i) / Double(count)
            outcome += try simulator.apply(.panMove(to: translation * f, after: duration / Double(count)))
        }
        outcome += try simulator.apply(.panEnd(velocity: velocity))
        return outcome
    }
}
