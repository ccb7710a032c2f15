/// A scene as data: its views and controllers, who presents whom and how, what the
/// animators and presentation controllers do, and how a pan drives it. A value with
/// no closures, so it can be compared, saved and — later — written in a text
/// language; everything that depends on the screen is an expression over the
/// settings. `init` checks every name a part of it uses and refuses what UIKit could
/// not run, so a built scene is one the engine can always play; its fields are
/// constants, so it stays one (a changed scene is built, and checked, again).
public struct Scene: Hashable, Sendable, Codable {
    public let name: String
    /// One line for `scene`'s listing.
    public let summary: String
    public let views: [ViewDecl]
    public let controllers: [ControllerDecl]
    /// The views in the window when the scene loads, back to front (their subviews come
    /// along).
    public let initialWindow: [String]
    /// The presentations, in the order they stack: each one's presenter is the one
    /// before's presented controller (the first presents from the window's root).
    public let presentations: [PresentationDecl]
    /// Settings of this scene alone (`set presentation …`), bound to parts of it.
    public let options: [SceneOption]
    public let defaults: Settings
    /// How many of `presentations` are already made when the scene loads (a
    /// navigation stack that starts two deep): replayed to their ends at load, their
    /// callbacks dropped.
    public let initialDepth: Int

    public init(name: String, summary: String, views: [ViewDecl], controllers: [ControllerDecl],
                initialWindow: [String], presentations: [PresentationDecl], options: [SceneOption] = [],
                defaults: Settings, initialDepth: Int = 0) throws(SceneError) {
        var defaults = defaults
        for option in options where defaults.options[option.key] == nil {
            defaults.options[option.key] = option.defaultValue
        }
        self.init(compiled: name, summary: summary, views: views, controllers: controllers, initialWindow: initialWindow,
                  presentations: presentations, options: options, defaults: defaults, initialDepth: initialDepth)
        try validate()
    }

    /// A scene whose declaration was checked when it was compiled (the built-ins,
    /// generated from Scenes/ by a test that parses and checks each file, and fails
    /// when the generated values are not what the text reads as): no check again at
    /// start-up. Its defaults hold every option's value already.
    init(compiled name: String, summary: String, views: [ViewDecl], controllers: [ControllerDecl], initialWindow: [String],
         presentations: [PresentationDecl], options: [SceneOption], defaults: Settings, initialDepth: Int) {
        self.name = name
        self.summary = summary
        self.views = views
        self.controllers = controllers
        self.initialWindow = initialWindow
        self.presentations = presentations
        self.options = options
        self.defaults = defaults
        self.initialDepth = initialDepth
    }

    /// Decoding checks the same things as `init`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(name: c.decode(String.self, forKey: .name), summary: c.decode(String.self, forKey: .summary),
                      views: c.decode([ViewDecl].self, forKey: .views),
                      controllers: c.decode([ControllerDecl].self, forKey: .controllers),
                      initialWindow: c.decode([String].self, forKey: .initialWindow),
                      presentations: c.decode([PresentationDecl].self, forKey: .presentations),
                      options: c.decode([SceneOption].self, forKey: .options),
                      defaults: c.decode(Settings.self, forKey: .defaults),
                      initialDepth: c.decodeIfPresent(Int.self, forKey: .initialDepth) ?? 0)
    }

    public func view(named name: String) -> ViewDecl? { views.first { $0.name == name } }
    public func controller(named name: String) -> ControllerDecl? { controllers.first { $0.name == name } }
    public func option(_ key: String) -> SceneOption? { options.first { $0.key == key } }
}

