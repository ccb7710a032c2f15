import PantographEngine

/// The session's fast path: a line that is only `pan begin`, `pan move DX,DY` or
/// `pan end` runs the engine directly, with no command parsed and no response made,
/// and a script's runs of such lines hold the session's state lent out (`Lines`), so
/// that no access to it is checked at run time. Held to the general path by
/// `PanLineTests` and the evaluator seam's tests.
extension ShellSession {
    /// A line that is only `pan begin`, `pan move DX,DY` or `pan end`, with the
    /// standard evaluator: the same steps as any command, but the engine is called
    /// directly, with no `Command` parsed and no `Response` made and destroyed around
    /// its outcome. The engine leaves itself unchanged when it throws, none of the
    /// three blames a column of its own (no location, no velocity), and each is
    /// always replayable. Nil when a test's evaluator runs commands.
    func executePan(_ pan: PanLine.Recognized, in bytes: Span<UInt8>, file: String,
                    line: Int) -> LineResult? {
        let input = bytes.extracting(pan.text)
        return finishPan(core!.pan(pan.line, input: input, file: file, line: line, quiet: options.quiet),
                         input: input, column: pan.column, file: file, line: line)
    }

    /// What is left of a `pan` line after `Core.pan`.
    func finishPan(_ step: Core.PanStep, input: Span<UInt8>, column: Int, file: String,
                   line: Int) -> LineResult? {
        switch step {
        case .done: break
        case .record where core!.state.output == .json:
            core!.writeRecord(to: sink)
        case .record:
            emit(Record(subject.source, events: subject.events, stage: state.simulator), display: .state)
        case .conclude(let outcome):
            conclude(input, column: column, outcome: outcome, result: .null, display: .state, asked: false,
                     file: file, line: line)
        case .failed(let error):
            fail(input: input.string, file: file, line: line, message: Phrasing.error(error),
                 column: column)
            subject = .none
            var result = LineResult()
            result.failed = true
            return result
        case .general: return nil
        }
        return LineResult()
    }
}

extension ShellSession.Core {
    /// What is left for the session to do after `pan`.
    enum PanStep {
        /// Nothing: the line is done.
        case done
        /// Print the record (the window is laid out).
        case record
        /// Record the line, write the warnings, then `conclude` (the rare case).
        case conclude(Outcome)
        case failed(EngineError)
        /// A test's evaluator runs commands: take the general path.
        case general
    }

    /// A `pan` line, counted, applied and logged for `undo`, then (with no warning
    /// and no recording on, nearly always) concluded: all in one access to the
    /// session's `core`.
    mutating func pan(_ pan: PanLine, input: Span<UInt8>, file: String, line: Int,
                      quiet: Bool) -> PanStep {
        // An app's commands are its world's, never the engine's directly.
        guard evaluator == nil, !drivesAnApp else { return .general }
        seq += 1
        let outcome: Outcome
        do { outcome = try state.simulator.apply(pan.input) } catch { return .failed(error) }
        guard outcome.warnings.isEmpty, !isRecording else {
            if undoLog.append(pan) { undoLog.addCheckpoint(state) }
            return .conclude(outcome)
        }
        // The outcome's last use, before the undo log's: kept alive across it, its
        // events were retained and released for every line.
        subject.update(seq: seq, input: input, file: file, line: line, warnings: [], result: .null,
                       events: outcome.events)
        if undoLog.append(pan) { undoLog.addCheckpoint(state) }
        guard !quiet else { return .done }
        state.simulator.layOutWindow()
        return .record
    }

    /// The subject's JSON record, written to `sink`.
    mutating func writeRecord(to sink: OutputSink) {
        jsonWriter.reset()
        jsonWriter.writeLine(subject.source, events: subject.events, state: &state, drivesAnApp: drivesAnApp)
        jsonWriter.out.withBytes { sink.write(record: $0.span, to: .standardOutput) }
    }
}

extension ShellSession {
    /// A script's lines, run with the session's state lent out while they are quiet
    /// `pan` lines (or `pan` lines whose JSON record is all they print): the state is
    /// then a stored property of this struct, a caller's local variable, whose
    /// exclusivity is checked when compiled, instead of the session's `core`, which
    /// Swift checks at run time on every access (about 100 instructions a line, a
    /// third of a quiet `pan move`'s cost beyond the engine). Any other line hands the
    /// state back first and runs as `execute` runs it; the next `pan` line borrows it
    /// again. Using the session while its state is lent (a `prompt`, an `execute`)
    /// traps, as an overlapping access would: the caller runs every line of the run
    /// through here and calls `end()` before it touches the session again.
    public struct Lines: ~Copyable {
        private let session: ShellSession
        /// The session's state while lent; nil while the session holds it.
        private var core: Core?
        /// Whether `core` holds the state: a look at the optional is a call (its
        /// layout is the state's), a look at this flag is a load.
        private var isLent = false

        public init(_ session: ShellSession) {
            self.session = session
        }

        /// Runs one input line, as `ShellSession.execute(bytes:…)` does.
        public mutating func execute(bytes line: Span<UInt8>, file: String, lineNumber: Int,
                                     isInterrupted: () -> Bool = { false }) -> LineResult {
            run(line: line, file: file, lineNumber: lineNumber, isInterrupted: isInterrupted)
        }

        private mutating func run(line bytes: Span<UInt8>, file: String, lineNumber: Int,
                                  isInterrupted: () -> Bool) -> LineResult {
            guard let pan = PanLine.recognize(bytes) else {
                handBack()
                return session.run(line: bytes, file: file, lineNumber: lineNumber, isInterrupted: isInterrupted)
            }
            if !isLent {
                core = session.lend()
                isLent = core != nil
                guard isLent else {
                    return session.run(line: bytes, file: file, lineNumber: lineNumber, isInterrupted: isInterrupted)
                }
            }
            let input = bytes.extracting(pan.text)
            let step = core!.pan(pan.line, input: input, file: file, line: lineNumber, quiet: session.options.quiet)
            switch step {
            case .done:
                return LineResult()
            case .record where core!.state.output == .json:
                core!.writeRecord(to: session.sink)
                return LineResult()
            case .record, .conclude, .failed, .general:
                // Warnings, a text record, a failure, a recording: the session's own steps.
                handBack()
                return session.finishPan(step, input: input, column: pan.column, file: file, line: lineNumber)
                    ?? session.run(line: bytes, file: file, lineNumber: lineNumber, isInterrupted: isInterrupted)
            }
        }

        /// The state back to the session, if it is lent.
        public mutating func handBack() {
            guard isLent else { return }
            session.core = core.take()
            isLent = false
        }

        /// The end of the run: the session has its state back.
        public consuming func end() {
            handBack()
        }
    }

    /// The state, taken out for `Lines`, when its `pan` lines can run without the
    /// session: with the standard evaluator, and quiet or printing JSON.
    func lend() -> Core? {
        guard core!.evaluator == nil, !core!.drivesAnApp, options.quiet || core!.state.output == .json else { return nil }
        return core.take()
    }
}

