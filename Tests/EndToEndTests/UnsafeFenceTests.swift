import Foundation
import Testing
import PantographTestSupport

/// Unsafe code stays in the byte layer that docs/architecture.md lists ("The byte
/// layer: the only unsafe code"); the list is read from there, so the doc and the
/// check cannot drift apart.
@Suite struct UnsafeFenceTests {
    static let root = Repository.root

    /// The paths between the doc's markers, as written (`Sources/…`).
    static func listedFiles() throws -> Set<String> {
        let doc = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        guard let begin = doc.range(of: "<!-- unsafe files: begin -->"),
              let end = doc.range(of: "<!-- unsafe files: end -->"), begin.upperBound < end.lowerBound
        else { return [] }
        let list = doc[begin.upperBound..<end.lowerBound]
        var paths: Set<String> = []
        for piece in list.split(separator: "`").enumerated() where piece.offset % 2 == 1 {
            if piece.element.hasPrefix("Sources/") { paths.insert(String(piece.element)) }
        }
        return paths
    }

    /// Every Swift source under Sources, by path from the repository's root.
    static func sources() throws -> [String: String] {
        let sources = root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        var texts: [String: String] = [:]
        for file in files {
            let path = String(file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            texts[path] = try String(contentsOf: file, encoding: .utf8)
        }
        return texts
    }

    /// What breaks the fence, one message each: a file that spells `Unsafe`/`unsafe`
    /// outside a comment without being listed, a listed file that does not (the list
    /// would grow stale), a listed engine file, and `@exclusivity(unchecked)` anywhere.
    static func violations(sources: [String: String], listed: Set<String>) -> [String] {
        var found: [String] = []
        for (path, text) in sources.sorted(by: { $0.key < $1.key }) {
            let code = text.split(separator: "\n").map { line in
                line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            }
            if code.contains(where: { $0.contains("exclusivity(unchecked)") }) {
                found.append("\(path): @exclusivity(unchecked) turns a mistake into undefined behaviour")
            }
            if code.contains(where: { $0.contains("_silgen_name") }) {
                found.append("\(path): @_silgen_name declares a C function with no header to check it against; declare it in a C shim (Sources/CMalloc)")
            }
            let unsafe = code.filter { $0.contains("Unsafe") || $0.contains("unsafe") }
            if !unsafe.isEmpty && !listed.contains(path) {
                found.append("\(path) is not in the byte layer but uses unsafe code: \(unsafe[0].trimmingCharacters(in: .whitespaces))")
            }
            if unsafe.isEmpty && listed.contains(path) {
                found.append("\(path) is listed as unsafe but uses no unsafe code: take it off the list")
            }
        }
        for path in listed.sorted() {
            if sources[path] == nil { found.append("\(path) is listed but does not exist") }
            if path.hasPrefix("Sources/PantographEngine/") { found.append("\(path): the engine has no unsafe code") }
        }
        return found
    }

    @Test func unsafeCodeStaysInTheListedByteLayer() throws {
        let listed = try Self.listedFiles()
        let sources = try Self.sources()
        #expect(listed.count >= 5, "found \(listed.count) listed files in docs/architecture.md")
        #expect(sources.count > 50, "found only \(sources.count) sources")
        for violation in Self.violations(sources: sources, listed: listed) { Issue.record("\(violation)") }
    }

    /// The check fails as it should: on a file outside the list, on `withUnsafe…` and
    /// `unsafeBitCast` in the engine, on a stale entry, on a listed engine file, on
    /// unchecked exclusivity and on `@_silgen_name`; a comment that says "unsafe" is
    /// not code.
    @Test func theFenceCatchesWhatItShould() {
        let sources = [
            "Sources/PantographEngine/Policy/Phrase.swift": "let n = withUnsafePointer(to: x) { $0.pointee }",
            "Sources/PantographEngine/Simulation/Window.swift": "let y = unsafeBitCast(x, to: Int.self)",
            "Sources/PantographShell/Bytes/ByteBuffer.swift": "var base: UnsafeMutablePointer<UInt8>",
            "Sources/PantographShell/Bytes/Numbers.swift": "let x = 1 // no unsafe code here",
            "Sources/PantographShell/Session/ShellSession.swift": "@exclusivity(unchecked) var seq = 0",
            "Sources/pantograph/Pantograph.swift": "@_silgen_name(\"mallopt\") func mallopt(_ p: Int32, _ v: Int32) -> Int32",
        ]
        let listed: Set = ["Sources/PantographShell/Bytes/ByteBuffer.swift", "Sources/PantographShell/Bytes/Numbers.swift",
                           "Sources/PantographEngine/Gone.swift"]
        let found = Self.violations(sources: sources, listed: listed)
        let expected = [
            "Sources/PantographEngine/Policy/Phrase.swift is not in the byte layer",
            "Sources/PantographEngine/Simulation/Window.swift is not in the byte layer",
            "Sources/PantographShell/Bytes/Numbers.swift is listed as unsafe",
            "Sources/PantographShell/Session/ShellSession.swift: @exclusivity(unchecked)",
            "Sources/pantograph/Pantograph.swift: @_silgen_name",
            "Sources/PantographEngine/Gone.swift is listed but does not exist",
            "Sources/PantographEngine/Gone.swift: the engine has no unsafe code",
        ]
        #expect(found.count == expected.count, "\(found)")
        for (message, start) in zip(found, expected) { #expect(message.hasPrefix(start), "\(found)") }
        #expect(Self.violations(sources: ["Sources/a.swift": "let a = 1"], listed: []).isEmpty)
    }
}