/// One `present(_:animated:)` a scene can make, or one `pushViewController(_:animated:)`
/// (`navigationController` set): then `presenter` is the controller on top of the
/// stack and `presented` the one pushed, and the operations are `push` and `pop`.
public struct PresentationDecl: Hashable, Sendable, Codable {
    public var presenter: String
    public var presented: String
    /// The `UINavigationController` that pushes `presented`; nil for a presentation.
    public var navigationController: String?
    /// The view UIKit's own push and pop dim the screen underneath with (a black
    /// view the scene declares); nil: no dimming.
    public var dimmingView: String?
    /// `modalPresentationStyle`; an option may bind it.
    public var style: PresentationStyle
    /// `modalTransitionStyle`, for the system animation (no custom animator).
    public var transitionStyle: TransitionStyle
    /// The popover's `sourceView`; an option may bind it.
    public var sourceView: String?
    /// A custom `UIPresentationController`; nil: UIKit's own for the style.
    public var presentationController: PresentationControllerDecl?
    /// The transitioning delegate's animator; nil: the system animation of the
    /// transition style.
    public var animator: AnimatorDecl?
    public var presentGesture: GestureDecl
    public var dismissGesture: GestureDecl

    public init(_ presenter: String, presents presented: String, style: PresentationStyle,
                transitionStyle: TransitionStyle = .coverVertical, sourceView: String? = nil,
                presentationController: PresentationControllerDecl? = nil, animator: AnimatorDecl? = nil,
                presentGesture: GestureDecl = .none, dismissGesture: GestureDecl = .none) {
        self.presenter = presenter
        self.presented = presented
        self.style = style
        self.transitionStyle = transitionStyle
        self.sourceView = sourceView
        self.presentationController = presentationController
        self.animator = animator
        self.presentGesture = presentGesture
        self.dismissGesture = dismissGesture
    }

    /// A push, declared with the navigation controller that makes it: the pushed
    /// controller's view covers the one on top (UIKit removes that one afterwards).
    public init(_ from: String, pushes pushed: String, on navigationController: String, dimmingView: String? = nil,
                animator: AnimatorDecl? = nil, popGesture: GestureDecl = .none) {
        self.init(from, presents: pushed, style: .fullScreen, animator: animator, dismissGesture: popGesture)
        self.navigationController = navigationController
        self.dimmingView = dimmingView
    }

    /// Whether this is a push onto a navigation stack.
    public var isPush: Bool { navigationController != nil }
    /// The operation that makes it (`present`, `push`) and the one that undoes it.
    public var forward: Transition.Operation { isPush ? .push : .present }
    public var backward: Transition.Operation { isPush ? .pop : .dismiss }

    public func gesture(_ operation: Transition.Operation) -> GestureDecl {
        operation.isForward ? presentGesture : dismissGesture
    }
}

/// `UIModalTransitionStyle`: how UIKit animates a presentation without a custom animator.
public enum TransitionStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// A `UIPresentationController` subclass, as data: where it puts the presented view,
/// whether the presenter's view leaves, and what it does in its callbacks.
public struct PresentationControllerDecl: Hashable, Sendable, Codable {
    /// `frameOfPresentedViewInContainerView`; nil: the container's bounds.
    public var frameOfPresentedView: RectExpr?
    /// `shouldRemovePresentersView`: the presenter's view leaves the window after the
    /// presentation, and the presenter gets appearance callbacks.
    public var shouldRemovePresentersView: Bool
    public var present: Callbacks
    public var dismiss: Callbacks

    public init(frameOfPresentedView: RectExpr? = nil, shouldRemovePresentersView: Bool = false,
                present: Callbacks = Callbacks(), dismiss: Callbacks = Callbacks()) {
        self.frameOfPresentedView = frameOfPresentedView
        self.shouldRemovePresentersView = shouldRemovePresentersView
        self.present = present
        self.dismiss = dismiss
    }

    /// `…TransitionWillBegin` (with its `animate(alongsideTransition:)` tracks) and
    /// `…TransitionDidEnd(_:)`.
    public struct Callbacks: Hashable, Sendable, Codable {
        public var willBegin: [EditDecl]
        /// Animations registered with the transition coordinator: they follow the
        /// transition's percent and report `isCancelled` in one completion.
        public var alongside: [TrackDecl]
        public var didEndCompleted: [EditDecl]
        public var didEndCancelled: [EditDecl]

        public init(willBegin: [EditDecl] = [], alongside: [TrackDecl] = [],
                    didEndCompleted: [EditDecl] = [], didEndCancelled: [EditDecl] = []) {
            self.willBegin = willBegin
            self.alongside = alongside
            self.didEndCompleted = didEndCompleted
            self.didEndCancelled = didEndCancelled
        }
    }

