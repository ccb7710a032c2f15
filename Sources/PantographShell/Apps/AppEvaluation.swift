import PantographEngine

/// The commands that act on an app's world (`Command.actsOnTheWorld`), run through its
/// driver: touches hit-tested to the app's views, time, the app's registered actions
/// and its interaction controller. A command that does not apply to an app fails with
/// the reason and changes nothing; the words are the scenes' (`Phrasing`) wherever the
/// same thing went wrong (docs/own-code.md, "Commands").
extension AppWorld {
    func evaluate(_ command: Command, in state: inout ShellState, isInterrupted: () -> Bool,
                  progress: (CommandProgress) -> Void = { _ in }) throws(CommandError) -> Response {
        var response = Response()
        var notes = replayProblems
        replayProblems = []
        var touched = false
        var kept = command
        do {
            try run(command, in: &state, into: &response, touched: &touched, kept: &kept, isInterrupted: isInterrupted,
                    progress: progress)
        } catch {
            // The app's code ran before the command failed: the world is made again
            // before it is used (`AppState.current`), so the failure changes nothing.
            if touched { spoil() }
            _ = driver.takeEvents()
            _ = driver.takeConsole()
            _ = driver.takeDiagnostics()
            throw error
        }
        if command.changesState {
            if settings.clock == .auto { settle(isInterrupted: { false }) }
            keep(kept)
        }
        takeCallbacks(into: &response.outcome, notes: &notes)
        response.notes = notes
        return response
    }

