/// Where one item lies in the collection view's content.
@MainActor open class UICollectionViewLayoutAttributes: NSObject {
    public enum Category: Int, Sendable { case cell, supplementaryView, decorationView }

    open var frame = CGRect.zero
    open var center: CGPoint {
        get { frame.center }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var indexPath: IndexPath
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var zIndex = 0
    open var transform = CGAffineTransform.identity
    public let representedElementCategory = Category.cell

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        super.init()
    }
}

/// Where a collection view's items go; a subclass computes it in `prepare()` and
/// answers the questions below. `UICollectionViewFlowLayout` is UIKit's grid.
@MainActor open class UICollectionViewLayout: NSObject {
    /// The collection view it lays out.
    public internal(set) weak var collectionView: UICollectionView?
    /// Laid out since the last invalidation.
    var isPrepared = false

    public override init() { super.init() }

    /// Computes the layout; called before the collection view asks anything else.
    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The layout is recomputed before it is next read.
    open func invalidateLayout() {
        isPrepared = false
        collectionView?.setNeedsLayout()
    }
    /// Whether a change of the collection view's bounds (a scroll, a resize) calls for
    /// a new layout; a new size always does.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// Where a flick that would stop at `proposedContentOffset` stops instead.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

    /// Prepared, if it was not.
    func prepareIfNeeded() {
        guard !isPrepared else { return }
        isPrepared = true
        prepare()
    }
}
