/// A view a collection view reuses: the identifier it was dequeued with, and
/// `prepareForReuse()` before it is handed out again.
@MainActor open class UICollectionReusableView: UIView {
    public internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// How a collection view makes one of a registered class: a subclass that overrides
    /// `init(frame:)` (and `init?(coder:)`) inherits this, as Swift hands down a
    /// convenience initializer, and it runs the subclass's `init(frame:)`. Without
    /// Objective-C a class is made from its type only through a `required`
    /// initializer, and one the subclass would have to write itself would not compile
    /// with UIKit's code unchanged (docs/own-code.md).
    public required convenience init(reusableFrame frame: CGRect) { self.init(frame: frame) }

    /// Called before the collection view hands the view out again.
    open func prepareForReuse() {}
    /// The layout's attributes, applied when the view is placed.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

/// A collection view's cell: a content view for the app's views, selection and
/// highlight.
@MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// Where the app's views go, the size of the cell.
    public let contentView = UIView()
    open var isSelected = false
    open var isHighlighted = false
    /// Accepted: not drawn.
    open var backgroundView: UIView?
    /// Accepted: not drawn.
    open var selectedBackgroundView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
