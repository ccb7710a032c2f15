import PantographEngine

/// A problem the engine found in a scene file, in words for its line and column: the
/// line says which part it is, so the words say what is wrong with it and what was
/// expected (the declared names, where the other half of a clash is). Problems whose
/// words need no file are worded as at a `set` (`SceneErrorText`).
struct SceneProblemText {
    let views: [ViewDecl]
    let controllers: [ControllerDecl]
    let presentations: [PresentationDecl]
    let map: SceneSourceMap

    func problem(_ located: SceneError.Located) -> SceneProblem {
        let place = map.place(located.path)
        return SceneProblem(line: place.line, column: place.column, message: message(located))
    }

    func message(_ located: SceneError.Located) -> String {
        switch located.problem {
        case .unknownView(let name, _):
            let names = views.map(\.name)
            return "unknown view \(Quoting.quoted(name)); expected a declared view (\(sorted(names)))"
                + Quoting.suggestion(for: name, in: names)
        case .unknownPresenter(let name), .unknownPresented(let name), .unknownChild(_, let name),
             .unknownNavigationController(_, let name), .optionOfUnknownController(_, let name),
             .outletsOfUnknownController(_, let name):
            let names = controllers.map(\.name)
            return "unknown controller \(Quoting.quoted(name)); expected a declared controller (\(sorted(names)))"
                + Quoting.suggestion(for: name, in: names)
        case .viewDeclaredTwice(let name):
            let first = views.firstIndex { $0.name == name }.map { map.place(ScenePath(.view($0), \ViewDecl.name)).line }
            return "view \(Quoting.quoted(name)) is declared twice" + (first.map { " (first on line \($0))" } ?? "")
        case .controllerDeclaredTwice(let name):
            let first = controllers.firstIndex { $0.name == name }.map { map.place(ScenePath(.controller($0), \ControllerDecl.name)).line }
            return "controller \(Quoting.quoted(name)) is declared twice" + (first.map { " (first on line \($0))" } ?? "")
        case .viewInsideItself(let name, let cycle):
            return "view \(Quoting.quoted(name)) is inside itself: \(cycle.map(Quoting.excerpt).joined(separator: " in "))"
        case .phantomOfNoView(let name):
            let copied = name.hasSuffix("~") ? String(name.dropLast()) : nil
            return "phantom \(Quoting.quoted(name)) copies no view; expected the name of a declared view followed by ~"
                + (copied.map { " (\(Quoting.quoted($0)) is not declared)" } ?? "")
        case .presenterOutOfOrder(let presentation, let expected):
            let given = presentations.indices.contains(presentation - 1) ? presentations[presentation - 1].presenter : "?"
            return "presentation \(presentation) is made by \(Quoting.quoted(given)); expected \(Quoting.quoted(expected)), "
                + "which the presentation before presents"
        case .nonPositiveDuration(let operation, let duration):
            return "the \(operation.rawValue) animation's duration is \(show(duration)); it must be positive"
        case .nonPositiveStandaloneDuration(_, let duration):
            return "an animation's duration is \(show(duration)); it must be positive"
        case .trackStartsBeforeZero(let track, let start):
            return "\(label(track)) starts at \(show(start)) s; a delay must not be negative"
        case .trackNegativeDuration(let track, let length):
            return "\(label(track)) lasts \(show(length)) s; a duration must not be negative"
        case .trackEndsLate(let track, let end, let animation):
            return "\(label(track)) ends at \(show(end)) s, after its animation's \(show(animation)) s"
        case .tracksOverlap(let track, let start, let end, let other, let otherStart, let otherEnd):
            return "two tracks move \(label(track)) at once: line \(map.place(other).line)'s \(show(otherStart))…\(show(otherEnd)) s "
                + "and this one's \(show(start))…\(show(end)) s; one property takes one track at a time"
        case .nonPositiveDistance(let operation, let distance):
            return "the \(gestureKind(located.path, operation))'s distance is \(show(distance)); it must be positive"
        case .notFinite(let sign):
            return "this evaluates to \(SceneErrorText.nonFinite(sign)); a value must be finite"
        case .expressionTooLarge:
            return "an expression here is larger than a scene takes: at most \(Expr.deepest) levels deep "
                + "and \(Expr.largest) numbers and operations, its lets written out"
        default:
            return SceneErrorText.problem(located.problem)
        }
    }

    private func sorted(_ names: [String]) -> String { Quoting.names(names.sorted()) }

    private func label(_ track: SceneError.Track) -> String { "\(Quoting.excerpt(track.view)) \(track.property.rawValue)" }

    /// `pan` or `drag`, as the gesture line says.
    private func gestureKind(_ path: ScenePath, _ operation: Transition.Operation) -> String {
        guard case .gesture(let p, _) = path.part, presentations.indices.contains(p),
              case .directManipulation = presentations[p].gesture(operation) else { return "pan" }
        return "drag"
    }

    /// A number in a message: rounded to a thousandth (a duration of `duration-duration`
    /// is 0, not 1e-17).
    func show(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return SceneExpressions.number(rounded == 0 ? 0 : rounded)
    }
}
