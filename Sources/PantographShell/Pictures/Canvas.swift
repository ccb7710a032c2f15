import PantographEngine

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
