/// A scroll view of items its layout places: the data source says how many there are
/// and makes the cells (dequeued from the ones it registered), the collection view
/// shows the cells whose frames cross its bounds as it scrolls, takes back those that
/// leave for reuse, and selects the item a tap lands on (touch up on a cell the drag
/// did not take). docs/uikit.md, "Lists".
@MainActor open class UICollectionView: UIScrollView {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    /// Where `scrollToItem` puts the item.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Accepted: not drawn.
    open var backgroundView: UIView?

    private var pool = ReusePool<UICollectionReusableView>()
    private var cells: [IndexPath: UICollectionViewCell] = [:]
    private var counts: [Int]?
    private var selected: [IndexPath] = []
    private var highlighted: IndexPath?
    private var laidOutSize = CGSize.zero

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// There are no archives: a flow layout, as a storyboard's default.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    // MARK: - Data

    /// Forgets the counts and the cells on screen; they are asked for again at the next
    /// layout, as UIKit defers it.
    open func reloadData() {
        counts = nil
        // In index-path order: the pool, and so which cell is dequeued next, is the
        // same on every run (a dictionary's order is not).
        for indexPath in cells.keys.sorted() { retire(cells[indexPath]!) }
        cells = [:]
        selected = []
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    open var numberOfSections: Int { loadedCounts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        loadedCounts.indices.contains(section) ? loadedCounts[section] : 0
    }

    private var loadedCounts: [Int] {
        if let counts { return counts }
        let loaded: [Int]
        if let dataSource {
            loaded = (0..<max(dataSource.numberOfSections(in: self), 0)).map {
                max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0)
            }
        } else {
            loaded = []
        }
        counts = loaded
        return loaded
    }

    // MARK: - Cells

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        pool.register(cellClass as? UICollectionViewCell.Type, for: identifier)
    }

    /// A queued cell of `identifier` (after its `prepareForReuse`), or a new one of the
    /// registered class, placed where the layout puts `indexPath`. UIKit raises for an
    /// identifier nothing was registered for: said on the console, with a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell {
        let frame = layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        if let cell = pool.reuse(identifier, prepare: { $0.prepareForReuse() }) as? UICollectionViewCell {
            UIView.performWithoutAnimation { cell.frame = frame }
            return cell
        }
        guard let type = pool.type(for: identifier) else {
            HeadlessApp.current?.say(.dequeueUnregistered(identifier))
            return UICollectionViewCell(frame: frame)
        }
        let cell = (type.init(reusableFrame: frame) as? UICollectionViewCell) ?? UICollectionViewCell(frame: frame)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// The cell on screen at `indexPath`; nil when it is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { cells[indexPath] }

    open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { cells[$0] } }

    /// In index path order.
    open var indexPathsForVisibleItems: [IndexPath] { cells.keys.sorted() }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { cells.first { $0.value === cell }?.key }

    /// The item whose frame holds `point` (in the collection view's bounds, that is
    /// its content), on screen or not.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        collectionViewLayout.prepareIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .first { $0.frame.contains(point) }?.indexPath
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Lays the items out, then shows the cells the bounds cross, in index path order,
    /// and takes back the others.
    open override func layoutSubviews() {
        if bounds.size != laidOutSize {
            if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) || laidOutSize == .zero {
                collectionViewLayout.isPrepared = false
            }
            laidOutSize = bounds.size
        }
        collectionViewLayout.prepareIfNeeded()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        super.layoutSubviews()
        tile()
    }

    private func tile() {
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        let wanted = (collectionViewLayout.layoutAttributesForElements(in: visible) ?? [])
            .sorted { $0.indexPath < $1.indexPath }
        let keep = Set(wanted.map(\.indexPath))
        for indexPath in cells.keys.sorted() where !keep.contains(indexPath) {
            let cell = cells[indexPath]!
            cells[indexPath] = nil
            retire(cell)
            delegateForItems?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        for (order, attributes) in wanted.enumerated() {
            let indexPath = attributes.indexPath
            let cell: UICollectionViewCell
            if let shown = cells[indexPath] {
                cell = shown
            } else {
                guard let dataSource else { continue }
                cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                cell.isSelected = selected.contains(indexPath)
                cells[indexPath] = cell
                delegateForItems?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
            UIView.performWithoutAnimation { cell.frame = attributes.frame }
            cell.apply(attributes)
            insertSubview(cell, at: order)
        }
    }

    /// Off the screen and into the pool.
    private func retire(_ cell: UICollectionViewCell) {
        cell.removeFromSuperview()
        cell.isHighlighted = false
        if let identifier = cell.reuseIdentifier { pool.enqueue(cell, as: identifier) }
    }

    private var delegateForItems: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    // MARK: - Selection

    open var indexPathsForSelectedItems: [IndexPath]? { selected }

    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for s in selected { cells[s]?.isSelected = false }
            selected = []
            return
        }
        if !allowsMultipleSelection {
            for s in selected where s != indexPath { cells[s]?.isSelected = false }
            selected.removeAll { $0 != indexPath }
        }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        cells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        cells[indexPath]?.isSelected = false
    }

    /// Scrolls so that the item lies where `scrollPosition` says, within the offsets the
    /// content allows.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let a = adjustedContentInset
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY - a.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - (a.top + bounds.height - a.bottom) / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height + a.bottom }
        if scrollPosition.contains(.left) { offset.x = frame.minX - a.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - (a.left + bounds.width - a.right) / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width + a.right }
        let range = offsetRange
        offset = CGPoint(x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
                         y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
        setContentOffset(offset, animated: animated)
    }

    // MARK: - Touches: a tap selects

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard allowsSelection, let touch = touches.first, let indexPath = indexPathForItem(at: touch.location(in: self)),
              let cell = cells[indexPath] else { return }
        guard delegateForItems?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        highlighted = indexPath
        cell.isHighlighted = true
        delegateForItems?.collectionView(self, didHighlightItemAt: indexPath)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let indexPath = unhighlight() else { return }
        if allowsMultipleSelection && selected.contains(indexPath) {
            guard delegateForItems?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: true)
            delegateForItems?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegateForItems?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for previous in selected where previous != indexPath {
                deselectItem(at: previous, animated: true)
                delegateForItems?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        selectItem(at: indexPath, animated: true, scrollPosition: [])
        delegateForItems?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// A drag took the touch: the highlight goes, nothing is selected.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { _ = unhighlight() }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    private func unhighlight() -> IndexPath? {
        guard let indexPath = highlighted else { return nil }
        highlighted = nil
        cells[indexPath]?.isHighlighted = false
        delegateForItems?.collectionView(self, didUnhighlightItemAt: indexPath)
        return indexPath
    }
}

/// Where a collection view's items come from.
@MainActor public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// One by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// What a collection view tells and asks its delegate (also its scroll view's
/// delegate); every method defaults to UIKit's answer.
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
}
