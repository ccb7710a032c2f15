import Foundation
import Testing

/// docs/hostile-input.md, for what needs files: empty scripts, deep `source` chains,
/// and a recording that asks to be on the disk after every command.
struct HostileFileTests {
    @Test(arguments: ["", "\n\n", "# only\n   # comments\n\n", "\r\n;;;;\r\n"])
    func aScriptOfNothingRunsNothing(_ text: String) throws {
        try withTemporaryDirectory { dir in
            let file = try writeFile("empty.pg", Array(text.utf8), in: dir)
            let run = try pantograph([file.path])
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout == "" && run.stderr == "", "\(run)")
        }
    }

    /// 70 scripts each sourcing the next: the 65th `source` is refused, the chain stops
    /// there, and the status says a command failed.
    @Test func aDeepSourceChainStopsAtTheLimit() throws {
        try withTemporaryDirectory { dir in
            for i in 1...70 { try writeFile("d\(i).pg", Array("source d\(i + 1).pg\n".utf8), in: dir) }
            try writeFile("d71.pg", Array("drag 0,-200\n".utf8), in: dir)
            let run = try pantograph(["--quiet", "d1.pg"], directory: dir)
            #expect(run.status == 2, "\(run)")
            #expect(run.stderr == "d64.pg:1:8: error: source: scripts nested more than 64 deep\n", "\(run)")
        }
    }

    /// `record FILE sync` writes every command, as typed, before the next one runs
    /// (the fsync itself shows only after a power cut); what follows FILE must be sync.
    @Test func recordSyncWritesEveryCommand() throws {
        try withTemporaryDirectory { dir in
            let run = try pantograph(["--quiet", "-e", "record r.pg sync", "-e", "pan begin; pan move 0,-100", "-e", "pan end"],
                                     directory: dir)
            #expect(run.status == 0, "\(run)")
            let recorded = try String(contentsOf: dir.appendingPathComponent("r.pg"), encoding: .utf8)
            #expect(recorded == "scene deeper\npan begin\npan move 0,-100\npan end\n")
        }
    }

    @Test(arguments: [
        ("record r.pg fsync", "<command-line>:1:13: error: expected sync after the file, got 'fsync'; did you mean 'sync'?\n"),
        ("record off sync", "<command-line>:1:12: error: record off takes nothing after it\n"),
    ])
    func recordTakesOnlySyncAfterTheFile(_ line: String, _ error: String) throws {
        try withTemporaryDirectory { dir in
            let run = try pantograph(["--quiet", "-e", line], directory: dir)
            #expect(run.status == 2, "\(run)")
            #expect(run.stderr.hasPrefix(error), "\(run)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("r.pg").path))
        }
    }
}
