import PantographEngine
import PantographShell
import Testing
@testable import PantographUIKit

extension Scene {
    /// A built-in scene as the scene language gives it (Scenes/NAME.scene).
    static func builtIn(_ name: String) -> Scene { SceneLibrary.builtIn.scene(named: name)! }
}

/// An example and its built-in scene side by side, on the same settings: the same
/// inputs go to both, and `differences()` says in words what their screens do not
/// share. The example's views are named by accessibility identifier; `names` maps
/// those that differ to the scene's, and a snapshot is the scene's phantom. What is
/// compared is what both show: the views back to front, their frames in the window,
/// alpha, hidden, corner radius and phantoms, and the lifecycle events.
@MainActor struct ScenePair {
    enum Step {
        case down(Double, Double)
        case move(Double, Double)
        case up
        case cancel
        /// A frame passes, the finger (if any) still.
        case wait
    }

    var sim: Simulator
    let app: HeadlessApp
    let names: [String: String]
    /// The code's views the scene does not declare (a root view the scene folds away).
    let leftOut: Set<String>
    /// The scene's `statusBar` is UIKit's status bar, in front of the window.
    let statusBar: Bool
    let frameTolerance: Double
    let valueTolerance = 1e-6

    init(scene: Scene, names: [String: String] = [:], leftOut: Set<String> = [], statusBar: Bool = false,
         frameTolerance: Double = 1e-6,
         options: [String: String] = [:], adjust: (inout Settings) -> Void = { _ in },
         root: () -> UIViewController) throws {
        var settings = scene.defaults
        settings.clock = .manual
        settings.options.merge(options) { $1 }
        adjust(&settings)
        sim = try Simulator(scene: scene, settings: settings)
        app = try HeadlessApp(settings: settings, root: root)
        self.names = names
        self.leftOut = leftOut
        self.statusBar = statusBar
        self.frameTolerance = frameTolerance
        app.clearLog()
    }

    /// A drag: down at `from`, across the slop along `by` so that the pan begins with
    /// nothing left over, then `moves` steps of `by` a frame.
    static func drag(from: (Double, Double), by: (Double, Double), moves: Int) -> [Step] {
        // The slop is 10 points on an axis: the larger one's.
        let scale = 10 / max(abs(by.0), abs(by.1))
        let start = (from.0 + by.0 * scale, from.1 + by.1 * scale)
        return [.down(from.0, from.1), .move(start.0, start.1)]
            + (1...moves).map { .move(start.0 + by.0 * Double($0), start.1 + by.1 * Double($0)) }
    }

    /// One input to both; the lifecycle events each made.
    mutating func apply(_ step: Step) throws -> (scene: [LifecycleEvent], code: [LifecycleEvent]) {
        let input: Input
        switch step {
        case .down(let x, let y):
            input = .touchDown(at: Point(x: x, y: y))
            try app.touchDown(at: CGPoint(x: x, y: y))
        case .move(let x, let y):
            input = .touchMove(to: Point(x: x, y: y), after: nil)
            try app.touchMove(to: CGPoint(x: x, y: y))
        case .up:
            input = .touchUp
            try app.touchUp()
        case .cancel:
            input = .touchCancel
            try app.touchCancel()
        case .wait:
            return try frame()
        }
        return (try sim.apply(input).events, takeLog())
    }

    /// An input to the scene and the code's own call for it (`present`, `dismiss`), in
    /// one turn; an input the scene refuses (UIKit's exception) must leave both as
    /// they were.
    mutating func apply(_ input: Input, code: () -> Void) throws -> (scene: [LifecycleEvent], code: [LifecycleEvent]) {
        let events: [LifecycleEvent]
        do { events = try sim.apply(input).events } catch { events = [] }
        app.turn(code)
        return (events, takeLog())
    }

