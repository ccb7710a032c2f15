import Foundation
import Testing
import PantographShell

/// `docs/reference.md` is generated from the declarations; a stale file fails here.
struct ReferenceTests {
    static let url = goldenDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/reference.md")

    @Test func referenceIsUpToDate() throws {
        let generated = Reference.markdown()
        if recording {
            try generated.write(to: Self.url, atomically: true, encoding: .utf8)
            return
        }
        let committed = (try? String(contentsOf: Self.url, encoding: .utf8)) ?? ""
        #expect(committed == generated, "docs/reference.md is stale: \(firstDifference(committed, generated)); regenerate with PANTOGRAPH_RECORD=1 swift test --filter ReferenceTests")
    }

    @Test func everyCommandAndSettingIsDocumented() {
        let md = Reference.markdown()
        for spec in CommandRegistry.all { #expect(md.contains("## \(spec.name)\n")) }
        for setting in SettingRegistry.all { #expect(md.contains("| `\(setting.key)` |")) }
    }
}
