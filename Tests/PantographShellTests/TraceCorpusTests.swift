import Foundation
import Testing
@testable import PantographShell
import PantographTestSupport

/// The sample corpus (docs/examples/traces) and the trace schema (docs/trace.schema.json).
@Suite struct TraceCorpusTests {
    static let root = TraceFiles.root
    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The committed corpus is what the generator makes, byte for byte.
    @Test(arguments: ["flicks", "drags"])
    func theCorpusIsWhatTheGeneratorMakes(_ name: String) throws {
        let made = try TraceFiles.generated([name])
        let committed = try Self.text("docs/examples/traces/\(name).jsonl")
        #expect(made == committed, "run tools/make-traces.py: \(firstDifference(committed, made))")
        // Every trace of it loads, none skipped.
        let file = try TraceFile.parse(Array(committed.utf8), name: name)
        #expect(file.traces.count == 150 && file.skipped.isEmpty)
    }

    /// Every line of the corpus validates against the schema; a line the reader
    /// refuses does not.
    @Test func theCorpusValidatesAgainstTheTraceSchema() throws {
        let schema = try Self.text("docs/trace.schema.json")
        let corpus = try Self.text("docs/examples/traces/flicks.jsonl") + Self.text("docs/examples/traces/drags.jsonl")
        let (status, output) = try SchemaTests.validate(corpus, schema: schema)
        #expect(status == 0, "\(output)")
        for bad in [#"{"t": 1, "x": 2, "y": 3}"#, #"{"t": 1, "x": 2, "y": 3, "phase": "moved", "vx": 1}"#,
                    #"{"t": 1, "x": 2, "y": 3, "phase": "move"}"#, #"{"t": 1, "x": 2, "y": 3, "phase": "moved", "vX": 1}"#,
                    #"{"t": 1, "x": 2, "y": 3, "phase": "moved", "intent": "finish"}"#,
                    #"{"t": 1, "x": 2, "y": 3, "phase": "began", "intent": "done"}"#] {
            #expect(throws: TraceFileError.self) { try TraceFile.parse(Array(bad.utf8), name: "f") }
            #expect(try SchemaTests.validate(bad + "\n", schema: schema).status == 1, "\(bad)")
        }
    }

    /// The schema names the fields and phases the reader accepts, and no others.
    @Test func theSchemaAndTheReaderAgree() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(Self.text("docs/trace.schema.json").utf8)) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(TraceFile.fields))
        let phase = try #require(properties["phase"] as? [String: Any])
        #expect(phase["enum"] as? [String] == TraceSample.Phase.allCases.map(\.rawValue))
        #expect(Set(schema["required"] as? [String] ?? []) == ["t", "x", "y", "phase"])
    }
}
