/// When and what a terminal's progress line shows for a long command (`judge`,
/// `tune`), as a value fed the reports and the time (the executable reads the clock
/// and writes the line): nothing for a command's first `delay`, so a quick one leaves
/// no trace; then at most one line every `interval`; and, once a line was shown, a
/// clear when the command ends.
public struct ProgressLineState: Sendable {
    public static let delay: Duration = .milliseconds(500)
    public static let interval: Duration = .milliseconds(100)

    /// When the command's first report came, and the last line shown.
    private var started: Duration?
    private var shown: Duration?
    /// The step under way, and when it began: the time left is its own pace's.
    private var step: (name: String, started: Duration)?

    public init() {}

    /// A report at `now` (any clock's time since any origin): the line to show, or
    /// nil to leave the terminal as it is.
    public mutating func report(_ progress: CommandProgress, at now: Duration) -> String? {
        if step?.name != progress.step { step = (progress.step, now) }
        guard let started else {
            self.started = now
            return nil
        }
        guard now - started >= Self.delay, shown.map({ now - $0 >= Self.interval }) ?? true else { return nil }
        shown = now
        return Self.text(progress, elapsed: now - started, inStep: now - (step?.started ?? started))
    }

    /// The command ended: whether a line is on the terminal to clear. Ready for the
    /// next command.
    public mutating func end() -> Bool {
        defer { self = ProgressLineState() }
        return shown != nil
    }

    /// `tune: searching the grids 45 % · 3.1 s · about 4 s left`: the time left once
    /// the step is a tenth done, from its pace so far.
    static func text(_ progress: CommandProgress, elapsed: Duration, inStep: Duration) -> String {
        let fraction = progress.fraction
        var text = "\(progress.command): \(progress.step) \(Int(fraction * 100)) %"
        if !progress.detail.isEmpty { text += " (\(progress.detail))" }
        text += " · \(tenths(seconds(elapsed))) s"
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
