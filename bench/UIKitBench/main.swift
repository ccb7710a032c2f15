// A pan move through an app's own handler on PantographUIKit against the same move in
// the built-in scene (the engine's simulator), the same gestures on both:
//
// - `deeper` (Examples/Deeper): 10 gestures, each a touch down on the cell, a move
//   past the slop, MOVES moves of a point upwards (the percent-driven present) and a
//   lift (which cancels), then rest;
// - `card` (Examples/Card): the story presented by a tap, then 10 gestures, each a
//   touch down on it, a move past the slop, MOVES moves of a point downwards (the
//   story shrinks under the finger) and a lift (it springs back), then rest.
//
//   uikit-bench code|scene MOVES [deeper|card]
//
// `bench/uikit.sh` runs it under callgrind at two MOVES and divides the difference by
// the moves added.
import Card
import Deeper
import PantographEngine
import PantographUIKit

let arguments = CommandLine.arguments
guard [3, 4].contains(arguments.count), let moves = Int(arguments[2]), ["code", "scene"].contains(arguments[1]),
      arguments.count == 3 || ["deeper", "card"].contains(arguments[3]) else {
    print("usage: uikit-bench code|scene MOVES [deeper|card]")
    exit(2)
}
let isCard = arguments.count == 4 && arguments[3] == "card"

/// Where each gesture starts, and the step of a move (up for deeper, down for card).
let (start, step): (Point, Double) = isCard ? (Point(x: 195, y: 422), 1) : (Point(x: 105, y: 405), -1)

@MainActor func runCode(moves: Int) throws {
    let app = HeadlessApp { isCard ? CardApp.root() : DeeperApp.root() }
    if isCard {
        try app.touchDown(at: CGPoint(x: 100, y: 300))
        app.advance(frames: 8)
        try app.touchUp()
        app.settle()
    }
    for _ in 0..<10 {
        try app.touchDown(at: CGPoint(x: start.x, y: start.y))
        try app.touchMove(to: CGPoint(x: start.x, y: start.y + 10 * step))
        for j in 1...moves { try app.touchMove(to: CGPoint(x: start.x, y: start.y + (10 + Double(j)) * step)) }
        try app.touchUp()
        app.settle()
    }
}

func runScene(moves: Int) throws {
    var sim = Simulator(scene: isCard ? .card : .deeper)
    if isCard {
        _ = try sim.apply(.touchDown(at: Point(x: 100, y: 300)))
        _ = try sim.apply(.advance(seconds: 8.0 / 60))
        _ = try sim.apply(.touchUp)
    }
    for _ in 0..<10 {
        _ = try sim.apply(.touchDown(at: start))
        _ = try sim.apply(.touchMove(to: Point(x: start.x, y: start.y + 10 * step), after: nil))
        for j in 1...moves {
            _ = try sim.apply(.touchMove(to: Point(x: start.x, y: start.y + (10 + Double(j)) * step), after: nil))
        }
        _ = try sim.apply(.touchUp)
    }
}

// Top-level code runs on the main actor.
if arguments[1] == "code" {
    try runCode(moves: moves)
} else {
    try runScene(moves: moves)
}
