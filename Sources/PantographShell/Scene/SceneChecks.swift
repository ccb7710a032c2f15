import PantographEngine

/// What a scene's text is checked for once it is all read, each problem at the word
/// to blame: names of views and controllers that nothing declares, a view inside
/// itself, a phantom of no view, durations and distances out of range (evaluated with
/// the scene's own settings), and two tracks moving one property of one view at once.
/// The engine checks a scene too, but stops at its first problem and knows no lines.
struct SceneChecks {
    struct Place: Hashable {
        let line: Int
        let column: Int
    }

    /// An animation of a presentation: -1 its plan's tracks, -2 the presentation
    /// controller's alongside tracks, 0… a standalone animation.
    struct AnimationKey: Hashable {
        let presentation: Int
        let operation: Transition.Operation
        let animation: Int
    }

    var views: [String: Place] = [:]
    var controllers: [String: Place] = [:]
    var duplicates: [SceneProblem] = []
    var viewRefs: [(name: String, place: Place)] = []
    var controllerRefs: [(name: String, place: Place)] = []
    var superviews: [String: (name: String, place: Place)] = [:]
    var phantoms: [(name: String, place: Place)] = []
    var positives: [(expr: Expr, what: String, place: Place)] = []
    var animations: [AnimationKey: Expr] = [:]
    var tracks: [(key: AnimationKey, track: TrackDecl, place: Place)] = []
    var presentLines: [Place] = []
    /// Each presentation's presenter and presented, with the presenter's place.
    var chain: [(presenter: String, presented: String, place: Place)] = []

    mutating func declare(view name: String, at place: Place) {
        if views[name] != nil {
            duplicates.append(problem(place, "view '\(name)' is declared twice (first on line \(views[name]!.line))"))
        } else {
            views[name] = place
        }
    }

    mutating func declare(controller name: String, at place: Place) {
        if controllers[name] != nil {
            duplicates.append(problem(place, "controller '\(name)' is declared twice (first on line \(controllers[name]!.line))"))
        } else {
            controllers[name] = place
        }
    }

    mutating func refer(view word: Word, _ s: Statement) { viewRefs.append((word.text, Place(line: s.line, column: word.column))) }
    mutating func refer(controller word: Word, _ s: Statement) {
        controllerRefs.append((word.text, Place(line: s.line, column: word.column)))
    }

    mutating func positive(_ expr: Expr, _ what: String, at place: Place) { positives.append((expr, what, place)) }

    func problem(_ place: Place, _ message: String) -> SceneProblem {
        SceneProblem(line: place.line, column: place.column, message: message)
    }

    func problems(settings: Settings) -> [SceneProblem] {
        var found = duplicates
        // Made only for a problem.
        var viewNames: String { views.keys.sorted().joined(separator: ", ") }
        for ref in viewRefs where views[ref.name] == nil {
            found.append(problem(ref.place, "unknown view '\(ref.name)'; expected a declared view (\(viewNames))"))
        }
        var controllerNames: String { controllers.keys.sorted().joined(separator: ", ") }
        for ref in controllerRefs where controllers[ref.name] == nil {
            found.append(problem(ref.place, "unknown controller '\(ref.name)'; expected a declared controller (\(controllerNames))"))
        }
        var inCycle: Set<String> = []
        for (view, superview) in superviews.sorted(by: { $0.value.place.line < $1.value.place.line }) where !inCycle.contains(view) {
            guard views[superview.name] != nil else {
                found.append(problem(superview.place, "unknown view '\(superview.name)'; expected a declared view (\(viewNames))"))
                continue
            }
            // Up the chain of superviews: back at the view is a cycle.
            var seen: Set<String> = [view]
            var current = superview.name
            var chain = [view, current]
            while let next = superviews[current]?.name, views[next] != nil {
                if next == view {
                    found.append(problem(superview.place, "view '\(view)' is inside itself: \((chain + [view]).joined(separator: " in "))"))
                    inCycle.formUnion(chain)
                    break
                }
                guard seen.insert(next).inserted else { break }
                chain.append(next)
                current = next
            }
            if superview.name == view {
                found.append(problem(superview.place, "view '\(view)' is inside itself"))
            }
        }
        for phantom in phantoms {
            let copied = phantom.name.hasSuffix("~") ? String(phantom.name.dropLast()) : nil
            guard let copied, views[copied] != nil else {
                found.append(problem(phantom.place, "phantom '\(phantom.name)' copies no view; expected the name of a declared view followed by ~"
                                     + (copied.map { " ('\($0)' is not declared)" } ?? "")))
                continue
            }
        }
        for i in chain.indices.dropFirst() where chain[i].presenter != chain[i - 1].presented {
            found.append(problem(chain[i].place, "presentation \(i + 1) is made by '\(chain[i].presenter)'; expected '\(chain[i - 1].presented)', "
                                 + "which the presentation before presents"))
        }
        for check in positives {
            let value = check.expr.evaluate(settings)
            if !(value > 0) {
                found.append(problem(check.place, "\(check.what) is \(show(value)); it must be positive"))
            }
        }
        found += trackProblems(settings)
        return found
    }

    /// Each track's window within its animation, and no two tracks of one view's
    /// property in one animation overlapping (end to start, as keyframes, is fine).
    func trackProblems(_ settings: Settings) -> [SceneProblem] {
        var found: [SceneProblem] = []
        struct Property: Hashable {
            let key: AnimationKey
            let view: String
            let property: AnimatableProperty
        }
        var windows: [Property: [(start: Double, end: Double, line: Int)]] = [:]
        for (key, track, place) in tracks {
            let animationDuration = (animations[key] ?? .duration).evaluate(settings)
            // An animation without a positive duration is reported once, at its duration.
            guard animationDuration > 0 else { continue }
            let start = track.start.evaluate(settings)
            let length = track.duration.map { $0.evaluate(settings) } ?? animationDuration - start
            var label: String { "\(track.view) \(track.property.rawValue)" }
            if start < 0 {
                found.append(problem(place, "\(label) starts at \(show(start)) s; a delay must not be negative"))
                continue
            }
            if length < 0 {
                found.append(problem(place, "\(label) lasts \(show(length)) s; a duration must not be negative"))
                continue
            }
            if key.animation != -2, start + length > animationDuration * (1 + 1e-12) {
                found.append(problem(place, "\(label) ends at \(show(start + length)) s, after its animation's \(show(animationDuration)) s"))
                continue
            }
            let id = Property(key: key, view: track.view, property: track.property)
            let end = start + length
            if let other = windows[id, default: []].first(where: { $0.start < end && start < $0.end }) {
                found.append(problem(place, "two tracks move \(label) at once: line \(other.line)'s \(show(other.start))…\(show(other.end)) s "
                                     + "and this one's \(show(start))…\(show(end)) s; one property takes one track at a time"))
            }
            windows[id, default: []].append((start, end, place.line))
        }
        return found
    }

    func show(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return SceneExpressions.number(rounded == 0 ? 0 : rounded)
    }
}
