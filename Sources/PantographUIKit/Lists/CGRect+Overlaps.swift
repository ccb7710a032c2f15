extension CGRect {
    /// Shares some area with `other`: Core Graphics' `intersects`, under which rects
    /// that only touch do not intersect (Foundation's, on Linux, says they do), so a
    /// row that ends where the visible area begins has no cell.
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
