import PantographEngine

/// A pan: the engine's `PanGestureRecognizer` fed the touch, so the slop, the
/// translation and UIKit's velocity estimate are the numbers the scenes use.
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    var pan = PanGestureRecognizer()

    /// The engine's recognizer changed on a copy, written back: a call into the engine
    /// while `pan` is being changed would make the compiler check every access to it at
    /// run time, several a touch (docs/performance.md, "Exclusivity checks"). `pan` is
    /// emptied meanwhile, so the copy changes in place.
    func changePan<R>(_ change: (inout PanGestureRecognizer) -> R) -> R {
        var copy = pan
        pan = PanGestureRecognizer()
        defer { pan = copy }
        return change(&copy)
    }

    // Accepted and carried: there is one finger.
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    /// The pan's translation in `view`'s coordinates (the window's for nil): where the
    /// finger is, less where the pan's translation counts from.
    open func translation(in view: UIView?) -> CGPoint {
        guard let start = pan.pan?.start else { return .zero }
        return vector(Point(x: pan.translation.x, y: pan.translation.y), from: start, in: view)
    }

    /// Makes `translation(in: view)` read `translation` from here on; the velocity
    /// starts again from the next move (UIKit: "resets the velocity of the pan").
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let start = pan.pan?.start else { return }
        let origin = CGPoint(start)
        let inView = view?.convert(origin, from: nil) ?? origin
        let target = view?.convert(CGPoint(x: inView.x + translation.x, y: inView.y + translation.y), to: nil)
            ?? CGPoint(x: origin.x + translation.x, y: origin.y + translation.y)
        _ = changePan { try? $0.setTranslation(Point(x: target.x - origin.x, y: target.y - origin.y)) }
    }

    /// Points per second in `view`'s coordinates: UIKit's two-sample estimate.
    open func velocity(in view: UIView?) -> CGPoint {
        vector(pan.velocity, from: pan.startLocation ?? Point(x: 0, y: 0), in: view)
    }

    /// A window vector at `start`, in `view`'s coordinates.
    private func vector(_ v: Point, from start: Point, in view: UIView?) -> CGPoint {
        guard let view else { return CGPoint(v) }
        // Both ends through the views in one walk (asked on every move): a pair
        // carried as four points, the last two the first two again.
        let (a, b) = (CGPoint(start), CGPoint(start + v))
        let ends = view.fromWindow(Corners(a, b, a, b))
        return CGPoint(x: ends.p1.x - ends.p0.x, y: ends.p1.y - ends.p0.y)
    }

    open override func reset() {
        super.reset()
        pan = PanGestureRecognizer()
    }

    override func stepDown(_ touch: UITouch, event: UIEvent, settings: RecognizerSettings) -> RecognizerStep {
        pan = PanGestureRecognizer()
        _ = changePan { try? $0.touchDown(at: Point(touch.point), time: settings.time) }
        return .none
    }

    override func stepMove(_ touch: UITouch, event: UIEvent, settings: RecognizerSettings) -> RecognizerStep {
        if pan.isTracking, !pan.isDrivenByTouch, let start = pan.pan?.start {
            // Begun at once (`stepPanBegin`): the translation is the finger's way from there.
            _ = changePan { try? $0.move(to: Point(touch.point) - start, time: settings.time) }
            return state == .began || state == .changed ? .changed : .none
        }
        guard let begins = changePan({ try? $0.touchMove(to: Point(touch.point), time: settings.time, slop: settings.slop) })
        else { return .none }
        if begins { return admits(settings) ? .wantsToBegin : .failed }
        return pan.isTracking && (state == .began || state == .changed) ? .changed : .none
    }

    override func stepUp(_ touch: UITouch, event: UIEvent, settings: RecognizerSettings) -> RecognizerStep {
        let wasTracking = pan.isTracking
        if wasTracking && !pan.isDrivenByTouch {
            _ = changePan { try? $0.end(velocity: settings.liftVelocity) }
        } else {
            _ = changePan { try? $0.touchUp(velocity: settings.liftVelocity) }
        }
        return wasTracking ? .ended : .failed
    }

    override func stepCancel(_ touch: UITouch, event: UIEvent) -> RecognizerStep {
        let wasTracking = pan.isTracking
        if wasTracking && !pan.isDrivenByTouch { _ = changePan { try? $0.cancel() } } else { _ = changePan { try? $0.touchCancel() } }
        return wasTracking ? .cancelled : .failed
    }

    override func stepPanBegin(_ touch: UITouch, event: UIEvent, settings: RecognizerSettings) -> RecognizerStep {
        pan = PanGestureRecognizer()
        _ = changePan { try? $0.begin(at: Point(touch.point), time: settings.time) }
        return admits(settings) ? .wantsToBegin : .failed
    }

    /// Whether a pan that starts where this one does may begin (a screen-edge pan
    /// checks its region).
    func admits(_ settings: RecognizerSettings) -> Bool { true }
}

/// A pan that begins only from an edge of the screen: within `edge-width` points of
/// it, the engine's `ScreenEdge` rule.
@MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []

    override func admits(_ settings: RecognizerSettings) -> Bool {
        guard let start = pan.startLocation else { return false }
        let screen = Size(width: settings.screen.width, height: settings.screen.height)
        let regions: [(UIRectEdge, ScreenEdge)] = [(.left, .left), (.right, .right), (.top, .top), (.bottom, .bottom)]
        return regions.contains { edges.contains($0.0) && $0.1.admits(start, screen: screen, width: settings.edgeWidth) }
    }
}

/// The edges of a rectangle.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A tap: the finger lifts before it has moved past the slop (the engine's
/// recognizer failing in `possible`, as card's cell selection is judged). One tap
/// of one finger.
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    private var finger = PanGestureRecognizer()
    /// Only 1 is recognized (a tap of more fails).
    open var numberOfTapsRequired = 1
    /// Only 1 is recognized: there is one finger.
    open var numberOfTouchesRequired = 1

    override var isDiscrete: Bool { true }

    open override func reset() {
        super.reset()
        finger = PanGestureRecognizer()
    }

    override func stepDown(_ touch: UITouch, event: UIEvent, settings: RecognizerSettings) -> RecognizerStep {
        finger = PanGestureRecognizer()
        try? finger.touchDown(at: Point(touch.point), time: settings.time)
        return numberOfTapsRequired == 1 && numberOfTouchesRequired == 1 ? .none : .failed
    }

    override func stepMove(_ touch: UITouch, event: UIEvent, settings: RecognizerSettings) -> RecognizerStep {
        guard let begins = try? finger.touchMove(to: Point(touch.point), time: settings.time, slop: settings.slop)
        else { return .none }
        return begins ? .failed : .none
    }

    override func stepUp(_ touch: UITouch, event: UIEvent, settings: RecognizerSettings) -> RecognizerStep {
        try? finger.touchUp()
        if case .failed = finger.phase { return .wantsToBegin }
        return .failed
    }

    override func stepCancel(_ touch: UITouch, event: UIEvent) -> RecognizerStep { .failed }
}
