/// `UIPanGestureRecognizer` as a value: states, cumulative translation and UIKit's
/// velocity estimate. Time is an input (the virtual clock), never read.
///
/// All of it is one `Phase`, each case carrying only what is true in it: a finger
/// waiting inside the slop has no translation, a pan being tracked has no velocity
/// override (only a lift gives one), and a failed recognizer remembers only where the
/// finger lifted. The UIKit-shaped reads (`state`, `translation`, `velocity`, …) are
/// derived from it.
public struct PanGestureRecognizer: Hashable, Sendable {
    /// `UIGestureRecognizer.State`'s cases under UIKit's names, which output prints.
    public enum State: String, Hashable, Sendable, CaseIterable {
        case possible, began, changed, ended, cancelled, failed
    }

    /// Why an event was refused; the recognizer is unchanged when one is thrown.
    /// A call the recognizer's state does not allow, as data (the shell phrases it).
    public enum Misuse: Error, Hashable, Sendable {
        /// `begin` while a pan is tracked.
        case alreadyTracking
        /// `move`, `end` or `cancel` with no pan tracked; the state it is in.
        case notTracking(State)
        /// A pan begun, or a finger put down, while a finger waits in `possible`.
        case fingerAlreadyDown
        /// A touch's move or lift with no finger down.
        case noFingerDown
    }

    /// Where the recognizer is, and what it knows there.
    public enum Phase: Hashable, Sendable {
        /// `possible` with no finger: nothing has happened yet.
        case idle
        /// `possible`: a finger came down at `down` and is now at `finger`, not yet
        /// past the slop.
        case waiting(down: Point, finger: Point)
        /// `began`: the pan has begun and not moved since.
        case began(Pan)
        /// `changed`: the pan has moved.
        case changed(Pan)
        /// The finger lifted; `override` (`pan end velocity …`, a device's report)
        /// replaces the estimate from then on.
        case ended(Pan, override: Point?)
        /// The system took the pan away.
        case cancelled(Pan)
        /// The finger lifted inside the slop, at `lifted`: the pan never began.
        case failed(lifted: Point)
    }

    /// A pan that began: what `translation(in:)`, `velocity(in:)` and `location(in:)`
    /// read, while it is tracked and after it ends.
    public struct Pan: Hashable, Sendable {
        /// Where the touch began, in window points (for a touch, past the slop, the
        /// point the translation counts from).
        public var start: Point
        /// `translation(in:)`: cumulative since `began`.
        public var translation: Point = .zero
        /// Time of the last sample (the `began` time at first).
        public var lastSampleTime: Double
        public var samples: Samples = .none
        /// A finger (`touch …`) rather than `pan …` drives it.
        public var isDrivenByTouch: Bool
    }

    /// Per-step velocities: UIKit keeps only the current and the previous one. A
    /// two-place shift register: `adding` is its one change, so a previous sample
    /// without a current one cannot be made.
    public struct Samples: Hashable, Sendable {
        public private(set) var current: Point?
        public private(set) var previous: Point?

        /// No sample yet.
        public static let none = Samples()

        private init() {}

        /// `velocity(in:)`: `0.2·current + 0.8·previous`, the two-sample blend of
        /// `-[UIPanGestureRecognizer velocityInView:]`, or the current sample alone when
        /// there is no previous one. Weighted towards the *previous* step, so a
        /// last-frame flick back shows only a fifth of its speed.
        public var velocity: Point {
            guard let current else { return .zero }
            guard let previous else { return current }
            return current * 0.2 + previous * 0.8
        }

        /// `sample` becomes the current one; the current one, the previous. Shifted
        /// as it is, without asking which it was: no current sample is no previous one.
        mutating func add(_ sample: Point) {
            previous = current
            current = sample
        }
    }

    public private(set) var phase: Phase = .idle

    public init() {}

    public var state: State {
        switch phase {
        case .idle, .waiting: .possible
        case .began: .began
        case .changed: .changed
        case .ended: .ended
        case .cancelled: .cancelled
        case .failed: .failed
        }
    }