    private func run(_ command: Command, in state: inout ShellState, into response: inout Response, touched: inout Bool,
                     kept: inout Command, isInterrupted: () -> Bool,
                     progress: (CommandProgress) -> Void) throws(CommandError) {
        /// A step on the app; a failure blames `column` when the location is off the screen.
        func step(_ column: Int? = nil, _ body: () throws(EngineError) -> Void) throws(CommandError) {
            do {
                try body()
                touched = true
            } catch {
                let blamed: Int? = if case .locationOutsideScreen = error { column } else { nil }
                throw CommandError(message: Phrasing.error(error), column: blamed)
            }
        }
        switch command {
        case .scene(.switchTo(let name)):
            throw CommandError(message: "scene does not apply: \(driver.name) runs the app's own code, not a scene; "
                                   + "'pantograph --scenario \(name.text)' runs the scene", column: nil)
        case .scene(.show(nil)), .scene(.save), .scene(.load), .addScene:
            throw CommandError(message: "scene does not apply: \(driver.name) runs the app's own code, not a scene; "
                                   + "'scene show NAME' shows a built-in scene", column: nil)
        case .scene(.list), .scene(.show(_?)), .help, .set(nil, _), .set(_?, nil), .curve, .spring, .session, .quit:
            // Not the world's (`Command.actsOnTheWorld`): answered as for a scene.
            response = try Evaluator.evaluateOnTheScene(command, in: &state, isInterrupted: isInterrupted)
        case .reset:
            try step { () throws(EngineError) in try restart() }
        case .set(let keyWord?, let value?):
            try set(keyWord, value, in: &state, into: &response, touched: &touched)
        case .panBegin(let location, let column):
            let at = try startPoint(location, for: "pan begin")
            try step(column) { () throws(EngineError) in try driver.panBegin(at: at) }
        case .panMove(let translation, let interval):
            try step { () throws(EngineError) in try driver.panMove(to: translation, after: interval) }
        case .panBy(let delta, let interval):
            guard driver.isPanTracking else { throw notTracking() }
            let translation = driver.panTranslation + delta
            guard max(abs(translation.x), abs(translation.y)) <= Values.coordinateLimit else {
                throw CommandError(message: "the translation would leave ±\(Values.show(Values.coordinateLimit)) points", column: nil)
            }
            try step { () throws(EngineError) in try driver.panMove(to: translation, after: interval) }
        case .panEnd(let velocity):
            guard driver.isPanTracking else { throw notTracking() }
            try step { () throws(EngineError) in try release(bySystem: false) { () throws(EngineError) in try driver.touchUp(velocity: velocity) } }
        case .panCancel:
            guard driver.isPanTracking else { throw notTracking() }
            try step { () throws(EngineError) in try release(bySystem: true) { () throws(EngineError) in try driver.touchCancel() } }
        case .touchDown(let location, let column):
            try step(column) { () throws(EngineError) in try driver.touchDown(at: location) }
        case .touchMove(let location, let interval, let column):
            try step(column) { () throws(EngineError) in try driver.touchMove(to: location, after: interval) }
        case .touchUp(let velocity):
            try step { () throws(EngineError) in try release(bySystem: false) { () throws(EngineError) in try driver.touchUp(velocity: velocity) } }
        case .touchFlick(let location, let interval, let column):
            try step(column) { () throws(EngineError) in try driver.touchMoveHoldingCommit(to: location, after: interval) }
            try step { () throws(EngineError) in try release(bySystem: false) { () throws(EngineError) in try driver.touchUp(velocity: nil) } }
        case .touchCancel:
            try step { () throws(EngineError) in try release(bySystem: true) { () throws(EngineError) in try driver.touchCancel() } }
        case .tap(let location, let column):
            try step(column) { () throws(EngineError) in try driver.touchDown(at: location) }
            try step { () throws(EngineError) in try release(bySystem: false) { () throws(EngineError) in try driver.touchUp(velocity: nil) } }
        case .call(let name):
            try call(name, touched: &touched)
        case .drag(let translation, let from, let fromColumn, let over, let steps, let velocity):
            // A finger already down: the driver's `panBegin` refuses it in the words for
            // that finger (a pan's, or a touch's, which 'pan end' cannot lift).
            let at = try startPoint(from, for: "drag")
            let fps = Double(settings.fps.perSecond)
            let count = steps ?? max(1, Int(((over ?? 0.3) * fps).rounded()))
            let duration = over ?? (steps != nil ? Double(count) / fps : 0.3)
            try step(fromColumn) { () throws(EngineError) in try driver.panBegin(at: at) }
            // No recognizer took the finger: the moves would fail as if a pan had ended.
            guard driver.isPanTracking else {
                let said = driver.takeConsole()
                throw CommandError(message: "drag: no pan began at \(Values.show(at.x)),\(Values.show(at.y)): "
                                       + (said.isEmpty ? "no pan recognizer under the finger took it" : said.joined(separator: " ")),
                                   column: fromColumn)
            }
            for i in 1...count {
                let f = Double(i) / Double(count)
                try step { () throws(EngineError) in try driver.panMove(to: translation * f, after: duration / Double(count)) }
            }
            try step { () throws(EngineError) in try release(bySystem: false) { () throws(EngineError) in try driver.touchUp(velocity: velocity) } }
        case .present, .dismiss, .push, .pop, .viewTransition:
            throw CommandError(message: "\(Self.verb(command)) does not apply to an app: its own code presents, dismisses, "
                                   + "pushes and pops; "
                                   + (driver.actionNames.isEmpty
                                      ? "'tap X,Y' runs a button's action (\(driver.name) registers no action for 'call')"
                                      : "'call NAME' runs an action it registered (\(Parser.list(driver.actionNames, "or"))), "
                                        + "'tap X,Y' a button"), column: nil)
        case .update(let p):
            try interact(.update(p), touched: &touched)
        case .finish:
            try interact(.finish, touched: &touched)
        case .cancel:
            try interact(.cancel, touched: &touched)
        case .pause:
            try interact(.pause, touched: &touched)
            forgetRelease()
        case .wait(let seconds):
            driver.advance(by: seconds)
            touched = true
        case .settle:
            let start = driver.clock
            let rested = settle(isInterrupted: isInterrupted)
            touched = true
            // Cut short, it is kept as the time it took: a replay does not wait for Ctrl-C.
            if !rested { kept = .wait(driver.clock - start) }
        case .show(let topic):
            response.display = .show(topic)
            if topic == .events { response.result = .array(transitionEvents.map { .string($0.description) }) }
        case .draw(let width, let charset):
            response = Evaluator.draw(state, width: width, charset: charset)
        case .compare:
            let (text, result) = try compare()
            response.display = .text(text)
            response.result = result
        case .replay(let request):
            guard let trace = request.loaded else {
                throw CommandError(message: "replay: this session cannot read files", column: request.pathColumn)
            }
            touched = true
            do {
                try replay(trace, velocity: request.velocity)
            } catch {
                throw CommandError(message: "replay: \(trace.file):\(error.line): \(error.message)", column: request.pathColumn)
            }
        case .judge(let request):
            response = try judge(request, in: state, isInterrupted: isInterrupted)
        case .explore(let request):
            try explore(request, in: &state, into: &response, isInterrupted: isInterrupted, progress: progress)
        case .sweep(let request):
            response = try sweep(request, isInterrupted: isInterrupted)
        case .timeline(let every):
            response = try timeline(every: every, isInterrupted: isInterrupted)
        case .plot(let request):
            response = try plot(request, isInterrupted: isInterrupted)
        case .tune:
            throw CommandError(message: "tune is not available for an app yet: it runs on the scenes "
                                   + "('pantograph'); on an app, 'show events', 'draw' and the record show the transition",
                               column: nil)
        }
    }

    /// `compare` on an app: what its handler did at the last release, then what every
    /// release policy would have decided on the same numbers; while a finger drives the
    /// transition, every policy's verdict if it lifted now (the handler has not spoken).
    private func compare() throws(CommandError) -> (String, JSON) {
        let policies = settings.allPolicies
        if let live = liveReleaseInput() {
            return Judging.verdicts(on: live, bySystem: false, what: "the gesture, if released now", policies: policies,
                                    marked: AppRelease.judgeName, footnote: "what the app's handler decides: it has not yet")
        }
        guard let release else {
            throw CommandError(message: "nothing to compare: no finger is driving the app's transition and none has lifted"
                                   + "\nstart one with 'pan begin' or 'drag'", column: nil)
        }
        let what = release.bySystem ? "the last gesture, cancelled by the system" : "the last release"
        let app: Judging.Verdict = (AppRelease.judgeName, release.decision, ReasonPhrasing.text(.app(release)))
        return Judging.verdicts(on: release.input, bySystem: release.bySystem, what: what, policies: policies,
                                first: app, marked: AppRelease.judgeName, footnote: "what the app's handler did")
    }

