/// One presentation resolved for the current settings: the views it moves, the
/// controllers that hear about it, and what each operation plays (docs/modal.md,
/// "Presentation styles"; docs/uikit.md, "Appearance callbacks").
public struct ResolvedPresentation: Hashable, Sendable {
    public let presenter: String
    public let presented: String
    /// The navigation controller of a push; nil for a presentation.
    public let navigationController: String?
    public let style: PresentationStyle
    public let transitionStyle: TransitionStyle
    /// The presented controller's view.
    let presentedView: Int
    /// The view that leaves the window when the style removes the presenter's: the
    /// presentation context's (the root's, or the nearest controller defining one).
    let contextView: Int
    /// The presenter's side of the appearance callbacks, container first; empty when
    /// the presenter's view stays in the window.
    public let presenterSide: [String]
    let removesPresenterView: Bool
    /// Why UIKit would refuse to make this presentation, if it would.
    public let refusal: EngineError?
    let present: ResolvedOperation
    let dismiss: ResolvedOperation

    /// nil when a controller it names is unknown (reported: the scene is refused).
    init?(_ decl: PresentationDecl, index p: Int, definesContext: Set<String>, controllers: [String: ControllerDecl],
          lookup: NameLookup, settings: Settings, model: (superview: [Int?], declared: [ViewState]),
          problems: SceneProblems) {
        let presenterDecl = controllers[decl.presenter]
        let presentedDecl = controllers[decl.presented]
        if presenterDecl == nil {
            problems.report(.unknownPresenter(decl.presenter), at: ScenePath(.presentation(p), \PresentationDecl.presenter))
        }
        if presentedDecl == nil {
            problems.report(.unknownPresented(decl.presented), at: ScenePath(.presentation(p), \PresentationDecl.presented))
        }
        // A controller's view that is unknown was reported at the controller.
        guard let presenterDecl, let presentedDecl, let presentedView = lookup.views[presentedDecl.view] else { return nil }
        presenter = decl.presenter
        presented = decl.presented
        navigationController = decl.navigationController
        style = decl.style
        transitionStyle = decl.transitionStyle
        self.presentedView = presentedView

        // The presentation context, from the presenter up to the root (never empty).
        var parent: [String: String] = [:]
        for c in controllers.values { for child in c.children { parent[child] = c.name } }
        let ancestry = Array(sequence(first: presenterDecl.name) { parent[$0] })
        let context = PresentationRules.context(decl.isPush ? .fullScreen : decl.style, ancestry: ancestry,
                                                definesContext: definesContext.contains)!
        let contextName = decl.isPush ? decl.presenter : context
        guard let contextView = lookup.views[controllers[contextName]!.view] else { return nil }
        self.contextView = contextView

        let removes = PresentationRules.removesPresentersView(
            decl.isPush ? .fullScreen : decl.style, decl.transitionStyle,
            shouldRemovePresentersView: decl.presentationController?.shouldRemovePresentersView ?? false)
        removesPresenterView = removes
        func withChildren(_ name: String) -> [String] {
            [name] + (controllers[name]?.children ?? []).flatMap(withChildren)
        }
        // A push covers the controller on top of the stack, not the window's root.
        presenterSide = decl.isPush ? withChildren(decl.presenter) : removes ? withChildren(context) : []

        refusal = PresentationRules.refusal(decl.style, decl.transitionStyle, hasSourceView: decl.sourceView != nil)

        let window = Rect(0, 0, settings.screen.width, settings.screen.height)
        let finalFrame: Rect
        if let frame = decl.presentationController?.frameOfPresentedView {
            finalFrame = problems.evaluate(frame, settings,
                                           at: ScenePath(.presentationController(p), \PresentationControllerDecl.frameOfPresentedView))
        } else if decl.isPush {
            // Where the scene declares the pushed controller's view.
            finalFrame = model.declared[presentedView].frame
        } else {
            var r = model.declared[contextView].frame
            var up = model.superview[contextView]
            while let s = up {
                r = r.offsetBy(dx: model.declared[s].frame.x, dy: model.declared[s].frame.y)
                up = model.superview[s]
            }
            finalFrame = PresentationRules.presentedFrame(decl.style, screen: settings.screen,
                                                          safeAreaTop: settings.safeAreaTop, contextFrameInWindow: r)
        }
        let resolver = DeclResolver(lookup: lookup, settings: settings, presentation: p)
        let parts = SystemAnimation.Parts(presented: presentedView, context: contextView, finalFrame: finalFrame,
                                          window: window, duration: settings.duration,
                                          reinsertsContext: removes,
                                          dimming: decl.dimmingView.flatMap { name in
                                              lookup.view(name, .dimmingView,
                                                          at: ScenePath(.presentation(p), \PresentationDecl.dimmingView))
                                          },
                                          contextFrame: model.declared[contextView].frame)
        // UIKit's own presentations are dismissed by a pan only as sheets.
        let isSheet = [.pageSheet, .formSheet, .automatic].contains(decl.style)
        var operations: [ResolvedOperation] = []
        for operation in [decl.forward, decl.backward] {
            let callbacks = decl.presentationController?.callbacks(operation) ?? .init()
            let plan: ResolvedPlan
            if let animator = decl.animator {
                plan = resolver.plan(animator.plan(operation), operation)
            } else if decl.isPush {
                plan = SystemAnimation.navigationPlan(operation, parts, settings: settings)
            } else {
                plan = SystemAnimation.plan(decl.transitionStyle, operation, parts)
            }
            var gesture = resolver.gesture(decl.gesture(operation), operation)
            // A navigation controller's own back swipe pops without an animator.
            if decl.animator == nil && operation == .dismiss && !isSheet { gesture = .none }
            operations.append(ResolvedOperation(
                plan: plan,
                willBegin: resolver.edits(callbacks.willBegin, of: .willBegin(operation)),
                alongside: resolver.tracks(callbacks.alongside, duration: plan.duration, in: .alongside(operation)),
                didEndCompleted: resolver.edits(callbacks.didEndCompleted, of: .didEnd(operation, completed: true)),
                didEndCancelled: resolver.edits(callbacks.didEndCancelled, of: .didEnd(operation, completed: false)),
                gesture: gesture))
        }
        present = operations[0]
        dismiss = operations[1]
    }