    public func callbacks(_ operation: Transition.Operation) -> Callbacks {
        operation.isForward ? present : dismiss
    }
}

/// A `UIViewControllerAnimatedTransitioning` object: a plan per operation. For a push,
/// `present` is the push's plan and `dismiss` the pop's (the navigation delegate's
/// `animationControllerFor` returns it for both).
public struct AnimatorDecl: Hashable, Sendable, Codable {
    public var present: PlanDecl
    public var dismiss: PlanDecl

    public init(present: PlanDecl, dismiss: PlanDecl) {
        self.present = present
        self.dismiss = dismiss
    }

    public func plan(_ operation: Transition.Operation) -> PlanDecl {
        operation.isForward ? present : dismiss
    }
}

/// One `animateTransition(using:)`: the hierarchy it sets up, the animation, and the
/// completion block's clean-up either way.
public struct PlanDecl: Hashable, Sendable, Codable {
    /// `transitionDuration(using:)`.
    public var duration: Expr
    public var setup: [EditDecl]
    /// Windows and timings are within `0…duration`.
    public var tracks: [TrackDecl]
    /// Animations that are not the transition's, started with it (a status bar fade).
    public var standalone: [AnimationDecl]
    public var whenCompleted: [EditDecl]
    public var whenCancelled: [EditDecl]

    public init(duration: Expr, setup: [EditDecl] = [], tracks: [TrackDecl], standalone: [AnimationDecl] = [],
                whenCompleted: [EditDecl] = [], whenCancelled: [EditDecl] = []) {
        self.duration = duration
        self.setup = setup
        self.tracks = tracks
        self.standalone = standalone
        self.whenCompleted = whenCompleted
        self.whenCancelled = whenCancelled
    }
}

/// What a pan does for one operation: a closed set, so the engine knows every kind.
public enum GestureDecl: Hashable, Sendable, Codable {
    /// The pan does not start this operation (`pan begin` warns).
    case none
    /// The articles' handler: `began` starts an interactive transition, `changed`
    /// updates it with the progress, `ended` asks the release policy. A touch's pan
    /// that begins already past the slop is updated at `began` too (docs/fidelity.md).
    case percentDriven(PanDrive)
    /// A view that follows the finger directly; reaching the end starts the
    /// operation's animation (card's drag down to dismiss).
    case directManipulation(DirectDrag)
    /// A view that highlights under a finger and starts the operation when tapped
    /// (card's `didHighlightRowAt`, `didUnhighlightRowAt`, `didSelectRowAt`); a pan
    /// does nothing.
    case tap(Tap)

    /// Where `pan begin` without a location touches.
    public var start: PointExpr? {
        switch self {
        case .none, .tap: nil
        case .percentDriven(let drive): drive.start
        case .directManipulation(let drag): drag.start
        }
    }
}

/// A tap on `view`: a finger down scales it to `highlightScale` over
/// `highlightDuration`; lifting or cancelling scales it back over
/// `unhighlightDuration`; a finger that lifts before the pan began is a tap.
/// Both are the app's own animations (`UIView.animate` or a
/// `UIViewPropertyAnimator`), so `timing` is anything a track takes: a curve, UIKit's
/// spring fitted to the duration, or a spring in real seconds (docs/springs.md).
public struct Tap: Hashable, Sendable, Codable {
    public var view: String
    public var highlightScale: Double
    public var highlightDuration: Double
    public var unhighlightDuration: Double
    public var timing: TimingDecl

    public init(view: String, highlightScale: Double, highlightDuration: Double, unhighlightDuration: Double,
                timing: TimingDecl = .curve(.easeInOut)) {
        self.view = view
        self.highlightScale = highlightScale
        self.highlightDuration = highlightDuration
        self.unhighlightDuration = unhighlightDuration
        self.timing = timing
    }
}

