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
        let inFlight = transition.flatMap { $0.isInFlight ? $0.operation : nil }
        if let refusal = try NavigationRules.refusal(operation, pushing: name, stack: navigationStack, inFlight: inFlight) {
            return refusal
        }
        switch operation {
        case .push:
            guard let next = nextPresentation, next.isPush else {
                if let name { throw .noSuchPush(name, next: nil) }
                return .wrongOperation(asked: .push, declared: nextPresentation?.forward ?? .present)
            }
            if let name, name != next.presented { throw .noSuchPush(name, next: next.presented) }
            return nil
        case .pop:
            guard let top = topPresentation else {
                return .ignored(.pop, .onlyRootOnStack(model.presentations.first(where: \.isPush)?.presenter ?? ""))
            }
            return top.isPush ? nil : .wrongOperation(asked: .pop, declared: .dismiss)
        case .present, .dismiss:
            return try refusalToStart(operation)
        }
    }
}

/// UIKit's refusals of a push or pop that do not depend on how the stack was made:
/// one rule for a scene's navigation controller and an app's (PantographUIKit's
/// `UINavigationController`).
package enum NavigationRules {
    /// Pushing a controller already on the stack raises ("Pushing the same view
    /// controller instance more than once is not supported"): thrown, nothing changes.
    /// A push or pop while a transition is in flight is logged ("nested push animation
    /// can result in corrupted navigation bar") and not made: returned. A pop with
    /// only the root on the stack does nothing: returned. `pushing` is the pushed
    /// controller's name, `stack` the names root first.
    package static func refusal(_ operation: Transition.Operation, pushing name: String?, stack: [String],
                                inFlight: Transition.Operation?) throws(EngineError) -> Warning? {
        switch operation {
        case .push:
            if let name, stack.contains(name) { throw .pushingControllerOnStack(name) }
            if let inFlight { return .nestedNavigation(.push, inFlight: inFlight) }
        case .pop:
            if let inFlight { return .nestedNavigation(.pop, inFlight: inFlight) }
            if stack.count == 1 { return .ignored(.pop, .onlyRootOnStack(stack[0])) }
        case .present, .dismiss:
            break // a presentation's refusals are `PresentationRules`'
        }
        return nil
    }
}
