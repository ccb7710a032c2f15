import PantographEngine
import Testing
@testable import PantographUIKit

/// `UITableView` and `UICollectionView` (docs/uikit.md, "Lists"): the rows and items
/// their bounds cross have cells, made once and then reused as the content scrolls;
/// points map to index paths; a tap selects in UIKit's order. Expected frames are
/// worked out by hand from the sizes, not read from the layout.
@MainActor @Suite struct ListTests {
    /// Counts the cells ever made, and what the table asked and told.
    @MainActor final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var count = 100
        var heights: ((IndexPath) -> CGFloat)?
        var asked: [Int] = []
        var heard: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            asked.append(indexPath.row)
            return tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heights?(indexPath) ?? UITableView.automaticDimension
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            heard.append("willSelect \(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            heard.append("didSelect \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            heard.append("didDeselect \(indexPath.row)")
        }
    }

    @MainActor final class CountedCell: UITableViewCell {
        static var made = 0
        override init(style: CellStyle, reuseIdentifier: String?) {
            Self.made += 1
            super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    /// A 390×600 table at y = 100.
    private func tableApp(_ rows: Rows) -> (HeadlessApp, UITableView) {
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 600), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(CountedCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        let app = makeApp { $0.addSubview(table) }
        return (app, table)
    }

    /// 44-point rows: 600 points show rows 0–13 (13 × 44 = 572 < 600); scrolled to 440,
    /// rows 10–23 (row 9 ends at 440: touching is not showing), the ten new ones made
    /// from the ten that left, no new cell.
    @Test func theVisibleRowsHaveCellsAndCellsAreReused() throws {
        CountedCell.made = 0
        let rows = Rows()
        let (app, table) = tableApp(rows)
        #expect(table.contentSize == CGSize(width: 390, height: 4400))
        #expect(table.indexPathsForVisibleRows == (0...13).map { IndexPath(row: $0, section: 0) })
        #expect(rows.asked == Array(0...13) && CountedCell.made == 14)
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0))?.frame == CGRect(x: 0, y: 220, width: 390, height: 44))
        app.turn { table.contentOffset = CGPoint(x: 0, y: 440) }
        #expect(table.indexPathsForVisibleRows == (10...23).map { IndexPath(row: $0, section: 0) })
        #expect(rows.asked == Array(0...13) + Array(14...23) && CountedCell.made == 14)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 450)) == IndexPath(row: 10, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 4400)) == nil)
        #expect(table.rectForRow(at: IndexPath(row: 99, section: 0)) == CGRect(x: 0, y: 4356, width: 390, height: 44))
    }

    /// The delegate's heights: rows alternately 30 and 60.
    @Test func theDelegateSizesTheRows() throws {
        let rows = Rows()
        rows.heights = { $0.row % 2 == 0 ? 30 : 60 }
        let (_, table) = tableApp(rows)
        #expect(table.contentSize.height == 4500)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 120, width: 390, height: 60))
        // 600 points: rows 0–13 end at 630.
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 13, section: 0))
    }

    /// A tap on a row selects it (willSelect, then didSelect); a tap on another
    /// deselects the first; a drag selects nothing.
    @Test func aTapSelectsARow() throws {
        let rows = Rows()
        let (app, table) = tableApp(rows)
        try app.tap(at: CGPoint(x: 200, y: 100 + 2 * 44 + 5))
        #expect(rows.heard == ["willSelect 2", "didSelect 2"] && table.indexPathForSelectedRow?.row == 2)
        try app.tap(at: CGPoint(x: 200, y: 100 + 4 * 44 + 5))
        #expect(rows.heard.suffix(3) == ["willSelect 4", "didDeselect 2", "didSelect 4"])
        rows.heard = []
        try app.touchDown(at: CGPoint(x: 200, y: 400))
        for i in 1...5 { try app.touchMove(to: CGPoint(x: 200, y: 400 - 10 * CGFloat(i))) }
        try app.touchUp()
        #expect(rows.heard.isEmpty && table.indexPathForSelectedRow?.row == 4)
    }

    /// Dequeuing an identifier nothing was registered for: UIKit raises; here the
    /// console says so.
    @Test func anUnregisteredIdentifierIsReported() throws {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 600), style: .plain)
        table.dataSource = rows
        let app = makeApp { $0.addSubview(table) }
        #expect(app.console.contains(.dequeueUnregistered("row")))
    }

    // MARK: - The collection view

    @MainActor final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var selected: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            section == 0 ? 7 : 2
        }
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    /// 100-point items, 10-point spacing and insets, across 390: three to a line (3 ×
    /// 100 + 2 × 10 = 320 ≤ 370), justified (the 50 left over widen the gaps to 35),
    /// the last line's one item where a full line's first goes; sections one under the
    /// other.
    @Test func aFlowLayoutPlacesItemsInJustifiedLines() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let items = Items()
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        grid.contentInsetAdjustmentBehavior = .never
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        grid.dataSource = items
        grid.delegate = items
        let app = makeApp { $0.addSubview(grid) }
        func frame(_ item: Int, _ section: Int) -> CGRect? {
            grid.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
        #expect(frame(0, 0) == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(frame(1, 0) == CGRect(x: 145, y: 10, width: 100, height: 100))
        #expect(frame(2, 0) == CGRect(x: 280, y: 10, width: 100, height: 100))
        #expect(frame(3, 0) == CGRect(x: 10, y: 120, width: 100, height: 100))
        #expect(frame(6, 0) == CGRect(x: 10, y: 230, width: 100, height: 100))
        // Section 0 ends at 230 + 100 + 10 = 340; section 1 starts 10 lower.
        #expect(frame(1, 1) == CGRect(x: 145, y: 350, width: 100, height: 100))
        #expect(grid.contentSize == CGSize(width: 390, height: 460))
        #expect(grid.visibleCells.count == 9 && grid.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == frame(4, 0))
        #expect(grid.indexPathForItem(at: CGPoint(x: 150, y: 130)) == IndexPath(item: 4, section: 0))
        #expect(grid.indexPathForItem(at: CGPoint(x: 130, y: 130)) == nil)
        // Section 1's two items sit where a full line's first two would.
        try app.tap(at: CGPoint(x: 300, y: 400))
        try app.tap(at: CGPoint(x: 200, y: 400))
        #expect(items.selected == [IndexPath(item: 1, section: 1)])
    }
}
