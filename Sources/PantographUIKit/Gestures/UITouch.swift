/// A finger on the screen, as the app's views and recognizers see it.
@MainActor open class UITouch: NSObject {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

    public var phase: Phase { touchPhase }
    public var timestamp: TimeInterval { touchTimestamp }
    // The storage of the two above, not visible outside the module: the compiler then
    // proves that no two of their accesses overlap and checks none at run time.
    var touchPhase = Phase.began
    var touchTimestamp: TimeInterval = 0
    /// Held strongly, as UIKit declares them (`strong`): a kept touch keeps its view.
    public internal(set) var view: UIView?
    public internal(set) var window: UIWindow?
    public let tapCount = 1
    /// In window coordinates.
    var point: CGPoint
    var previousPoint: CGPoint

    init(at point: CGPoint) {
        self.point = point
        previousPoint = point
        super.init()
    }

    open func location(in view: UIView?) -> CGPoint { view?.convert(point, from: nil) ?? point }
    open func previousLocation(in view: UIView?) -> CGPoint { view?.convert(previousPoint, from: nil) ?? previousPoint }
}

/// The event a touch arrives in.
@MainActor open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }

    public let type = EventType.touches
    public var timestamp: TimeInterval { eventTimestamp }
    /// `timestamp`'s storage, not visible outside the module (as `UITouch`'s).
    var eventTimestamp: TimeInterval = 0
    /// The one finger this event is about. Its set is made only when asked for: an
    /// event is made for every step of a touch, and hashing a touch into a new set
    /// cost a thousand instructions a move that nothing read.
    var touch: UITouch?
    var touches: Set<UITouch> { touch.map { [$0] } ?? [] }

    open var allTouches: Set<UITouch>? { touches }
    open func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }
}