/// Progress grows along `direction` and reaches 1 after `distance` points.
public struct PanDrive: Hashable, Sendable, Codable {
    /// A unit vector pointing towards completing (up is `(0, −1)`).
    public var direction: Point
    public var distance: Expr
    /// Whether the `cap` setting limits the progress.
    public var isCapped: Bool
    public var start: PointExpr
    /// A screen-edge pan from the left edge (`UIScreenEdgePanGestureRecognizer`,
    /// `edges = .left`): it begins only within the `edge-width` setting of the edge.
    public var fromLeftEdge: Bool

    public init(direction: Point, distance: Expr, isCapped: Bool = false, start: PointExpr, fromLeftEdge: Bool = false) {
        self.direction = direction
        self.distance = distance
        self.isCapped = isCapped
        self.start = start
        self.fromLeftEdge = fromLeftEdge
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(direction: c.decode(Point.self, forKey: .direction), distance: c.decode(Expr.self, forKey: .distance),
                      isCapped: c.decode(Bool.self, forKey: .isCapped), start: c.decode(PointExpr.self, forKey: .start),
                      fromLeftEdge: c.decodeIfPresent(Bool.self, forKey: .fromLeftEdge) ?? false)
    }
}

/// A drag that transforms `view` itself: `progress = max(t·direction, 0) / distance`,
/// scale `1 − shrink·progress`, corner radius `radius·progress`; at progress 1 the
/// operation's animation starts and the drag is over; released earlier, the view
/// springs back over `springBack`, along `springBackTiming`: the app's own animation,
/// so any timing a track takes (a curve or a spring in any dialect).
public struct DirectDrag: Hashable, Sendable, Codable {
    public var view: String
    public var direction: Point
    public var distance: Expr
    public var shrink: Double
    public var radius: Double
    public var springBackDuration: Double
    public var springBackTiming: TimingDecl
    public var start: PointExpr

    public init(view: String, direction: Point, distance: Expr, shrink: Double, radius: Double,
                springBackDuration: Double, springBackTiming: TimingDecl = .curve(.easeInOut), start: PointExpr) {
        self.view = view
        self.direction = direction
        self.distance = distance
        self.shrink = shrink
        self.radius = radius
        self.springBackDuration = springBackDuration
        self.springBackTiming = springBackTiming
        self.start = start
    }
}

/// A setting only one scene has, bound to a part of it.
public struct SceneOption: Hashable, Sendable, Codable {
    public var key: String
    public var summary: String
    public var choices: [String]
    public var defaultValue: String
    public var binding: Binding

    /// The part of the scene the option sets, so that one declaration both lists the
    /// option and applies it.
    public enum Binding: Hashable, Sendable, Codable {
        /// The presentation's `modalPresentationStyle` (at index).
        case presentationStyle(Int)
        /// The presentation's `modalTransitionStyle`.
        case transitionStyle(Int)
        /// A controller's `definesPresentationContext` (`on`/`off`).
        case definesPresentationContext(String)
        /// The presentation's popover `sourceView` (a view name or `none`).
        case sourceView(Int)
        /// Whether the navigation controller's delegate returns its pushes' custom
        /// animator (`custom`) or nil (`system`: UIKit's own animation and back swipe).
        case animator(navigationController: String)
        /// Whether a controller's outlets to the views inside its view are `weak` or
        /// `strong`: a weak one leaves the superview as a view's only owner, so a view
        /// removed from it is deallocated.
        case outlets(String)
    }

    public init(_ key: String, _ summary: String, choices: [String], default defaultValue: String, binding: Binding) {
        self.key = key
        self.summary = summary
        self.choices = choices
        self.defaultValue = defaultValue
        self.binding = binding
    }
}

extension Scene {
    /// Resolves the scene with its defaults, which checks it whole (`SceneModel.init`:
    /// names, options, nesting, durations, tracks, values) and throws every problem,
    /// each at its path. Each choice of an option is resolved when it is set (and
    /// refused then with the same problems); `everyOptionChoiceResolves` checks that no
    /// built-in choice is refused: resolving every choice here would multiply what
    /// checking a scene costs by its choices.
    func validate() throws(SceneError) {
        _ = try SceneModel(self, defaults)
    }
}
