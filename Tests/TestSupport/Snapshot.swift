import Foundation
import Testing

/// A file that is what the code prints or generates (a golden output, docs/reference.md,
/// a generated source file), compared byte for byte. `PANTOGRAPH_RECORD=1` rewrites
/// it, and the test fails anyway, saying what it wrote (as swift-argument-parser's
/// snapshot helper does): a recording is never a passing run, so it is looked at.
public enum Snapshot {
    public static let isRecording = ProcessInfo.processInfo.environment["PANTOGRAPH_RECORD"] == "1"

    /// Checks `actual` against the file at `path` (relative to the repository root);
    /// when recording, writes it and records an issue instead. `rerun` is the
    /// `--filter` that rewrites it, for the message.
    public static func expect(_ actual: String, matches path: String, rerun filter: String,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = Repository.url(path)
        if isRecording {
            try record(actual, to: url, sourceLocation: sourceLocation)
            return
        }
        let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        #expect(committed == actual,
                "\(path) is stale at \(firstDifference(committed, actual)); rewrite it with PANTOGRAPH_RECORD=1 swift test --filter \(filter) if the change is intended",
                sourceLocation: sourceLocation)
    }

    /// A golden script's two files: `NAME.txt` holds what `run(false)` prints (text
    /// mode) and `NAME.jsonl` what `run(true)` prints (JSON mode). With `twice`, each
    /// mode runs again and must print the same bytes: the output is deterministic.
    public static func expectBothModes(of name: String, in folder: String, rerun filter: String, twice: Bool = true,
                                       sourceLocation: SourceLocation = #_sourceLocation,
                                       _ run: (_ json: Bool) throws -> String) throws {
        for (json, ext) in [(false, "txt"), (true, "jsonl")] {
            let printed = try run(json)
            try expect(printed, matches: "\(folder)/\(name).\(ext)", rerun: filter, sourceLocation: sourceLocation)
            if twice {
                let again = try run(json)
                #expect(again == printed, "the same script prints the same bytes", sourceLocation: sourceLocation)
            }
        }
    }

    /// What a golden file holds of a run: its standard output, then its standard error
    /// after a `--- stderr` line when it wrote any, then its exit status when it has one.
    public static func printed(stdout: String, stderr: String, status: Int32? = nil) -> String {
        stdout + (stderr.isEmpty ? "" : "--- stderr\n" + stderr) + (status.map { "--- status \($0)\n" } ?? "")
    }

    /// Writes `text` to `url` and fails the test, naming the file.
    public static func record(_ text: String, to url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try? String(contentsOf: url, encoding: .utf8)
        try text.write(to: url, atomically: true, encoding: .utf8)
        let path = url.path.hasPrefix(Repository.root.path + "/") ? String(url.path.dropFirst(Repository.root.path.count + 1)) : url.path
        Issue.record("recorded \(path)\(before == text ? " (unchanged)" : ""); run again without PANTOGRAPH_RECORD to check it",
                     sourceLocation: sourceLocation)
    }
}
