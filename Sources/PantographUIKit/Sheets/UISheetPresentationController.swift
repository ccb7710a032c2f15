import PantographEngine

/// UIKit's sheet (iOS 15): the presentation controller of a `pageSheet` or
/// `formSheet` on a phone. It rests at one of its detents (heights), dims what is
/// under it at the detents larger than `largestUndimmedDetentIdentifier`, and the
/// finger drags it between them, or down and away (swipe to dismiss), through a
/// scroll view inside it too (`prefersScrollingExpandsWhenScrolledToEdge`). Its
/// frames are the engine's `SheetLayout`; how a release picks a detent is
/// `HeadlessApp.choices.sheetRelease` (docs/fidelity.md). docs/uikit.md, "Sheets".
@MainActor open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at.
    @MainActor public final class Detent: NSObject {
        /// A detent's name; UIKit's `medium` and `large`, or the app's.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        enum Kind {
            case medium, large
            case custom((UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
        }

        public let identifier: Identifier
        let kind: Kind

        init(identifier: Identifier, kind: Kind) {
            self.identifier = identifier
            self.kind = kind
            super.init()
        }

        /// About half the height of the screen: half of `maximumDetentValue` here.
        public class func medium() -> Detent { Detent(identifier: .medium, kind: .medium) }
        /// The sheet at full height: `maximumDetentValue`.
        public class func large() -> Detent { Detent(identifier: .large, kind: .large) }
        /// A height the resolver computes from the context; nil makes the detent
        /// inactive. Without an identifier, one is made up.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
            -> Detent {
            Detent(identifier: identifier ?? Identifier("com.apple.UIKit.dynamic.\(Detent.nextNumber())"),
                   kind: .custom(resolver))
        }

        private static var made = 0
        private static func nextNumber() -> Int {
            made += 1
            return made
        }

        /// The detent's height in `context`: within 0 and `maximumDetentValue`; nil
        /// when inactive.
        public func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            switch kind {
            case .large: return context.maximumDetentValue
            case .medium: return context.maximumDetentValue * SheetLayout.mediumFraction
            case .custom(let resolver):
                return resolver(context).map { min(max($0, 0), context.maximumDetentValue) }
            }
        }
    }

    /// The heights the sheet rests at, smallest first; `[.large()]` by default.
    open var detents: [Detent] = [.large()] {
        didSet { placeAtRest() }
    }
    /// The detent the sheet rests at; nil for the smallest. Set by the app, the sheet
    /// moves there (in `animateChanges`, animated) and the delegate hears nothing.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { placeAtRest() }
    }
    /// A drag up on a scroll view in the sheet grows the sheet first (on), or scrolls
    /// (off); a drag down on content at its top moves the sheet either way.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// The sheet dims nothing at this detent and the smaller ones, and lets touches
    /// through to the views under it there.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { placeAtRest() }
    }
    /// Accepted: the grabber is not drawn.
    open var prefersGrabberVisible = false
    /// Accepted: corners are not drawn.
    open var preferredCornerRadius: CGFloat?
    /// Accepted: there is no compact height on a phone in portrait.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Accepted: there is no compact height on a phone in portrait.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Accepted: a sheet has no source view on a phone.
    open var sourceView: UIView?

    /// What UIKit dims the presenter with, named `sheetDimming` in records.
    let dimmingView = SheetDimmingView()
    /// UIKit's pan on the sheet; only touches on the sheet reach it.
    private(set) lazy var sheetPan: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer(target: self, action: UISheetPresentationController.handleSheetPan)
        pan.delegate = panDelegate
        return pan
    }()
    private let panDelegate = SheetPanDelegate()
    /// The finger dragging the sheet, if it is.
    var drag: SheetDrag?
    /// The interaction a swipe offers `dismiss`, for UIKit's own dismissal to run on.
    var offeredInteraction: UIPercentDrivenInteractiveTransition?
    /// While a swipe dismisses, the height it left from (the smallest detent).
    var dismissingFrom: CGFloat?
    /// Moving to a detent on its own after a release; the detent.
    var settlingTo: Detent.Identifier?
    private var isAnimatingChanges = false
    /// The selection follows the user's drag: the sheet is where it rests already.
    private var isSelectingByUser = false

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        panDelegate.sheet = self
        dimmingView.sheet = self
    }

    // MARK: - Detents

    /// The resolution context: the room above the bottom of the safe area.
    var layout: SheetLayout? {
        guard let host = containerView?.window?.host ?? presentingViewController.viewIfLoaded?.window?.host
            ?? HeadlessApp.current else { return nil }
        return SheetLayout(screen: host.settings.screen, safeAreaTop: host.settings.safeAreaTop,
                           safeAreaBottom: host.settings.safeAreaBottom)
    }

    /// The active detents and their heights, smallest first.
    var resolvedDetents: [(identifier: Detent.Identifier, value: CGFloat)] {
        guard let layout else { return [] }
        let context = ResolutionContext(containerTraitCollection: traitCollection,
                                        maximumDetentValue: layout.maximumDetentValue)
        let resolved = (detents.isEmpty ? [.large()] : detents).compactMap { d in
            d.resolvedValue(in: context).map { (identifier: d.identifier, value: $0) }
        }
        return resolved.enumerated().sorted { ($0.element.value, $0.offset) < ($1.element.value, $1.offset) }
            .map(\.element)
    }

    /// The detent the sheet rests at (the selected one, or the smallest).
    var restingDetent: (identifier: Detent.Identifier, value: CGFloat)? {
        let resolved = resolvedDetents
        return resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved.first
    }

    /// Where the sheet rests: at its detent, or, while a swipe dismisses it, at the
    /// smallest it left from.
    var restingValue: CGFloat { dismissingFrom ?? restingDetent?.value ?? layout?.maximumDetentValue ?? 0 }

    /// Changes to `detents` and `selectedDetentIdentifier` made in `changes` animate
    /// the sheet to where it then rests (over the `duration` setting, easeInOut: UIKit's
    /// own animation is not published).
    open func animateChanges(_ changes: () -> Void) {
        guard let host = containerView?.window?.host else { return changes() }
        isAnimatingChanges = true
        defer { isAnimatingChanges = false }
        withoutActuallyEscaping(changes) { changes in
            UIView.animate(withDuration: host.settings.duration, delay: 0, options: [], animations: changes)
        }
    }

    /// The detents are resolved again (a custom resolver's answer changed).
    open func invalidateDetents() { placeAtRest() }

    /// The frame at the resting detent.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let layout else { return super.frameOfPresentedViewInContainerView }
        return CGRect(layout.frame(value: restingValue))
    }

    /// The sheet goes where it rests now, unless a drag, a swipe or a settle holds it.
    func placeAtRest() {
        guard !isSelectingByUser, drag == nil, settlingTo == nil, dismissingFrom == nil, isOnScreen else { return }
        place(at: restingValue, animated: isAnimatingChanges)
    }

    /// The sheet's frame and the dimming at `value`.
    func place(at value: CGFloat, animated: Bool) {
        guard let layout, let view = presentedView else { return }
        let apply = {
            view.frame = CGRect(layout.frame(value: value))
            self.dimmingView.alpha = self.dimming(at: value)
        }
        if animated { apply() } else { UIView.performWithoutAnimation(apply) }
    }

    /// Presented and not coming or going.
    var isOnScreen: Bool {
        containerView?.window != nil && presentedViewController.activeTransition == nil
            && presentedViewController.presentingStorage != nil
    }

    /// The dimming's alpha with the sheet at `value`.
    func dimming(at value: CGFloat) -> CGFloat {
        let resolved = resolvedDetents
        guard let undimmedID = largestUndimmedDetentIdentifier else { return 1 }
        guard let i = resolved.firstIndex(where: { $0.identifier == undimmedID }) else { return 1 }
        let next = resolved.indices.contains(i + 1) ? Double(resolved[i + 1].value) : nil
        return SheetDimming.alpha(value: value, undimmed: resolved[i].value, next: next)
    }

    /// Undimmed where it rests: touches beside the sheet reach the presenter.
    override var passesTouchesThrough: Bool { dimming(at: restingValue) == 0 }

    // MARK: - The transitions

    /// The dimming comes in under the sheet, with the presentation's animation.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        UIView.performWithoutAnimation {
            dimmingView.frame = container.bounds
            dimmingView.alpha = 0
        }
        container.insertSubview(dimmingView, at: 0)
        if sheetPan.view !== container { container.addGestureRecognizer(sheetPan) }
        withTransition { self.dimmingView.alpha = self.dimming(at: self.restingValue) }
    }

    /// The dimming goes with the dismissal's animation (which a swipe drives).
    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        withTransition { self.dimmingView.alpha = 0 }
    }

    /// A swipe's dismissal that was cancelled leaves the sheet at its smallest detent.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard let from = dismissingFrom else { return }
        dismissingFrom = nil
        guard !completed, let smallest = resolvedDetents.first, smallest.value == from else { return }
        select(smallest.identifier)
    }

    /// `changes` animated as the transition in flight animates: on its timeline while a
    /// gesture drives it, else over its duration.
    private func withTransition(_ changes: @escaping () -> Void) {
        guard let context = presentedViewController.activeTransition, context.isAnimated,
              let host = containerView?.window?.host else { return UIView.performWithoutAnimation(changes) }
        let tracked = context.isInteractive
        if tracked { host.trackingTimelines.append(context.timeline) }
        UIView.animate(withDuration: context.duration, delay: 0, options: [], animations: changes)
        if tracked { host.trackingTimelines.removeLast() }
    }

    /// The user moved the sheet to `identifier`: the selection changes and the delegate
    /// hears it (only when it changed).
    func select(_ identifier: Detent.Identifier) {
        let before = restingDetent?.identifier
        settlingTo = nil
        guard identifier != before else { return }
        isSelectingByUser = true
        selectedDetentIdentifier = identifier
        isSelectingByUser = false
        (delegate as? UISheetPresentationControllerDelegate)?
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
}

