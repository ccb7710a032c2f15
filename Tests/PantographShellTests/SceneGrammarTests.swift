import Foundation
import Testing
@testable import PantographShell
import PantographTestSupport

/// docs/scene-language.md is generated from `SceneGrammar`; a stale file fails here,
/// and every declared statement is one the parser reads.
struct SceneGrammarTests {
    @Test func theReferenceIsUpToDate() throws {
        try Snapshot.expect(SceneGrammar.markdown(), matches: "docs/scene-language.md", rerun: "SceneGrammarTests")
    }

    /// An undeclared statement is refused with the declared ones listed; each declared
    /// one is known to the parser (its error is never "unknown statement").
    @Test(arguments: SceneGrammar.statements.map(\.name))
    func everyDeclaredStatementIsRead(_ name: String) {
        let text = name == "scene" ? "scene x" : "scene x\n\(name)"
        do {
            _ = try SceneParser.parse(text)
        } catch {
            #expect(!error.problems.contains { $0.message.hasPrefix("unknown statement") })
        }
    }

    @Test func anUnknownStatementListsTheDeclaredOnes() {
        #expect(throws: SceneLoadError(problems: [SceneProblem(
            line: 2, column: 1,
            message: "unknown statement 'shadow'; expected one of " + SceneGrammar.statements.map(\.name).joined(separator: ", "))])) {
            try SceneParser.parse("scene x\nshadow")
        }
    }
}
