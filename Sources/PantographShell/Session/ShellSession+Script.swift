import PantographEngine

extension ShellSession {
    /// How many commands `undo` can go back over at least: enough for any session
    /// typed by hand, bounded so that a long script does not grow memory.
    public static let undoLimit = 1000

    static func record(of state: ShellState) -> Record {
        Record(seq: 0, input: "", file: "", line: 0, error: nil, warnings: [], events: [], result: .null,
               stage: state.stage)
    }

    static func recordJSON(_ state: ShellState) -> JSON { record(of: state).json }

    /// Appends a command to the recording, if one is on; a write error stops it.
    /// The text is made only when a recording is on.
    func recordLine(_ input: @autoclosure () -> String, column: Int, file: String, line: Int) {
        // A sourced script's lines are not typed: the `source` line stands for them.
        guard isRecording, sourceStack.isEmpty, let files else { return }
        do {
            try files.recordLine(input())
        } catch {
            isRecording = false
            files.stopRecording()
            sink.write(TextLayout.diagnostic("\(file):\(line):\(column): warning: ", "recording stopped: \(error.message)",
                                             width: options.diagnosticWidth), to: .standardError)
        }
    }

    func run(_ command: SessionCommand, _ text: CommandText, file: String, line: Int,
             isInterrupted: () -> Bool) -> LineResult {
        var result = LineResult()
        let column = text.name.column
        func failed(_ message: String, at blamed: Int? = nil) -> LineResult {
            fail(input: text.text, file: file, line: line, message: message, column: blamed ?? column)
            var r = LineResult()
            r.failed = true
            return r
        }
        func answer(_ output: String, result json: JSON, events: [LifecycleEvent] = []) {
            let record = Record(seq: seq, input: text.text, file: file, line: line, error: nil, warnings: [],
                                events: events, result: json, stage: state.stage)
            emit(record, display: .text(output))
        }
        switch command {
        case .expect(let expectation):
            var subject = self.subject
            let stage = state.stage
            subject.declaredViews = stage.viewNames
            subject.stage = stage
            let outcome: ExpectationOutcome
            do { outcome = try expectation.check(subject) } catch { return failed(error.message, at: error.column) }
            recordLine(text.text, column: column, file: file, line: line)
            switch outcome {
            case .passed(let verdict):
                answer("ok: \(verdict)\n", result: .object([("passed", .bool(true)), ("verdict", .string(verdict))]))
            case .failed(let verdict):
                sink.write(TextLayout.diagnostic("\(file):\(line):\(column): expectation failed: ", verdict,
                                                 width: options.diagnosticWidth),
                           to: .standardError)
                // The diagnostic is the verdict: in text mode nothing repeats it on standard
                // output (a terminal shows both streams, and showed it twice); a JSON record
                // still says it, as it does for an error.
                if state.output == .json {
                    answer("", result: .object([("passed", .bool(false)), ("verdict", .string(verdict))]))
                }
                result.expectationFailed = true
            }
        case .undo(let count):
            let changes = undoLog.changes()
            let reachable = changes.count
            guard count <= reachable else {
                // Counting replayed the log, which makes an app again: the session's app is
                // made again for its latest state.
                if state.app != nil, !state.isIntactAfterFailure { state = undoLog.state(at: undoLog.endIndex) }
                let how = reachable == 0 ? "nothing to undo yet"
                    : "only \(reachable) command\(reachable == 1 ? "" : "s") can be undone"
                return failed("undo \(count): \(how)", at: text.firstArgument?.column)
            }
            let target = changes[changes.count - count]
            // What it takes back, oldest first: the commands that changed the state.
            let undone = changes.suffix(count).map { undoLog.text(at: $0) }
            state = undoLog.state(at: target)
            undoLog.truncate(to: target)
            recordLine(text.text, column: column, file: file, line: line)
            var header = Record.Header(seq: seq, inputText: text.withTextBytes(InputText.init), file: file, line: line)
            header.result = .value(.object([("undid", .array(undone.map(JSON.string)))]))
            subject = ExpectationSubject(source: header, events: [])
            let record = Record(header, events: [], stage: state.stage)
            emit(record, display: .text(TextLayout.wrap(Self.undid(undone), first: "")
                                        + TextRenderer(color: options.color).block(record)))
        case .record(nil, _):
            guard isRecording else { return failed("record off: nothing is being recorded") }
            files?.stopRecording()
            isRecording = false
            answer("recording stopped\n", result: .null)
        case .record(let path?, let sync):
            guard let files else { return failed("record: this session cannot write files") }
            do {
                try files.startRecording(path, sync: sync)
                for line in recordingPrelude() { try files.recordLine(line) }
            } catch {
                return failed("record: \(error.message)", at: text.firstArgument?.column)
            }
            isRecording = true
            answer("recording to \(path)\n", result: .object([("file", .string(path))]))
        case .source(let path):
            let resolved = Self.resolve(path, from: file, stack: sourceStack)
            let pathColumn = text.firstArgument?.column
            // The script run from the command line counts too: sourcing it again is a cycle.
            let chain = sourceStack.isEmpty && !file.hasPrefix("<") ? [Self.normalized(file)] : sourceStack
            guard !chain.contains(resolved) else {
                return failed("source cycle: \((chain + [resolved]).joined(separator: " → "))", at: pathColumn)
            }
            guard chain.count < Self.sourceDepthLimit else {
                return failed("source: scripts nested more than \(Self.sourceDepthLimit) deep", at: pathColumn)
            }
            guard let files else { return failed("source: this session cannot read files") }
            let bytes: [UInt8]
            do { bytes = try files.read(resolved) } catch { return failed("source: \(error.message)", at: pathColumn) }
            recordLine(text.text, column: column, file: file, line: line)
            let saved = sourceStack
            sourceStack = chain + [resolved]
            defer { sourceStack = saved }
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            if bytes.last == 0x0A { lines.removeLast() }
            for (index, bytesOfLine) in lines.enumerated() {
                // Ctrl-C (or a signal that stops a script) stops a sourced script too.
                if isInterrupted() { break }
                let sourced = execute(line: Array(bytesOfLine), file: resolved, lineNumber: index + 1,
                                      isInterrupted: isInterrupted)
                result.merge(sourced)
                if sourced.quit || sourced.failureStops(keepGoing: options.keepGoing) { break }
            }
        }
        return result
    }

