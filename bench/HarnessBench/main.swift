// GESTURES gestures through an example's own code as a Swift test drives them
// (`Harness`, one `drag` call a gesture, the JSON records made and returned), for
// `bench/harness.sh`, which runs the same gestures as a `--quiet` script on the
// example's scene. Even gestures present (the percent-driven present finishes), odd
// ones dismiss (the dismissal finishes):
// - deeper: the grid's cell dragged 200 points up, the detail 200 points down;
// - sheet: a pan 200 points left from the right edge, the sheet 150 points right.
//
// With HARNESS_BENCH_BODY=1 it also prints, to standard error, the seconds from making
// the harness to the last record: the test's body, what a test runner times as the
// test (the process's start-up, Foundation's loading among it, is the runner's).
//
//   harness-bench [deeper|sheet] GESTURES
import Deeper
import PantographHarness
import PantographUIKit
import Sheet

/// An example's harness and its two gestures, as `bench/harness.sh` writes them as a
/// script (`drag DX,DY` from the start point, `drag DX,DY from X,Y`).
struct Example {
    var name: String
    var startPoint: CGPoint
    var root: @MainActor () -> UIViewController
    var present: CGPoint
    var dismiss: CGPoint
    var dismissFrom: CGPoint
}

let examples = [
    Example(name: "deeper", startPoint: CGPoint(x: 105, y: 405), root: DeeperApp.root,
            present: CGPoint(x: 0, y: -200), dismiss: CGPoint(x: 0, y: 200), dismissFrom: CGPoint(x: 105, y: 105)),
    Example(name: "sheet", startPoint: CGPoint(x: 389, y: 422), root: SheetApp.root,
            present: CGPoint(x: -200, y: 0), dismiss: CGPoint(x: 150, y: 0), dismissFrom: CGPoint(x: 230, y: 422)),
]

var arguments = Array(CommandLine.arguments.dropFirst())
let name = arguments.count == 2 ? arguments.removeFirst() : "deeper"
guard arguments.count == 1, let gestures = Int(arguments[0]), gestures >= 0,
      let example = examples.first(where: { $0.name == name }) else {
    print("usage: harness-bench [deeper|sheet] GESTURES")
    exit(2)
}

// Top-level code runs on the main actor.
let clock = ContinuousClock()
let start = clock.now
let harness = try Harness(name: example.name, startPoint: example.startPoint, root: example.root)
var records = 0
for i in 0..<gestures {
    if i % 2 == 0 {
        records += try harness.drag(example.present).count
    } else {
        records += try harness.drag(example.dismiss, from: example.dismissFrom).count
    }
}
guard (harness.app.presentedController != nil) == (gestures % 2 == 1), records == gestures else {
    print("harness-bench: the gestures did not present and dismiss in turn (\(records) records)")
    exit(1)
}
if ProcessInfo.processInfo.environment["HARNESS_BENCH_BODY"] == "1" {
    let body = clock.now - start
    let seconds = Double(body.components.seconds) + Double(body.components.attoseconds) / 1e18
    FileHandle.standardError.write(Data("\(seconds)\n".utf8))
}