    /// The pan that began, tracked or ended; nil before one has, or while a finger
    /// waits in the slop, or after it failed there.
    public var pan: Pan? {
        switch phase {
        case .began(let pan), .changed(let pan), .ended(let pan, _), .cancelled(let pan): pan
        case .idle, .waiting, .failed: nil
        }
    }

    /// `translation(in:)`: cumulative since `began`; zero when no pan began.
    public var translation: Point { pan?.translation ?? .zero }

    /// `velocity(in:)`: the samples' blend, or the override given at the lift; zero
    /// when no pan began.
    public var velocity: Point {
        switch phase {
        case .began(let pan), .changed(let pan), .cancelled(let pan), .ended(let pan, override: nil):
            pan.samples.velocity
        case .ended(_, override: let override?): override
        case .idle, .waiting, .failed: .zero
        }
    }

    /// Where the touch is now; nil before the first gesture.
    public var location: Point? {
        switch phase {
        case .idle: nil
        case .waiting(_, let finger): finger
        case .began(let pan), .changed(let pan), .ended(let pan, _), .cancelled(let pan): pan.start + pan.translation
        case .failed(let lifted): lifted
        }
    }

    /// Where the touch began, in window points; nil before the first gesture.
    public var startLocation: Point? {
        switch phase {
        case .idle: nil
        case .waiting(let down, _): down
        case .began(let pan), .changed(let pan), .ended(let pan, _), .cancelled(let pan): pan.start
        case .failed(let lifted): lifted
        }
    }

    /// Time of the last sample (the `began` time at first); nil when no pan began.
    public var lastSampleTime: Double? { pan?.lastSampleTime }

    /// Where the finger is while the recognizer waits for it to move past the slop.
    public var pendingTouch: Point? {
        if case .waiting(_, let finger) = phase { finger } else { nil }
    }

    /// Whether a finger (`touch …`) rather than `pan …` drives the recognizer.
    public var isDrivenByTouch: Bool {
        switch phase {
        case .idle: false
        case .waiting, .failed: true
        case .began(let pan), .changed(let pan), .ended(let pan, _), .cancelled(let pan): pan.isDrivenByTouch
        }
    }

    /// A finger is down: waiting in `possible`, or tracking.
    public var isFingerDown: Bool {
        switch phase {
        case .waiting: true
        case .began(let pan), .changed(let pan): pan.isDrivenByTouch
        case .idle, .ended, .cancelled, .failed: false
        }
    }

    /// True between `began` and `ended`/`cancelled`.
    public var isTracking: Bool {
        switch phase {
        case .began, .changed: true
        case .idle, .waiting, .ended, .cancelled, .failed: false
        }
    }

    /// Samples shorter than this count as velocity 0, as UIKit's do.
    public static let minimumSampleInterval = 0.001

    public mutating func begin(at location: Point, time: Double) throws(Misuse) {
        switch phase {
        case .began, .changed: throw .alreadyTracking
        case .waiting: throw .fingerAlreadyDown
        case .idle, .ended, .cancelled, .failed:
            phase = .began(Pan(start: location, lastSampleTime: time, isDrivenByTouch: false))
        }
    }

    /// A move of the touch: `translation` is cumulative, as `translation(in:)` reports.
    public mutating func move(to translation: Point, time: Double) throws(Misuse) {
        switch phase {
        case .began(var pan), .changed(var pan):
            pan.move(to: translation, time: time)
            phase = .changed(pan)
        case .idle, .waiting, .ended, .cancelled, .failed:
            throw .notTracking(state)
        }
    }

    /// Lifting the finger adds no sample: the velocity stays the blend of the last two moves.
    public mutating func end(velocity override: Point? = nil) throws(Misuse) {
        switch phase {
        case .began(let pan), .changed(let pan): phase = .ended(pan, override: override)
        case .idle, .waiting, .ended, .cancelled, .failed: throw .notTracking(state)
        }
    }

    public mutating func cancel() throws(Misuse) {
        switch phase {
        case .began(let pan), .changed(let pan): phase = .cancelled(pan)
        case .idle, .waiting, .ended, .cancelled, .failed: throw .notTracking(state)
        }
    }

