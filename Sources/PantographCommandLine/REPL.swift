import PantographShell

/// The interactive loop on a terminal: readline, history, Tab completion, Ctrl-C.
///
/// Errors never end it; Ctrl-D on an empty line or `quit`/`exit` does. It does not
/// change the exit status (what a script run before it with `-i` recorded stays).
final class REPL {
    static let sourceName = "<repl>"

    private let session: ShellSession
    private let streams: StandardStreams
    private let reader: ReadlineReader
    private let history: History
    private var lineNumber = 0

    init(session: ShellSession, streams: StandardStreams) {
        self.session = session
        self.streams = streams
        Interrupt.install()
        reader = ReadlineReader(completions: { [unowned session] text in
            session.completions(lineBeforeCursor: text)
        })
        let directory = History.defaultDirectory().map { base in Program.current.historyFolder.map { base + "/" + $0 } ?? base }
        history = History(directory: directory, warn: { [unowned streams] message in streams.writeError(message) })
        for entry in history.load() { reader.addToHistory(entry) }
    }

    /// Runs until Ctrl-D or `quit`.
    func run() {
        while true {
            Interrupt.clear()
            streams.flush()
            switch reader.readLine(prompt: session.prompt) {
            case .endOfInput:
                return
            case .interrupted:
                continue
            case .line(let text):
                // A paste may bring several lines at once: run them one by one (a Ctrl-C
                // during one of them drops the rest).
                for line in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                    var line = Array(line)
                    if line.last == UInt8(ascii: "\r") { line.removeLast() }
                    if execute(line) { return }
                    if Interrupt.isRequested { break }
                }
            }
        }
    }

    /// Runs one line; returns true when it asked to quit.
    private func execute(_ line: [UInt8]) -> Bool {
        if history.record(line) { reader.addToHistory(line) }
        lineNumber += 1
        let result = session.execute(line: line, file: Self.sourceName, lineNumber: lineNumber,
                                     isInterrupted: { Interrupt.isRequested })
        streams.flush()
        return result.quit
    }
}
