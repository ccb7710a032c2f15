import Testing
@testable import PantographShell
import PantographEngine

/// An app's record (PantographHarness) is written by `RecordWriter` through `Stage`,
/// not by building its JSON tree: every record it writes must equal the tree the
/// declaration builds (`Record.json`), byte for byte. The app's stages here are
/// taken from a scene's simulator step by step (every phase, a live transition, a
/// release by the app's handler, none), with a phantom, a view that grows the names,
/// a hierarchy, an error, warnings, events and a result on some of them; one writer
/// writes them all, as a session's does (each view's text kept from the record
/// before).
@Suite struct AppRecordWriterTests {
    /// The stage an app showing `sim`'s state would record, the `step`th of a run.
    static func appStage(_ sim: Simulator, step: Int) -> AppStage {
        var views: [VisibleView] = []
        sim.forEachVisibleView { v in
            views.append(VisibleView(appView: v.id, frame: v.frame, alpha: v.alpha, isHidden: v.isHidden, scale: v.scale,
                                     cornerRadius: v.cornerRadius, isPhantom: step % 3 == 1 && v.id == 0))
        }
        var names = sim.viewNames
        // A view the app names later: the names grow, as an app's do.
        if step >= 4 {
            names.append("later \"view\"")
            views.append(VisibleView(appView: names.count - 1, frame: Rect(x: 1.5, y: -2, width: 30, height: 1e-7),
                                     alpha: 0.25, isHidden: step % 2 == 0, scale: 1.125, cornerRadius: 4, isPhantom: false))
        }
        let transition = sim.transition.map { t in
            AppTransition(operation: t.operation, state: t.state, duration: t.duration,
                          release: sim.release.map { AppRelease(decision: $0.decision, input: $0.input, bySystem: $0.bySystem) },
                          completionSpeed: step % 2 == 0 ? 1 : 0.75, completionCurve: sim.settings.completionCurve)
        }
        let hierarchy = step % 4 == 3
            ? ViewHierarchy(views: [HierarchyEntry(name: "front", superview: nil, isHidden: false),
                                    HierarchyEntry(name: "back", superview: "front", isHidden: true)],
                            deallocated: step > 6 ? ["old"] : [])
            : nil
        return AppStage(clock: sim.clock, sceneName: "app", gesture: sim.gesture, transition: transition,
                        isPresented: sim.isPresented, presented: sim.isPresented ? "detail" : nil, viewNames: names,
                        views: views, screen: sim.screen, transitionEvents: [], viewHierarchy: hierarchy)
    }

    @Test(arguments: SceneLibrary.builtIn.all.map(\.name))
    func anAppsRecordIsTheDeclarationsBytes(_ scene: String) throws {
        var sim = Simulator(scene: try #require(SceneLibrary.builtIn.scene(named: scene)))
        var settings = sim.settings
        settings.clock = .manual
        _ = try sim.apply(.changeSettings(settings))
        let inputs: [Input] = [.panBegin(at: nil), .panMove(to: Point(x: -30, y: -120), after: nil),
                               .panMove(to: Point(x: -30, y: -160), after: 0.5), .panEnd(velocity: Point(x: 0, y: -900)),
                               .advance(seconds: 0.05), .advance(seconds: 0.1), .settle, .panBegin(at: nil),
                               .panMove(to: Point(x: 40, y: 60), after: nil), .panCancel, .advance(seconds: 0.05), .settle,
                               .dismiss, .advance(seconds: 0.2), .settle]
        var writer = RecordWriter()
        for (i, input) in inputs.enumerated() {
            let outcome = (try? sim.apply(input)) ?? Outcome()
            sim.layOutWindow()
            let record = Record(seq: i + 1, input: "step \"\(i)\"\t", file: "f.pg", line: i + 1,
                                error: i == 3 ? .init(message: "m\n", line: 1, column: 2) : nil,
                                warnings: i == 5 ? ["a warning", "é"] : outcome.warnings.map { "\($0)" },
                                events: outcome.events,
                                result: i == 4 ? .object([("k", .array([.int(-3), .number(0.25), .null]))]) : .null,
                                stage: Self.appStage(sim, step: i))
            writer.reset()
            writer.write(record)
            #expect(writer.out.text == record.json.encoded, "\(scene) step \(i): \(input)")
            #expect(String(decoding: record.jsonBytes, as: UTF8.self) == record.json.encoded, "\(scene) step \(i)")
        }
    }
}
