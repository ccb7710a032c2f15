/// Thumbnail to player (docs/hero.md): a phantom of the thumbnail dips, then grows
/// into the video frame; a downward pan on the player dismisses it interactively.
enum Hero {
    static let thumbnail = RectExpr(16, 240, .width - 32, (.width - 32) * 9 / 16)
    static let video = RectExpr(0, .safeTop, .width, .width * 9 / 16)

    static let views: [ViewDecl] = [
        ViewDecl("broadcasts", .screen),
        ViewDecl("thumbnail", thumbnail, in: "broadcasts", cornerRadius: 8),
        ViewDecl("blur", .screen),
        ViewDecl("player", .screen),
        ViewDecl("video", video, in: "player"),
        ViewDecl("thumbnail~", thumbnail, cornerRadius: 8, phantom: true),
    ]

    /// Two phases over the duration: a linear dip to 0.95 in its first fifth (0.1 s of
    /// 0.5 s), then easeInOut to the video's frame.
    static let present = PlanDecl(
        duration: .duration,
        setup: [.insert("blur", .top, alpha: 1), .insert("player", .top, hidden: true),
                .insert("thumbnail~", .top), .setHidden("thumbnail", true)],
        tracks: [.number("thumbnail~", .scale, from: 1, to: 0.95, duration: .duration * 0.2, .curve(.linear)),
                 .number("thumbnail~", .scale, to: 1, start: .duration * 0.2, .curve(.easeInOut)),
                 .frame("thumbnail~", to: video, start: .duration * 0.2, .curve(.easeInOut)),
                 .number("thumbnail~", .cornerRadius, to: 0, start: .duration * 0.2, .curve(.easeInOut))],
        whenCompleted: [.setHidden("player", false), .remove("thumbnail~"), .setHidden("thumbnail", false)],
        whenCancelled: [.remove("thumbnail~"), .remove("blur"), .setHidden("thumbnail", false)])

    /// 0.8 of the duration (0.4 s), easeInOut; the blur goes at once.
    static let dismiss = PlanDecl(
        duration: .duration * 0.8,
        setup: [.setHidden("player", true), .insert("thumbnail~", .top), .set("blur", .alpha, .number(0)),
                .setHidden("thumbnail", true)],
        tracks: [.frame("thumbnail~", from: video, to: thumbnail, .curve(.easeInOut)),
                 .number("thumbnail~", .cornerRadius, from: 0, to: 8, .curve(.easeInOut))],
        whenCompleted: [.remove("thumbnail~"), .remove("blur"), .setHidden("thumbnail", false)],
        whenCancelled: [.remove("thumbnail~"), .set("blur", .alpha, .number(1)), .setHidden("player", false),
                        .setHidden("thumbnail", false)])

    static let scenario: Scenario = {
        var defaults = Settings()
        defaults.duration = 0.5
        defaults.threshold = 0.5
        return try! Scenario(
            name: "hero",
            summary: "a thumbnail dips then grows into a player; pan down to dismiss",
            views: views,
            controllers: [ControllerDecl("broadcasts", view: "broadcasts"), ControllerDecl("player", view: "player")],
            initialWindow: ["broadcasts"],
            presentations: [PresentationDecl(
                "broadcasts", presents: "player", style: .overFullScreen,
                animator: AnimatorDecl(present: present, dismiss: dismiss),
                dismissGesture: .percentDriven(PanDrive(direction: Point(x: 0, y: 1), distance: 300,
                                                        start: PointExpr(.width / 2, .height / 2))))],
            defaults: defaults)
    }()
}

extension Scenario {
    public static var hero: Scenario { Hero.scenario }
}
