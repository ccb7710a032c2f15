/// An item's intrinsic content size on each axis and the priorities that hold it.
struct ContentSize: Equatable, Sendable {
    struct Axis: Equatable, Sendable {
        /// nil is UIKit's `noIntrinsicMetric`.
        var size: Double?
        var hugging = LayoutPriority.defaultLow
        var compressionResistance = LayoutPriority.defaultHigh
        /// `dimension ≤ size @ hugging` and `dimension ≥ size @ compressionResistance`,
        /// while there is a size.
        var constraints: (hugging: Solver.ConstraintID, compression: Solver.ConstraintID)?

        static func == (a: Axis, b: Axis) -> Bool {
            a.size == b.size && a.hugging == b.hugging && a.compressionResistance == b.compressionResistance
                && a.constraints?.hugging == b.constraints?.hugging
                && a.constraints?.compression == b.constraints?.compression
        }
    }

    var horizontal = Axis()
    var vertical = Axis()

    subscript(axis: LayoutAttribute.Axis) -> Axis {
        get {
            switch axis {
            case .horizontal: horizontal
            case .vertical: vertical
            }
        }
        set {
            switch axis {
            case .horizontal: horizontal = newValue
            case .vertical: vertical = newValue
            }
        }
    }
}

extension Layout {
    /// `intrinsicContentSize`, nil on an axis for `UIView.noIntrinsicMetric`. UIKit
    /// turns it into two inequalities per axis (`NSContentSizeLayoutConstraint`): the
    /// dimension at most the size at the content-hugging priority, and at least the
    /// size at the compression-resistance priority. A new size moves their constants,
    /// re-solved incrementally.
    public mutating func setIntrinsicContentSize(width: Double?, height: Double?, of item: LayoutItem) throws(LayoutError) {
        _ = try record(item)
        guard width?.isFinite ?? true, height?.isFinite ?? true else { throw .notFinite }
        try withRollback { (layout: inout Layout) throws(LayoutError) in
            try layout.update(.horizontal, of: item) { $0.size = width }
            try layout.update(.vertical, of: item) { $0.size = height }
        }
    }

    /// `setContentHuggingPriority(_:for:)`: how hard the item resists growing past
    /// its intrinsic size (250 unless set).
    public mutating func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAttribute.Axis,
                                                   of item: LayoutItem) throws(LayoutError) {
        try setContentPriority(\.hugging, to: priority, for: axis, of: item)
    }

    /// `setContentCompressionResistancePriority(_:for:)`: how hard the item resists
    /// shrinking below its intrinsic size (750 unless set).
    public mutating func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAttribute.Axis,
                                                                 of item: LayoutItem) throws(LayoutError) {
        try setContentPriority(\.compressionResistance, to: priority, for: axis, of: item)
    }

    mutating func setContentPriority(_ which: WritableKeyPath<ContentSize.Axis, LayoutPriority>, to priority: LayoutPriority,
                                     for axis: LayoutAttribute.Axis, of item: LayoutItem) throws(LayoutError) {
        _ = try record(item)
        guard priority.isValid else { throw .invalidPriority(priority) }
        try withRollback { (layout: inout Layout) throws(LayoutError) in
            try layout.update(axis, of: item) { $0[keyPath: which] = priority }
        }
    }

    public func intrinsicContentSize(of item: LayoutItem) throws(LayoutError) -> (width: Double?, height: Double?) {
        let content = try record(item).content
        return (content.horizontal.size, content.vertical.size)
    }

    public func contentHuggingPriority(for axis: LayoutAttribute.Axis, of item: LayoutItem) throws(LayoutError) -> LayoutPriority {
        try record(item).content[axis].hugging
    }

    public func contentCompressionResistancePriority(for axis: LayoutAttribute.Axis,
                                                     of item: LayoutItem) throws(LayoutError) -> LayoutPriority {
        try record(item).content[axis].compressionResistance
    }

    /// Brings the solver's pair of inequalities for one axis in line with `change`:
    /// added, removed, or their constants and priorities moved.
    mutating func update(_ axis: LayoutAttribute.Axis, of item: LayoutItem,
                         _ change: (inout ContentSize.Axis) -> Void) throws(LayoutError) {
        let record = try self.record(item)
        let old = record.content[axis]
        var new = old
        change(&new)
        let dimension = axis == .horizontal ? record.variables.width : record.variables.height
        switch (old.constraints, new.size) {
        case (nil, nil):
            break
        case (let ids?, nil):
            try solve { () throws(SolverError) in
                try solver.remove(ids.hugging)
                try solver.remove(ids.compression)
            }
            new.constraints = nil
        case (nil, let size?):
            let dimension = LinearExpression(dimension) - size
            new.constraints = try solve { () throws(SolverError) in
                (try solver.add(Constraint(dimension, .lessThanOrEqual, priority: new.hugging)),
                 try solver.add(Constraint(dimension, .greaterThanOrEqual, priority: new.compressionResistance)))
            }
        case (let ids?, let size?):
            try solve { () throws(SolverError) in
                try solver.setConstant(-size, of: ids.hugging)
                try solver.setConstant(-size, of: ids.compression)
                try solver.setPriority(new.hugging, of: ids.hugging)
                try solver.setPriority(new.compressionResistance, of: ids.compression)
            }
        }
        items[item.index]?.content[axis] = new
    }
}
