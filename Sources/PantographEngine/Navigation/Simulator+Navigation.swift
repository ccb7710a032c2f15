/// `UINavigationController`'s `pushViewController(_:animated:)` and
/// `popViewController(animated:)` (docs/navigation.md). A scene declares its pushes as
/// steps of the same chain as its presentations: the stack is the first push's
/// controller (the root) and every controller pushed since.
extension Simulator {
    /// The navigation stack, root first: empty when the scene pushes nothing.
    public var navigationStack: [String] {
        let pushes = model.presentations.prefix(depth).filter(\.isPush)
        guard let first = model.presentations.first(where: \.isPush) else { return [] }
        return [first.presenter] + pushes.map(\.presented)
    }

    /// `pushViewController(_:animated:)`.
    mutating func push(_ name: String, animated: Bool) throws(EngineError) -> Outcome {
        if let warning = try navigationRefusal(.push, pushing: name) { return .warning(warning) }
        var outcome = start(.push, interactive: false, animated: animated)
        outcome += finishIfNotAnimated()
        outcome += runToEndIfAuto()
        return outcome
    }

    /// `popViewController(animated:)`.
    mutating func pop(animated: Bool) -> Outcome {
        // A pop is never an exception, so `try?` loses nothing.
        if let warning = (try? navigationRefusal(.pop)) ?? nil { return .warning(warning) }
        var outcome = start(.pop, interactive: false, animated: animated)
        outcome += finishIfNotAnimated()
        outcome += runToEndIfAuto()
        return outcome
    }

    /// Without animation UIKit swaps the screens at once: the transition ends inside
    /// the call, whatever the clock.
    private mutating func finishIfNotAnimated() -> Outcome {
        guard transition?.isAnimated == false else { return Outcome() }
        return end()
    }

    /// UIKit's refusals of a push or pop: an exception (thrown; nothing changes) or a
    /// logged warning (returned; the call is not made). `pushing` is the controller a
    /// `push` names; an interactive `push` (`startInteractive`) pushes the next one.
    func navigationRefusal(_ operation: Transition.Operation, pushing name: String? = nil) throws(EngineError) -> Warning? {
        switch operation {
        case .push:
            if let name, navigationStack.contains(name) { throw .pushingControllerOnStack(name) }
            if let t = transition, t.isInFlight { return .nestedNavigation(.push, inFlight: t.operation) }
            guard let next = nextPresentation, next.isPush else {
                if let name { throw .noSuchPush(name, next: nil) }
                return .wrongOperation(asked: .push, declared: nextPresentation?.forward ?? .present)
            }
            if let name, name != next.presented { throw .noSuchPush(name, next: next.presented) }
            return nil
        case .pop:
            if let t = transition, t.isInFlight { return .nestedNavigation(.pop, inFlight: t.operation) }
            guard let top = topPresentation else {
                return .ignored(.pop, .onlyRootOnStack(model.presentations.first(where: \.isPush)?.presenter ?? ""))
            }
            return top.isPush ? nil : .wrongOperation(asked: .pop, declared: .dismiss)
        case .present, .dismiss:
            return try refusalToStart(operation)
        }
    }
}
