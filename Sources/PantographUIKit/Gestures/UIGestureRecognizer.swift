import PantographEngine

/// A gesture recognizer: its state, its targets and delegate. Touches reach it by
/// hit-testing the window (`HeadlessApp.touchDown(at:)`): every recognizer on the view
/// hit and on its superviews gets the touch, deepest first.
@MainActor open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// Set by the recognizer as the touch moves; a subclass may set it too.
    open var state: State {
        get { recognizerState }
        set { recognizerState = newValue }
    }
    /// `state`'s storage, private: the compiler then proves that no two of its accesses
    /// overlap and checks none at run time (a stored `open` property is checked at every
    /// read, and the state is read many times a touch). An app's subclass overrides
    /// `state` as before.
    private var recognizerState = State.possible
    public weak var delegate: UIGestureRecognizerDelegate?
    /// Unowned, cleared when the view lets it go or goes (`UIView.deinit`): a weak
    /// reference would give the view a side table.
    public internal(set) unowned var view: UIView?
    open var isEnabled = true
    open var cancelsTouchesInView = true

    // Accepted and carried: touches are not delayed, and there is one kind of touch.
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?
    /// Targets and their methods, each target held weakly.
    private var actions: [(target: Weak, action: (UIGestureRecognizer) -> Void)] = []
    /// Recognizers that must fail before this one may recognize.
    var failureRequirements: [Weak] = []
    /// The touch it is tracking, in window coordinates.
    var touch: UITouch?

    /// Who it is to the diagnostics, which must not keep it alive and hold it by this
    /// instead of a weak reference (one gives the recognizer a side table, and every
    /// retain of it the runtime's slow path). Never given twice, as an address can be.
    let serial: Int

    public required override init() {
        serial = Self.serials
        Self.serials += 1
        super.init()
    }

    private static var serials = 0

    /// A discrete recognizer (a tap) recognizes once, straight to `ended`.
    var isDiscrete: Bool { false }

    /// Where the touch is, in `view`'s coordinates (the window's for nil).
    open func location(in view: UIView?) -> CGPoint {
        let p = touch?.point ?? .zero
        return view?.convert(p, from: nil) ?? p
    }

    open var numberOfTouches: Int { touch == nil ? 0 : 1 }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }

    /// This recognizer recognizes only once `other` has failed.
    open func require(toFail other: UIGestureRecognizer) {
        failureRequirements.append(Weak(other))
    }

    /// Back to `possible`, ready for the next touch; a subclass resets its own state.
    open func reset() {}

    func addAction(target: AnyObject, _ action: @escaping (UIGestureRecognizer) -> Void) {
        // Changed on a copy and written back: the compiler then checks no access to
        // the list at run time, where `sendActions` reads it on every step.
        var all = actions
        actions = []
        all.append((Weak(target), action))
        actions = all
    }

    func removeActions(of target: AnyObject?) {
        let all = actions
        actions = all.filter { !(target == nil || $0.target.object === target) }
    }

    /// The targets' methods, in the order they were added (freed targets are skipped).
    func sendActions() {
        for (target, action) in actions where target.object != nil { action(self) }
    }

    // MARK: - Steps of the touch (the router calls them; the built-in recognizers override them)

    /// The default for a subclass of the app's own: its `touches…` methods are called,
    /// and the state it sets decides.
    func stepDown(_ touch: UITouch, event: UIEvent, settings: RecognizerSettings) -> RecognizerStep {
        touchesBegan([touch], with: event)
        return step(from: .possible)
    }

    func stepMove(_ touch: UITouch, event: UIEvent, settings: RecognizerSettings) -> RecognizerStep {
        let before = state
        touchesMoved([touch], with: event)
        return step(from: before)
    }

    func stepUp(_ touch: UITouch, event: UIEvent, settings: RecognizerSettings) -> RecognizerStep {
        let before = state
        touchesEnded([touch], with: event)
        return step(from: before)
    }

    func stepCancel(_ touch: UITouch, event: UIEvent) -> RecognizerStep {
        let before = state
        touchesCancelled([touch], with: event)
        return step(from: before)
    }

    /// A pan that begins at once where the finger comes down (`HeadlessApp.panBegin`,
    /// the shell's `pan begin`): any other recognizer takes it as a finger coming down.
    func stepPanBegin(_ touch: UITouch, event: UIEvent, settings: RecognizerSettings) -> RecognizerStep {
        stepDown(touch, event: event, settings: settings)
    }

    /// What the state a subclass set means, against the one before.
    private func step(from before: State) -> RecognizerStep {
        switch (before, state) {
        case (_, .began) where before == .possible: return .wantsToBegin
        case (.possible, .ended): return .wantsToBegin
        case (_, .changed): return .changed
        case (_, .ended): return .ended
        case (_, .failed): return .failed
        case (_, .cancelled): return .cancelled
        default: return .none
        }
    }

    // MARK: - Touches (what a subclass does with them)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Whether this recognizer may recognize now that `other` did, or the other way:
    /// the delegates' answer (by default neither may).
    func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// The view's and the delegate's permission to begin (asked once when they are one
    /// object: a scroll view is its pan's delegate).
    func mayBegin() -> Bool {
        guard view?.gestureRecognizerShouldBegin(self) ?? true else { return false }
        guard let delegate, delegate !== view else { return true }
        return delegate.gestureRecognizerShouldBegin(self)
    }

    // MARK: - Rules a subclass sets for all its instances (UIKit's, all true or false by default)

    /// Whether this recognizer, recognizing, keeps `preventedGestureRecognizer` from recognizing.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, keeps this one from recognizing.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A weak reference.
@MainActor struct Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// Target–action without Objective-C: the action is an unapplied method reference,
/// `UIPanGestureRecognizer(target: self, action: CardViewController.handlePan)`, for a
/// method that takes a recognizer of the same class. The target is held weakly.
@MainActor public protocol GestureRecognizerTargetAction: UIGestureRecognizer {}

extension UIGestureRecognizer: GestureRecognizerTargetAction {}

extension GestureRecognizerTargetAction {
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (Self) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Self) -> Void) {
        addAction(target: target) { [weak target] recognizer in
            guard let target, let recognizer = recognizer as? Self else { return }
            action(target)(recognizer)
        }
    }

    /// Removes every action of `target` (every target's for nil): methods cannot be
    /// compared without selectors, so `action` is not looked at.
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: ((Target) -> (Self) -> Void)?) {
        removeActions(of: target)
    }
}

/// The recognizer's delegate; every answer defaults to UIKit's.
@MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}

/// What a recognizer makes of a step of the touch (`TouchRouter` acts on it).
enum RecognizerStep: Equatable {
    case none
    /// It would begin (a pan past its slop) or recognize (a tap lifted).
    case wantsToBegin
    case changed
    case ended
    case failed
    case cancelled
}

/// What the app's settings give the recognizers: the slop, the edge region, the screen.
struct RecognizerSettings {
    let slop: Double
    let edgeWidth: Double
    let screen: CGSize
    let time: Double
    /// The velocity a lift reports, replacing a pan's estimate (`touchUp(velocity:)`).
    var liftVelocity: Point? = nil
}
