extension Layout {
    /// Adds a view or layout guide, as a child of `parent` (a guide's owning view) or
    /// as a root (a window). Its frame is unknown until constraints or a fixed frame
    /// say it: ambiguous, read as the solver's pick.
    public mutating func addItem(in parent: LayoutItem? = nil) throws(LayoutError) -> LayoutItem {
        if let parent { _ = try record(parent) }
        let item = LayoutItem(index: items.count)
        let variables = ItemVariables(x: solver.makeVariable(), y: solver.makeVariable(),
                                      width: solver.makeVariable(), height: solver.makeVariable())
        items.append(ItemRecord(parent: parent, variables: variables))
        if let parent { items[parent.index]?.children.append(item) }
        return item
    }

    public func parent(of item: LayoutItem) throws(LayoutError) -> LayoutItem? {
        try record(item).parent
    }

    public func children(of item: LayoutItem) throws(LayoutError) -> [LayoutItem] {
        try record(item).children
    }

    /// Moves an item (and its subtree) under another parent, or out of the hierarchy
    /// with nil, as `addSubview` and `removeFromSuperview` do: every constraint between
    /// an item of the subtree and an item outside it is removed, as UIKit removes them,
    /// and returned in ascending order so the caller can mark them inactive. The
    /// constraints inside the subtree keep their expressions, which never read above
    /// their items' common ancestor; a fixed frame stays the same frame in the new
    /// parent.
    public mutating func setParent(_ parent: LayoutItem?, of item: LayoutItem) throws(LayoutError) -> [LayoutConstraint.ID] {
        let old = try record(item).parent
        if let parent {
            var ancestor: LayoutItem? = parent
            while let current = ancestor {
                if current == item { throw .hierarchyCycle }
                ancestor = try record(current).parent
            }
        }
        guard parent != old else { return [] }
        return try withRollback { (layout: inout Layout) throws(LayoutError) in
            let removed = try layout.detach(item)
            layout.items[item.index]?.parent = parent
            if let parent { layout.items[parent.index]?.children.append(item) }
            return removed
        }
    }

    /// Forgets an item: its children become roots (their constraints to the rest
    /// removed, as for `setParent(nil)`), then every constraint that names it goes.
    /// Returns the removed constraints, ascending.
    public mutating func removeItem(_ item: LayoutItem) throws(LayoutError) -> [LayoutConstraint.ID] {
        let record = try self.record(item)
        return try withRollback { (layout: inout Layout) throws(LayoutError) in
            var removed: [LayoutConstraint.ID] = []
            for child in record.children { removed += try layout.setParent(nil, of: child) }
            removed += try layout.detach(item)
            let own = layout.items[item.index]?.constraints ?? []
            for id in own { try layout.remove(id) }
            try layout.setFixedFrame(nil, of: item)
            try layout.setIntrinsicContentSize(width: nil, height: nil, of: item)
            for variable in record.variables.all {
                try layout.solve { () throws(SolverError) in try layout.solver.removeVariable(variable) }
            }
            layout.items[item.index] = nil
            return (removed + own).sorted()
        }
    }

    /// Takes the item out of its parent's children and removes the constraints that
    /// cross its subtree's boundary.
    mutating func detach(_ item: LayoutItem) throws(LayoutError) -> [LayoutConstraint.ID] {
        guard let parent = try record(item).parent else { return [] }
        items[parent.index]?.children.removeAll { $0 == item }
        var inside = Set<LayoutItem>()
        var pending = [item]
        while let next = pending.popLast() {
            inside.insert(next)
            pending += try record(next).children
        }
        var crossing = Set<LayoutConstraint.ID>()
        for member in inside {
            for id in try record(member).constraints {
                guard let description = constraints[id]?.description else { continue }
                let ends = [description.firstItem] + (description.secondItem.map { [$0] } ?? [])
                if !ends.allSatisfy(inside.contains) { crossing.insert(id) }
            }
        }
        let removed = crossing.sorted()
        for id in removed { try remove(id) }
        return removed
    }

    /// The deepest item that is `a` or an ancestor of it and `b` or an ancestor of it.
    func nearestCommonAncestor(_ a: LayoutItem, _ b: LayoutItem) throws(LayoutError) -> LayoutItem {
        var ancestors: Set<LayoutItem> = []
        var current: LayoutItem? = a
        while let item = current {
            ancestors.insert(item)
            current = try record(item).parent
        }
        current = b
        while let item = current {
            if ancestors.contains(item) { return item }
            current = try record(item).parent
        }
        throw .noCommonAncestor
    }

    /// The item's origin in `ancestor`'s coordinates (nil: the layout's): its own x and
    /// y plus those of every item between it and the ancestor. Bounds origins are zero.
    func origin(of item: LayoutItem, in ancestor: LayoutItem?) throws(LayoutError)
        -> (x: LinearExpression, y: LinearExpression) {
        var x = LinearExpression(), y = LinearExpression()
        var current: LayoutItem? = item
        while let step = current, step != ancestor {
            let record = try self.record(step)
            x = x + LinearExpression(record.variables.x)
            y = y + LinearExpression(record.variables.y)
            current = record.parent
        }
        return (x, y)
    }
}
