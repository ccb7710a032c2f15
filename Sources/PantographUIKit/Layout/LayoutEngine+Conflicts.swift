internal import PantographLayout

/// The list UIKit's "Unable to simultaneously satisfy constraints" log gives: the
/// required constraints (and pinned frames) that a refused change conflicts with.
/// The solver says only that a change is infeasible, not why, so the list is found
/// on copies of the layout by a deletion filter (Chinneck and Dravnieks, "Locating
/// Minimal Infeasible Constraint Sets in Linear Programs", ORSA Journal on Computing
/// 3(2), 1991): each candidate is taken out in turn; if the change is still refused
/// without it, it stays out, otherwise it is part of the conflict and goes back. What
/// is left is irreducible: every constraint listed is needed for the conflict. It
/// costs a copy and a solve per candidate, only when a change is refused.
extension LayoutEngine {
    /// One thing the filter may take out: an active required constraint, or a view's
    /// pinned frame (UIKit's `NSAutoresizingMaskLayoutConstraint`s).
    private struct Candidate {
        let remove: (inout Layout) throws(LayoutError) -> Void
        let description: String
    }

    /// UIKit's descriptions of the required constraints and pinned frames `change`
    /// conflicts with, in the order they were added (constraints first, then frames),
    /// leaving out the constraint `changing` and the frame of `pinning`, which the
    /// change replaces.
    func conflicts(with change: (inout Layout) throws(LayoutError) -> Void,
                   changing: LayoutConstraint.ID? = nil, pinning: LayoutItem? = nil) -> [String] {
        var trial = layout
        var kept: [String] = []
        for candidate in candidates(changing: changing, pinning: pinning) {
            var without = trial
            do { try candidate.remove(&without) } catch { continue }
            var probe = without
            if (try? change(&probe)) != nil {
                kept.append(candidate.description)
            } else {
                trial = without
            }
        }
        return kept
    }

    private func candidates(changing: LayoutConstraint.ID?, pinning: LayoutItem?) -> [Candidate] {
        var out: [Candidate] = []
        for (id, c) in activeConstraints where id != changing && c.priority.layoutPriority.isRequired {
            out.append(Candidate(remove: { (layout: inout Layout) throws(LayoutError) in try layout.remove(id) },
                                 description: LayoutConsole.describe(c)))
        }
        for (item, view) in views where item != pinning {
            guard let frame = try? layout.fixedFrame(of: item) else { continue }
            out.append(Candidate(remove: { (layout: inout Layout) throws(LayoutError) in
                                     try layout.setFixedFrame(nil, of: item)
                                 },
                                 description: LayoutConsole.describeAutoresizing(view, frame: CGRect(frame))))
        }
        return out
    }
}
