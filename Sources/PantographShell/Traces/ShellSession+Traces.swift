import PantographEngine

extension ShellSession {
    /// `replay` and `judge` with their files read into the command, through the
    /// session's files, before it is evaluated. `replay` then carries its trace, so
    /// that `undo` replays it without reading the file again; `judge` carries the
    /// files' bytes, which it parses as it judges them. Any other command passes
    /// unchanged.
    func load(_ command: Command, file: String, line: Int, isInterrupted: () -> Bool) throws(ArgumentError) -> Command {
        switch command {
        case .replay(var request):
            let traces = try readTraces(request.path, column: request.pathColumn, from: file, for: "replay",
                                        isInterrupted: isInterrupted)
            let n = request.trace ?? 1
            let blamed = request.traceColumn ?? request.pathColumn
            guard n <= traces.began else {
                let holds = traces.began == 0 ? "no trace" : traces.began == 1 ? "1 trace" : "\(traces.began) traces"
                throw ArgumentError(message: "replay: \(traces.name) holds \(holds)", column: blamed)
            }
            guard let trace = traces.traces.first(where: { $0.number == n }) else {
                let why = traces.skipped.first { $0.trace == n }.map { "\(traces.name):\($0.line):\($0.column): \($0.message)" }
                throw ArgumentError(message: "replay: " + (why ?? "trace \(n) of \(traces.name) was skipped"), column: blamed)
            }
            request.loaded = trace
            return .replay(request)
        case .judge(var request):
            request.sources = []
            for path in request.paths {
                guard let files else { throw ArgumentError(message: "judge: this session cannot read files", column: path.column) }
                let resolved = Self.resolve(path.text, from: file, stack: sourceStack)
                do {
                    request.sources.append(TraceSource(name: resolved, column: path.column,
                                                       bytes: try files.contents(of: resolved, longestLine: TraceFile.longestLine)))
                } catch {
                    throw ArgumentError(message: "judge: \(error.message)", column: path.column)
                }
            }
            request.workers = max(1, options.workers)
            return .judge(request)
        default:
            return command
        }
    }

    /// A trace file read and checked; one that is not a trace file is refused with
    /// its first errors, each at FILE:LINE:COL, and one cut short while it was read
    /// is refused as such.
    private func readTraces(_ path: String, column: Int, from file: String, for name: String,
                            isInterrupted: () -> Bool) throws(ArgumentError) -> TraceFile {
        guard let files else { throw ArgumentError(message: "\(name): this session cannot read files", column: column) }
        let resolved = Self.resolve(path, from: file, stack: sourceStack)
        let bytes: FileBytes
        do { bytes = try files.contents(of: resolved, longestLine: TraceFile.longestLine) } catch { throw ArgumentError(message: "\(name): \(error.message)", column: column) }
        let parsed: TraceFile?
        do {
            parsed = try TraceFile.parse(bytes, name: resolved, workers: options.workers, isInterrupted: isInterrupted)
        } catch {
            if bytes.wasCutShort { throw ArgumentError(message: TraceFile.cutShort(resolved, by: name), column: column) }
            throw ArgumentError(message: error.refusal(by: name), column: column)
        }
        if bytes.wasCutShort { throw ArgumentError(message: TraceFile.cutShort(resolved, by: name), column: column) }
        guard let parsed else { throw ArgumentError(message: "\(name) interrupted: nothing was loaded", column: column) }
        return parsed
    }
}

extension TraceFileError {
    /// How many of a refused trace file's errors a message lists.
    static let shown = 10

    /// The refusal as `command` reports it: the file is not a trace file, nothing was
    /// loaded, and its first errors at FILE:LINE:COL.
    func refusal(by command: String) -> String {
        let shown = lines.prefix(Self.shown)
        let more = lines.count - shown.count
        return "\(command): \(file) is not a trace file; nothing was loaded\n"
            + shown.joined(separator: "\n") + (more > 0 ? "\n… and \(more) more" : "")
    }
}
