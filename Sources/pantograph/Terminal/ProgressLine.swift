import PantographShell

/// A long command's progress (`judge`, `tune`) as one line on the terminal's standard
/// error, redrawn in place and cleared when the command ends: `tune: searching the
/// grids 45 % · 3.1 s · about 4 s left`. Shown only once a command has run for
/// `delay`, so a quick one leaves no trace; redrawn at most every `interval`; cut to
/// the terminal's width, so that a carriage return can take it back. The executable
/// sets it up only when standard error is a terminal and the run is neither `--json`
/// nor `--quiet`: nothing of it reaches a file, a pipe or a record.
final class ProgressLine: ProgressDisplay {
    static let delay: Duration = .milliseconds(500)
    static let interval: Duration = .milliseconds(100)

    private let streams: StandardStreams
    private let width: () -> Int
    private let clock = ContinuousClock()
    private var started: ContinuousClock.Instant?
    private var drawn: ContinuousClock.Instant?
    /// The step under way, and when it began: the time left is its own pace's.
    private var step: (name: String, started: ContinuousClock.Instant)?

    init(streams: StandardStreams, width: @escaping () -> Int) {
        self.streams = streams
        self.width = width
    }

    func show(_ progress: CommandProgress?) {
        guard let progress else {
            if drawn != nil { streams.writeError("\r\u{1B}[K") }
            started = nil
            drawn = nil
            step = nil
            return
        }
        let now = clock.now
        if step?.name != progress.step { step = (progress.step, now) }
        guard let started else {
            self.started = now
            return
        }
        guard now - started >= Self.delay, drawn.map({ now - $0 >= Self.interval }) ?? true else { return }
        if drawn == nil { streams.flush() }
        drawn = now
        let text = Self.text(progress, elapsed: now - started, inStep: now - (step?.started ?? started))
        streams.writeError("\r\u{1B}[K" + String(text.prefix(max(0, width() - 1))))
    }

    /// `tune: searching the grids 45 % · 3.1 s · about 4 s left`: the time left once
    /// the step is a tenth done, from its pace so far.
    static func text(_ progress: CommandProgress, elapsed: Duration, inStep: Duration) -> String {
        let fraction = progress.fraction
        var text = "\(progress.command): \(progress.step) \(Int(fraction * 100)) % · \(tenths(seconds(elapsed))) s"
        if fraction >= 0.1, fraction < 1 {
            text += " · about \(Int((seconds(inStep) / fraction * (1 - fraction)).rounded(.up))) s left"
        }
        return text
    }

    private static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    private static func tenths(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
