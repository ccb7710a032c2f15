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
    /// The terminal's lines that are not the picture's: the command typed above it
    /// (`deeper> draw`, or the shell's `$ pantograph -e draw`), the blank line that
    /// ends every answer, and the prompt after it.
    public static let linesAround = 3

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
        /// A view transition's effect on it (`TimelineView`'s): not drawn here, followed
        /// by a timeline of an app's view transitions.
        public var yaw: Double
        public var pitch: Double
        public var curl: Double

        public init(name: String, frame: Rect, alpha: Double = 1, isHidden: Bool = false, scale: Double = 1,
                    cornerRadius: Double = 0, isPhantom: Bool = false, yaw: Double = 0, pitch: Double = 0, curl: Double = 0) {
            self.name = name
            self.frame = frame
            self.alpha = alpha
            self.isHidden = isHidden
            self.scale = scale
            self.cornerRadius = cornerRadius
            self.isPhantom = isPhantom
            self.yaw = yaw
            self.pitch = pitch
            self.curl = curl
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

    /// The picture's lines (trailing blanks removed), then the legend's, every one at
    /// most `width` characters. Given a terminal's `height`, the picture has fewer rows
    /// (and so fewer columns, keeping its aspect) until the typed command line above
    /// it, the picture, its legend, the blank line and the prompt after them fit, down
    /// to `minRows`.
    public static func lines(_ boxes: [Box], screen: Size, width: Int, height: Int? = nil,
                             charset: DrawCharset) -> [String] {
        var grid = Grid(screen: screen, width: width)
        var lines = render(boxes, grid: grid, width: width, charset: charset)
        guard let height else { return lines }
        while lines.count + linesAround > height && grid.rows > minRows {
            grid = Grid(screen: screen, width: width, maxRows: max(minRows, grid.rows - (lines.count + linesAround - height)))
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
