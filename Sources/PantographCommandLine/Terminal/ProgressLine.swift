import PantographShell

/// A long command's progress (`judge`, `tune`) as one line on the terminal's standard
/// error, redrawn in place and cleared when the command ends; when and what is
/// `ProgressLineState`'s, fed this clock. Cut to the terminal's width, so that a
/// carriage return can take it back. The executable sets it up only when standard
/// error is a terminal and the run is neither `--json` nor `--quiet`: nothing of it
/// reaches a file, a pipe or a record.
final class ProgressLine: ProgressDisplay {
    private let streams: StandardStreams
    private let width: () -> Int
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant
    private var state = ProgressLineState()
    private var drawn = false

    init(streams: StandardStreams, width: @escaping () -> Int) {
        self.streams = streams
        self.width = width
        origin = clock.now
    }

    func show(_ progress: CommandProgress?) {
        guard let progress else {
            if state.end() { streams.writeError("\r\u{1B}[K") }
            drawn = false
            return
        }
        guard let text = state.report(progress, at: clock.now - origin) else { return }
        // What the command printed before goes out before the line.
        if !drawn { streams.flush() }
        drawn = true
        streams.writeError("\r\u{1B}[K" + String(text.prefix(max(0, width() - 1))))
    }
}
