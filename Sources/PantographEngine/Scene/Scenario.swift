/// A built-in scene: controllers, views and what the animator and the gesture
/// handler do (docs/deeper.md). Everything that depends on the screen size is a
/// function of the settings, so `set screen` re-lays the scene out.
public struct Scenario: Sendable {
    public let name: String
    public let summary: String
    /// The presenting and presented view controllers' names, as events print them.
    public let presenter: String
    public let presented: String
    public let style: PresentationStyle
    public let defaults: Settings
    /// Where `pan begin` without a location touches: a function of the settings, so
    /// that it stays on the view it is meant for when the screen changes.
    public let defaultPanLocation: @Sendable (Settings) -> Point
    /// The views in the window with nothing presented, back to front.
    public let presenterViews: @Sendable (Settings) -> [View]
    /// The presented controller's views, back to front.
    public let presentedViews: @Sendable (Settings) -> [View]
    public let plan: @Sendable (Transition.Operation, Settings) -> TransitionPlan
    /// nil: the operation has no interactive gesture in this scenario.
    public let gesture: @Sendable (Transition.Operation, Settings) -> GestureMapping?

    public init(name: String, summary: String, presenter: String, presented: String,
                style: PresentationStyle, defaults: Settings, defaultPanLocation: @escaping @Sendable (Settings) -> Point,
                presenterViews: @escaping @Sendable (Settings) -> [View],
                presentedViews: @escaping @Sendable (Settings) -> [View],
                plan: @escaping @Sendable (Transition.Operation, Settings) -> TransitionPlan,
                gesture: @escaping @Sendable (Transition.Operation, Settings) -> GestureMapping?) {
        self.name = name
        self.summary = summary
        self.presenter = presenter
        self.presented = presented
        self.style = style
        self.defaults = defaults
        self.defaultPanLocation = defaultPanLocation
        self.presenterViews = presenterViews
        self.presentedViews = presentedViews
        self.plan = plan
        self.gesture = gesture
    }

    /// The window at rest: presenter only, or presented (with the presenter below
    /// it when the style keeps the presenter's view).
    public func restingScene(presented isPresented: Bool, settings: Settings) -> Scene {
        guard isPresented else { return Scene(presenterViews(settings)) }
        let below = style.removesPresenterView ? [] : presenterViews(settings)
        return Scene(below + presentedViews(settings))
    }

    /// The callbacks of one transition. The plan's alongside tracks stand for one
    /// `animate(alongsideTransition:completion:)` registration, so one completion.
    public func lifecycle(for plan: TransitionPlan) -> Lifecycle {
        Lifecycle(presenter: presenter, presented: presented, style: style,
                  alongsideCount: plan.alongside.isEmpty ? 0 : 1)
    }
}
