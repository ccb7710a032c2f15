import Testing
@testable import PantographEngine

/// Every presentation style × present/dismiss × completed/cancelled, on the `modal`
/// scene (docs/modal.md): the exact callbacks and the views left in the window.
@Suite struct PresentationStyleLifecycleTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let style: String
        var definesContext = false
        /// Controllers that get the presenter's side of the callbacks, container first.
        let presenterSide: [String]
        /// The window with `presented` on screen, back to front.
        let presentedWindow: [String]
        var testDescription: String { style + (definesContext ? " (defines-context on)" : "") }
    }

    static let initial = ["nav", "navBar", "presenting"]
    static let over = ["nav", "navBar", "presenting", "presented"]

    static let rows: [Row] = [
        Row(style: "fullScreen", presenterSide: ["nav", "presenting"], presentedWindow: ["presented"]),
        Row(style: "currentContext", presenterSide: ["nav", "presenting"], presentedWindow: ["presented"]),
        Row(style: "currentContext", definesContext: true, presenterSide: ["presenting"],
            presentedWindow: ["nav", "navBar", "presented"]),
        Row(style: "overFullScreen", presenterSide: [], presentedWindow: over),
        Row(style: "overCurrentContext", presenterSide: [], presentedWindow: over),
        Row(style: "overCurrentContext", definesContext: true, presenterSide: [], presentedWindow: over),
        Row(style: "pageSheet", presenterSide: [], presentedWindow: over),
        Row(style: "formSheet", presenterSide: [], presentedWindow: over),
        Row(style: "automatic", presenterSide: [], presentedWindow: over),
        Row(style: "popover", presenterSide: [], presentedWindow: over),
        Row(style: "custom", presenterSide: [], presentedWindow: over),
    ]

    static func simulator(_ row: Row) throws -> Simulator {
        var settings = Scene.modal.defaults
        settings.options["presentation"] = row.style
        settings.options["defines-context"] = row.definesContext ? "on" : "off"
        settings.options["source-view"] = row.style == "popover" ? "navBar" : "none"
        return try Simulator(scene: .modal, settings: settings)
    }

    static func names(_ sim: Simulator) -> [String] { sim.visibleViews.map(\.name) }

    /// Written out from UIKit's documented order, not from `Lifecycle`.
    static func expectedBegin(_ op: Transition.Operation, _ side: [String]) -> [LifecycleEvent] {
        switch op {
        case .present:
            [.presentationTransitionWillBegin] + side.map { .viewWillDisappear($0) }
                + [.viewWillAppear("presented"), .startInteractiveTransition, .animateTransition]
        case .dismiss:
            [.dismissalTransitionWillBegin, .viewWillDisappear("presented")] + side.map { .viewWillAppear($0) }
                + [.startInteractiveTransition, .animateTransition]
        case .push, .pop:
            preconditionFailure("modal presents; NavigationLifecycleTests covers push and pop")
        }
    }

    static func expectedEnd(_ op: Transition.Operation, completed: Bool, _ side: [String]) -> [LifecycleEvent] {
        let interaction: [LifecycleEvent] = completed
            ? [.finishInteractiveTransition, .interactionChanged(cancelled: false)]
            : [.cancelInteractiveTransition, .interactionChanged(cancelled: true)]
        let didEnd: LifecycleEvent = op == .present ? .presentationTransitionDidEnd(completed)
                                                    : .dismissalTransitionDidEnd(completed)
        let (appearing, disappearing) = op == .present ? (["presented"], side) : (side, ["presented"])
        var middle: [LifecycleEvent]
        if completed {
            middle = appearing.map { .viewDidAppear($0) } + disappearing.map { .viewDidDisappear($0) }
            middle.append(op == .present ? .presentCompletion : .dismissCompletion)
        } else {
            middle = appearing.flatMap { [.viewWillDisappear($0), .viewDidDisappear($0)] }
                + disappearing.flatMap { [.viewWillAppear($0), .viewDidAppear($0)] }
        }
        return interaction + [.completeTransition(completed), didEnd] + middle + [.animationEnded(completed)]
    }

    @Test(arguments: rows)
    func presentAndDismissEitherWay(_ row: Row) throws {
        for op in [Transition.Operation.present, .dismiss] {
            for completed in [true, false] {
                var sim = try Self.simulator(row)
                if op == .dismiss { _ = try sim.apply(.present) }
                let before = sim
                var events = try sim.apply(.startInteractive(op)).events
                _ = try sim.apply(.update(0.4))
                events += try sim.apply(completed ? .finish : .cancel).events
                #expect(events == Self.expectedBegin(op, row.presenterSide)
                                  + Self.expectedEnd(op, completed: completed, row.presenterSide),
                        "\(row.testDescription) \(op) completed: \(completed)")
                let shown: [String]
                switch (op, completed) {
                case (.present, true), (.dismiss, false): shown = row.presentedWindow
                case (.present, false), (.dismiss, true): shown = Self.initial
                case (.push, _), (.pop, _): preconditionFailure("modal presents; it does not push")
                }
                #expect(Self.names(sim) == shown, "\(row.testDescription) \(op) completed: \(completed)")
                if !completed {
                    // Cancelled: the window is exactly as it was, every property of every view.
                    #expect(sim.window == before.window && sim.depth == before.depth, "\(row.testDescription) \(op)")
                }
            }
        }
    }

    /// Frames of `presented` at rest, per style (docs/modal.md).
    @Test(arguments: [("fullScreen", false, Rect(0, 0, 390, 844)), ("overFullScreen", false, Rect(0, 0, 390, 844)),
                      ("currentContext", false, Rect(0, 0, 390, 844)), ("currentContext", true, Rect(0, 91, 390, 753)),
                      ("overCurrentContext", true, Rect(0, 91, 390, 753)), ("pageSheet", false, Rect(0, 57, 390, 787)),
                      ("formSheet", false, Rect(0, 57, 390, 787)), ("automatic", false, Rect(0, 57, 390, 787)),
                      ("popover", false, Rect(0, 0, 390, 844))])
    func presentedFrame(_ style: String, _ definesContext: Bool, _ frame: Rect) throws {
        var sim = try Self.simulator(Row(style: style, definesContext: definesContext, presenterSide: [],
                                         presentedWindow: []))
        _ = try sim.apply(.present)
        #expect(sim.visibleViews.first { $0.name == "presented" }?.frame == frame)
    }

    /// UIKit's exceptions: thrown, and the whole simulator is unchanged.
    @Test func refusalsChangeNothing() throws {
        var settings = Scene.modal.defaults
        settings.options["transition-style"] = "partialCurl"
        var sim = try Simulator(scene: .modal, settings: settings)
        var before = sim
        #expect(throws: EngineError.partialCurlNeedsFullScreen(style: .automatic)) { try sim.apply(.present) }
        #expect(sim == before)

        settings.options["transition-style"] = "coverVertical"
        settings.options["presentation"] = "popover"
        sim = try Simulator(scene: .modal, settings: settings)
        before = sim
        #expect(throws: EngineError.popoverWithoutSourceView) { try sim.apply(.present) }
        #expect(sim == before)

        settings.options["presentation"] = "fullScreen"
        settings.options["transition-style"] = "partialCurl"
        sim = try Simulator(scene: .modal, settings: settings)
        _ = try sim.apply(.present)
        before = sim
        #expect(throws: EngineError.presentingFromPartialCurl("presented")) { try sim.apply(.present) }
        #expect(sim == before)
        var other = sim.settings
        other.options["presentation"] = "pageSheet"
        #expect(throws: EngineError.optionWhilePresented("presentation")) { try sim.apply(.changeSettings(other)) }
        #expect(sim == before)
    }

    /// Only UIKit's sheets are dismissed by a pan.
    @Test(arguments: ["fullScreen", "overFullScreen", "pageSheet"])
    func onlySheetsDismissByPan(_ style: String) throws {
        var sim = try Self.simulator(Row(style: style, presenterSide: [], presentedWindow: []))
        _ = try sim.apply(.present)
        let outcome = try sim.apply(.panBegin(at: nil))
        if style == "pageSheet" {
            #expect(sim.transition?.phase == .interactive && sim.transition?.operation == .dismiss)
        } else {
            #expect(outcome.warnings == [.noGesture(scene: "modal", operation: .dismiss)])
            #expect(sim.transition?.phase == .completed)
        }
    }
}

/// A pan that UIKit refuses to let start its transition throws and changes nothing,
/// not the recognizer, not the last transition and its release.
@Suite struct RefusedPanTests {
    @Test func aRefusedPanBeginChangesNothing() throws {
        let refused = try Scene.deeper(named: "refused") { $0.style = .popover }
        var sim = Simulator(scene: refused)
        let untouched = sim
        #expect(throws: EngineError.popoverWithoutSourceView) { try sim.apply(.panBegin(at: nil)) }
        #expect(sim == untouched)
        #expect(sim.gesture == untouched.gesture && sim.transition == nil)
    }
}
