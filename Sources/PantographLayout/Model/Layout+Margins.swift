extension Layout {
    /// `UIView.layoutMargins`: what the margins attributes (`leftMargin`,
    /// `centerXWithinMargins` …) are inset by. New margins move the constants of the
    /// active constraints that read them, each re-solved incrementally.
    public mutating func setLayoutMargins(_ margins: EdgeInsets, of item: LayoutItem) throws(LayoutError) {
        let record = try self.record(item)
        guard margins.isFinite else { throw .notFinite }
        guard margins != record.margins else { return }
        try withRollback { (layout: inout Layout) throws(LayoutError) in
            layout.items[item.index]?.margins = margins
            for id in record.constraints {
                let constraint = try layout.constraintRecord(id)
                let d = constraint.description
                let reads = (d.firstItem == item && d.firstAttribute.usesMargins)
                    || (d.secondItem == item && d.secondAttribute.usesMargins)
                guard reads else { continue }
                let expression = try layout.expression(of: d)
                try layout.solve { () throws(SolverError) in
                    try layout.solver.setConstant(expression.constant, of: constraint.solverID)
                }
            }
        }
    }

    public func layoutMargins(of item: LayoutItem) throws(LayoutError) -> EdgeInsets {
        try record(item).margins
    }
}
