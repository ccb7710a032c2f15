/// UIKit's grid layout: items in lines across the collection view, lines down it
/// (`FlowLayoutGrid`, docs/uikit.md "Lists"). The delegate, if it adopts
/// `UICollectionViewDelegateFlowLayout`, sizes and spaces each section's items.
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Accepted: section insets are measured from the content inset, whatever is set.
    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

    /// UIKit's defaults: 50 × 50 items, 10 points apart each way, no section inset.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    open var sectionInsetReference = SectionInsetReference.fromContentInset
    /// Accepted: with no Auto Layout, cells do not size themselves.
    open var estimatedItemSize = CGSize.zero
    /// Accepted: cells do not size themselves.
    public static let automaticSize = CGSize(width: 1.7976931348623157e308, height: 1.7976931348623157e308)

    private var frames: [[CGRect]] = []
    private var contentSize = CGSize.zero

    public override init() { super.init() }

    /// The grid for the collection view's current data and width (its bounds less the
    /// adjusted content inset: section insets are measured from the content inset,
    /// Apple's *UICollectionViewFlowLayout.SectionInsetReference.fromContentInset*).
    open override func prepare() {
        super.prepare()
        guard let view = collectionView else { return }
        let flow = view.delegate as? UICollectionViewDelegateFlowLayout
        let horizontal = scrollDirection == .horizontal
        let sections = (0..<view.numberOfSections).map { s in
            FlowLayoutGrid.Section(
                itemSizes: (0..<view.numberOfItems(inSection: s)).map { i in
                    flow?.collectionView(view, layout: self, sizeForItemAt: IndexPath(item: i, section: s)) ?? itemSize
                },
                inset: flow?.collectionView(view, layout: self, insetForSectionAt: s) ?? sectionInset,
                lineSpacing: flow?.collectionView(view, layout: self, minimumLineSpacingForSectionAt: s)
                    ?? minimumLineSpacing,
                interitemSpacing: flow?.collectionView(view, layout: self, minimumInteritemSpacingForSectionAt: s)
                    ?? minimumInteritemSpacing)
        }
        let inset = view.adjustedContentInset
        let across = horizontal ? view.bounds.height - inset.top - inset.bottom
            : view.bounds.width - inset.left - inset.right
        (frames, contentSize) = FlowLayoutGrid.layout(sections, across: across, horizontal: horizontal)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for (s, section) in frames.enumerated() {
            for (i, frame) in section.enumerated() where frame.overlaps(rect) {
                found.append(attributes(IndexPath(item: i, section: s), frame))
            }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return attributes(indexPath, frames[indexPath.section][indexPath.item])
    }

    /// A new width lays the grid out again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let view = collectionView else { return false }
        return scrollDirection == .vertical ? newBounds.width != view.bounds.width
            : newBounds.height != view.bounds.height
    }

    private func attributes(_ indexPath: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = frame
        return a
    }
}

/// What the delegate may say to a flow layout, section by section; each defaults to
/// the layout's own value.
@MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
}
