import Testing
@testable import PantographShell
import PantographEngine

/// What one writer keeps from record to record for an app, held to the tree
/// (`Record.json`): the views' openings, made for each name once and added to as an
/// app's names grow (a controller presented again is a new name), and the views'
/// texts, kept across the growth; and the events, written from literals.
@Suite struct RecordWriterGrowthTests {
    static func stage(names: [String], views: [VisibleView]) -> AppStage {
        AppStage(clock: 1, sceneName: "app", gesture: PanGestureRecognizer(), transition: nil, isPresented: false,
                 presented: nil, viewNames: names, views: views, screen: Size(width: 390, height: 844),
                 transitionEvents: [])
    }

    static func view(_ id: Int, x: Double, phantom: Bool = false) -> VisibleView {
        VisibleView(appView: id, frame: Rect(x: x, y: 2, width: 3, height: 4), alpha: 1, isHidden: false, scale: 1,
                    cornerRadius: 0, isPhantom: phantom)
    }

    /// Names grown one at a time (past each doubling of the texts' memory), then
    /// replaced by others (a writer that kept the old openings would name the views
    /// wrongly), shrunk, and grown again; the first views keep their values throughout,
    /// so their texts are the ones kept, and the newest view moves each time.
    @Test func oneWriterAsTheNamesGrowAndChangeEqualsTheTree() {
        var writer = RecordWriter()
        var runs: [[String]] = []
        var names = ["grid", "cell \"0\""]
        for i in 0..<40 {
            names.append("detail#\(i)")
            runs.append(names)
        }
        runs.append(["other", "names", "now"])
        runs.append(["other"])
        runs.append(["other", "names", "now", "é", "again"])
        runs.append(runs[39])
        for (step, names) in runs.enumerated() {
            var views = names.indices.map { Self.view($0, x: $0 == names.count - 1 ? Double(step) : 0) }
            views.append(Self.view(0, x: 0, phantom: true))
            let record = Record(seq: step + 1, input: "drag", file: "f.pg", line: step + 1, error: nil, warnings: [],
                                events: [], result: .null, stage: Self.stage(names: names, views: views))
            writer.reset()
            writer.write(record)
            #expect(writer.out.text == record.json.encoded, "step \(step): \(names)")
        }
    }

    /// A record's line has one line break, its last byte, whatever its strings hold:
    /// a sink takes it as one line (`OutputSink.write(record:to:)`).
    @Test func aRecordsOnlyLineBreakIsItsLast() {
        var writer = RecordWriter()
        let nasty = "a\nb\r\u{2028}\u{85}\t\"é"
        let record = Record(seq: 1, input: nasty, file: nasty, line: 1,
                            error: .init(message: nasty, line: 1, column: 2), warnings: [nasty, "\n"],
                            events: [.viewWillAppear(nasty), .asked(.presentationController)],
                            result: .object([(nasty, .array([.string(nasty), .null]))]),
                            stage: Self.stage(names: [nasty, "\n"], views: [Self.view(0, x: 0), Self.view(1, x: 1)]))
        writer.reset()
        writer.writeLine(record)
        let bytes = writer.out.withBytes { Array($0) }
        #expect(bytes.filter { $0 == 0x0A || $0 == 0x0D }.count == 1)
        #expect(bytes.last == 0x0A)
    }

    /// Every case, with names that need no escaping and names that do.
    static let events: [LifecycleEvent] = [true, false].flatMap { b in
        [.presentationTransitionWillBegin, .presentationTransitionDidEnd(b), .dismissalTransitionWillBegin,
         .dismissalTransitionDidEnd(b), .animateTransition, .startInteractiveTransition, .finishInteractiveTransition,
         .cancelInteractiveTransition, .pauseInteractiveTransition, .completeTransition(b), .animationEnded(b),
         .interactionChanged(cancelled: b), .alongsideCompletion(cancelled: b), .presentCompletion, .dismissCompletion,
         .transitionCompletion(finished: b)]
    } + ["detail", "detail#2", "a \"b\"", "back\\slash", "tab\t", "é"].flatMap { name in
        [.viewWillAppear(name), .viewDidAppear(name), .viewWillDisappear(name), .viewDidDisappear(name),
         .willShow(name), .didShow(name)]
    } + DelegateQuestion.allCases.map { .asked($0) }

    @Test func eachEventIsItsDescriptionQuoted() {
        var writer = RecordWriter()
        for event in Self.events {
            writer.reset()
            writer.event(event)
            var expected = ""
            JSON.quote(event.description, into: &expected)
            #expect(writer.out.text == expected)
        }
    }
}
