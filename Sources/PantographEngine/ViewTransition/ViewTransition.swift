/// `UIView.transition(with:duration:options:animations:completion:)` or
/// `UIView.transition(from:to:duration:options:completion:)` in flight, on the virtual
/// clock (docs/flip.md, docs/uikit.md "View transitions").
///
/// UIKit runs the change at once — `from` leaves its superview, `to` is added, a
/// `hidden` flips — and animates a snapshot of the container from the old look to the
/// new. Pantograph keeps the views UIKit has already removed or hidden on screen until
/// the completion, turned, curled or faded as the snapshot shows them, and says which
/// they are (`departing`, `hiding`), so the hierarchy it reports is UIKit's at every
/// moment while the frames are what the screen shows.
public struct ViewTransition: Hashable, Sendable {
    /// Which of UIView's two transition calls started it: they differ in which views
    /// change and in what the container is.
    public enum Form: Hashable, Sendable {
        /// `transition(with: view, …)`: the animations block toggles `isHidden` of the
        /// view's subviews (the seed's block: `pinkView.isHidden.toggle()`,
        /// `greenView.isHidden.toggle()`).
        case with(view: Int)
        case from(Int, to: Int)
    }

    public let form: Form
    /// The view whose look UIKit animates: `with`'s view, or `from`'s superview.
    public let container: Int
    public let options: ViewTransitionOptions
    public internal(set) var run: RunningAnimation
    /// Out of the hierarchy already; the screen shows UIKit's snapshot of them.
    public let departing: [Int]
    /// Hidden already; the screen shows them until the end.
    public let hiding: [Int]
    /// The completion: departing views leave the window, hiding views hide, and every
    /// turned, curled or faded view is put back as it was.
    let whenDone: [Edit]

    /// The fraction of the duration that has passed.
    public var fraction: Double { run.fraction }
    /// How far the effect is, after the curve: a flip's angle is 180° × this.
    public var progress: Double { options.curve.progress(at: fraction) }
}

/// A view transition asked for by name; the engine checks the names (a deallocated
/// view is an error: UIKit would crash).
public enum ViewTransitionRequest: Hashable, Sendable {
    case with(view: String, options: ViewTransitionOptions)
    case from(String, to: String, options: ViewTransitionOptions)
}

/// One view in the hierarchy as UIKit has it (not as the screen shows it mid-flight).
public struct HierarchyEntry: Hashable, Sendable {
    public let name: String
    /// nil: a subview of the window.
    public let superview: String?
    public let isHidden: Bool

    /// An entry read elsewhere (an app's UIKit objects).
    public init(name: String, superview: String?, isHidden: Bool) {
        self.name = name
        self.superview = superview
        self.isHidden = isHidden
    }
}
