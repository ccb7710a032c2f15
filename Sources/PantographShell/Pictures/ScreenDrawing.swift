import PantographEngine

/// The characters `draw` uses: Unicode box drawing, or ASCII for an output that is
/// not UTF-8.
public enum DrawCharset: String, Hashable, Sendable, CaseIterable {
    case unicode, ascii
}

/// `draw`'s defaults, from the session's options: the terminal's width, height and
/// charset. `sweep` fits its rows to the same width.
public struct DrawDefaults: Hashable, Sendable {
    public var width: Int
    /// The terminal's lines; nil when the output is not a terminal (no limit).
    public var height: Int?
    public var charset: DrawCharset

    public init(width: Int = ScreenDrawing.defaultWidth, height: Int? = nil, charset: DrawCharset = .unicode) {
        self.width = width
        self.height = height
        self.charset = charset
    }
}

/// The window as a picture in character cells: every view's visual frame as a
/// labelled box, back to front, clipped to the screen, with a legend under it.
/// A pure function of its input: no state, no terminal.
///
/// - A cell is twice as tall as it is wide: a picture `columns` wide is
///   `columns × height / width / 2` rows tall.
/// - `─` a view, `═` a phantom, `┄` a view that is hidden or of alpha 0 (its name in
///   [brackets]); rounded corners for a corner radius. Hidden views are drawn first,
///   so a shown view's lines are never broken by a hidden one's; otherwise a later
///   view's lines draw over an earlier one's. Where lines of one kind cross they join.
/// - A view partly off screen loses the edges past the screen's; one entirely off
///   screen is named under the picture.
public enum ScreenDrawing {
    public static let defaultWidth = 80
    public static let widthRange = 20...400
    /// The most rows a picture has: a screen taller than that in proportion is drawn
    /// narrower, keeping its aspect.
    public static let maxRows = 1000
    /// The fewest rows a picture fitted to a terminal's height keeps.
    public static let minRows = 4

    // MARK: - Input

    /// One view as the picture shows it.
    public struct Box: Hashable, Sendable {
        public var name: String
        /// In window points, transforms applied (`UIView.frame`).
        public var frame: Rect
        public var alpha: Double
        public var isHidden: Bool
        public var scale: Double
        public var cornerRadius: Double
        public var isPhantom: Bool

        public init(name: String, frame: Rect, alpha: Double = 1, isHidden: Bool = false, scale: Double = 1,
                    cornerRadius: Double = 0, isPhantom: Bool = false) {
            self.name = name
            self.frame = frame
            self.alpha = alpha
            self.isHidden = isHidden
            self.scale = scale
            self.cornerRadius = cornerRadius
            self.isPhantom = isPhantom
        }

        public init(_ view: ViewOnScreen) {
            self.init(name: view.name, frame: view.frame, alpha: view.alpha, isHidden: view.isHidden,
                      scale: view.scale, cornerRadius: view.cornerRadius, isPhantom: view.isPhantom)
        }

        /// Not seen on the screen: hidden, or fully transparent.
        var isUnseen: Bool { isHidden || percent == 0 }

        /// The alpha as a whole percent.
        var percent: Int { Int((min(max(alpha, 0), 1) * 100).rounded()) }

        var hasScale: Bool { abs(scale - 1) >= 0.005 }

        /// `name`, `fade 65%`, `image~ ×0.95`, `[detail]`, `[fade 0%]`.
        func label(_ charset: DrawCharset) -> String {
            var text = name
            if !isHidden && percent < 100 { text += " \(percent)%" }
            if hasScale { text += " " + (charset == .unicode ? "×" : "x") + Self.decimals(scale) }
            return isUnseen ? "[" + text + "]" : text
        }

        /// Two decimals without trailing zeros: `0.95`, `1.2`, `2`.
        static func decimals(_ value: Double) -> String {
            var text = Numbers.fixed(value, 2)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text
        }
    }

    // MARK: - Points to cells

    /// A box's cells, first and last column and row inclusive; they may lie beyond
    /// the picture.
    public struct Cells: Hashable, Sendable {
        public var left, top, right, bottom: Int

        public init(left: Int, top: Int, right: Int, bottom: Int) {
            self.left = left
            self.top = top
            self.right = right
            self.bottom = bottom
        }

        public var width: Int { right - left + 1 }
        public var height: Int { bottom - top + 1 }
    }

