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

    /// What a golden file holds of a run: its standard output, then its standard error
    /// after a `--- stderr` line when there is any, then `--- status N` for a process.
    public static func transcript(out: String, err: String, status: Int32? = nil) -> String {
        out + (err.isEmpty ? "" : "--- stderr\n" + err) + (status.map { "--- status \($0)\n" } ?? "")
    }

    /// A script's golden files in both modes: `run(json)` runs it in text mode (false)
    /// or JSON mode (true) and gives its `transcript`, which must match `BASE.txt` and
    /// `BASE.jsonl`; a second run must give the same bytes.
    public static func expectBothModes(_ base: String, rerun filter: String,
                                       sourceLocation: SourceLocation = #_sourceLocation,
                                       _ run: (_ json: Bool) throws -> String) throws {
        for (json, ext) in [(false, "txt"), (true, "jsonl")] {
            let first = try run(json)
            try expect(first, matches: "\(base).\(ext)", rerun: filter, sourceLocation: sourceLocation)
            #expect(try run(json) == first, "the same script prints the same bytes", sourceLocation: sourceLocation)
        }
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