    /// `setTranslation(_:in:)`: the pan's translation becomes `translation` from here on
    /// (the finger's next move counts from it), and, as UIKit's page says, the velocity
    /// is reset: the samples so far are dropped. Only while a pan is tracked.
    public mutating func setTranslation(_ translation: Point) throws(Misuse) {
        func reset(_ pan: Pan) -> Pan {
            var pan = pan
            pan.start = pan.start + pan.translation - translation
            pan.translation = translation
            pan.samples = .none
            return pan
        }
        switch phase {
        case .began(let pan): phase = .began(reset(pan))
        case .changed(let pan): phase = .changed(reset(pan))
        case .idle, .waiting, .ended, .cancelled, .failed: throw .notTracking(state)
        }
    }

    // MARK: - Touches (docs/uikit.md, "The pan recognizer")

    /// A finger comes down: the recognizer stays `possible` until it has moved far enough.
    /// The pan's clock starts at the move that takes it past the slop, so `time` is
    /// not kept.
    public mutating func touchDown(at location: Point, time: Double) throws(Misuse) {
        switch phase {
        case .waiting: throw .fingerAlreadyDown
        case .began(let pan), .changed(let pan): throw pan.isDrivenByTouch ? .fingerAlreadyDown : .alreadyTracking
        case .idle, .ended, .cancelled, .failed: phase = .waiting(down: location, finger: location)
        }
    }

    /// The finger moves to `location`. Returns true when this move begins the pan:
    /// it has moved `slop` points or more on an axis since it came down, and the slop
    /// is taken off the translation, axis by axis.
    public mutating func touchMove(to location: Point, time: Double, slop: Double) throws(Misuse) -> Bool {
        switch phase {
        case .waiting(let down, _):
            let t = location - down
            guard abs(t.x) >= slop || abs(t.y) >= slop else {
                phase = .waiting(down: down, finger: location)
                return false
            }
            func strip(_ v: Double) -> Double { v < 0 ? -max(-v - slop, 0) : max(v - slop, 0) }
            let translation = Point(x: strip(t.x), y: strip(t.y))
            phase = .began(Pan(start: location - translation, translation: translation, lastSampleTime: time,
                               isDrivenByTouch: true))
            return true
        case .began(var pan) where pan.isDrivenByTouch, .changed(var pan) where pan.isDrivenByTouch:
            pan.move(to: location - pan.start, time: time)
            phase = .changed(pan)
            return false
        case .idle, .began, .changed, .ended, .cancelled, .failed:
            throw .noFingerDown
        }
    }

    /// The finger lifts: `failed` if the pan never began, else `ended`; a velocity
    /// replaces the estimate from then on, as `end(velocity:)`'s does.
    public mutating func touchUp(velocity override: Point? = nil) throws(Misuse) {
        switch phase {
        case .waiting(_, let finger): phase = .failed(lifted: finger)
        case .began(let pan) where pan.isDrivenByTouch, .changed(let pan) where pan.isDrivenByTouch:
            phase = .ended(pan, override: override)
        case .idle, .began, .changed, .ended, .cancelled, .failed: throw .noFingerDown
        }
    }

    /// The system takes the touch away: `failed` before the pan began, else `cancelled`.
    public mutating func touchCancel() throws(Misuse) {
        switch phase {
        case .waiting(_, let finger): phase = .failed(lifted: finger)
        case .began(let pan) where pan.isDrivenByTouch, .changed(let pan) where pan.isDrivenByTouch:
            phase = .cancelled(pan)
        case .idle, .began, .changed, .ended, .cancelled, .failed: throw .noFingerDown
        }
    }
}

extension PanGestureRecognizer.Pan {
    /// Only a move with Δt > 0 makes a sample; one under a millisecond counts as 0.
    mutating func move(to translation: Point, time: Double) {
        let dt = time - lastSampleTime
        if dt > 0 {
            let step = translation - self.translation
            samples.add(dt < PanGestureRecognizer.minimumSampleInterval ? Point.zero : step * (1 / dt))
            lastSampleTime = time
        }
        self.translation = translation
    }
}
