import Foundation
import Testing
import PantographTestSupport

/// docs/recording.md's snippet for an app's pan handler needs UIKit, which this
/// machine lacks: it is parsed here with `swiftc -parse`, and compiled below by any
/// build that has UIKit (an iOS build of the tests).
@Suite struct RecordingSnippetTests {
    static let root = Repository.root

    /// The page's one Swift block.
    static func snippet() throws -> String {
        let page = try String(contentsOf: root.appendingPathComponent("docs/recording.md"), encoding: .utf8)
        let start = try #require(page.range(of: "```swift\n"))
        let end = try #require(page.range(of: "```", range: start.upperBound..<page.endIndex))
        return String(page[start.upperBound..<end.lowerBound])
    }

    @Test func theSnippetParses() throws {
        let snippet = try Self.snippet()
        #expect(snippet.contains("UIPanGestureRecognizer") && snippet.contains("\"phase\\\": \\\"%@\\\""))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pantograph-snippet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("TouchLog.swift")
        try snippet.write(to: good, atomically: true, encoding: .utf8)
        #expect(try Self.parse(good) == 0)
        // The check can fail: a snippet cut short does not parse.
        let bad = directory.appendingPathComponent("Cut.swift")
        try String(snippet.dropLast(40)).write(to: bad, atomically: true, encoding: .utf8)
        #expect(try Self.parse(bad) != 0)
    }

    static func parse(_ file: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse", file.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

#if canImport(UIKit)
import UIKit

/// Appends one JSON line per pan event to Caches/touches.jsonl: a trace for
/// Pantograph's `replay`, `judge` and `tune`. Call `TouchLog.shared.log(pan)` first
/// thing in the pan gesture handler.
final class TouchLog {
    static let shared = TouchLog()
    /// What the user means by the gestures to come, when the app knows it (a test
    /// session's task: "close the sheet"): "finish" or "cancel", written on each
    /// trace's `began` line; nil writes none.
    var intent: String?
    private let handle: FileHandle?
    private var traces = 0
    private var id = ""

    init(name: String = "touches.jsonl") {
        let folder = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        let url = folder.appendingPathComponent(name)
        if !FileManager.default.fileExists(atPath: url.path) {
            FileManager.default.createFile(atPath: url.path, contents: nil)
        }
        handle = try? FileHandle(forWritingTo: url)
        _ = try? handle?.seekToEnd()
    }

    func log(_ pan: UIPanGestureRecognizer) {
        // The clock of UITouch.timestamp: seconds since the device started.
        let t = ProcessInfo.processInfo.systemUptime
        let p = pan.location(in: nil)
        let v = pan.velocity(in: nil)
        switch pan.state {
        case .began:
            traces += 1
            id = "\(UUID().uuidString.prefix(8))-\(traces)"
            // Where the finger came down: the point the translation counts from.
            let d = pan.translation(in: nil)
            write(t, p.x - d.x, p.y - d.y, "began", nil, intent: intent)
            write(t, p.x, p.y, "moved", nil)
        case .changed:
            write(t, p.x, p.y, "moved", nil)
        case .ended:
            write(t, p.x, p.y, "ended", v)
        case .cancelled, .failed:
            write(t, p.x, p.y, "cancelled", v)
        default:
            break
        }
    }

    private func write(_ t: TimeInterval, _ x: CGFloat, _ y: CGFloat, _ phase: String, _ v: CGPoint?,
                       intent: String? = nil) {
        var line = String(format: "{\"t\": %.4f, \"x\": %.1f, \"y\": %.1f, \"phase\": \"%@\"", t, x, y, phase)
        if let v {
            line += String(format: ", \"vx\": %.1f, \"vy\": %.1f", v.x, v.y)
        }
        line += ", \"id\": \"\(id)\""
        if let intent { line += ", \"intent\": \"\(intent)\"" }
        line += "}\n"
        handle?.write(Data(line.utf8))
    }
}
#endif
