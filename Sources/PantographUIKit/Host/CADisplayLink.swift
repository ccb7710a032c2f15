/// A display link on the app's virtual clock: its action runs once a frame, at the
/// frame's time. Without Objective-C its target–action takes an unapplied method
/// reference, as the gesture recognizers' do (docs/own-code.md).
@MainActor open class CADisplayLink {
    private var action: ((CADisplayLink) -> Void)?
    /// The frame's time, on the app's clock.
    public private(set) var timestamp: TimeInterval = 0
    public private(set) var targetTimestamp: TimeInterval = 0
    /// The time between frames.
    public private(set) var duration: TimeInterval = 0
    public var isPaused = false
    /// Accepted: the link fires at the app's frame rate.
    public var preferredFramesPerSecond = 0
    /// The app it is on. Unowned, cleared by the app's `deinit` (`appWentAway`): a weak
    /// reference would give the app a side table.
    private unowned var host: HeadlessApp?
    private var hostID: ObjectIdentifier?

    /// The target is held weakly; its method runs every frame until `invalidate()`.
    public init<T: AnyObject>(target: T, action: @escaping (T) -> (CADisplayLink) -> Void) {
        self.action = { [weak target] link in
            guard let target else { return }
            action(target)(link)
        }
    }

    /// Schedules the link on the app whose code is running, on its one main run loop
    /// whatever the run loop and mode given.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard let app = HeadlessApp.current, !app.displayLinks.contains(where: { $0 === self }) else { return }
        host = app
        hostID = ObjectIdentifier(app)
        app.schedule(self)
    }

    public func invalidate() {
        action = nil
        host?.unschedule(self)
        host = nil
        hostID = nil
    }

    /// The app `app` is going: if the link is on it, it is on no app now (an app
    /// going cannot be read, so it is known by its identifier).
    func appWentAway(_ app: ObjectIdentifier) {
        guard hostID == app else { return }
        host = nil
        hostID = nil
    }

    func fire(at time: TimeInterval, duration: TimeInterval) {
        timestamp = time
        self.duration = duration
        targetTimestamp = time + duration
        action?(self)
    }
}