    /// How window points map to character cells. The screen's left edge is the left
    /// edge of column 0 and its right edge the right edge of column `columns − 1`;
    /// likewise for rows. A frame's edges round to the nearest cell boundary, so a
    /// box is within half a cell of its view; a view thinner than a cell is a line.
    public struct Grid: Hashable, Sendable {
        public let screen: Size
        public let columns: Int
        public let rows: Int

        /// A picture `width` columns wide (fewer only when the screen is so tall that
        /// it would pass `maxRows`, which keeps its aspect).
        public init(screen: Size, width: Int, maxRows: Int = ScreenDrawing.maxRows) {
            self.screen = screen
            let rowsPerColumn = screen.height / max(screen.width, 1) / 2
            var columns = max(width, 1)
            var rows = ScreenDrawing.whole(Double(columns) * rowsPerColumn)
            let maxRows = max(1, min(maxRows, ScreenDrawing.maxRows))
            if rows > maxRows {
                rows = maxRows
                columns = max(1, min(columns, ScreenDrawing.whole(Double(rows) / rowsPerColumn)))
            }
            self.columns = columns
            self.rows = max(rows, 1)
        }

        /// The cell boundary nearest to a point's x: 0 at the screen's left edge,
        /// `columns` at its right edge.
        /// The cells a frame covers: at least one on each axis.
        public func cells(of frame: Rect) -> Cells {
            let (left, right) = Self.span(frame.x, frame.width, Double(columns) / screen.width)
            let (top, bottom) = Self.span(frame.y, frame.height, Double(rows) / screen.height)
            return Cells(left: left, top: top, right: right, bottom: bottom)
        }

        /// The first and last cell from `start` over `length` points, `scale` cells a
        /// point: each edge at the nearest cell boundary (halves round up).
        static func span(_ start: Double, _ length: Double, _ scale: Double) -> (Int, Int) {
            let first = ScreenDrawing.whole((start * scale + 0.5).rounded(.down))
            let last = ScreenDrawing.whole(((start + length) * scale + 0.5).rounded(.down)) - 1
            return (first, max(first, last))
        }

        /// Whether any of the frame is on the screen (a zero-size frame counts when
        /// it lies within it).
        public func isOnScreen(_ frame: Rect) -> Bool {
            Self.overlaps(frame.x, frame.width, screen.width) && Self.overlaps(frame.y, frame.height, screen.height)
        }

        /// On the screen, but not all of it.
        public func isPartlyOffScreen(_ frame: Rect) -> Bool {
            isOnScreen(frame) && (frame.x < 0 || frame.y < 0 || frame.x + frame.width > screen.width
                                  || frame.y + frame.height > screen.height)
        }

        static func overlaps(_ start: Double, _ length: Double, _ extent: Double) -> Bool {
            length > 0 ? start < extent && start + length > 0 : start >= 0 && start <= extent
        }

        /// The cells to draw for a frame: those it covers, or, when it is on the
        /// screen by less than half a cell, the nearest cell inside the picture.
        func drawnCells(of frame: Rect) -> Cells {
            var c = cells(of: frame)
            guard isOnScreen(frame) else { return c }
            c.left = min(c.left, columns - 1)
            c.right = max(c.right, 0, c.left)
            c.top = min(c.top, rows - 1)
            c.bottom = max(c.bottom, 0, c.top)
            return c
        }
    }

