/// A scroll view of rows, one under the other, section after section, between an
/// optional header and footer view: the data source says how many there are and makes
/// the cells (dequeued), the delegate may size each row. It shows the rows its bounds
/// cross as it scrolls, takes back those that leave for reuse, and selects the row a
/// tap lands on. Plain style; docs/uikit.md, "Lists".
@MainActor open class UITableView: UIScrollView {
    /// Only `plain` is laid out as UIKit does; the grouped styles are accepted and laid
    /// out as plain (no section gaps, no insets).
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    /// Accepted: separators are not drawn.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
    /// Where `scrollToRow` puts the row.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    /// `rowHeight`'s default: the row sizes itself, which with no Auto Layout is
    /// `standardRowHeight`.
    public static let automaticDimension: CGFloat = -1
    /// UIKit's standard row, 44 points.
    public static let standardRowHeight: CGFloat = 44

    public let style: Style
    open var rowHeight = UITableView.automaticDimension { didSet { invalidateRows() } }
    /// Accepted: rows are sized exactly.
    open var estimatedRowHeight = UITableView.automaticDimension
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var separatorStyle = SeparatorStyle.singleLine
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Above the first section, as tall as its frame.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            invalidateRows()
        }
    }
    /// Below the last row, as tall as its frame.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            invalidateRows()
        }
    }
    /// Accepted: not drawn.
    open var backgroundView: UIView?

    private var pool = ReusePool<UITableViewCell>()
    private var cells: [IndexPath: UITableViewCell] = [:]
    /// Each section's rows' frames, in the content; nil until the next layout reads them.
    private var rows: [[CGRect]]?
    private var selected: [IndexPath] = []
    private var highlighted: IndexPath?
    private var laidOutWidth: CGFloat = -1

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    // MARK: - Data

    /// Forgets the rows and the cells on screen; they are asked for again at the next
    /// layout, as UIKit defers it.
    open func reloadData() {
        // In index-path order: the pool, and so which cell is dequeued next, is the
        // same on every run (a dictionary's order is not).
        for indexPath in cells.keys.sorted() { retire(cells[indexPath]!) }
        cells = [:]
        selected = []
        invalidateRows()
    }

    private func invalidateRows() {
        rows = nil
        setNeedsLayout()
    }

    open var numberOfSections: Int { layoutRows().count }

    open func numberOfRows(inSection section: Int) -> Int {
        let rows = layoutRows()
        return rows.indices.contains(section) ? rows[section].count : 0
    }

    /// The rows' frames: full width, each as tall as the delegate says (or `rowHeight`),
    /// one under the other after the header view.
    private func layoutRows() -> [[CGRect]] {
        if let rows { return rows }
        var y = tableHeaderView?.frame.height ?? 0
        var laid: [[CGRect]] = []
        if let dataSource {
            for section in 0..<max(dataSource.numberOfSections(in: self), 0) {
                var frames: [CGRect] = []
                for row in 0..<max(dataSource.tableView(self, numberOfRowsInSection: section), 0) {
                    let height = max(heightOfRow(at: IndexPath(row: row, section: section)), 0)
                    frames.append(CGRect(x: 0, y: y, width: bounds.width, height: height))
                    y += height
                }
                laid.append(frames)
            }
        }
        rows = laid
        footerY = y
        return laid
    }

    private var footerY: CGFloat = 0

    private func heightOfRow(at indexPath: IndexPath) -> CGFloat {
        let height = (delegate as? UITableViewDelegate)?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        return height == Self.automaticDimension ? Self.standardRowHeight : height
    }

    // MARK: - Cells

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        pool.register(cellClass as? UITableViewCell.Type, for: identifier)
    }

    /// A queued cell of `identifier` (after its `prepareForReuse`), or a new one of the
    /// registered class, sized for `indexPath`'s row. UIKit raises for an identifier
    /// nothing was registered for: said on the console, with a plain cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let frame = rectForRow(at: indexPath)
        if let cell = dequeueReusableCell(withIdentifier: identifier) {
            UIView.performWithoutAnimation { cell.frame = frame }
            return cell
        }
        HeadlessApp.current?.say(.dequeueUnregistered(identifier))
        let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        cell.frame = frame
        return cell
    }

    /// A queued or new cell of `identifier`; nil when nothing was registered for it and
    /// none is queued (the older form, where the data source makes its own).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = pool.reuse(identifier, prepare: { $0.prepareForReuse() }) { return cell }
        guard let type = pool.type(for: identifier) else { return nil }
        return type.init(reusableStyle: .default, reuseIdentifier: identifier)
    }

    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { cells[indexPath] }

    open var visibleCells: [UITableViewCell] { (indexPathsForVisibleRows ?? []).compactMap { cells[$0] } }

    /// In index path order.
    open var indexPathsForVisibleRows: [IndexPath]? { cells.keys.sorted() }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? { cells.first { $0.value === cell }?.key }

    /// The row whose frame holds `point` (in the table's bounds, that is its content).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        for (s, section) in layoutRows().enumerated() {
            if let r = section.firstIndex(where: { $0.contains(point) }) { return IndexPath(row: r, section: s) }
        }
        return nil
    }

    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let rows = layoutRows()
        guard rows.indices.contains(indexPath.section), rows[indexPath.section].indices.contains(indexPath.row)
        else { return .zero }
        return rows[indexPath.section][indexPath.row]
    }

    /// Lays the rows out, then shows the cells the bounds cross, in index path order,
    /// and takes back the others.
    open override func layoutSubviews() {
        if bounds.width != laidOutWidth {
            laidOutWidth = bounds.width
            rows = nil
        }
        let rows = layoutRows()
        if let header = tableHeaderView {
            UIView.performWithoutAnimation { header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height) }
            if header.superview !== self { addSubview(header) }
        }
        var height = footerY
        if let footer = tableFooterView {
            UIView.performWithoutAnimation {
                footer.frame = CGRect(x: 0, y: footerY, width: bounds.width, height: footer.frame.height)
            }
            if footer.superview !== self { addSubview(footer) }
            height += footer.frame.height
        }
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
        super.layoutSubviews()
        tile(rows)
    }

    private func tile(_ rows: [[CGRect]]) {
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        var wanted: [(IndexPath, CGRect)] = []
        for (s, section) in rows.enumerated() {
            for (r, frame) in section.enumerated() where frame.overlaps(visible) {
                wanted.append((IndexPath(row: r, section: s), frame))
            }
        }
        let keep = Set(wanted.map(\.0))
        let delegate = self.delegate as? UITableViewDelegate
        for indexPath in cells.keys.sorted() where !keep.contains(indexPath) {
            let cell = cells[indexPath]!
            cells[indexPath] = nil
            retire(cell)
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
        for (order, (indexPath, frame)) in wanted.enumerated() {
            let cell: UITableViewCell
            if let shown = cells[indexPath] {
                cell = shown
            } else {
                guard let dataSource else { continue }
                cell = dataSource.tableView(self, cellForRowAt: indexPath)
                cell.setSelected(selected.contains(indexPath), animated: false)
                cells[indexPath] = cell
                delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
            UIView.performWithoutAnimation { cell.frame = frame }
            insertSubview(cell, at: order)
        }
    }

    private func retire(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        cell.setHighlighted(false, animated: false)
        if let identifier = cell.reuseIdentifier { pool.enqueue(cell, as: identifier) }
    }

    // MARK: - Selection

    open var indexPathForSelectedRow: IndexPath? { selected.first }
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for s in selected { cells[s]?.setSelected(false, animated: animated) }
            selected = []
            return
        }
        if !allowsMultipleSelection {
            for s in selected where s != indexPath { cells[s]?.setSelected(false, animated: animated) }
            selected.removeAll { $0 != indexPath }
        }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        cells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        cells[indexPath]?.setSelected(false, animated: animated)
    }

    /// Scrolls so that the row lies where `scrollPosition` says (`none`: as little as
    /// it takes to show it), within the offsets the content allows.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let frame = rectForRow(at: indexPath)
        let a = adjustedContentInset
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = frame.minY - a.top
        case .middle: y = frame.midY - (a.top + bounds.height - a.bottom) / 2
        case .bottom: y = frame.maxY - bounds.height + a.bottom
        case .none:
            if frame.minY < y + a.top { y = frame.minY - a.top }
            else if frame.maxY > y + bounds.height - a.bottom { y = frame.maxY - bounds.height + a.bottom }
        }
        let range = offsetRange
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(y, range.y.lowerBound), range.y.upperBound)),
                         animated: animated)
    }

    // MARK: - Touches: a tap selects

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard allowsSelection, let touch = touches.first, let indexPath = indexPathForRow(at: touch.location(in: self)),
              let cell = cells[indexPath] else { return }
        let delegate = self.delegate as? UITableViewDelegate
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        highlighted = indexPath
        cell.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// UIKit's order: `willSelectRowAt` (which may pick another row, or none), the
    /// previous row deselected, then `didSelectRowAt`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tapped = unhighlight() else { return }
        let delegate = self.delegate as? UITableViewDelegate
        if allowsMultipleSelection && selected.contains(tapped) {
            let answer: IndexPath? = delegate.map { $0.tableView(self, willDeselectRowAt: tapped) } ?? tapped
            guard let row = answer else { return }
            deselectRow(at: row, animated: true)
            delegate?.tableView(self, didDeselectRowAt: row)
            return
        }
        let answer: IndexPath? = delegate.map { $0.tableView(self, willSelectRowAt: tapped) } ?? tapped
        guard let row = answer else { return }
        if !allowsMultipleSelection {
            for previous in selected where previous != row {
                deselectRow(at: previous, animated: true)
                delegate?.tableView(self, didDeselectRowAt: previous)
            }
        }
        selectRow(at: row, animated: true, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: row)
    }

    /// A drag took the touch: the highlight goes, nothing is selected.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { _ = unhighlight() }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    private func unhighlight() -> IndexPath? {
        guard let indexPath = highlighted else { return nil }
        highlighted = nil
        cells[indexPath]?.setHighlighted(false, animated: false)
        (delegate as? UITableViewDelegate)?.tableView(self, didUnhighlightRowAt: indexPath)
        return indexPath
    }
}

/// Where a table view's rows come from.
@MainActor public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// One by default.
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// What a table view tells and asks its delegate (also its scroll view's delegate);
/// every method defaults to UIKit's answer.
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The table's `rowHeight` by default.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
                          forRowAt indexPath: IndexPath) {}
}
