/// "Dive deeper" (docs/deeper.md): a grid cell's image and title fly into a detail
/// screen as phantoms over a fading backdrop, driven by a vertical pan.
enum Deeper {
    /// The cell sits in the left column of a two-column grid (20-point margins, a
    /// 10-point gutter), its image square, its centre 17 points above the middle of
    /// the screen: (20, 320, 170, 170) on the default 390×844 screen, and on the screen
    /// wherever the screen is (so the default `pan begin` lands on it).
    static func cellImage(_ s: Settings) -> Rect {
        let side = (s.screen.width - 50) / 2
        return Rect(20, s.screen.height / 2 - 17 - side / 2, side, side)
    }
    static func cellTitle(_ s: Settings) -> Rect {
        let image = cellImage(s)
        return Rect(20, image.y + image.height + 8, image.width, 20)
    }
    static let cellRadius = 12.0

    static func fullScreen(_ s: Settings) -> Rect { Rect(0, 0, s.screen.width, s.screen.height) }
    static func header(_ s: Settings) -> Rect { Rect(0, 0, s.screen.width, s.screen.width) }
    static func headline(_ s: Settings) -> Rect { Rect(20, s.screen.width + 16, s.screen.width - 40, 34) }

    static func gridViews(_ s: Settings) -> [View] {
        [View("grid", fullScreen(s)),
         View("image", cellImage(s), cornerRadius: cellRadius, in: "grid"),
         View("title", cellTitle(s), in: "grid")]
    }

    static func detailViews(_ s: Settings, hidden: Bool = false) -> [View] {
        [View("detail", fullScreen(s), hidden: hidden),
         View("header", header(s), in: "detail"),
         View("headline", headline(s), in: "detail")]
    }

    /// The article's `animateTransition`: one hierarchy and one completion for both
    /// operations, with the fade and the phantoms running in opposite directions.
    static func plan(_ operation: Transition.Operation, _ s: Settings) -> TransitionPlan {
        let presenting = operation == .present
        let tracks = [Track("fade", .alpha(0, 1)),
                      Track("image~", .frame(cellImage(s), header(s))),
                      Track("image~", .cornerRadius(cellRadius, 0)),
                      Track("title~", .frame(cellTitle(s), headline(s)))]
        let phantoms = [View("image~", presenting ? cellImage(s) : header(s),
                             cornerRadius: presenting ? cellRadius : 0, phantom: true),
                        View("title~", presenting ? cellTitle(s) : headline(s), phantom: true)]
        let fade = View("fade", fullScreen(s), alpha: presenting ? 0 : 1)
        let hideCell: [SceneEdit] = [.setHidden("image", true), .setHidden("title", true)]
        let cleanUp: [SceneEdit] = [.remove("image~"), .remove("title~"), .remove("fade"),
                                    .setHidden("image", false), .setHidden("title", false),
                                    .setHidden("detail", false)]
        // Spring(D, 1.0, 0.5) with the curve option ignored, as UIKit ignores it for springs.
        let timing = AnimationTiming.spring(SpringTiming(duration: s.duration, dampingRatio: 1, initialVelocity: 0.5))
        if presenting {
            return TransitionPlan(
                timing: timing,
                setup: [.insert(detailViews(s, hidden: true), .top), .insert([fade], .below("detail")),
                        .insert(phantoms, .top)] + hideCell,
                tracks: tracks,
                whenCompleted: cleanUp + [.remove("grid")],
                whenCancelled: cleanUp + [.remove("detail")])
        }
        // Dismissing, the article adds the presenter's view on top and the fade above it.
        return TransitionPlan(
            timing: timing,
            setup: [.setHidden("detail", true), .insert(gridViews(s), .top), .insert([fade], .top),
                    .insert(phantoms, .top)] + hideCell,
            tracks: tracks.map(\.reversed),
            whenCompleted: cleanUp + [.remove("detail")],
            whenCancelled: cleanUp + [.remove("grid")])
    }

    /// `handlePanGesture`: up on the grid presents, down on the detail dismisses,
    /// one screen height is 100 %, capped.
    static func gesture(_ operation: Transition.Operation, _ s: Settings) -> GestureMapping? {
        GestureMapping(direction: Point(x: 0, y: operation == .present ? -1 : 1),
                       distance: s.screen.height, isCapped: true)
    }

    static let scenario: Scenario = {
        var defaults = Settings()
        defaults.duration = 0.5
        defaults.threshold = 0.1
        defaults.cap = 0.9
        return Scenario(
            name: "deeper",
            summary: "a grid cell flies into a detail screen; pan up to present, down to dismiss",
            presenter: "grid", presented: "detail", style: .fullScreen,
            defaults: defaults, defaultPanLocation: { cellImage($0).center },
            presenterViews: { gridViews($0) }, presentedViews: { detailViews($0) },
            plan: { plan($0, $1) }, gesture: { gesture($0, $1) })
    }()
}

extension Scenario {
    public static var deeper: Scenario { Deeper.scenario }
}
