internal import PantographLayout

/// A view's part in Auto Layout, kept in the view (`UIView.autoLayout`): its item and
/// engine once it takes part, the constraints it holds, its guides, its content
/// priorities, and where the update pass has got to.
struct AutoLayoutState {
    var item: LayoutItem?
    /// The active constraints it holds (`UIView.constraints`), in the order added.
    var constraints: [NSLayoutConstraint] = []
    /// Its layout guides, UIKit's own (safe area, margins) once asked for.
    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var hugging = PerAxis(UILayoutPriority.defaultLow)
    var compressionResistance = PerAxis(UILayoutPriority.defaultHigh)
    /// `updateConstraints` is owed: every view starts owing it, as in UIKit.
    var needsUpdateConstraints = true
    /// It or a view inside it owes the update pass something.
    var subtreeNeedsUpdateConstraints = true
    /// `invalidateIntrinsicContentSize` was called: the pass asks the size again.
    var isContentSizeStale = false
    /// Its pinned frame broke against a required constraint; set again by
    /// `translatesAutoresizingMaskIntoConstraints`.
    var isAutoresizingBroken = false

    struct PerAxis {
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority

        init(_ both: UILayoutPriority) { (horizontal, vertical) = (both, both) }

        subscript(axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
            get {
                switch axis {
                case .horizontal: horizontal
                case .vertical: vertical
                }
            }
            set {
                switch axis {
                case .horizontal: horizontal = newValue
                case .vertical: vertical = newValue
                }
            }
        }
    }
}