    /// Frames until nothing animates (UIKit's time, a frame at a time), up to a minute;
    /// whether it came to rest before Ctrl-C stopped it.
    @discardableResult
    func settle(isInterrupted: () -> Bool) -> Bool {
        let end = driver.clock + Self.settleLimit
        while driver.isAnimating, driver.clock < end {
            if isInterrupted() { return false }
            driver.advance(by: 1 / Double(settings.fps.perSecond))
        }
        if driver.isAnimating { driver.settleRanOut() }
        return true
    }

    /// As long as a scene's `settle` waits.
    static let settleLimit = 60.0

    /// The location given, else the app's start point; an error when it has none.
    private func startPoint(_ location: Point?, for verb: String) throws(CommandError) -> Point {
        if let location { return location }
        guard let point = driver.startPoint else {
            throw CommandError(message: "\(verb): give a location X,Y: \(driver.name) declares no start point", column: nil)
        }
        return point
    }

    private func notTracking() -> CommandError {
        CommandError(message: Phrasing.misuse(.notTracking(driver.gesture.state)), column: nil)
    }

    /// `set KEY VALUE` on an app: as for a scene where the setting applies; the app made
    /// again where UIKit changes it only at launch (the screen, the frame rate); the
    /// reason where the app's own code decides.
    private func set(_ keyWord: Word, _ value: Word, in state: inout ShellState, into response: inout Response,
                     touched: inout Bool) throws(CommandError) {
        let key = keyWord.text
        let spec = try Evaluator.setting(keyWord, in: state)
        if case .refused(let why) = spec.forApps {
            throw CommandError(message: "set \(key) does not apply to an app: \(why)", column: keyWord.column)
        }
        let before = SessionSettings(engine: settings, output: state.output)
        var after = before
        do {
            try spec.assign(&after, value.text)
        } catch {
            throw CommandError(message: error.message, column: value.column)
        }
        do {
            try after.engine.check()
        } catch {
            throw CommandError(message: Phrasing.error(error), column: value.column)
        }
        // As for a scene: the screen does not change under a transition (making the app
        // again would drop what the finger drives). Not "while an animation runs", as a
        // scene says: an app's display link that never pauses would keep it refused.
        if after.engine.screen != before.engine.screen || after.engine.safeAreaTop != before.engine.safeAreaTop
            || after.engine.safeAreaBottom != before.engine.safeAreaBottom {
            if driver.transition.map({ $0.0.state.isInFlight }) == true {
                throw CommandError(message: Phrasing.error(.screenChangeInFlight), column: nil)
            }
        }
        let (old, new) = (spec.get(before), spec.get(after))
        var text = "\(key) \(new) (\(old == new ? "unchanged" : "was \(old)"))"
        if spec.forApps == .remakesApp, after.engine != before.engine {
            setSettings(after.engine)
            do { try restart() } catch { throw CommandError(message: Phrasing.error(error), column: value.column) }
            touched = true
            text += "; the app made again from its root view controller"
        } else {
            setSettings(after.engine)
        }
        state.output = after.output
        response.display = .text(text + "\n")
    }

    /// `call NAME`: the app's action, by the name it registered.
    private func call(_ name: Word, touched: inout Bool) throws(CommandError) {
        do {
            touched = true
            try driver.call(name.text)
        } catch {
            switch error {
            case .unknown(let text):
                touched = false
                let names = driver.actionNames
                throw CommandError(message: "call: no action \(Quoting.quoted(text))" + Quoting.suggestion(for: text, in: names)
                                       + (names.isEmpty ? "; \(driver.name) registers none"
                                          : "\n\(driver.name) registers \(Parser.list(names, "and"))"),
                                   column: name.column)
            case .failed(let message):
                throw CommandError(message: "call \(name.text): the action threw: \(message)", column: name.column)
            }
        }
    }

    /// `update`, `finish`, `cancel`, `pause`: on the app's percent-driven interaction
    /// controller, as its own code would call them.
    private func interact(_ call: InteractionCall, touched: inout Bool) throws(CommandError) {
        guard driver.interact(call) else {
            throw CommandError(message: "\(Self.verb(call)): no UIPercentDrivenInteractiveTransition drives a transition "
                                   + "in flight", column: nil)
        }
        touched = true
    }

    private static func verb(_ call: InteractionCall) -> String {
        switch call {
        case .update: "update"
        case .finish: "finish"
        case .cancel: "cancel"
        case .pause: "pause"
        }
    }

    /// The command's name, as typed.
    private static func verb(_ command: Command) -> String {
        switch command {
        case .present: "present"
        case .dismiss: "dismiss"
        case .push: "push"
        case .pop: "pop"
        case .viewTransition: "transition"
        case .compare: "compare"
        case .sweep: "sweep"
        case .replay: "replay"
        case .judge: "judge"
        case .tune: "tune"
        case .timeline: "show timeline"
        case .plot: "plot"
        default: "this command"
        }
    }
}
