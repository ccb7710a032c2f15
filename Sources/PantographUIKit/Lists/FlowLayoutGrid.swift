/// `UICollectionViewFlowLayout`'s placement, as a pure function of the sizes: items
/// fill lines across the width inside the section's insets, at least the interitem
/// spacing apart; each line is justified, the spacing grown so that it reaches both
/// insets, and the last line of a section is spaced as if it were full of items the
/// size of its last one, so that it lines up with the lines above; a line that can
/// hold only one item centres it; items shorter than their line are centred in it;
/// lines are the line spacing apart. That is UIKit's flow layout as PSTCollectionView
/// reproduced it for iOS 5 (steipete/PSTCollectionView commit 583d2e5,
/// `PSTGridLayoutRow.m` lines 56–160, `PSTGridLayoutSection.m` lines 57–154, and the
/// default alignments of `PSTCollectionViewFlowLayout.m` lines 80–86: justified
/// lines, centred vertically). A horizontal layout is the same with the axes swapped.
struct FlowLayoutGrid {
    struct Section {
        var itemSizes: [CGSize]
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
    }

    /// Every item's frame, section by section, and the content's size, for content
    /// `width` wide (vertical) or `height` tall (horizontal).
    static func layout(_ sections: [Section], across dimension: CGFloat, horizontal: Bool)
        -> (frames: [[CGRect]], contentSize: CGSize) {
        guard horizontal else { return vertical(sections, width: dimension) }
        let swapped = sections.map {
            Section(itemSizes: $0.itemSizes.map { CGSize(width: $0.height, height: $0.width) },
                    inset: UIEdgeInsets(top: $0.inset.left, left: $0.inset.top, bottom: $0.inset.right,
                                        right: $0.inset.bottom),
                    lineSpacing: $0.lineSpacing, interitemSpacing: $0.interitemSpacing)
        }
        let result = vertical(swapped, width: dimension)
        return (result.frames.map { $0.map { CGRect(x: $0.minY, y: $0.minX, width: $0.height, height: $0.width) } },
                CGSize(width: result.contentSize.height, height: result.contentSize.width))
    }

    private static func vertical(_ sections: [Section], width: CGFloat) -> (frames: [[CGRect]], contentSize: CGSize) {
        var y: CGFloat = 0
        var frames: [[CGRect]] = []
        for section in sections {
            y += section.inset.top
            let available = width - section.inset.left - section.inset.right
            let lines = lines(section.itemSizes, available: available, spacing: section.interitemSpacing)
            var sectionFrames: [CGRect] = []
            for (n, line) in lines.enumerated() {
                let sizes = Array(section.itemSizes[line])
                let height = sizes.map(\.height).max() ?? 0
                let xs = placement(sizes, available: available, spacing: section.interitemSpacing,
                                   isLast: n == lines.count - 1)
                for (size, x) in zip(sizes, xs) {
                    sectionFrames.append(CGRect(x: section.inset.left + x, y: y + (height - size.height) / 2,
                                                width: size.width, height: size.height))
                }
                y += height + (n == lines.count - 1 ? 0 : section.lineSpacing)
            }
            y += section.inset.bottom
            frames.append(sectionFrames)
        }
        return (frames, CGSize(width: width, height: y))
    }

    /// The items of each line: as many as fit, the first always.
    private static func lines(_ sizes: [CGSize], available: CGFloat, spacing: CGFloat) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0, used: CGFloat = 0
        for (i, size) in sizes.enumerated() {
            if i > start, used + spacing + size.width > available {
                lines.append(start..<i)
                start = i
                used = size.width
            } else {
                used += (i > start ? spacing : 0) + size.width
            }
        }
        if start < sizes.count { lines.append(start..<sizes.count) }
        return lines
    }

    /// Each item's x in a line: justified over the room the line's items (or, for the
    /// last line, as many of its last item as would fill it) leave.
    private static func placement(_ sizes: [CGSize], available: CGFloat, spacing: CGFloat, isLast: Bool) -> [CGFloat] {
        var count = 0
        var left = available
        var i = 0
        while i < sizes.count || (isLast && !sizes.isEmpty) {
            let size = sizes[min(i, sizes.count - 1)].width + (i > 0 ? spacing : 0)
            // Past the line's own items, nothing that takes no room counts.
            if left < size || (i >= sizes.count && size <= 0) { break }
            left -= size
            i += 1
            count = i
        }
        var x: CGFloat = count == 1 ? left / 2 : 0
        let extra = count <= 1 ? 0 : left / CGFloat(count - 1)
        var xs: [CGFloat] = []
        for size in sizes {
            xs.append(x)
            x += size.width + spacing + extra
        }
        return xs
    }
}
