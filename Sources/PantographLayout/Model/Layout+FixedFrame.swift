import PantographEngine

/// The four required constraints that `translatesAutoresizingMaskIntoConstraints`
/// stands for: the frame UIKit's autoresizing mask would keep, pinned.
struct FixedFrame: Equatable, Sendable {
    var frame: Rect
    /// left, top, width, height.
    var constraints: [Solver.ConstraintID]
}

extension Layout {
    /// `translatesAutoresizingMaskIntoConstraints`: a frame (in the parent's
    /// coordinates) pinned by required constraints, as UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`s pin it, or nil to take them away. A new
    /// frame moves their constants, re-solved incrementally; a frame that conflicts
    /// with required constraints is refused. The item keeps the same frame in a new
    /// parent. Only a fixed frame is modelled: a flexible
    /// autoresizing mask's relation to the parent's size is the UIKit layer's, which
    /// sets the new frame when the parent resizes.
    public mutating func setFixedFrame(_ frame: Rect?, of item: LayoutItem) throws(LayoutError) {
        let record = try self.record(item)
        if let frame, ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) { throw .notFinite }
        try withRollback { (layout: inout Layout) throws(LayoutError) in
            switch (record.fixedFrame, frame) {
            case (nil, nil):
                return
            case (let fixed?, nil):
                for id in fixed.constraints {
                    try layout.solve { () throws(SolverError) in try layout.solver.remove(id) }
                }
                layout.items[item.index]?.fixedFrame = nil
            case (nil, let frame?):
                var ids: [Solver.ConstraintID] = []
                for constraint in try layout.fixedFrameConstraints(frame, of: item) {
                    ids.append(try layout.solve { () throws(SolverError) in try layout.solver.add(constraint) })
                }
                layout.items[item.index]?.fixedFrame = FixedFrame(frame: frame, constraints: ids)
            case (let fixed?, let frame?):
                let wanted = try layout.fixedFrameConstraints(frame, of: item)
                for (id, constraint) in zip(fixed.constraints, wanted) {
                    try layout.solve { () throws(SolverError) in
                        try layout.solver.setConstant(constraint.expression.constant, of: id)
                    }
                }
                layout.items[item.index]?.fixedFrame?.frame = frame
            }
        }
    }

    public func fixedFrame(of item: LayoutItem) throws(LayoutError) -> Rect? {
        try record(item).fixedFrame?.frame
    }

    /// The frame's four numbers, each a required equality on one variable.
    func fixedFrameConstraints(_ frame: Rect, of item: LayoutItem) throws(LayoutError) -> [Constraint] {
        let v = try record(item).variables
        return zip(v.all, [frame.x, frame.y, frame.width, frame.height]).map { variable, value in
            Constraint(LinearExpression(variable) - value, .equal)
        }
    }
}
