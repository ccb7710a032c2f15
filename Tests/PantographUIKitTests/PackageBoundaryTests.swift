import Foundation
import Testing

/// The `pantograph` command does not link PantographUIKit (its start-up must not
/// grow), and every example is a target, so a plain build compiles it.
@Suite struct PackageBoundaryTests {
    static let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Package.swift")

    @Test func theExecutableDoesNotDependOnPantographUIKit() throws {
        let text = try String(contentsOf: Self.manifest, encoding: .utf8)
        let start = try #require(text.range(of: ".executableTarget(\n            name: \"pantograph\""))
        let end = try #require(text.range(of: "),", range: start.upperBound..<text.endIndex))
        let declaration = text[start.lowerBound..<end.upperBound]
        #expect(declaration.contains("PantographShell"), "found the wrong declaration: \(declaration)")
        #expect(!declaration.contains("PantographUIKit"))
    }

    @Test func everyExampleIsATarget() throws {
        let text = try String(contentsOf: Self.manifest, encoding: .utf8)
        let examples = Self.manifest.deletingLastPathComponent().appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { !$0.hasPrefix(".") }
        #expect(!names.isEmpty)
        for name in names { #expect(text.contains("path: \"Examples/\(name)\""), "Examples/\(name) is not a target") }
    }
}