    /// A whole number of cells as an Int, within ±10⁷ (no frame is that far; no Int
    /// overflows).
    static func whole(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? 10_000_000 : -10_000_000 }
        return Int(min(max(value.rounded(), -10_000_000), 10_000_000))
    }

    // MARK: - The picture

    /// The picture's lines (trailing blanks removed), then the legend's, every one
    /// at most `width` characters.
    /// The picture and its legend, `width` columns wide. Given a terminal's `height`,
    /// the picture has fewer rows (and so fewer columns, keeping its aspect) until it,
    /// its legend and the prompt after them fit, down to `minRows`.
    public static func lines(_ boxes: [Box], screen: Size, width: Int, height: Int? = nil,
                             charset: DrawCharset) -> [String] {
        var grid = Grid(screen: screen, width: width)
        var lines = render(boxes, grid: grid, width: width, charset: charset)
        guard let height else { return lines }
        while lines.count + 1 > height && grid.rows > minRows {
            grid = Grid(screen: screen, width: width, maxRows: max(minRows, grid.rows - (lines.count + 1 - height)))
            lines = render(boxes, grid: grid, width: width, charset: charset)
        }
        return lines
    }

    static func render(_ boxes: [Box], grid: Grid, width: Int, charset: DrawCharset) -> [String] {
        var canvas = Canvas(columns: grid.columns, rows: grid.rows, boxes: boxes.count, charset: charset)
        let onScreen = boxes.indices.filter { grid.isOnScreen(boxes[$0].frame) }
        let cells = Dictionary(uniqueKeysWithValues: onScreen.map { ($0, grid.drawnCells(of: boxes[$0].frame)) })

        // Hidden views first, on their own layer; then the shown ones back to front,
        // each opaque one hiding the shown lines behind it.
        let order = onScreen.filter { boxes[$0].isUnseen } + onScreen.filter { !boxes[$0].isUnseen }
        for index in order {
            let box = boxes[index]
            let style: Canvas.Style = box.isUnseen ? .dotted : box.isPhantom ? .double : .light
            canvas.stroke(cells[index]!, style: style, rounded: box.cornerRadius > 0 && !box.isPhantom, owner: index,
                          isHidden: box.isUnseen, isOpaque: box.percent == 100)
        }

        // Labels: the smallest boxes first, where room is scarcest; the same size in
        // window order, so boxes that share an outline read back to front.
        let byArea = onScreen.sorted {
            let a = cells[$0]!, b = cells[$1]!
            return (a.width * a.height, $0) < (b.width * b.height, $1)
        }
        var covered: [String] = [], unlabelled: [String] = []
        for index in byArea {
            let box = boxes[index]
            if !box.isUnseen && canvas.isCovered(index) {
                covered.append(box.name)
            } else if !canvas.place(box.label(charset), for: cells[index]!, owner: index, isHidden: box.isUnseen) {
                unlabelled.append(box.name)
            }
        }
        let inWindowOrder = { (names: [String]) in boxes.map(\.name).filter { names.contains($0) } }

        return canvas.lines() + legend(boxes, onScreen: onScreen, grid: grid, covered: inWindowOrder(covered),
                                       unlabelled: inWindowOrder(unlabelled), width: width, charset: charset)
    }

    /// What the line styles mean (only those drawn), then the views off screen, cut
    /// by its edge, covered by opaque views, and left without a label.
    static func legend(_ boxes: [Box], onScreen: [Int], grid: Grid, covered: [String], unlabelled: [String],
                       width: Int, charset: DrawCharset) -> [String] {
        // The key explains what is drawn: not what is covered.
        let shown = onScreen.map { boxes[$0] }.filter { !covered.contains($0.name) }
        let unicode = charset == .unicode
        var key: [String] = []
        if shown.contains(where: { !$0.isUnseen && !$0.isPhantom }) { key.append(unicode ? "┌─┐ view" : "+-+ view") }
        if shown.contains(where: { !$0.isUnseen && $0.isPhantom }) { key.append(unicode ? "╔═╗ phantom" : "#=# phantom") }
        if shown.contains(where: \.isUnseen) { key.append(unicode ? "┌┄┐ [hidden]" : "+.+ [hidden]") }
        // ASCII rounds only a shown view's corners (a hidden one's stay +).
        if shown.contains(where: { !$0.isPhantom && $0.cornerRadius > 0 && (unicode || !$0.isUnseen) }) {
            key.append(unicode ? "╭─╮ corner radius" : ".-. corner radius")
        }
        if shown.contains(where: { !$0.isHidden && $0.percent < 100 }) { key.append("N% alpha") }
        if shown.contains(where: \.hasScale) { key.append(unicode ? "×N scale" : "xN scale") }

        var lines: [String] = []
        if !key.isEmpty { lines += wrapped(key, first: "", indent: "", width: width) }
        let off = boxes.indices.filter { !onScreen.contains($0) }.map { boxes[$0].name }
        if !off.isEmpty { lines += wrapped(off, first: "off screen:", width: width) }
        let cut = onScreen.filter { grid.isPartlyOffScreen(boxes[$0].frame) }.map { boxes[$0].name }
        if !cut.isEmpty { lines += wrapped(cut, first: "partly off screen:", width: width) }
        if !covered.isEmpty { lines += wrapped(covered, first: "covered:", width: width) }
        if !unlabelled.isEmpty { lines += wrapped(unlabelled, first: "no room to label:", width: width) }
        return lines
    }

    /// Items after `first`, two blanks apart (one after a heading), wrapped at `width`
    /// to lines that start with `indent`; an item longer than a line is cut.
    static func wrapped(_ items: [String], first: String, indent: String = "  ", width: Int) -> [String] {
        var lines: [String] = []
        var line = first
        for item in items {
            let separator = line.isEmpty ? "" : line == first ? " " : "  "
            if line.count + separator.count + item.count <= width {
                line += separator + item
                continue
            }
            if !line.isEmpty { lines.append(line) }
            let room = width - indent.count
            line = indent + (item.count <= room ? item : String(item.prefix(room - 1)) + "…")
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

/// The cells of a picture: line pieces, each with the directions it joins and the box
/// it belongs to, and the labels on top of them. Hidden views are outlines on a layer
/// of their own, under the shown views' lines: an opaque shown view clears the shown
/// lines inside it, never the hidden ones.
struct Canvas {
    enum Style { case light, double, dotted }

    struct Piece {
        var style: Style
        var directions: UInt8
        var rounded: Bool
        /// The box that drew it last.
        var owner: Int
    }

    static let up: UInt8 = 1, down: UInt8 = 2, left: UInt8 = 4, right: UInt8 = 8

    let columns: Int
    let rows: Int
    let charset: DrawCharset
    var hidden: [Piece?]
    var shown: [Piece?]
    var labels: [Character?]
    /// The last opaque shown box over each cell (its edges included), or -1.
    var coveredBy: [Int]
    /// Each box's cells, by index.
    var geometry: [ScreenDrawing.Cells?]

    init(columns: Int, rows: Int, boxes: Int, charset: DrawCharset) {
        geometry = Array(repeating: nil, count: boxes)
        self.columns = columns
        self.rows = rows
        self.charset = charset
        hidden = Array(repeating: nil, count: columns * rows)
        shown = hidden
        labels = Array(repeating: nil, count: columns * rows)
        coveredBy = Array(repeating: -1, count: columns * rows)
    }

    /// The cells of a box inside the picture, row by row.
    func area(_ c: ScreenDrawing.Cells) -> [(Int, Int)] {
        let xs = max(c.left, 0)..<max(min(c.right + 1, columns), max(c.left, 0))
        let ys = max(c.top, 0)..<max(min(c.bottom + 1, rows), max(c.top, 0))
        return ys.flatMap { y in xs.map { ($0, y) } }
    }

    /// Whether a cell of a box is under a later opaque box.
    func isCovered(_ x: Int, _ y: Int, for owner: Int) -> Bool { coveredBy[y * columns + x] > owner }

    /// Whether later opaque boxes hide all of a shown box.
    func isCovered(_ owner: Int) -> Bool {
        guard let c = geometry[owner] else { return true }
        return area(c).allSatisfy { isCovered($0.0, $0.1, for: owner) }
    }

    func contains(_ x: Int, _ y: Int) -> Bool { x >= 0 && x < columns && y >= 0 && y < rows }

    /// What a cell shows: a shown line, else a hidden one.
    func piece(_ x: Int, _ y: Int) -> Piece? {
        let i = y * columns + x
        return shown[i] ?? hidden[i]
    }

    /// Whether the line at a cell is the box's own, or that of a box with the same
    /// cells (views of one frame share one outline).
    func isOutline(_ x: Int, _ y: Int, of owner: Int) -> Bool {
        guard let piece = piece(x, y) else { return false }
        return piece.owner == owner || geometry[piece.owner] == geometry[owner]
    }

    // MARK: Lines

    /// A box's outline on its layer; only the cells inside the picture are drawn. An
    /// opaque box first clears the shown lines inside it.
    mutating func stroke(_ c: ScreenDrawing.Cells, style: Style, rounded: Bool, owner: Int,
                         isHidden: Bool, isOpaque: Bool) {
        geometry[owner] = c
        let covers = isOpaque && !isHidden
        if covers {
            for (x, y) in area(c) { coveredBy[y * columns + x] = owner }
        }
        if covers && c.width > 2 && c.height > 2 {
            for y in max(c.top + 1, 0)..<max(min(c.bottom, rows), max(c.top + 1, 0)) {
                for x in max(c.left + 1, 0)..<max(min(c.right, columns), max(c.left + 1, 0)) {
                    shown[y * columns + x] = nil
                }
            }
        }
        /// `inward`: the direction into the box from an edge, which an opaque box
        /// takes from the lines it covers.
        func put(_ x: Int, _ y: Int, _ directions: UInt8, rounded: Bool = false, inward: UInt8 = 0) {
            guard contains(x, y) else { return }
            let i = y * columns + x
            let old = isHidden ? hidden[i] : shown[i]
            var new = Piece(style: style, directions: directions, rounded: rounded, owner: owner)
            // Lines of one kind join; another kind is drawn over.
            if let old, old.style == style {
                new.directions |= old.directions & ~(covers ? inward : 0)
                new.rounded = rounded && new.directions == directions
            }
            if isHidden { hidden[i] = new } else { shown[i] = new }
        }
        let xs = max(c.left, 0)...max(min(c.right, columns - 1), max(c.left, 0))
        let ys = max(c.top, 0)...max(min(c.bottom, rows - 1), max(c.top, 0))
        if c.width == 1 && c.height == 1 {
            put(c.left, c.top, 0)
        } else if c.height == 1 {
            for x in xs { put(x, c.top, (x > c.left ? Self.left : 0) | (x < c.right ? Self.right : 0)) }
        } else if c.width == 1 {
            for y in ys { put(c.left, y, (y > c.top ? Self.up : 0) | (y < c.bottom ? Self.down : 0)) }
        } else {
            for x in xs where x > c.left && x < c.right {
                put(x, c.top, Self.left | Self.right, inward: Self.down)
                put(x, c.bottom, Self.left | Self.right, inward: Self.up)
            }
            for y in ys where y > c.top && y < c.bottom {
                put(c.left, y, Self.up | Self.down, inward: Self.right)
                put(c.right, y, Self.up | Self.down, inward: Self.left)
            }
            put(c.left, c.top, Self.down | Self.right, rounded: rounded)
            put(c.right, c.top, Self.down | Self.left, rounded: rounded)
            put(c.left, c.bottom, Self.up | Self.right, rounded: rounded)
            put(c.right, c.bottom, Self.up | Self.left, rounded: rounded)
        }
    }

    // MARK: Labels

    /// Whether `count` cells from x on row y are inside the picture, free of labels,
    /// with a free cell (or the picture's edge) on either side, and each one passes
    /// `test`.
    func isFree(_ x: Int, _ y: Int, _ count: Int, _ test: (Int, Int) -> Bool = { _, _ in true }) -> Bool {
        guard y >= 0, y < rows, x >= 0, x + count <= columns else { return false }
        for cx in (x - 1)...(x + count) where cx >= 0 && cx < columns {
            if labels[y * columns + cx] != nil { return false }
        }
        return (x..<(x + count)).allSatisfy { test($0, y) }
    }

    /// The first `count` cells in a row, between `first` and `last`, that are free
    /// (`isFree`) and pass `test`; rows in the order given. Each cell is tested once.
    func firstSpot(rows candidates: [Int], from first: Int, to last: Int, count: Int,
                   _ test: (Int, Int) -> Bool) -> (Int, Int)? {
        guard count > 0, first >= 0, last < columns, last - first + 1 >= count else { return nil }
        for y in candidates where y >= 0 && y < rows {
            var run = 0
            for x in first...last {
                let i = y * columns + x
                run = labels[i] == nil && test(x, y) ? run + 1 : 0
                // One free cell (or the picture's edge) on either side.
                if run >= count && (x - count < 0 || labels[i - count] == nil)
                    && (x + 1 >= columns || labels[i + 1] == nil) {
                    return (x - count + 1, y)
                }
            }
        }
        return nil
    }

    mutating func write(_ text: String, _ x: Int, _ y: Int) {
        for (offset, character) in text.enumerated() { labels[y * columns + x + offset] = character }
    }

    /// Puts a box's label, in this order of preference: on its own outline (its top
    /// edge, or its bottom edge when another box drew over the top one), or one it
    /// shares with boxes of the same cells; inside it, on blanks, hidden lines and its
    /// outline; beside it (right, left, below, above), on blanks and hidden lines; cut
    /// short inside it; anywhere inside it. A shown box's label stays off the cells
    /// later opaque boxes cover. False when there is no room.
    mutating func place(_ label: String, for c: ScreenDrawing.Cells, owner: Int, isHidden: Bool) -> Bool {
        let count = label.count
        // Inside: between the left and right edges (the picture's edge when a box's
        // edge is off it), from the top row down.
        let first = c.left >= 0 ? c.left + 1 : 0
        let last = c.right < columns ? c.right - 1 : columns - 1
        let rowsInside = Array(max(c.top, 0)...max(min(c.bottom, rows - 1), max(c.top, 0)))
        // The lines do not change while labels are placed.
        let lines = self
        let inSight = { (x: Int, y: Int) in isHidden || !lines.isCovered(x, y, for: owner) }
        let outline = { (x: Int, y: Int) in lines.isOutline(x, y, of: owner) && inSight(x, y) }
        // No shown line to write over: blank, or a hidden view's line.
        let blank = { (x: Int, y: Int) in lines.shown[y * lines.columns + x] == nil }
        let blankOrOutline = { (x: Int, y: Int) in (blank(x, y) && inSight(x, y)) || outline(x, y) }
        let tests = [outline, blankOrOutline, { _, _ in true }]
        for (tier, test) in tests.enumerated() {
            if let (x, y) = firstSpot(rows: rowsInside, from: first, to: last, count: count, test) {
                write(label, x, y)
                return true
            }
            guard tier == 1 else { continue }
            // Beside.
            var spots: [(Int, Int)] = []
            for y in rowsInside { spots.append((c.right + 1, y)) }
            for y in rowsInside { spots.append((c.left - count, y)) }
            for y in [c.bottom + 1, c.top - 1] {
                for x in max(c.left, 0)...max(min(c.right, columns - 1), max(c.left, 0)) { spots.append((x, y)) }
            }
            for (x, y) in spots where isFree(x, y, count, blank) {
                write(label, x, y)
                return true
            }
            // Cut short, in the widest run inside.
            var best: (x: Int, y: Int, count: Int)?
            for y in rowsInside where last >= first {
                var x = first
                while x <= last {
                    guard isFree(x, y, 1, blankOrOutline) else { x += 1; continue }
                    var n = 1
                    while x + n <= last && isFree(x, y, n + 1, blankOrOutline) { n += 1 }
                    if n > (best?.count ?? 1) { best = (x, y, n) }
                    x += n + 1
                }
            }
            if let best {
                write(String(label.prefix(best.count - 1)) + (charset == .unicode ? "…" : "~"), best.x, best.y)
                return true
            }
        }
        return false
    }

    // MARK: Output

    func lines() -> [String] {
        (0..<rows).map { y in
            var line = ""
            for x in 0..<columns {
                if let label = labels[y * columns + x] {
                    line.append(label)
                } else if let piece = piece(x, y) {
                    line.append(glyph(piece))
                } else {
                    line.append(" ")
                }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    func glyph(_ piece: Piece) -> Character {
        let d = piece.directions
        let vertical = d & (Self.left | Self.right) == 0 && d != 0
        let horizontal = d & (Self.up | Self.down) == 0 && d != 0
        switch (charset, piece.style) {
        case (.unicode, .light), (.unicode, .dotted):
            if d == 0 { return piece.style == .dotted ? "·" : "□" }
            if vertical { return piece.style == .dotted ? "┆" : "│" }
            if horizontal { return piece.style == .dotted ? "┄" : "─" }
            return Self.join(d, piece.rounded ? "╭╮╰╯" : "┌┐└┘", "├┤┬┴┼")
        case (.unicode, .double):
            if d == 0 { return "▣" }
            if vertical { return "║" }
            if horizontal { return "═" }
            return Self.join(d, "╔╗╚╝", "╠╣╦╩╬")
        case (.ascii, .light):
            if d == 0 { return "o" }
            if vertical { return "|" }
            if horizontal { return "-" }
            return Self.join(d, piece.rounded ? "..''" : "++++", "+++++")
        case (.ascii, .double):
            if d == 0 { return "#" }
            if horizontal { return "=" }
            return "#"
        case (.ascii, .dotted):
            if d == 0 { return "." }
            if vertical { return ":" }
            if horizontal { return "." }
            return "+"
        }
    }

    /// The glyph for a corner (┌ ┐ └ ┘) or a junction (├ ┤ ┬ ┴ ┼).
    static func join(_ d: UInt8, _ corners: String, _ junctions: String) -> Character {
        let c = Array(corners), j = Array(junctions)
        switch d {
        case down | right: return c[0]
        case down | left: return c[1]
        case up | right: return c[2]
        case up | left: return c[3]
        case up | down | right: return j[0]
        case up | down | left: return j[1]
        case down | left | right: return j[2]
        case up | left | right: return j[3]
        default: return j[4]
        }
    }
}