    /// `undid 'pan end'`, `undid 2 commands: 'pan move 0,-100', 'pan end'`.
    static func undid(_ texts: [String]) -> String {
        let quoted = texts.map { Quoting.quoted($0) }
        return texts.count == 1 ? "undid \(quoted[0])" : "undid \(texts.count) commands: " + quoted.joined(separator: ", ")
    }

    /// A sourced path is relative to the file that sources it; from the REPL or `-e`,
    /// to the current directory.
    static func resolve(_ path: String, from file: String, stack: [String]) -> String {
        guard !path.hasPrefix("/"), let outer = stack.last ?? (file.hasPrefix("<") ? nil : file),
              let slash = outer.lastIndex(of: "/") else { return normalized(path) }
        return normalized(String(outer[...slash]) + path)
    }

    /// Without `.` and `dir/..` steps, so that one file has one name in a cycle check.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." || (part.isEmpty && !parts.isEmpty) { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return joined.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : joined
    }

    /// How deep `source` may nest: a cycle through links the names do not show
    /// stops here instead of exhausting the stack.
    static let sourceDepthLimit = 64
}

extension ShellSession {
    /// What a recording starts with, so that it replays on the scene and the settings it
    /// was recorded on, whatever the session that replays it starts on: the scene, by
    /// name or by the file it was read from (`scene load`, as resolved when it was
    /// loaded), then a `set` for every setting that is not the scene's default. The
    /// output (`set output`) is the replaying run's own choice, as its `--json` is.
    /// An app has no scene to name (`scene NAME` is refused there), and nothing else
    /// puts the settings back to the harness's start (`reset` keeps them): its recording
    /// starts with a `set` for every setting an app takes, at its value, so that it
    /// replays the same when `source`d after other `set`s, then `reset`, which makes the
    /// app again from its root closure.
    func recordingPrelude() -> [String] {
        if state.app != nil {
            let current = state.settings
            var lines: [String] = []
            for spec in SettingRegistry.listed(current, scenes: state.scenes) where spec.key != "output" {
                if case .refused = spec.forApps { continue }
                lines.append("set \(spec.key) \(spec.get(current))")
            }
            return lines + ["reset"]
        }
        let scene = state.simulator.scene
        var lines = [state.scenes.source(of: scene).map { "scene load \($0.path)" } ?? "scene \(scene.name)"]
        let current = state.settings
        let defaults = SessionSettings(engine: scene.defaults, output: state.output)
        for spec in SettingRegistry.listed(current, scenes: state.scenes) where spec.key != "output" {
            let value = spec.get(current)
            if value != spec.get(defaults) { lines.append("set \(spec.key) \(value)") }
        }
        return lines
    }
}