    func operation(_ operation: Transition.Operation) -> ResolvedOperation {
        operation.isForward ? present : dismiss
    }

    /// Whether this is a push onto a navigation stack.
    public var isPush: Bool { navigationController != nil }
    /// The operation that makes it (`present`, `push`) and the one that undoes it.
    public var forward: Transition.Operation { isPush ? .push : .present }
    public var backward: Transition.Operation { isPush ? .pop : .dismiss }
}

/// What one operation of a presentation does, resolved.
///
/// A class, immutable once resolved: a transition's start and end each take the
/// operation, and a reference is one count where a struct's arrays would each be
/// retained and released (docs/performance.md, "Why the code is as it is").
final class ResolvedOperation: Hashable, Sendable {
    let plan: ResolvedPlan
    /// The presentation controller's `…WillBegin` edits, its alongside tracks and its
    /// `…DidEnd` edits.
    let willBegin: [Edit]
    let alongside: [TrackSpec]
    let didEndCompleted: [Edit]
    let didEndCancelled: [Edit]
    let gesture: ResolvedGesture

    init(plan: ResolvedPlan, willBegin: [Edit], alongside: [TrackSpec], didEndCompleted: [Edit],
         didEndCancelled: [Edit], gesture: ResolvedGesture) {
        self.plan = plan
        self.willBegin = willBegin
        self.alongside = alongside
        self.didEndCompleted = didEndCompleted
        self.didEndCancelled = didEndCancelled
        self.gesture = gesture
    }

    /// By value: two operations resolved alike are equal, whichever object holds them.
    static func == (a: ResolvedOperation, b: ResolvedOperation) -> Bool {
        a === b || (a.plan == b.plan && a.willBegin == b.willBegin && a.alongside == b.alongside
                    && a.didEndCompleted == b.didEndCompleted && a.didEndCancelled == b.didEndCancelled
                    && a.gesture == b.gesture)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(plan)
        hasher.combine(willBegin)
        hasher.combine(alongside)
        hasher.combine(didEndCompleted)
        hasher.combine(didEndCancelled)
        hasher.combine(gesture)
    }
}

/// A plan resolved: seconds, ids and values.
package struct ResolvedPlan: Hashable, Sendable {
    package let duration: Double
    package let setup: [Edit]
    package let tracks: [TrackSpec]
    let standalone: [StandaloneSpec]
    package let whenCompleted: [Edit]
    package let whenCancelled: [Edit]
}

/// A tap, resolved.
public struct TapSpec: Hashable, Sendable {
    let view: Int
    public let highlightScale: Double
    public let highlightDuration: Double
    public let unhighlightDuration: Double
    /// The highlight's and the unhighlight's timing, resolved for each of the two
    /// durations (UIKit's spring is fitted to the animation's own duration).
    public let highlightTiming: AnimationTiming
    public let unhighlightTiming: AnimationTiming
}

/// An animation that is not the transition's, resolved.
struct StandaloneSpec: Hashable, Sendable {
    let duration: Double
    let tracks: [TrackSpec]
}

/// How a pan drives one operation, resolved.
enum ResolvedGesture: Hashable, Sendable {
    case none
    case percentDriven(PanMapping)
    case directManipulation(DirectDragSpec)
    case tap(TapSpec)

    var start: Point? {
        switch self {
        case .none, .tap: nil
        case .percentDriven(let mapping): mapping.start
        case .directManipulation(let drag): drag.start
        }
    }
}
