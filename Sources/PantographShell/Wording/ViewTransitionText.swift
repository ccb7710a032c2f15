import PantographEngine

/// The lines a record adds once the scene has made a view transition (docs/flip.md):
/// each transition in flight with its effect's progress, UIKit's hierarchy (which is
/// not what the screen shows mid-flight), and the views UIKit has deallocated.
enum ViewTransitionText {
    static func lines(_ sim: Simulator) -> String {
        guard sim.viewTransitionsMade > 0 else { return "" }
        let names = sim.model.names
        var lines: [String] = []
        for t in sim.viewTransitions {
            let form = switch t.form {
            case .with(let view): "with \(names[view])"
            case .from(let a, let b): "from \(names[a]) to \(names[b])"
            }
            var parts = ["view transition \(form)"]
            if !t.options.names.isEmpty { parts.append(t.options.names.map(\.rawValue).joined(separator: " ")) }
            parts.append("\(Numbers.fixed(t.run.elapsed, 3)) of \(Numbers.fixed(t.run.animation.duration, 3)) s")
            if let effect = effect(t) { parts.append(effect) }
            if !t.options.allowUserInteraction { parts.append("no touches") }
            lines.append(TextLayout.wrap(parts.joined(separator: " · "), first: "", rest: "  ").dropLast().description)
        }
        lines.append(Self.lines(ViewHierarchy(views: sim.hierarchy, deallocated: sim.deallocatedViews)))
        return lines.joined(separator: "\n")
    }

    /// UIKit's hierarchy, and the views it has freed if any: all an app's record adds.
    static func lines(_ hierarchy: ViewHierarchy) -> String {
        var lines = [TextLayout.wrap(Self.hierarchy(hierarchy.views), first: "", rest: "  ").dropLast().description]
        if !hierarchy.deallocated.isEmpty { lines.append("deallocated " + hierarchy.deallocated.joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }

    /// The effect where it is now: a flip's angle, a curl's or a dissolve's share.
    static func effect(_ t: ViewTransition) -> String? {
        let p = t.progress
        switch t.options.effect {
        case .none: return nil
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom: return "angle \(Numbers.fixed(180 * p, 1))°"
        case .curlUp, .curlDown: return "curl \(Numbers.fixed(100 * p, 1)) %"
        case .crossDissolve: return "dissolve \(Numbers.fixed(100 * p, 1)) %"
        }
    }

    /// `hierarchy window: container · container: green (hidden), pink`: each
    /// superview's subviews, back to front.
    static func hierarchy(_ entries: [HierarchyEntry]) -> String {
        var groups: [(superview: String, subviews: [String])] = []
        for entry in entries {
            let superview = entry.superview ?? "window"
            let name = entry.name + (entry.isHidden ? " (hidden)" : "")
            if let i = groups.firstIndex(where: { $0.superview == superview }) {
                groups[i].subviews.append(name)
            } else {
                groups.append((superview, [name]))
            }
        }
        return "hierarchy " + groups.map { "\($0.superview): \($0.subviews.joined(separator: ", "))" }.joined(separator: " · ")
    }
}
