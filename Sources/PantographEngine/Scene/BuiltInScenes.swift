// Generated from Scenes/*.scene by `PANTOGRAPH_RECORD=1 swift test --filter BuiltInSceneTests`.
// Do not edit: edit the .scene file and regenerate (a stale copy fails BuiltInSceneTests).

/// The built-in scenes, compiled from their text: the files in Scenes/ are their
/// only source, read and checked when this file is generated, so start-up reads no
/// text and checks nothing twice.
public enum BuiltInScenes {
    /// Every built-in's name, in the order `scene list` lists them.
    public static let names = ["deeper", "card", "hero", "sheet", "modal", "flip", "navigation"]

    /// Where a session starts, and its name.
    public static var first: Scene { .deeper }
    public static let defaultName = "deeper"

    public static let all: [Scene] = [.deeper, .card, .hero, .sheet, .modal, .flip, .navigation]

    /// A built-in by name, making only that one.
    public static func named(_ name: String) -> Scene? {
        switch name {
        case "deeper": .deeper
        case "card": .card
        case "hero": .hero
        case "sheet": .sheet
        case "modal": .modal
        case "flip": .flip
        case "navigation": .navigation
        default: nil
        }
    }
}

extension Scene {
    /// Scenes/deeper.scene.
    public static let deeper = Scene(
        compiled: "deeper", summary: "grid cell → detail as phantoms; pan up presents, down dismisses",
        views: [
            changed(ViewDecl("", .screen)) { $0.name = "grid" },
            changed(ViewDecl("", .screen)) {
                $0.name = "image"
                $0.superview = "grid"
                $0.frame = RectExpr(20, .difference(.difference(.quotient(.height, 2), 17), .quotient(.quotient(.difference(.width, 50), 2), 2)), .quotient(.difference(.width, 50), 2), .quotient(.difference(.width, 50), 2))
                $0.cornerRadius = 12
            },
            changed(ViewDecl("", .screen)) {
                $0.name = "title"
                $0.superview = "grid"
                $0.frame = RectExpr(20, .sum(.sum(.difference(.difference(.quotient(.height, 2), 17), .quotient(.quotient(.difference(.width, 50), 2), 2)), .quotient(.difference(.width, 50), 2)), 8), .quotient(.difference(.width, 50), 2), 20)
            },
            changed(ViewDecl("", .screen)) { $0.name = "detail" },
            changed(ViewDecl("", .screen)) {
                $0.name = "header"
                $0.superview = "detail"
                $0.frame = RectExpr(0, 0, .width, .width)
            },
            changed(ViewDecl("", .screen)) {
                $0.name = "headline"
                $0.superview = "detail"
                $0.frame = RectExpr(20, .sum(.width, 16), .difference(.width, 40), 34)
            },
            changed(ViewDecl("", .screen)) { $0.name = "fade" },
            changed(ViewDecl("", .screen)) {
                $0.name = "image~"
                $0.frame = RectExpr(20, .difference(.difference(.quotient(.height, 2), 17), .quotient(.quotient(.difference(.width, 50), 2), 2)), .quotient(.difference(.width, 50), 2), .quotient(.difference(.width, 50), 2))
                $0.cornerRadius = 12
                $0.isPhantom = true
            },
            changed(ViewDecl("", .screen)) {
                $0.name = "title~"
                $0.frame = RectExpr(20, .sum(.sum(.difference(.difference(.quotient(.height, 2), 17), .quotient(.quotient(.difference(.width, 50), 2), 2)), .quotient(.difference(.width, 50), 2)), 8), .quotient(.difference(.width, 50), 2), 20)
                $0.isPhantom = true
            },
        ],
        controllers: [
            changed(ControllerDecl("", view: "")) { $0.name = "grid"; $0.view = "grid" },
            changed(ControllerDecl("", view: "")) { $0.name = "detail"; $0.view = "detail" },
        ],
        initialWindow: ["grid"],
        presentations: [
            changed(PresentationDecl("", presents: "", style: .automatic)) {
                $0.presenter = "grid"
                $0.presented = "detail"
                $0.style = .fullScreen
                $0.animator = changed(AnimatorDecl(present: PlanDecl(duration: 0, tracks: []), dismiss: PlanDecl(duration: 0, tracks: []))) {
                    $0.present = changed(PlanDecl(duration: 0, tracks: [])) {
                        $0.duration = .duration
                        $0.setup = [
                            .insert("detail", .top, frame: nil, hidden: true, alpha: nil),
                            .insert("fade", .below("detail"), frame: nil, hidden: nil, alpha: 0),
                            .insert("image~", .top, frame: nil, hidden: nil, alpha: nil),
                            .insert("title~", .top, frame: nil, hidden: nil, alpha: nil),
                            .setHidden("image", true),
                            .setHidden("title", true),
                        ]
                        $0.tracks = [
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "fade"
                                $0.from = .number(0)
                                $0.to = .number(1)
                                $0.timing = .spring(dampingRatio: 1, initialVelocity: 0.5)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "image~"
                                $0.property = .frame
                                $0.from = .rect(RectExpr(20, .difference(.difference(.quotient(.height, 2), 17), .quotient(.quotient(.difference(.width, 50), 2), 2)), .quotient(.difference(.width, 50), 2), .quotient(.difference(.width, 50), 2)))
                                $0.to = .rect(RectExpr(0, 0, .width, .width))
                                $0.timing = .spring(dampingRatio: 1, initialVelocity: 0.5)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "image~"
                                $0.property = .cornerRadius
                                $0.from = .number(12)
                                $0.timing = .spring(dampingRatio: 1, initialVelocity: 0.5)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "title~"
                                $0.property = .frame
                                $0.from = .rect(RectExpr(20, .sum(.sum(.difference(.difference(.quotient(.height, 2), 17), .quotient(.quotient(.difference(.width, 50), 2), 2)), .quotient(.difference(.width, 50), 2)), 8), .quotient(.difference(.width, 50), 2), 20))
                                $0.to = .rect(RectExpr(20, .sum(.width, 16), .difference(.width, 40), 34))
                                $0.timing = .spring(dampingRatio: 1, initialVelocity: 0.5)
                            },
                        ]
                        $0.whenCompleted = [
                            .remove("image~"),
                            .remove("title~"),
                            .remove("fade"),
                            .setHidden("image", false),
                            .setHidden("title", false),
                            .setHidden("detail", false),
                        ]
                        $0.whenCancelled = [
                            .remove("image~"),
                            .remove("title~"),
                            .remove("fade"),
                            .setHidden("image", false),
                            .setHidden("title", false),
                            .setHidden("detail", false),
                        ]
                    }
                    $0.dismiss = changed(PlanDecl(duration: 0, tracks: [])) {
                        $0.duration = .duration
                        $0.setup = [
                            .setHidden("detail", true),
                            .insert("grid", .top, frame: nil, hidden: nil, alpha: nil),
                            .insert("fade", .top, frame: nil, hidden: nil, alpha: 1),
                            .insert("image~", .top, frame: nil, hidden: nil, alpha: nil),
                            .insert("title~", .top, frame: nil, hidden: nil, alpha: nil),
                            .setHidden("image", true),
                            .setHidden("title", true),
                        ]
                        $0.tracks = [
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "fade"
                                $0.from = .number(1)
                                $0.timing = .spring(dampingRatio: 1, initialVelocity: 0.5)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "image~"
                                $0.property = .frame
                                $0.from = .rect(RectExpr(0, 0, .width, .width))
                                $0.to = .rect(RectExpr(20, .difference(.difference(.quotient(.height, 2), 17), .quotient(.quotient(.difference(.width, 50), 2), 2)), .quotient(.difference(.width, 50), 2), .quotient(.difference(.width, 50), 2)))
                                $0.timing = .spring(dampingRatio: 1, initialVelocity: 0.5)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "image~"
                                $0.property = .cornerRadius
                                $0.from = .number(0)
                                $0.to = .number(12)
                                $0.timing = .spring(dampingRatio: 1, initialVelocity: 0.5)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "title~"
                                $0.property = .frame
                                $0.from = .rect(RectExpr(20, .sum(.width, 16), .difference(.width, 40), 34))
                                $0.to = .rect(RectExpr(20, .sum(.sum(.difference(.difference(.quotient(.height, 2), 17), .quotient(.quotient(.difference(.width, 50), 2), 2)), .quotient(.difference(.width, 50), 2)), 8), .quotient(.difference(.width, 50), 2), 20))
                                $0.timing = .spring(dampingRatio: 1, initialVelocity: 0.5)
                            },
                        ]
                        $0.whenCompleted = [
                            .remove("image~"),
                            .remove("title~"),
                            .remove("fade"),
                            .setHidden("image", false),
                            .setHidden("title", false),
                            .setHidden("detail", false),
                        ]
                        $0.whenCancelled = [
                            .remove("image~"),
                            .remove("title~"),
                            .remove("fade"),
                            .setHidden("image", false),
                            .setHidden("title", false),
                            .setHidden("detail", false),
                        ]
                    }
                }
                $0.presentGesture = .percentDriven(changed(PanDrive(direction: .zero, distance: 0, start: PointExpr(0, 0))) {
                    $0.direction = Point(x: 0, y: -1)
                    $0.distance = .height
                    $0.isCapped = true
                    $0.start = PointExpr(.sum(20, .quotient(.quotient(.difference(.width, 50), 2), 2)), .sum(.difference(.difference(.quotient(.height, 2), 17), .quotient(.quotient(.difference(.width, 50), 2), 2)), .quotient(.quotient(.difference(.width, 50), 2), 2)))
                })
                $0.dismissGesture = .percentDriven(changed(PanDrive(direction: .zero, distance: 0, start: PointExpr(0, 0))) {
                    $0.direction = Point(x: 0, y: 1)
                    $0.distance = .height
                    $0.isCapped = true
                    $0.start = PointExpr(.sum(20, .quotient(.quotient(.difference(.width, 50), 2), 2)), .sum(.difference(.difference(.quotient(.height, 2), 17), .quotient(.quotient(.difference(.width, 50), 2), 2)), .quotient(.quotient(.difference(.width, 50), 2), 2)))
                })
            },
        ],
        options: [],
        defaults: changed(Settings()) {
            $0.policyValues = ["deceleration": 0.998, "impact": 0.3, "min-fling": 1, "min-velocity": 1000, "redirect": 0.5, "threshold": 0.1]
            $0.cap = 0.9
        },
        initialDepth: 0)

    /// Scenes/card.scene.
    public static let card = Scene(
        compiled: "card", summary: "App Store card → full-screen story on springs; drag down to close",
        views: [
            changed(ViewDecl("", .screen)) { $0.name = "today" },
            changed(ViewDecl("", .screen)) {
                $0.name = "card"
                $0.superview = "today"
                $0.frame = RectExpr(20, 150, .difference(.width, 40), 410)
                $0.cornerRadius = 15
            },
            changed(ViewDecl("", .screen)) { $0.name = "tabBar"; $0.frame = RectExpr(0, .difference(.height, 83), .width, 83) },
            changed(ViewDecl("", .screen)) { $0.name = "statusBar"; $0.frame = RectExpr(0, 0, .width, .safeTop) },
            changed(ViewDecl("", .screen)) { $0.name = "blur" },
            changed(ViewDecl("", .screen)) {
                $0.name = "cardDetail"
                $0.frame = RectExpr(20, 150, .difference(.width, 40), 410)
                $0.cornerRadius = 15
            },
            changed(ViewDecl("", .screen)) {
                $0.name = "cover"
                $0.superview = "cardDetail"
                $0.frame = RectExpr(0, 0, .difference(.width, 40), 410)
            },
            changed(ViewDecl("", .screen)) {
                $0.name = "closeButton"
                $0.superview = "cardDetail"
                $0.frame = RectExpr(.difference(.width, 50), 20, 30, 30)
                $0.alpha = 0
            },
        ],
        controllers: [
            changed(ControllerDecl("", view: "")) { $0.name = "today"; $0.view = "today" },
            changed(ControllerDecl("", view: "")) { $0.name = "cardDetail"; $0.view = "cardDetail" },
        ],
        initialWindow: ["today", "tabBar", "statusBar"],
        presentations: [
            changed(PresentationDecl("", presents: "", style: .automatic)) {
                $0.presenter = "today"
                $0.presented = "cardDetail"
                $0.style = .custom
                $0.presentationController = changed(PresentationControllerDecl()) {
                    $0.present = changed(PresentationControllerDecl.Callbacks()) {
                        $0.willBegin = [.insert("blur", .below("statusBar"), frame: nil, hidden: nil, alpha: 0)]
                        $0.alongside = [
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "blur"
                                $0.to = .number(1)
                                $0.timing = .spring(dampingRatio: 0.5, initialVelocity: 0)
                            },
                        ]
                    }
                    $0.dismiss = changed(PresentationControllerDecl.Callbacks()) {
                        $0.alongside = [
                            changed(TrackDecl("", .alpha, to: .number(0))) { $0.view = "blur"; $0.timing = .spring(dampingRatio: 0.8, initialVelocity: 0) },
                        ]
                        $0.didEndCompleted = [.remove("blur")]
                    }
                }
                $0.animator = changed(AnimatorDecl(present: PlanDecl(duration: 0, tracks: []), dismiss: PlanDecl(duration: 0, tracks: []))) {
                    $0.present = changed(PlanDecl(duration: 0, tracks: [])) {
                        $0.duration = .duration
                        $0.setup = [.insert("cardDetail", .below("statusBar"), frame: nil, hidden: nil, alpha: nil)]
                        $0.tracks = [
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "cardDetail"
                                $0.property = .frame
                                $0.to = .rect(RectExpr(0, 0, .width, .height))
                                $0.timing = .spring(dampingRatio: 0.5, initialVelocity: 0)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "cardDetail"
                                $0.property = .cornerRadius
                                $0.timing = .spring(dampingRatio: 0.5, initialVelocity: 0)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "cover"
                                $0.property = .frame
                                $0.to = .rect(RectExpr(0, 0, .width, 500))
                                $0.timing = .spring(dampingRatio: 0.5, initialVelocity: 0)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "closeButton"
                                $0.to = .number(1)
                                $0.timing = .spring(dampingRatio: 0.5, initialVelocity: 0)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "tabBar"
                                $0.property = .frame
                                $0.to = .rect(RectExpr(0, .height, .width, 83))
                                $0.timing = .spring(dampingRatio: 0.5, initialVelocity: 0)
                            },
                        ]
                        $0.standalone = [
                            changed(AnimationDecl(duration: 0, [])) {
                                $0.duration = 0.25
                                $0.tracks = [changed(TrackDecl("", .alpha, to: .number(0))) { $0.view = "statusBar" }]
                            },
                        ]
                    }
                    $0.dismiss = changed(PlanDecl(duration: 0, tracks: [])) {
                        $0.duration = .product(.duration, 0.7)
                        $0.tracks = [
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "cardDetail"
                                $0.property = .frame
                                $0.to = .rect(RectExpr(20, 150, .difference(.width, 40), 410))
                                $0.timing = .spring(dampingRatio: 0.8, initialVelocity: 0)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "cardDetail"
                                $0.property = .cornerRadius
                                $0.to = .number(15)
                                $0.timing = .spring(dampingRatio: 0.8, initialVelocity: 0)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "cardDetail"
                                $0.property = .scale
                                $0.to = .number(1)
                                $0.timing = .spring(dampingRatio: 0.8, initialVelocity: 0)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "cover"
                                $0.property = .frame
                                $0.to = .rect(RectExpr(0, 0, .difference(.width, 40), 410))
                                $0.timing = .spring(dampingRatio: 0.8, initialVelocity: 0)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "closeButton"
                                $0.timing = .spring(dampingRatio: 0.8, initialVelocity: 0)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "tabBar"
                                $0.property = .frame
                                $0.to = .rect(RectExpr(0, .difference(.height, 83), .width, 83))
                                $0.timing = .spring(dampingRatio: 0.8, initialVelocity: 0)
                            },
                        ]
                        $0.standalone = [
                            changed(AnimationDecl(duration: 0, [])) {
                                $0.duration = 0.25
                                $0.tracks = [
                                    changed(TrackDecl("", .alpha, to: .number(0))) { $0.view = "statusBar"; $0.to = .number(1) },
                                ]
                            },
                        ]
                    }
                }
                $0.presentGesture = .tap(changed(Tap(view: "", highlightScale: 1, highlightDuration: 0, unhighlightDuration: 0)) {
                    $0.view = "card"
                    $0.highlightScale = 0.95
                    $0.highlightDuration = 0.1
                    $0.unhighlightDuration = 0.3
                })
                $0.dismissGesture = .directManipulation(changed(DirectDrag(view: "", direction: .zero, distance: 0, shrink: 0, radius: 0, springBackDuration: 0, start: PointExpr(0, 0))) {
                    $0.view = "cardDetail"
                    $0.direction = Point(x: 0, y: 1)
                    $0.distance = 100
                    $0.shrink = 0.14
                    $0.radius = 15
                    $0.springBackDuration = 0.2
                    $0.start = PointExpr(.quotient(.width, 2), .quotient(.height, 2))
                })
            },
        ],
        options: [],
        defaults: changed(Settings()) { $0.duration = 1 },
        initialDepth: 0)

    /// Scenes/hero.scene.
    public static let hero = Scene(
        compiled: "hero", summary: "a thumbnail dips then grows into a player; pan down to dismiss",
        views: [
            changed(ViewDecl("", .screen)) { $0.name = "broadcasts" },
            changed(ViewDecl("", .screen)) {
                $0.name = "thumbnail"
                $0.superview = "broadcasts"
                $0.frame = RectExpr(16, 240, .difference(.width, 32), .quotient(.product(.difference(.width, 32), 9), 16))
                $0.cornerRadius = 8
            },
            changed(ViewDecl("", .screen)) { $0.name = "blur" },
            changed(ViewDecl("", .screen)) { $0.name = "player" },
            changed(ViewDecl("", .screen)) {
                $0.name = "video"
                $0.superview = "player"
                $0.frame = RectExpr(0, .safeTop, .width, .quotient(.product(.width, 9), 16))
            },
            changed(ViewDecl("", .screen)) {
                $0.name = "thumbnail~"
                $0.frame = RectExpr(16, 240, .difference(.width, 32), .quotient(.product(.difference(.width, 32), 9), 16))
                $0.cornerRadius = 8
                $0.isPhantom = true
            },
        ],
        controllers: [
            changed(ControllerDecl("", view: "")) { $0.name = "broadcasts"; $0.view = "broadcasts" },
            changed(ControllerDecl("", view: "")) { $0.name = "player"; $0.view = "player" },
        ],
        initialWindow: ["broadcasts"],
        presentations: [
            changed(PresentationDecl("", presents: "", style: .automatic)) {
                $0.presenter = "broadcasts"
                $0.presented = "player"
                $0.style = .overFullScreen
                $0.animator = changed(AnimatorDecl(present: PlanDecl(duration: 0, tracks: []), dismiss: PlanDecl(duration: 0, tracks: []))) {
                    $0.present = changed(PlanDecl(duration: 0, tracks: [])) {
                        $0.duration = .duration
                        $0.setup = [
                            .insert("blur", .top, frame: nil, hidden: nil, alpha: 1),
                            .insert("player", .top, frame: nil, hidden: true, alpha: nil),
                            .insert("thumbnail~", .top, frame: nil, hidden: nil, alpha: nil),
                            .setHidden("thumbnail", true),
                        ]
                        $0.tracks = [
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "thumbnail~"
                                $0.property = .scale
                                $0.from = .number(1)
                                $0.to = .number(0.95)
                                $0.duration = .product(.duration, 0.2)
                                $0.timing = .curve(.linear)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "thumbnail~"
                                $0.property = .scale
                                $0.to = .number(1)
                                $0.start = .product(.duration, 0.2)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "thumbnail~"
                                $0.property = .frame
                                $0.to = .rect(RectExpr(0, .safeTop, .width, .quotient(.product(.width, 9), 16)))
                                $0.start = .product(.duration, 0.2)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "thumbnail~"
                                $0.property = .cornerRadius
                                $0.start = .product(.duration, 0.2)
                            },
                        ]
                        $0.whenCompleted = [.setHidden("player", false), .remove("thumbnail~"), .setHidden("thumbnail", false)]
                        $0.whenCancelled = [.remove("thumbnail~"), .remove("blur"), .setHidden("thumbnail", false)]
                    }
                    $0.dismiss = changed(PlanDecl(duration: 0, tracks: [])) {
                        $0.duration = .product(.duration, 0.8)
                        $0.setup = [
                            .setHidden("player", true),
                            .insert("thumbnail~", .top, frame: nil, hidden: nil, alpha: nil),
                            .set("blur", .alpha, .number(0)),
                            .setHidden("thumbnail", true),
                        ]
                        $0.tracks = [
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "thumbnail~"
                                $0.property = .frame
                                $0.from = .rect(RectExpr(0, .safeTop, .width, .quotient(.product(.width, 9), 16)))
                                $0.to = .rect(RectExpr(16, 240, .difference(.width, 32), .quotient(.product(.difference(.width, 32), 9), 16)))
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "thumbnail~"
                                $0.property = .cornerRadius
                                $0.from = .number(0)
                                $0.to = .number(8)
                            },
                        ]
                        $0.whenCompleted = [.remove("thumbnail~"), .remove("blur"), .setHidden("thumbnail", false)]
                        $0.whenCancelled = [
                            .remove("thumbnail~"),
                            .set("blur", .alpha, .number(1)),
                            .setHidden("player", false),
                            .setHidden("thumbnail", false),
                        ]
                    }
                }
                $0.dismissGesture = .percentDriven(changed(PanDrive(direction: .zero, distance: 0, start: PointExpr(0, 0))) {
                    $0.direction = Point(x: 0, y: 1)
                    $0.distance = 300
                    $0.start = PointExpr(.quotient(.width, 2), .quotient(.height, 2))
                })
            },
        ],
        options: [],
        defaults: Settings(),
        initialDepth: 0)

    /// Scenes/sheet.scene.
    public static let sheet = Scene(
        compiled: "sheet", summary: "a right-half sheet on a dimming view; pan left shows, right hides",
        views: [
            changed(ViewDecl("", .screen)) { $0.name = "main" },
            changed(ViewDecl("", .screen)) { $0.name = "dimming" },
            changed(ViewDecl("", .screen)) {
                $0.name = "sheet"
                $0.frame = RectExpr(.difference(.width, .floor(.quotient(.width, 2))), 0, .floor(.quotient(.width, 2)), .height)
            },
        ],
        controllers: [
            changed(ControllerDecl("", view: "")) { $0.name = "main"; $0.view = "main" },
            changed(ControllerDecl("", view: "")) { $0.name = "sheet"; $0.view = "sheet" },
        ],
        initialWindow: ["main"],
        presentations: [
            changed(PresentationDecl("", presents: "", style: .automatic)) {
                $0.presenter = "main"
                $0.presented = "sheet"
                $0.style = .custom
                $0.presentationController = changed(PresentationControllerDecl()) {
                    $0.frameOfPresentedView = RectExpr(.difference(.width, .floor(.quotient(.width, 2))), 0, .floor(.quotient(.width, 2)), .height)
                    $0.present = changed(PresentationControllerDecl.Callbacks()) {
                        $0.willBegin = [.insert("dimming", .above("main"), frame: nil, hidden: nil, alpha: 0)]
                        $0.alongside = [
                            changed(TrackDecl("", .alpha, to: .number(0))) { $0.view = "dimming"; $0.to = .number(1) },
                        ]
                        $0.didEndCancelled = [.remove("dimming")]
                    }
                    $0.dismiss = changed(PresentationControllerDecl.Callbacks()) {
                        $0.alongside = [changed(TrackDecl("", .alpha, to: .number(0))) { $0.view = "dimming" }]
                        $0.didEndCompleted = [.remove("dimming")]
                    }
                }
                $0.animator = changed(AnimatorDecl(present: PlanDecl(duration: 0, tracks: []), dismiss: PlanDecl(duration: 0, tracks: []))) {
                    $0.present = changed(PlanDecl(duration: 0, tracks: [])) {
                        $0.duration = .duration
                        $0.setup = [.insert("sheet", .top, frame: nil, hidden: nil, alpha: nil)]
                        $0.tracks = [
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "sheet"
                                $0.property = .frame
                                $0.from = .rect(RectExpr(.width, 0, .floor(.quotient(.width, 2)), .height))
                                $0.to = .rect(RectExpr(.difference(.width, .floor(.quotient(.width, 2))), 0, .floor(.quotient(.width, 2)), .height))
                            },
                        ]
                    }
                    $0.dismiss = changed(PlanDecl(duration: 0, tracks: [])) {
                        $0.duration = .duration
                        $0.tracks = [
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "sheet"
                                $0.property = .frame
                                $0.to = .rect(RectExpr(.width, 0, .floor(.quotient(.width, 2)), .height))
                            },
                        ]
                    }
                }
                $0.presentGesture = .percentDriven(changed(PanDrive(direction: .zero, distance: 0, start: PointExpr(0, 0))) {
                    $0.direction = Point(x: -1, y: 0)
                    $0.distance = .floor(.quotient(.width, 2))
                    $0.start = PointExpr(.difference(.width, 1), .quotient(.height, 2))
                })
                $0.dismissGesture = .percentDriven(changed(PanDrive(direction: .zero, distance: 0, start: PointExpr(0, 0))) {
                    $0.direction = Point(x: 1, y: 0)
                    $0.distance = .floor(.quotient(.width, 2))
                    $0.start = PointExpr(.difference(.width, .quotient(.floor(.quotient(.width, 2)), 2)), .quotient(.height, 2))
                })
            },
        ],
        options: [],
        defaults: changed(Settings()) { $0.duration = 0.35 },
        initialDepth: 0)

    /// Scenes/modal.scene.
    public static let modal = Scene(
        compiled: "modal", summary: "UIKit\'s presentation and transition styles from a navigation stack",
        views: [
            changed(ViewDecl("", .screen)) { $0.name = "nav" },
            changed(ViewDecl("", .screen)) {
                $0.name = "navBar"
                $0.superview = "nav"
                $0.frame = RectExpr(0, .safeTop, .width, 44)
            },
            changed(ViewDecl("", .screen)) {
                $0.name = "presenting"
                $0.superview = "nav"
                $0.frame = RectExpr(0, .sum(.safeTop, 44), .width, .difference(.difference(.height, .safeTop), 44))
            },
            changed(ViewDecl("", .screen)) { $0.name = "presented" },
        ],
        controllers: [
            changed(ControllerDecl("", view: "")) { $0.name = "nav"; $0.view = "nav"; $0.children = ["presenting"] },
            changed(ControllerDecl("", view: "")) { $0.name = "presenting"; $0.view = "presenting" },
            changed(ControllerDecl("", view: "")) { $0.name = "presented"; $0.view = "presented" },
        ],
        initialWindow: ["nav"],
        presentations: [
            changed(PresentationDecl("", presents: "", style: .automatic)) {
                $0.presenter = "presenting"
                $0.presented = "presented"
                $0.dismissGesture = .percentDriven(changed(PanDrive(direction: .zero, distance: 0, start: PointExpr(0, 0))) {
                    $0.direction = Point(x: 0, y: 1)
                    $0.distance = .difference(.difference(.height, .safeTop), 10)
                    $0.start = PointExpr(.quotient(.width, 2), .quotient(.height, 2))
                })
            },
        ],
        options: [
            changed(SceneOption("", "", choices: [], default: "", binding: .outlets(""))) {
                $0.key = "presentation"
                $0.summary = "presented\'s modalPresentationStyle (automatic is pageSheet)"
                $0.choices = [
                    "fullScreen",
                    "pageSheet",
                    "formSheet",
                    "currentContext",
                    "overFullScreen",
                    "overCurrentContext",
                    "popover",
                    "custom",
                    "automatic",
                ]
                $0.defaultValue = "automatic"
                $0.binding = .presentationStyle(0)
            },
            changed(SceneOption("", "", choices: [], default: "", binding: .outlets(""))) {
                $0.key = "transition-style"
                $0.summary = "presented\'s modalTransitionStyle"
                $0.choices = ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"]
                $0.defaultValue = "coverVertical"
                $0.binding = .transitionStyle(0)
            },
            changed(SceneOption("", "", choices: [], default: "", binding: .outlets(""))) {
                $0.key = "defines-context"
                $0.summary = "presenting\'s definesPresentationContext"
                $0.choices = ["off", "on"]
                $0.defaultValue = "off"
                $0.binding = .definesPresentationContext("presenting")
            },
            changed(SceneOption("", "", choices: [], default: "", binding: .outlets(""))) {
                $0.key = "source-view"
                $0.summary = "the popover\'s sourceView"
                $0.choices = ["none", "navBar", "presenting"]
                $0.defaultValue = "none"
                $0.binding = .sourceView(0)
            },
        ],
        defaults: changed(Settings()) {
            $0.policy = .init(rawValue: "projection")!
            $0.options = ["defines-context": "off", "presentation": "automatic", "source-view": "none", "transition-style": "coverVertical"]
        },
        initialDepth: 0)

    /// Scenes/flip.scene.
    public static let flip = Scene(
        compiled: "flip", summary: "UIView.transition between two views in one screen; weak outlets",
        views: [
            changed(ViewDecl("", .screen)) { $0.name = "container"; $0.frame = RectExpr(20, 200, 350, 350) },
            changed(ViewDecl("", .screen)) { $0.name = "green"; $0.superview = "container"; $0.frame = RectExpr(0, 0, 350, 350) },
            changed(ViewDecl("", .screen)) {
                $0.name = "pink"
                $0.superview = "container"
                $0.frame = RectExpr(0, 0, 350, 350)
                $0.isHidden = true
            },
        ],
        controllers: [
            changed(ControllerDecl("", view: "")) { $0.name = "screen"; $0.view = "container" },
        ],
        initialWindow: ["container"],
        presentations: [],
        options: [
            changed(SceneOption("", "", choices: [], default: "", binding: .outlets(""))) {
                $0.key = "outlets"
                $0.summary = "screen\'s outlets to green and pink (weak: the superview is their only owner)"
                $0.choices = ["weak", "strong"]
                $0.defaultValue = "weak"
                $0.binding = .outlets("screen")
            },
        ],
        defaults: changed(Settings()) { $0.duration = 1; $0.options = ["outlets": "weak"] },
        initialDepth: 0)

    /// Scenes/navigation.scene.
    public static let navigation = Scene(
        compiled: "navigation", summary: "a navigation stack two deep; swipe from the left edge to go back",
        views: [
            changed(ViewDecl("", .screen)) { $0.name = "nav" },
            changed(ViewDecl("", .screen)) { $0.name = "list" },
            changed(ViewDecl("", .screen)) {
                $0.name = "listRow"
                $0.superview = "list"
                $0.frame = RectExpr(0, .sum(.safeTop, 44), .width, 60)
            },
            changed(ViewDecl("", .screen)) { $0.name = "detail" },
            changed(ViewDecl("", .screen)) {
                $0.name = "detailHeader"
                $0.superview = "detail"
                $0.frame = RectExpr(0, .sum(.safeTop, 44), .width, 200)
            },
            changed(ViewDecl("", .screen)) { $0.name = "more" },
            changed(ViewDecl("", .screen)) {
                $0.name = "moreHeader"
                $0.superview = "more"
                $0.frame = RectExpr(0, .sum(.safeTop, 44), .width, 120)
            },
            changed(ViewDecl("", .screen)) { $0.name = "shade"; $0.alpha = 0 },
        ],
        controllers: [
            changed(ControllerDecl("", view: "")) { $0.name = "nav"; $0.view = "nav"; $0.children = ["list"] },
            changed(ControllerDecl("", view: "")) { $0.name = "list"; $0.view = "list" },
            changed(ControllerDecl("", view: "")) { $0.name = "detail"; $0.view = "detail" },
            changed(ControllerDecl("", view: "")) { $0.name = "more"; $0.view = "more" },
        ],
        initialWindow: ["nav", "list"],
        presentations: [
            changed(PresentationDecl("", presents: "", style: .automatic)) {
                $0.presenter = "list"
                $0.presented = "detail"
                $0.navigationController = "nav"
                $0.dimmingView = "shade"
                $0.style = .fullScreen
                $0.animator = changed(AnimatorDecl(present: PlanDecl(duration: 0, tracks: []), dismiss: PlanDecl(duration: 0, tracks: []))) {
                    $0.present = changed(PlanDecl(duration: 0, tracks: [])) {
                        $0.duration = .duration
                        $0.setup = [
                            .insert("detail", .top, frame: RectExpr(.width, 0, .width, .height), hidden: nil, alpha: nil),
                        ]
                        $0.tracks = [
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "detail"
                                $0.property = .frame
                                $0.to = .rect(RectExpr(0, 0, .width, .height))
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) { $0.view = "list"; $0.property = .scale; $0.to = .number(0.95) },
                        ]
                        $0.whenCompleted = [.set("list", .scale, .number(1))]
                    }
                    $0.dismiss = changed(PlanDecl(duration: 0, tracks: [])) {
                        $0.duration = .duration
                        $0.setup = [.insert("list", .below("detail"), frame: nil, hidden: nil, alpha: nil)]
                        $0.tracks = [
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "detail"
                                $0.property = .frame
                                $0.to = .rect(RectExpr(.width, 0, .width, .height))
                                $0.timing = .curve(.linear)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) { $0.view = "list"; $0.property = .scale; $0.from = .number(0.95); $0.to = .number(1) },
                        ]
                        $0.whenCancelled = [.set("list", .scale, .number(1))]
                    }
                }
                $0.dismissGesture = .percentDriven(changed(PanDrive(direction: .zero, distance: 0, start: PointExpr(0, 0))) {
                    $0.direction = Point(x: 1, y: 0)
                    $0.distance = .width
                    $0.start = PointExpr(1, .quotient(.height, 2))
                    $0.fromLeftEdge = true
                })
            },
            changed(PresentationDecl("", presents: "", style: .automatic)) {
                $0.presenter = "detail"
                $0.presented = "more"
                $0.navigationController = "nav"
                $0.dimmingView = "shade"
                $0.style = .fullScreen
                $0.animator = changed(AnimatorDecl(present: PlanDecl(duration: 0, tracks: []), dismiss: PlanDecl(duration: 0, tracks: []))) {
                    $0.present = changed(PlanDecl(duration: 0, tracks: [])) {
                        $0.duration = .duration
                        $0.setup = [
                            .insert("more", .top, frame: RectExpr(.width, 0, .width, .height), hidden: nil, alpha: nil),
                        ]
                        $0.tracks = [
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "more"
                                $0.property = .frame
                                $0.to = .rect(RectExpr(0, 0, .width, .height))
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) { $0.view = "detail"; $0.property = .scale; $0.to = .number(0.95) },
                        ]
                        $0.whenCompleted = [.set("detail", .scale, .number(1))]
                    }
                    $0.dismiss = changed(PlanDecl(duration: 0, tracks: [])) {
                        $0.duration = .duration
                        $0.setup = [.insert("detail", .below("more"), frame: nil, hidden: nil, alpha: nil)]
                        $0.tracks = [
                            changed(TrackDecl("", .alpha, to: .number(0))) {
                                $0.view = "more"
                                $0.property = .frame
                                $0.to = .rect(RectExpr(.width, 0, .width, .height))
                                $0.timing = .curve(.linear)
                            },
                            changed(TrackDecl("", .alpha, to: .number(0))) { $0.view = "detail"; $0.property = .scale; $0.from = .number(0.95); $0.to = .number(1) },
                        ]
                        $0.whenCancelled = [.set("detail", .scale, .number(1))]
                    }
                }
                $0.dismissGesture = .percentDriven(changed(PanDrive(direction: .zero, distance: 0, start: PointExpr(0, 0))) {
                    $0.direction = Point(x: 1, y: 0)
                    $0.distance = .width
                    $0.start = PointExpr(1, .quotient(.height, 2))
                    $0.fromLeftEdge = true
                })
            },
        ],
        options: [
            changed(SceneOption("", "", choices: [], default: "", binding: .outlets(""))) {
                $0.key = "pop-animator"
                $0.summary = "what the navigation delegate\'s animationControllerFor returns: nil (UIKit\'s own) or a custom animator"
                $0.choices = ["system", "custom"]
                $0.defaultValue = "system"
                $0.binding = .animator(navigationController: "nav")
            },
        ],
        defaults: changed(Settings()) {
            $0.duration = 0.4
            $0.policy = .init(rawValue: "flutter")!
            $0.options = ["pop-animator": "system"]
        },
        initialDepth: 1)
}

/// `value` with `change` made to it.
private func changed<T>(_ value: T, _ change: (inout T) -> Void) -> T {
    var value = value
    change(&value)
    return value
}
