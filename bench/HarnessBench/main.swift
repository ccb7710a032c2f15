// GESTURES gestures through the Deeper example's own code as a Swift test drives them
// (`Harness`, one `drag` call a gesture, the JSON records made and returned), for
// `bench/harness.sh`, which runs the same gestures as a `--quiet` script on the deeper
// scene: even gestures drag the grid's cell 200 points up (the percent-driven present
// finishes), odd ones the detail 200 points down (the dismissal finishes).
//
//   harness-bench GESTURES
import Deeper
import PantographHarness
import PantographUIKit

let arguments = CommandLine.arguments
guard arguments.count == 2, let gestures = Int(arguments[1]), gestures >= 0 else {
    print("usage: harness-bench GESTURES")
    exit(2)
}

// Top-level code runs on the main actor.
let harness = try Harness(name: "deeper", startPoint: CGPoint(x: 105, y: 405), root: DeeperApp.root)
var records = 0
for i in 0..<gestures {
    if i % 2 == 0 {
        records += try harness.drag(CGPoint(x: 0, y: -200)).count
    } else {
        records += try harness.drag(CGPoint(x: 0, y: 200), from: CGPoint(x: 105, y: 105)).count
    }
}
guard (harness.app.presentedController != nil) == (gestures % 2 == 1), records == gestures else {
    print("harness-bench: the gestures did not present and dismiss in turn (\(records) records)")
    exit(1)
}
