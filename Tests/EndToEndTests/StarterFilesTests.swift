import Foundation
import PantographTestSupport
import Testing
@testable import PantographCommandLine

/// `pantograph init` writes the repository's `Starter/` folder, which this package
/// builds and tests as it is (the `Cards`, `cards-harness` and `CardsTests` targets):
/// Sources/PantographCommandLine/Starter/StarterFiles.swift holds its files, written
/// from the folder by this test, which fails when the file is not what the folder makes
/// (`PANTOGRAPH_RECORD=1 swift test --filter StarterFilesTests` writes it).
@Suite struct StarterFilesTests {
    static let folder = "Starter"
    static let path = "Sources/PantographCommandLine/Starter/StarterFiles.swift"

    /// The folder's files, sorted by path, less what a build leaves there.
    static func files() throws -> [StarterFile] {
        let root = Repository.url(folder)
        let walker = try #require(FileManager.default.enumerator(atPath: root.path))
        var files: [StarterFile] = []
        for case let path as String in walker {
            if path.split(separator: "/").contains(where: { $0 == ".build" || $0 == ".swiftpm" }) { continue }
            var isFolder: ObjCBool = false
            let url = root.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            files.append(StarterFile(path: path, contents: try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The Swift source of `StarterFiles`: each file as a raw multi-line literal.
    static func source(_ files: [StarterFile]) -> String {
        let entries = files.map { file in
            "        StarterFile(path: \"\(file.path)\", contents: #\"\"\"\n\(file.contents)\n\"\"\"#),"
        }
        return """
            // Generated from the repository's Starter/ folder by StarterFilesTests; do not
            // edit: `PANTOGRAPH_RECORD=1 swift test --filter StarterFilesTests` writes it again.

            /// The files `pantograph init` writes (InitCommand), as Starter/ has them.
            enum StarterFiles {
                static let all: [StarterFile] = [
            \(entries.joined(separator: "\n"))
                ]
            }

            """
    }

    @Test func theStarterIsTheFolder() throws {
        let files = try Self.files()
        #expect(files.contains { $0.path == "Package.swift.in" })
        #expect(files.contains { $0.path == "Scripts/cancel.pg" })
        try Snapshot.expect(Self.source(files), matches: Self.path, rerun: "StarterFilesTests")
        #expect(StarterFiles.all == files, "the built binary holds another starter: build again")
    }
}