    /// One frame for both.
    mutating func frame() throws -> (scene: [LifecycleEvent], code: [LifecycleEvent]) {
        let events = try sim.apply(.advance(seconds: sim.settings.frameInterval)).events
        app.advance()
        return (events, takeLog())
    }

    private func takeLog() -> [LifecycleEvent] {
        defer { app.clearLog() }
        return app.log.compactMap(\.lifecycle)
    }

    var isAtRest: Bool { !sim.isAnimating && !app.isAnimating }

    /// What differs between the two screens, in words (empty when they agree).
    func differences() -> [String] {
        let scene = sim.visibleViews
        let code = app.views.filter { !leftOut.contains($0.name) } + (statusBar ? [app.statusBar] : [])
        let sceneNames = scene.map(\.name)
        let codeNames = code.map { names[$0.name] ?? $0.name }
        guard sceneNames == codeNames else { return ["views: scene \(sceneNames), code \(codeNames)"] }
        var out: [String] = []
        for (s, c) in zip(scene, code) {
            let frame = CGRect(s.frame)
            if !close(frame, c.frame, frameTolerance) { out.append("\(s.name) frame: scene \(frame), code \(c.frame)") }
            // A view edge-on (a flip's middle frame) shows nothing, hidden or not: the
            // two sides may round its turn to either side of 90°.
            let edgeOn = min(frame.width, frame.height) < 1e-6 && min(c.frame.width, c.frame.height) < 1e-6
            if !close(s.alpha, c.alpha, valueTolerance) { out.append("\(s.name) alpha: scene \(s.alpha), code \(c.alpha)") }
            if !close(s.cornerRadius, c.cornerRadius, valueTolerance) {
                out.append("\(s.name) radius: scene \(s.cornerRadius), code \(c.cornerRadius)")
            }
            if s.isHidden != c.isHidden && !edgeOn { out.append("\(s.name) hidden: scene \(s.isHidden), code \(c.isHidden)") }
            if s.isPhantom != c.isSnapshot { out.append("\(s.name) phantom: scene \(s.isPhantom), code \(c.isSnapshot)") }
        }
        return out
    }

    /// Runs `input` (and the code's call), then frames until both rest, holding the two
    /// equal after each.
    mutating func check(_ input: Input, code: () -> Void, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let events = try apply(input, code: code)
        #expect(events.scene == events.code, "after \(input)", sourceLocation: sourceLocation)
        #expect(differences().isEmpty, "after \(input): \(differences())", sourceLocation: sourceLocation)
        try settle(sourceLocation: sourceLocation)
        expectNoDiagnostics(sourceLocation: sourceLocation)
    }

    /// Frames until both rest, holding the two equal after each.
    mutating func settle(sourceLocation: SourceLocation = #_sourceLocation) throws {
        var frames = 0
        while !isAtRest {
            let events = try frame()
            frames += 1
            #expect(events.scene == events.code, "frame \(frames)", sourceLocation: sourceLocation)
            #expect(differences().isEmpty, "frame \(frames): \(differences())", sourceLocation: sourceLocation)
            if frames > 600 {
                Issue.record("no rest after 600 frames", sourceLocation: sourceLocation)
                break
            }
        }
    }

    /// The example is correct code: the diagnostics find nothing in it
    /// (docs/diagnostics.md); one that does is a false positive of the check.
    func expectNoDiagnostics(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(app.diagnostics.isEmpty, "\(app.diagnostics.map(DiagnosticWording.text))", sourceLocation: sourceLocation)
    }

    /// Runs `steps` and `end`, then frames until both rest, holding the two equal
    /// after each.
    mutating func check(_ steps: [Step], end: Step, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for step in steps + [end] {
            let events = try apply(step)
            #expect(events.scene == events.code, "after \(step)", sourceLocation: sourceLocation)
            #expect(differences().isEmpty, "after \(step): \(differences())", sourceLocation: sourceLocation)
        }
        try settle(sourceLocation: sourceLocation)
        expectNoDiagnostics(sourceLocation: sourceLocation)
    }
}
