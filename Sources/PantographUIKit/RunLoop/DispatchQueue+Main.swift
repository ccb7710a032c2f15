import Dispatch

/// `DispatchQueue.main.async { … }` and `asyncAfter(deadline: .now() + …) { … }` in an
/// app's code, unchanged, put the block on the app's main queue (`MainQueue`), which its
/// run loop drains on UIKit's turn and on the virtual clock (docs/own-code.md, "The
/// main queue"). These overloads take no defaulted arguments, so Swift prefers them to
/// Dispatch's `async(group:qos:flags:execute:)` and `asyncAfter(deadline:qos:flags:execute:)`
/// for such a call, whether or not the file also imports Foundation; a declaration of
/// the same name and signature would not do, because Swift lets a module's declaration
/// shadow Dispatch's only for a file that sees Dispatch through that module alone.
extension DispatchQueue {
    /// Runs `work` on the app's main queue, after the work queued before it. Outside an
    /// app's code, on the process's main queue.
    @MainActor public func async(execute work: @escaping @MainActor () -> Void) {
        guard let app = HeadlessApp.current else {
            return Dispatch.DispatchQueue.main.async(execute: DispatchWorkItem { MainActor.assumeIsolated(work) })
        }
        app.enqueue(due: app.time, work)
    }

    /// Runs `work` on the app's main queue once the virtual clock reaches `deadline`
    /// (on the first frame at or after it); `.never` never runs it.
    @MainActor public func asyncAfter(deadline: VirtualDispatchTime, execute work: @escaping @MainActor () -> Void) {
        guard let seconds = deadline.seconds else { return }
        guard let app = HeadlessApp.current else {
            let wait = DispatchTimeInterval.nanoseconds(Int(max(seconds, 0) * 1e9))
            return Dispatch.DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + wait,
                                                          execute: DispatchWorkItem { MainActor.assumeIsolated(work) })
        }
        app.enqueue(due: seconds, work)
    }
}

/// A moment on the app's virtual clock, what `.now() + 0.3` makes in
/// `DispatchQueue.main.asyncAfter(deadline:)`: seconds since the app started, or never.
public struct VirtualDispatchTime: Sendable, Equatable {
    /// Seconds since the app started; nil for `distantFuture`.
    public let seconds: TimeInterval?

    /// The app's clock now (0 outside an app's code).
    @MainActor public static func now() -> VirtualDispatchTime {
        VirtualDispatchTime(seconds: HeadlessApp.current?.time ?? 0)
    }

    /// A moment that never comes.
    public static let distantFuture = VirtualDispatchTime(seconds: nil)

    public static func + (time: VirtualDispatchTime, seconds: Double) -> VirtualDispatchTime {
        VirtualDispatchTime(seconds: time.seconds.map { $0 + seconds })
    }

    public static func - (time: VirtualDispatchTime, seconds: Double) -> VirtualDispatchTime {
        time + -seconds
    }

    public static func + (time: VirtualDispatchTime, interval: DispatchTimeInterval) -> VirtualDispatchTime {
        guard let seconds = interval.seconds else { return .distantFuture }
        return time + seconds
    }

    public static func - (time: VirtualDispatchTime, interval: DispatchTimeInterval) -> VirtualDispatchTime {
        guard let seconds = interval.seconds else { return .distantFuture }
        return time + -seconds
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds; nil for `.never`.
    var seconds: Double? {
        switch self {
        case .seconds(let s): Double(s)
        case .milliseconds(let ms): Double(ms) / 1e3
        case .microseconds(let us): Double(us) / 1e6
        case .nanoseconds(let ns): Double(ns) / 1e9
        case .never: nil
        @unknown default: nil
        }
    }
}
