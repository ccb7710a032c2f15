// A pan move through an app's own handler (Examples/Deeper on PantographUIKit) against
// the same move in the built-in `deeper` scene (the engine's simulator): the same
// gestures, 10 of them, each a touch down on the cell, a move past the slop, MOVES
// moves of a point upwards and a lift (which cancels), then rest.
//
//   uikit-bench code|scene MOVES
//
// `bench/uikit.sh` runs it under callgrind at two MOVES and divides the difference by
// the moves added.
import Deeper
import PantographEngine
import PantographUIKit

let arguments = CommandLine.arguments
guard arguments.count == 3, let moves = Int(arguments[2]), ["code", "scene"].contains(arguments[1]) else {
    print("usage: uikit-bench code|scene MOVES")
    exit(2)
}

@MainActor func runCode(moves: Int) throws {
    let app = HeadlessApp { DeeperApp.root() }
    for _ in 0..<10 {
        try app.touchDown(at: CGPoint(x: 105, y: 405))
        try app.touchMove(to: CGPoint(x: 105, y: 395))
        for j in 1...moves { try app.touchMove(to: CGPoint(x: 105, y: 395 - Double(j))) }
        try app.touchUp()
        app.settle()
    }
}

func runScene(moves: Int) throws {
    var sim = Simulator(scenario: .deeper)
    for _ in 0..<10 {
        _ = try sim.apply(.touchDown(at: Point(x: 105, y: 405)))
        _ = try sim.apply(.touchMove(to: Point(x: 105, y: 395), after: nil))
        for j in 1...moves { _ = try sim.apply(.touchMove(to: Point(x: 105, y: 395 - Double(j)), after: nil)) }
        _ = try sim.apply(.touchUp)
    }
}

// Top-level code runs on the main actor.
if arguments[1] == "code" {
    try runCode(moves: moves)
} else {
    try runScene(moves: moves)
}
