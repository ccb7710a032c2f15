import Foundation
import Testing

/// docs/uikit-coverage.md is generated from the sources: every public type and member
/// of PantographUIKit, each marked simulated or accepted only. A member is accepted
/// only when its doc comment (or the `//` comment heading its group) says it is
/// "accepted", or its type's does. The test fails when the page is stale;
/// `PANTOGRAPH_RECORD=1 swift test --filter UIKitCoverageTests` rewrites it (and
/// still fails, so a recording never passes for a check).
@Suite struct UIKitCoverageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let page = root.appendingPathComponent("docs/uikit-coverage.md")

    struct Entry: Equatable {
        let type: String
        let declaration: String
        let accepted: Bool
    }

    /// Every public declaration, in file order.
    static func entries() throws -> [Entry] {
        let sources = root.appendingPathComponent("Sources/PantographUIKit")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
        var entries: [Entry] = []
        let declaration = try Regex(#"^(\s*)(?:@\w+(?:\([^)]*\))?\s+)*(public|open)\s+(?:(?:final|required|convenience|override|static|class|nonisolated|weak|unowned|lazy|private\(set\)|internal\(set\))\s+)*(class|struct|enum|protocol|func|var|let|init|typealias)\b"#)
        let caseLine = try Regex(#"^(\s*)case\s+[a-zA-Z`]"#)
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            var context: [(indent: Int, name: String, accepted: Bool, isEnum: Bool)] = []
            var comment: [String] = []
            var groupAccepted = false
            var i = 0
            while i < lines.count {
                let line = lines[i]
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                let indent = line.prefix { $0 == " " }.count
                defer { i += 1 }
                if trimmed.hasPrefix("///") { comment.append(trimmed); continue }
                if trimmed.hasPrefix("//") {
                    groupAccepted = trimmed.lowercased().contains("accepted")
                    continue
                }
                if trimmed.isEmpty { groupAccepted = false; comment = []; continue }
                while let last = context.last, last.indent >= indent, !trimmed.hasPrefix("}") || last.indent > indent {
                    context.removeLast()
                }
                if indent == 0, trimmed.hasPrefix("extension ") {
                    let name = String(trimmed.dropFirst("extension ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
                    context = [(0, name, false, false)]
                    comment = []
                    continue
                }
                let docAccepted = comment.joined(separator: " ").lowercased().contains("accepted")
                comment = []
                let owner = context.last
                let inheritedAccepted = owner?.accepted ?? false
                if let match = line.firstMatch(of: declaration) {
                    let kind = String(match.output[3].substring ?? "")
                    let text = signature(lines, from: i) + (kind == "var" && isGetOnly(lines, from: i) ? " { get }" : "")
                    let accepted = docAccepted || groupAccepted || inheritedAccepted
                    let type = context.map(\.name).joined(separator: ".")
                    if ["class", "struct", "enum", "protocol"].contains(kind) {
                        let name = declaredName(text, kind: kind)
                        entries.append(Entry(type: type.isEmpty ? name : "\(type).\(name)", declaration: text, accepted: accepted))
                        context.append((indent, (type.isEmpty ? name : name), accepted, kind == "enum"))
                    } else {
                        entries.append(Entry(type: type.isEmpty ? "Functions and constants" : type, declaration: text,
                                             accepted: accepted))
                    }
                } else if owner?.isEnum == true, line.firstMatch(of: caseLine) != nil {
                    entries.append(Entry(type: context.map(\.name).joined(separator: "."), declaration: trimmed,
                                         accepted: docAccepted || inheritedAccepted))
                }
            }
        }
        return entries
    }

    /// The declaration from `start`, joined until its parentheses close, without its
    /// body, default value or trailing punctuation.
    static func signature(_ lines: [String], from start: Int) -> String {
        var text = lines[start].trimmingCharacters(in: .whitespaces)
        var j = start
        while text.filter({ $0 == "(" }).count > text.filter({ $0 == ")" }).count, j + 1 < lines.count {
            j += 1
            text += " " + lines[j].trimmingCharacters(in: .whitespaces)
        }
        for cut in [" {", " = "] {
            if let r = text.range(of: cut) { text = String(text[..<r.lowerBound]) }
        }
        text = text.replacingOccurrences(of: "  ", with: " ")
        return text.trimmingCharacters(in: CharacterSet(charactersIn: " ,"))
    }

    /// Whether the `var` declared at `start` is computed with a getter only: a body
    /// (a brace before any `=`) with no `set`, `willSet` or `didSet` in it. The page
    /// says `{ get }` for it, since its declaration alone reads as settable.
    static func isGetOnly(_ lines: [String], from start: Int) -> Bool {
        let first = lines[start]
        guard let open = first.range(of: " {"),
              first.range(of: " = ").map({ open.lowerBound < $0.lowerBound }) ?? true else { return false }
        var body = String(first[open.lowerBound...])
        var depth = body.filter { $0 == "{" }.count - body.filter { $0 == "}" }.count
        var j = start
        while depth > 0, j + 1 < lines.count {
            j += 1
            body += "\n" + lines[j]
            depth += lines[j].filter { $0 == "{" }.count - lines[j].filter { $0 == "}" }.count
        }
        return body.firstMatch(of: #/(^|[^.\w])(set|willSet|didSet)\b/#) == nil
    }

    static func declaredName(_ text: String, kind: String) -> String {
        guard let r = text.range(of: "\(kind) ") else { return text }
        return String(text[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// The page, derived from the entries.
    static func render(_ entries: [Entry]) -> String {
        var out = """
        # What PantographUIKit provides

        <!-- Generated from Sources/PantographUIKit by UIKitCoverageTests; do not edit.
             PANTOGRAPH_RECORD=1 swift test --filter UIKitCoverageTests rewrites it. -->

        Every public type and member of `PantographUIKit`, the library an app's own UIKit
        code builds against ([own-code.md](own-code.md)). **simulated**: it does what UIKit
        does, on the engine's rules. **accepted**: it compiles and carries its value, but
        nothing is drawn or decided from it (colours, shadows). Anything not listed here
        does not compile: nothing compiles and then silently does nothing.

        """
        var types: [String] = []
        for e in entries where !types.contains(e.type) { types.append(e.type) }
        let accepted = entries.filter(\.accepted).count
        out += "\n\(entries.count) declarations in \(types.count) groups: \(entries.count - accepted) simulated, \(accepted) accepted.\n"
        for type in types.sorted(by: { $0.lowercased() < $1.lowercased() }) {
            out += "\n## \(type)\n\n| declaration | |\n|---|---|\n"
            for e in entries where e.type == type {
                let cell = e.declaration.replacingOccurrences(of: "|", with: "\\|")
                out += "| `\(cell)` | \(e.accepted ? "accepted" : "simulated") |\n"
            }
        }
        return out
    }

    @Test func thePageListsEveryPublicDeclaration() throws {
        let entries = try Self.entries()
        #expect(entries.count > 300, "found only \(entries.count) declarations")
        let expected = Self.render(entries)
        if ProcessInfo.processInfo.environment["PANTOGRAPH_RECORD"] == "1" {
            try expected.write(to: Self.page, atomically: true, encoding: .utf8)
            Issue.record("recorded docs/uikit-coverage.md; run again without PANTOGRAPH_RECORD")
            return
        }
        let actual = (try? String(contentsOf: Self.page, encoding: .utf8)) ?? ""
        #expect(actual == expected, "docs/uikit-coverage.md is stale: PANTOGRAPH_RECORD=1 swift test --filter UIKitCoverageTests")
    }

    /// The reader sees what matters: the core classes are there and simulated, colours
    /// accepted only.
    @Test func theMarksAreRead() throws {
        let entries = try Self.entries()
        #expect(entries.contains { $0.type == "UIView" && $0.declaration == "open var frame: CGRect" && !$0.accepted })
        #expect(entries.contains { $0.type == "UIView" && $0.declaration.hasPrefix("open var backgroundColor") && $0.accepted })
        #expect(entries.contains { $0.type == "CALayer" && $0.declaration.hasPrefix("public var shadowOpacity") && $0.accepted })
        #expect(entries.contains { $0.type == "UIPercentDrivenInteractiveTransition" && $0.declaration == "open func finish()" })
    }
}
