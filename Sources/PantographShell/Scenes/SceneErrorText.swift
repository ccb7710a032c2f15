import PantographEngine

/// A scene the engine refuses, in words: `NAME: what is wrong`, naming the part of
/// the scene where a name or a value was used. The engine returns `SceneError` as
/// data; a scene file reports it at its `scene` line (`SceneBuilder.finish`), a
/// setting at the command that changed it.
enum SceneErrorText {
    static func text(_ error: SceneError) -> String {
        "\(error.scene): \(problem(error.problem))"
    }

    static func problem(_ problem: SceneError.Problem) -> String {
        switch problem {
        case .optionDeclaredTwice(let option):
            return "option \(Quoting.quoted(option)) is declared twice"
        case .defaultNotAChoice(let option, let value):
            return "option \(Quoting.quoted(option)) defaults to \(Quoting.quoted(value)), which is not one of its choices"
        case .outletsOfUnknownController(let option, let controller):
            return "option \(Quoting.quoted(option)) names an unknown controller \(Quoting.quoted(controller))"
        case .outletChoices(let option, let choices):
            return "option \(Quoting.quoted(option)) offers \(choices.joined(separator: ",")); outlets are weak or strong"
        case .startsTooDeep(let depth, let steps):
            return "the scene starts \(depth) deep, but declares \(steps) presentations and pushes"
        case .unknownNavigationController(let push, let name):
            return "push \(push) names an unknown navigation controller \(Quoting.quoted(name))"
        case .notAChoice(let option, let value, let choices):
            return "\(Quoting.quoted(option)) must be one of \(choices.joined(separator: ", ")), got \(Quoting.quoted(value))"
        case .notAPresentationStyle(let option, let value):
            return "\(Quoting.quoted(option)) offers \(Quoting.quoted(value)), which is not a presentation style"
        case .notATransitionStyle(let option, let value):
            return "\(Quoting.quoted(option)) offers \(Quoting.quoted(value)), which is not a transition style"
        case .optionOfUnknownController(let option, let controller):
            return "\(Quoting.quoted(option)) names an unknown controller \(Quoting.quoted(controller))"
        case .notAnAnimatorChoice(let option, let value):
            return "\(Quoting.quoted(option)) offers \(Quoting.quoted(value)); an animator option's choices are system and custom"
        case .noSuchPresentation(let option, let presentation):
            return "\(Quoting.quoted(option)) is bound to presentation \(presentation), which does not exist"
        case .viewDeclaredTwice(let name):
            return "view \(Quoting.quoted(name)) is declared twice"
        case .viewInsideItself(let name, let cycle):
            return "view \(Quoting.quoted(name)) is inside itself: \(cycle.map(Quoting.excerpt).joined(separator: " in "))"
        case .nameNotPrintable(let name):
            return "the name \(Quoting.quoted(name)) cannot be shown: a name is not empty and has no blanks and no control "
                + "or invisible characters"
        case .viewNestedTooDeep(let name, let depth):
            return "view \(Quoting.quoted(name)) is nested \(depth) deep; views nest at most \(ViewDecl.deepestNesting) deep"
        case .phantomOfNoView(let name):
            return "phantom \(Quoting.quoted(name)) copies no view: its name is not a declared view's followed by ~"
        case .controllerInsideItself(let name):
            return "controller \(Quoting.quoted(name)) is among its own children"
        case .tracksOverlap(let track, let start, let end, _, let otherStart, let otherEnd):
            return "\(text(track)) runs \(formatted(start))…\(formatted(end)) s while another track of it runs "
                + "\(formatted(otherStart))…\(formatted(otherEnd)) s; one property takes one track at a time"
        case .notFinite(let sign):
            return "a value evaluates to \(SceneErrorText.nonFinite(sign)); every value must be finite"
        case .expressionTooLarge:
            return "an expression is more than \(Expr.deepest) levels deep or has more than \(Expr.largest) parts"
        case .controllerDeclaredTwice(let name):
            return "controller \(Quoting.quoted(name)) is declared twice"
        case .unknownChild(let controller, let child):
            return "controller \(Quoting.quoted(controller)) has an unknown child \(Quoting.quoted(child))"
        case .unknownView(let name, let use):
            return "\(text(use)) names an unknown view \(Quoting.quoted(name))"
        case .unknownPresenter(let name):
            return "a presentation names an unknown presenter \(Quoting.quoted(name))"
        case .unknownPresented(let name):
            return "a presentation names an unknown presented controller \(Quoting.quoted(name))"
        case .presenterOutOfOrder(let presentation, let expected):
            return "presentation \(presentation) must be made by \(Quoting.quoted(expected)), which the one before presents"
        case .nonPositiveDuration(let operation, let duration):
            return "the \(operation.rawValue) animation has duration \(formatted(duration)); it must be positive"
        case .nonPositiveStandaloneDuration(let operation, let duration):
            return "an animation started by the \(operation.rawValue) animation has duration \(formatted(duration)); it must be positive"
        case .trackStartsBeforeZero(let track, let start):
            return "\(text(track)) starts at \(formatted(start)) s; it must not be negative"
        case .trackNegativeDuration(let track, let length):
            return "\(text(track)) has a negative duration (\(formatted(length)) s)"
        case .trackEndsLate(let track, let end, let animation):
            return "\(text(track)) ends at \(formatted(end)) s, after the animation's \(formatted(animation)) s"
        case .springNotANumber(let animated):
            return "\(text(animated)) has a spring that is not a number"
        case .springWithoutStiffness(let animated, let error) where error.isNotANumber:
            return "\(text(animated)) has a spring that is not a number"
        case .springWithoutStiffness(let animated, let error):
            // The damping ratio as given, unrounded: a ratio just short of 0.001 is the point.
            return "\(text(animated)) has a spring that no stiffness brings to rest by UIKit's rule: "
                + "damping \(error.dampingRatio) and velocity \(formatted(error.initialVelocity)) over \(formatted(error.duration)) s"
        case .physicalSpringInvalid(let animated, let mass, let stiffness, let damping):
            return "\(text(animated)) has a spring of mass \(formatted(mass)), stiffness \(formatted(stiffness)) "
                + "and damping \(formatted(damping)); each must be positive and finite"
        case .wrongValueKind(let animated, let property):
            return property.isFrame
                ? "\(text(animated)) moves to a number; frame is a rectangle"
                : "\(text(animated)) moves to a frame; \(property.rawValue) is a number"
        case .nonPositiveDistance(let operation, let distance):
            return "\(gesture(operation)) has distance \(formatted(distance)); it must be positive"
        case .nonPositiveHighlight(let operation):
            return "\(gesture(operation)) highlights over a duration that is not positive"
        case .nonPositiveSpringBack(let operation):
            return "\(gesture(operation)) springs back over a duration that is not positive"
        }
    }

