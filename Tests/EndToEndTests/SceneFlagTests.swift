import Foundation
import Testing
import PantographTestSupport

/// `pantograph --scene FILE`: start on a scene written in the scene language.
@Suite struct SceneFlagTests {
    static let root = Repository.root

    @Test func theSessionStartsOnTheFilesScene() throws {
        let run = try pantograph(["--scene", "docs/examples/own/4-gesture.scene", "-e", "scene"], directory: Self.root)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("* halfsheet   (loaded) a half-width panel"), "\(run)")
        #expect(run.stdout.contains("  deeper      grid cell"), "\(run)")
    }

    @Test func aFileWithProblemsIsAUsageErrorThatListsThemAll() throws {
        let run = try pantograph(["--scene", "docs/examples/own/broken.scene", "-e", "quit"], directory: Self.root)
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 5, "\(run)")
        #expect(lines.first?.hasPrefix("docs/examples/own/broken.scene:15:7: error: two tracks move panel frame") == true)
        #expect(lines.last == "docs/examples/own/broken.scene: nothing loaded")
    }

    @Test func anUnreadableFileIsStatus66() throws {
        let run = try pantograph(["--scene", "docs/examples/own/missing.scene", "-e", "quit"], directory: Self.root)
        #expect(run.status == 66, "\(run)")
        #expect(run.stderr.hasPrefix("pantograph: cannot read docs/examples/own/missing.scene"), "\(run)")
    }
}