/// What a detent's resolver reads.
@MainActor public protocol UISheetPresentationControllerDetentResolutionContext {
    var containerTraitCollection: UITraitCollection { get }
    /// The large detent's height: the room above the bottom of the safe area, less the
    /// space above a sheet at full height.
    var maximumDetentValue: CGFloat { get }
}

struct ResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
}

/// The sheet's delegate: the presentation controller's, and the selected detent
/// changing by the user's hand (when the sheet comes to rest there; not when the app
/// sets it).
@MainActor public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController) {}
}

/// UIKit's dimming behind a sheet: it covers the container under the sheet, and a tap
/// on it dismisses the sheet as a swipe would.
@MainActor final class SheetDimmingView: UIView {
    weak var sheet: UISheetPresentationController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        recordName = "sheetDimming"
        backgroundColor = UIColor(white: 0, alpha: 0.1)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: SheetDimmingView.handleTap))
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func handleTap(_ recognizer: UITapGestureRecognizer) { sheet?.dismissByUser() }
}

/// Only touches on the sheet reach its pan.
@MainActor final class SheetPanDelegate: UIGestureRecognizerDelegate {
    weak var sheet: UISheetPresentationController?

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let sheet, sheet.isOnScreen, let view = sheet.presentedView else { return false }
        return view.convert(view.bounds, to: nil).contains(touch.location(in: nil))
    }
}