    static func text(_ part: SceneError.Part) -> String {
        switch part {
        case .animation(let operation): "the \(operation.rawValue) animation"
        case .setup(let operation): "the \(operation.rawValue) animation's setup"
        case .completion(let operation): "the \(operation.rawValue) animation's completion"
        case .cancellation(let operation): "the \(operation.rawValue) animation's cancellation"
        case .willBegin(let operation): willBegin(operation)
        case .alongside(let operation): "\(willBegin(operation))'s alongside animation"
        case .didEnd(let operation, let completed): "\(didEnd(operation))(\(completed))"
        }
    }

    static func text(_ track: SceneError.Track) -> String {
        "the \(track.property.rawValue) track of '\(track.view)' in \(text(track.part))"
    }

    static func text(_ animated: SceneError.Animated) -> String {
        switch animated {
        case .track(let track): text(track)
        case .edit(let part, let view): "an edit of \(text(part)) setting \(Quoting.quoted(view))"
        case .highlight(let operation): "the highlight of \(gesture(operation))"
        case .unhighlight(let operation): "the unhighlight of \(gesture(operation))"
        case .springBack(let operation): "the spring back of \(gesture(operation))"
        }
    }

    static func text(_ use: SceneError.Use) -> String {
        switch use {
        case .superview(let view): "view \(Quoting.quoted(view))'s superview"
        case .initialWindow: "the initial window"
        case .viewOf(let controller): "controller \(Quoting.quoted(controller))'s view"
        case .controller(let controller): "controller \(Quoting.quoted(controller))"
        case .dimmingView: "the push's dimming view"
        case .track(let part): "a track of \(text(part))"
        case .edit(let part): "an edit of \(text(part))"
        case .gesture(let operation): gesture(operation)
        }
    }

    /// NaN or an infinity, as `Values.show` writes them.
    static func nonFinite(_ sign: FloatingPointSign?) -> String {
        switch sign {
        case nil: "nan"
        case .plus: "inf"
        case .minus: "-inf"
        }
    }

    private static func gesture(_ operation: Transition.Operation) -> String { "the \(operation.rawValue) gesture" }

    /// The presentation controller's callbacks, as UIKit names them (a push's too).
    private static func willBegin(_ operation: Transition.Operation) -> String {
        switch operation {
        case .present, .push: "presentationTransitionWillBegin"
        case .dismiss, .pop: "dismissalTransitionWillBegin"
        }
    }

    private static func didEnd(_ operation: Transition.Operation) -> String {
        switch operation {
        case .present, .push: "presentationTransitionDidEnd"
        case .dismiss, .pop: "dismissalTransitionDidEnd"
        }
    }
}
