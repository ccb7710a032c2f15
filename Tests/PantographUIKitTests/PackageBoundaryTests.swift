import Foundation
import Testing

/// The `pantograph` command does not link PantographUIKit (its start-up must not
/// grow), and every example is a target, so a plain build compiles it.
@Suite struct PackageBoundaryTests {
    static let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Package.swift")

    /// The targets a target of the manifest depends on, read from its declaration's
    /// `dependencies: [...]`, by name (a product's target by its name too).
    static func dependencies(of target: String, in text: String) throws -> [String] {
        let start = try #require(declaration(of: target, in: text), "no target \(target)")
        // The declaration runs to the bracket that closes its dependencies.
        guard let list = text.range(of: "dependencies: [", range: start.upperBound..<text.endIndex),
              text[start.upperBound..<list.lowerBound].contains("name:") == false else { return [] }
        var depth = 1, index = list.upperBound
        while depth > 0, index < text.endIndex {
            if text[index] == "[" { depth += 1 } else if text[index] == "]" { depth -= 1 }
            index = text.index(after: index)
        }
        let body = text[list.upperBound..<index]
        return body.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            .filter { declaration(of: $0, in: text) != nil }
    }

    /// Where the manifest declares the target, if it does (not a product of another package).
    static func declaration(of target: String, in text: String) -> Range<String.Index>? {
        let pattern = #"\.(target|executableTarget|testTarget|systemLibrary)\(\s*name: ""# + target + "\""
        return text.range(of: pattern, options: .regularExpression)
    }

    /// Every target `target` reaches through its dependencies, itself included.
    static func closure(of target: String, in text: String) throws -> Set<String> {
        var seen: Set<String> = [], queue = [target]
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            queue += try dependencies(of: next, in: text)
        }
        return seen
    }

    @Test func theExecutableDoesNotDependOnPantographUIKit() throws {
        let text = try String(contentsOf: Self.manifest, encoding: .utf8)
        let reached = try Self.closure(of: "pantograph", in: text)
        #expect(reached.contains("PantographCommandLine") && reached.contains("PantographShell"),
                "the manifest was not read: \(reached)")
        #expect(!reached.contains("PantographUIKit"), "\(reached)")
    }

    @Test func everyExampleIsATarget() throws {
        let text = try String(contentsOf: Self.manifest, encoding: .utf8)
        let examples = Self.manifest.deletingLastPathComponent().appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { !$0.hasPrefix(".") }
        #expect(!names.isEmpty)
        for name in names { #expect(text.contains("path: \"Examples/\(name)\""), "Examples/\(name) is not a target") }
    }
}
