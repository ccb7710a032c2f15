import Foundation

/// The repository a test reads its fixtures from (docs, scenes, golden files), found
/// once from this file's place, so no test counts `..` for itself.
public enum Repository {
    /// Two levels above this file (Tests/TestSupport/…).
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A path relative to the root, as a URL.
    public static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// A file of the repository as UTF-8 text.
    public static func text(_ path: String) throws -> String {
        try String(contentsOf: url(path), encoding: .utf8)
    }

    /// The names, without `.pg`, of the scripts in a folder of the repository, sorted;
    /// none where the folder is missing (the test that wants some says so).
    public static func scripts(in path: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url(path).path)) ?? []
        return names.filter { $0.hasSuffix(".pg") }.map { String($0.dropLast(3)) }.sorted()
    }
}
