/// A scene value that cannot be built: the scene's name and what is wrong, as data.
/// The engine says nothing in words; the shell phrases each case (its
/// `SceneErrorText`), so a second front end can word them its own way and a test can
/// compare what was refused rather than a sentence.
public struct SceneError: Error, Hashable, Sendable {
    public let scene: String
    /// Every problem found, each where it is in the declaration, in the order the
    /// checks met them; never empty.
    public let problems: [Located]

    /// The first problem.
    public var problem: Problem { problems[0].problem }

    public init(scene: String, _ problem: Problem, at path: ScenePath = ScenePath(.scene)) {
        self.init(scene: scene, problems: [Located(problem, at: path)])
    }

    /// `problems` must not be empty.
    public init(scene: String, problems: [Located]) {
        precondition(!problems.isEmpty, "a scene error has a problem")
        self.scene = scene
        self.problems = problems
    }

    /// A problem and where it is.
    public struct Located: Hashable, Sendable {
        public let problem: Problem
        public let path: ScenePath

        public init(_ problem: Problem, at path: ScenePath) {
            self.problem = problem
            self.path = path
        }
    }

    /// Every way a scene is refused. Counts are 1-based where the user counts
    /// (`presentation 2`), as the scene language writes them.
    public enum Problem: Hashable, Sendable {
        // Options (`Scene.init`).
        case optionDeclaredTwice(option: String)
        case defaultNotAChoice(option: String, value: String)
        /// An `outlets` option of a controller the scene does not declare.
        case outletsOfUnknownController(option: String, controller: String)
        case outletChoices(option: String, choices: [String])
        case startsTooDeep(depth: Int, steps: Int)
        case unknownNavigationController(push: Int, name: String)

        // Options bound for one set of settings.
        case notAChoice(option: String, value: String, choices: [String])
        case notAPresentationStyle(option: String, value: String)
        case notATransitionStyle(option: String, value: String)
        /// An `animator` or `definesPresentationContext` option.
        case optionOfUnknownController(option: String, controller: String)
        case notAnAnimatorChoice(option: String, value: String)
        case noSuchPresentation(option: String, presentation: Int)

        // Names.
        /// A scene, view, controller or option name that is empty or holds a control
        /// character, a blank or a character no terminal shows.
        case nameNotPrintable(String)
        case viewDeclaredTwice(String)
        /// The view, and the superviews from it back to it: `a in b in a`.
        case viewInsideItself(String, cycle: [String])
        /// Views nested deeper than `ViewDecl.deepestNesting` below the window.
        case viewNestedTooDeep(String, depth: Int)
        /// A phantom whose name is not a declared view's followed by `~`.
        case phantomOfNoView(String)
        case controllerDeclaredTwice(String)
        /// A controller among its own children, or theirs.
        case controllerInsideItself(String)
        case unknownChild(controller: String, child: String)
        case unknownView(String, usedBy: Use)
        case unknownPresenter(String)
        case unknownPresented(String)
        /// Presentation `presentation` is not made by `expected`, the one before's
        /// presented controller.
        case presenterOutOfOrder(presentation: Int, expected: String)

        // Durations, distances and values.
        case nonPositiveDuration(Transition.Operation, Double)
        /// A standalone animation started by the operation's animation.
        case nonPositiveStandaloneDuration(Transition.Operation, Double)
        case trackStartsBeforeZero(Track, start: Double)
        case trackNegativeDuration(Track, length: Double)
        case trackEndsLate(Track, end: Double, animation: Double)
        /// Two tracks of one property of one view in one animation, at once: this one
        /// (`start…end`) and the one at `other`. End to start, as keyframes, is fine.
        case tracksOverlap(Track, start: Double, end: Double, other: ScenePath, otherStart: Double, otherEnd: Double)
        /// A value that evaluates to infinity (its sign) or NaN (nil), as a frame of
        /// `width/0` does, where the path says.
        case notFinite(sign: FloatingPointSign?)
        /// An expression deeper than `Expr.deepest` or of more than `Expr.largest`
        /// operations, where the path says.
        case expressionTooLarge
        case springNotANumber(Animated)
        case springWithoutStiffness(Animated, SpringSolveError)
        case physicalSpringInvalid(Animated, mass: Double, stiffness: Double, damping: Double)
        /// A value whose kind is not the property's: a number for `frame`, a
        /// rectangle for any other.
        case wrongValueKind(Animated, property: AnimatableProperty)
        case nonPositiveDistance(gesture: Transition.Operation, Double)
        case nonPositiveHighlight(gesture: Transition.Operation)
        case nonPositiveSpringBack(gesture: Transition.Operation)
    }

    /// A part of a presentation's operation that holds edits or tracks.
    public enum Part: Hashable, Sendable {
        /// The animator's animation (its tracks, and the animations it starts).
        case animation(Transition.Operation)
        case setup(Transition.Operation)
        case completion(Transition.Operation)
        case cancellation(Transition.Operation)
        /// The presentation controller's `…TransitionWillBegin`.
        case willBegin(Transition.Operation)
        /// The tracks it animates alongside the transition.
        case alongside(Transition.Operation)
        /// `…TransitionDidEnd(completed)`.
        case didEnd(Transition.Operation, completed: Bool)
    }

    /// One track: a property of a view animated in a part.
    public struct Track: Hashable, Sendable {
        public let view: String
        public let property: AnimatableProperty
        public let part: Part
    }

    /// Something with a timing or a value the engine checks.
    public enum Animated: Hashable, Sendable {
        case track(Track)
        /// An edit of a part setting a property of `view`.
        case edit(Part, view: String)
        case highlight(gesture: Transition.Operation)
        case unhighlight(gesture: Transition.Operation)
        case springBack(gesture: Transition.Operation)
    }

    /// Where a view name is used.
    public enum Use: Hashable, Sendable {
        case superview(of: String)
        case initialWindow
        case viewOf(controller: String)
        /// A presentation's controller (its view, or its presentation context's).
        case controller(String)
        case dimmingView
        case track(Part)
        case edit(Part)
        case gesture(Transition.Operation)
    }
}
