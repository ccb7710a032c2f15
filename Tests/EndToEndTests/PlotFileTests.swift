import Foundation
import Testing

/// `plot` through the executable: the file lands where the path says (relative to the
/// current directory), replaces what was there, and a path that cannot be written is
/// an error with nothing left behind.
struct PlotFileTests {
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pantograph-plot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aRelativePathIsRelativeToTheCurrentDirectory() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "old".write(to: dir.appendingPathComponent("present.svg"), atomically: true, encoding: .utf8)
        let run = try pantograph(["-e", "drag 0,-200 over 0.1; plot present.svg views image~"], directory: dir)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasSuffix("wrote present.svg: the percent and image~, 0.000 → 0.482 s\n\n"), "\(run)")
        let svg = try String(contentsOf: dir.appendingPathComponent("present.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.hasSuffix("</svg>\n"))
        // Only the drawing: no temporary file left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["present.svg"])
        let mode = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("present.svg").path)[.posixPermissions] as? Int
        #expect(mode.map { $0 & 0o444 == 0o444 } == true, "readable by all, as any new file")
    }

    /// The percent chart through the binary: the policy's boundary, the release's
    /// decision, and a legend and subtitle that speak only of what happened.
    @Test func theChartSaysThePolicyAndTheRelease() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let dragged = try pantograph(["-e", "set policy flutter; drag 0,-300 over 0.3; plot drag.svg"], directory: dir)
        #expect(dragged.status == 0, "\(dragged)")
        let drag = try String(contentsOf: dir.appendingPathComponent("drag.svg"), encoding: .utf8)
        #expect(drag.contains(">flutter: finishes at 50 % or above, unless flicked</text>"))
        #expect(drag.contains(">release: finish (flutter, 1000 pt/s)</text>"))
        #expect(drag.contains("stroke-dasharray=\"7,4\""))
        #expect(drag.contains(">frame by frame at 60 fps, from the gesture's begin; time in seconds</text>"))

        let presented = try pantograph(["-e", "present; plot present.svg"], directory: dir)
        #expect(presented.status == 0, "\(presented)")
        let present = try String(contentsOf: dir.appendingPathComponent("present.svg"), encoding: .utf8)
        #expect(present.contains(">frame by frame at 60 fps, from the transition's start; time in seconds</text>"))
        for absent in ["gesture", ">release", "finishes", "stroke-dasharray=\"7,4\"", "<circle"] {
            #expect(!present.contains(absent), "'\(absent)' in a plot without a gesture")
        }
    }

    @Test func aPathThatCannotBeWrittenIsAnErrorThatNamesIt() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("taken.svg"), withIntermediateDirectories: true)
        for (path, reason) in [("missing/out.svg", "No such file or directory"), ("taken.svg", "Is a directory")] {
            let run = try pantograph(["--json", "-e", "drag 0,-200 over 0.1; plot \(path); show"], directory: dir)
            #expect(run.status == 2, "\(run)")
            // A long message wraps at 80 columns, under four blanks.
            let message = run.stderr.replacingOccurrences(of: "\n    ", with: " ")
            #expect(message == "<command-line>:1:28: error: plot: cannot write \(path): \(reason)\n", "\(run)")
            #expect(!run.stdout.contains("\"series\""))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["taken.svg"])
    }

    /// `plot FILE spring …` through the binary: the file where the path says, and the same
    /// bytes from a second process.
    @Test func springsArePlottedToTheSameBytesEveryRun() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var drawings: [String] = []
        for _ in 0..<2 {
            let run = try pantograph(["-e", "plot springs.svg spring response 0.4 damping-fraction 0.8 vs tension 40 friction 7"],
                                     directory: dir)
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout == "wrote springs.svg: 2 springs, 0 → 0.693 s\n\n", "\(run)")
            drawings.append(try String(contentsOf: dir.appendingPathComponent("springs.svg"), encoding: .utf8))
        }
        #expect(drawings[0] == drawings[1])
        #expect(drawings[0].contains(">response 0.4 damping-fraction 0.8</text>"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["springs.svg"])
    }
}
