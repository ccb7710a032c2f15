import Foundation
import PantographTestSupport
import Testing

/// `show timeline` and `plot` on an app's own code (docs/own-code.md, "Pictures"):
/// `HarnessPictures/NAME.pg` runs on the example's harness in text and JSON mode; what it
/// prints must match `NAME.txt` and `NAME.jsonl`, and each drawing its `plot`s write
/// the `.svg` of the same name, byte for byte, on every run. Both commands only read:
/// the session goes on as if they had not been typed.
@Suite struct HarnessPictureTests {
    static let path = "Tests/EndToEndTests/HarnessPictures"
    static let apps = ["card", "flip", "modal"]

    /// A fresh directory holding the script: `plot`'s relative paths land there.
    static func directory(with script: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pantograph-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.url("\(path)/\(script).pg"), to: url.appendingPathComponent("\(script).pg"))
        return url
    }

    /// The drawings a run wrote, by file name.
    static func drawings(in directory: URL) throws -> [String: String] {
        var found: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".svg") {
            found[name] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        return found
    }

    @Test(arguments: apps)
    func golden(_ app: String) throws {
        let harness = try Binary.sibling("\(app)-harness")
        var drawn: [String: String]?
        for (flags, ext) in [([String](), "txt"), (["--json"], "jsonl")] {
            var runs: [(Run, [String: String])] = []
            for _ in 0..<2 {
                let dir = try Self.directory(with: app)
                defer { try? FileManager.default.removeItem(at: dir) }
                let run = try runProcess(harness, flags + ["--keep-going", app + ".pg"], directory: dir)
                runs.append((run, try Self.drawings(in: dir)))
            }
            let (run, drawings) = runs[0]
            let actual = run.golden
            try Snapshot.expect(actual, matches: "\(Self.path)/\(app).\(ext)", rerun: "HarnessPictureTests")
            #expect(runs[1].0.stdout == run.stdout && runs[1].0.stderr == run.stderr, "the same script prints the same bytes")
            #expect(runs[1].1 == drawings, "the same script draws the same bytes")
            #expect(!drawings.isEmpty)
            if let drawn {
                #expect(drawn == drawings, "text and JSON mode draw the same")
            } else {
                for (name, svg) in drawings.sorted(by: { $0.key < $1.key }) {
                    #expect(name.hasPrefix(app))
                    try Snapshot.expect(svg, matches: "\(Self.path)/\(name)", rerun: "HarnessPictureTests")
                }
                drawn = drawings
            }
        }
    }

    /// The queries, failing or not, mid-transition and after it: each one's record shows
    /// the app as the record before it did, and every other record is the one the same
    /// session prints without them.
    @Test(arguments: apps)
    func picturesChangeNothing(_ app: String) throws {
        let harness = try Binary.sibling("\(app)-harness")
        let start = switch app {
        case "card": ["set clock manual", "touch down 100,300", "wait 0.15", "touch up", "wait 0.5"]
        case "flip": ["set clock manual", "call flipShowHide", "wait 1.3", "wait 0.1"]
        default: ["set clock manual", "call present", "wait 0.2"]
        }
        let pictures = ["show timeline", "plot a.svg views nope", "plot a.svg", "show timeline every 0.1"]
        let rest = ["wait 0.05", "settle"]
        let dir = try Self.directory(with: app)
        defer { try? FileManager.default.removeItem(at: dir) }
        func records(_ commands: [String]) throws -> [[String: Any]] {
            let run = try runProcess(harness, ["--json", "--keep-going"] + commands.flatMap { ["-e", $0] }, directory: dir)
            return try run.stdout.split(separator: "\n").map {
                try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
        }
        /// The record without what says which command it was and what it answered.
        func state(_ record: [String: Any]) -> NSDictionary {
            var r = record
            for key in ["seq", "input", "source", "result", "ok", "error"] { r[key] = nil }
            return r as NSDictionary
        }
        let plain = try records(start + rest)
        let pictured = try records(start + pictures + pictures + rest)
        #expect(pictured.count == plain.count + 2 * pictures.count)
        let picturesAt = start.count..<(start.count + 2 * pictures.count)
        for (i, record) in pictured.enumerated() where picturesAt.contains(i) {
            #expect(state(record) == state(pictured[i - 1]), "\(record["input"] ?? "?")")
        }
        let others = pictured.enumerated().filter { !picturesAt.contains($0.offset) }.map { state($0.element) }
        #expect(others == plain.map(state))
        // The failed one said why, and the others answered.
        #expect(pictured[start.count + 1]["ok"] as? Bool == false)
        #expect(pictured[start.count]["result"] is [Any])
    }
    /// Time that passes inside a move (`pan move X,Y +DURATION`) is a row per frame, as
    /// on a scene: the fresh app passes it a frame at a time before the move arrives.
    @Test func aMoveAfterAPauseHasEveryFrameOfThePause() throws {
        let run = try runProcess(try Binary.sibling("deeper-harness"),
                                 ["--json", "-e", "pan begin", "-e", "pan move 0,-100", "-e", "pan move 0,-200 +0.1",
                                  "-e", "show timeline every 0"])
        #expect(run.status == 0, "\(run)")
        let last = try #require(run.stdout.split(separator: "\n").last)
        let record = try #require(JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        let rows = try #require(record["result"] as? [[String: Any]])
        let times = rows.compactMap { $0["time"] as? Double }.map { ($0 * 60).rounded() }
        #expect(times == (0...7).map(Double.init))
        #expect(rows.compactMap { $0["phase"] as? String } == Array(repeating: "interactive", count: 8))
    }

    /// A plot's release says what the app's handler did, and draws no policy's boundary.
    @Test func thePlotOfAReleaseSaysWhatTheHandlerDid() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pantograph-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try runProcess(try Binary.sibling("deeper-harness"), ["-e", "drag 0,-200", "-e", "plot drag.svg views detail"],
                                 directory: dir)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasSuffix("wrote drag.svg: the percent and detail, 0.000 → 0.683 s\n\n"), "\(run)")
        let svg = try String(contentsOf: dir.appendingPathComponent("drag.svg"), encoding: .utf8)
        #expect(svg.contains(">release: finish (app, 667 pt/s)</text>"))
        #expect(svg.contains(">frame by frame at 60 fps, from the gesture's begin; time in seconds</text>"))
        #expect(!svg.contains("stroke-dasharray=\"7,4\""), "no policy's boundary")
    }
}
