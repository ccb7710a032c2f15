import PantographEngine

extension ShellSession {
    /// `replay`, `judge` and `tune` with their files read into the command, through
    /// the session's files, before it is evaluated. `replay` then carries its trace, so
    /// that `undo` replays it without reading the file again; `judge` and `tune` carry
    /// the files' bytes, which they parse as they judge them. Any other command passes
    /// unchanged.
    func load(_ command: Command, file: String, line: Int, isInterrupted: () -> Bool) throws(ArgumentError) -> Command {
        switch command {
        case .replay(var request):
            let traces = try readTraces(request.path, column: request.pathColumn, from: file, for: "replay",
                                        isInterrupted: isInterrupted)
            let blamed = request.traceColumn ?? request.pathColumn
            request.loaded = try Self.pick(request.trace ?? "1", in: traces, column: blamed)
            return .replay(request)
        case .judge(let request):
            return .judge(try loaded(request, from: file, for: "judge"))
        case .sweep(var sweep):
            sweep.workers = workers
            return .sweep(sweep)
        case .tune(let request):
            return .tune(try loaded(request, from: file, for: "tune"))
        case .explore(var request):
            request.workers = workers
            return .explore(request)
        default:
            return command
        }
    }

    /// The threads or worker processes a command may use: the session's `workers`.
    private var workers: Int { max(1, options.workers) }

    /// `judge` or `tune` with its files' bytes and the session's workers.
    private func loaded<Request: TraceFilesRequest>(_ request: Request, from file: String,
                                                    for name: String) throws(ArgumentError) -> Request {
        var request = request
        request.sources = try sources(request.paths, from: file, for: name)
        request.workers = workers
        return request
    }

    /// The files' bytes, not yet parsed, for `judge` and `tune`.
    private func sources(_ paths: [Word], from file: String, for name: String) throws(ArgumentError) -> [TraceSource] {
        var sources: [TraceSource] = []
        for path in paths {
            guard let files else { throw ArgumentError(message: "\(name): this session cannot read files", column: path.column) }
            let resolved = Self.resolve(path.text, from: file, stack: sourceStack)
            do {
                sources.append(TraceSource(name: resolved, column: path.column,
                                           bytes: try files.contents(of: resolved, longestLine: TraceFile.longestLine)))
            } catch {
                throw ArgumentError(message: "\(name): \(error.message)", column: path.column)
            }
        }
        return sources
    }

    /// The trace `word` names in the file (`TraceNames`), or why none.
    private static func pick(_ word: String, in traces: TraceFile, column: Int) throws(ArgumentError) -> Trace {
        let names = TraceNames(ids: traces.traces.map(\.id), began: traces.began)
        let file = traces.name
        func refuse(_ message: String) -> ArgumentError { ArgumentError(message: "replay: " + message, column: column) }
        switch names.pick(word, among: traces.traces) {
        case .trace(let k):
            return traces.traces[k]
        case .skipped(let n):
            let why = traces.skipped.first { $0.trace == n }.map { "\(file):\($0.line):\($0.column): \($0.message)" }
            throw refuse(why ?? "trace \(n) of \(file) was skipped")
        case .shared(let numbers):
            throw refuse("\(numbers.count) traces of \(file) have the id \(Quoting.quoted(word)) "
                         + "(\(Parser.list(numbers.map(String.init), "and"))): name one by its number")
        case .none:
            if let n = TraceNames.number(word) {
                let holds = traces.began == 0 ? "no trace" : traces.began == 1 ? "1 trace" : "\(traces.began) traces"
                throw refuse("\(file) holds \(holds)" + (n < 1 ? ", numbered from 1" : ""))
            }
            let ids = Array(Set(traces.traces.compactMap(\.id))).sorted()
            throw refuse("no trace of \(file) has the id \(Quoting.quoted(word))" + Quoting.suggestion(for: word, in: ids))
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
