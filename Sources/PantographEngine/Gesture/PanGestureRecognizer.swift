/// `UIPanGestureRecognizer` as a value: states, cumulative translation and UIKit's
/// velocity estimate. Time is an input (the virtual clock), never read.
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

    public private(set) var state: State = .possible
    /// Where the touch began, in window points; nil before the first gesture.
    public private(set) var startLocation: Point?
    /// `translation(in:)`: cumulative since `began`.
    public private(set) var translation: Point = .zero
    /// Time of the last sample (the `began` time at first).
    public private(set) var lastSampleTime: Double = 0
    /// Per-step velocities: UIKit keeps only the current and the previous one.
    private var currentSample: Point?
    private var previousSample: Point?
    /// `pan end velocity VX,VY`: replaces the estimate from then on.
    private var overriddenVelocity: Point?

    /// Where the finger is while the recognizer waits for it to move past the slop.
    public private(set) var pendingTouch: Point?
    /// Whether a finger (`touch …`) rather than `pan …` drives the recognizer.
    public private(set) var isDrivenByTouch = false

    public init() {}

    public var location: Point? { pendingTouch ?? startLocation.map { $0 + translation } }

    /// A finger is down: waiting in `possible`, or tracking.
    public var isFingerDown: Bool { pendingTouch != nil || (isDrivenByTouch && isTracking) }

    /// True between `began` and `ended`/`cancelled`.
    public var isTracking: Bool { state == .began || state == .changed }

    /// `velocity(in:)`: `0.2·current + 0.8·previous`, the two-sample blend of
    /// `-[UIPanGestureRecognizer velocityInView:]`, or the current sample alone when
    /// there is no previous one. Weighted towards the *previous* step, so a last-frame
    /// flick back shows only a fifth of its speed.
    public var velocity: Point {
        if let overriddenVelocity { return overriddenVelocity }
        guard let current = currentSample else { return .zero }
        guard let previous = previousSample else { return current }
        return current * 0.2 + previous * 0.8
    }

    /// Samples shorter than this count as velocity 0, as UIKit's do.
    public static let minimumSampleInterval = 0.001

    public mutating func begin(at location: Point, time: Double) throws(Misuse) {
        guard !isTracking else { throw .alreadyTracking }
        guard pendingTouch == nil else { throw .fingerAlreadyDown }
        isDrivenByTouch = false
        state = .began
        startOver(at: location, time: time)
    }

    /// A new gesture from `location`: no translation and no velocity samples yet.
    private mutating func startOver(at location: Point, time: Double) {
        startLocation = location
        translation = .zero
        lastSampleTime = time
        currentSample = nil
        previousSample = nil
        overriddenVelocity = nil
    }

    /// A move of the touch: `translation` is cumulative, as `translation(in:)` reports.
    public mutating func move(to translation: Point, time: Double) throws(Misuse) {
        guard isTracking else { throw .notTracking(state) }
        let dt = time - lastSampleTime
        // Only a move with Δt > 0 makes a sample; one under a millisecond counts as 0.
        if dt > 0 {
            let step = translation - self.translation
            previousSample = currentSample
            currentSample = dt < Self.minimumSampleInterval ? Point.zero : step * (1 / dt)
            lastSampleTime = time
        }
        self.translation = translation
        state = .changed
    }

    /// Lifting the finger adds no sample: the velocity stays the blend of the last two moves.
    public mutating func end(velocity override: Point? = nil) throws(Misuse) {
        guard isTracking else { throw .notTracking(state) }
        state = .ended
        overriddenVelocity = override
    }

    public mutating func cancel() throws(Misuse) {
        guard isTracking else { throw .notTracking(state) }
        state = .cancelled
    }

    // MARK: - Touches (docs/uikit.md, "The pan recognizer")

    /// A finger comes down: the recognizer stays `possible` until it has moved far enough.
    public mutating func touchDown(at location: Point, time: Double) throws(Misuse) {
        guard !isFingerDown else { throw .fingerAlreadyDown }
        guard !isTracking else { throw .alreadyTracking }
        state = .possible
        pendingTouch = location
        startOver(at: location, time: time)
        isDrivenByTouch = true
    }

    /// The finger moves to `location`. Returns true when this move begins the pan:
    /// it has moved `slop` points or more on an axis since it came down, and the slop
    /// is taken off the translation, axis by axis.
    public mutating func touchMove(to location: Point, time: Double, slop: Double) throws(Misuse) -> Bool {
        guard isFingerDown, let down = startLocation else { throw .noFingerDown }
        if pendingTouch != nil {
            let t = location - down
            guard abs(t.x) >= slop || abs(t.y) >= slop else {
                pendingTouch = location
                return false
            }
            func strip(_ v: Double) -> Double { v < 0 ? -max(-v - slop, 0) : max(v - slop, 0) }
            pendingTouch = nil
            state = .began
            translation = Point(x: strip(t.x), y: strip(t.y))
            startLocation = location - translation
            lastSampleTime = time
            currentSample = nil
            previousSample = nil
            return true
        }
        try move(to: location - down, time: time)
        return false
    }

    /// The finger lifts: `failed` if the pan never began, else `ended`; a velocity
    /// replaces the estimate from then on, as `end(velocity:)`'s does.
    public mutating func touchUp(velocity override: Point? = nil) throws(Misuse) {
        guard isFingerDown else { throw .noFingerDown }
        if !failIfPending() { try end(velocity: override) }
    }

    /// The system takes the touch away: `failed` before the pan began, else `cancelled`.
    public mutating func touchCancel() throws(Misuse) {
        guard isFingerDown else { throw .noFingerDown }
        if !failIfPending() { try cancel() }
    }

    /// A finger still inside the slop fails the recognizer, where it lifted (a failed
    /// recognizer has no translation). Returns whether it did.
    private mutating func failIfPending() -> Bool {
        guard let lifted = pendingTouch else { return false }
        startLocation = lifted
        pendingTouch = nil
        state = .failed
        return true
    }
}
