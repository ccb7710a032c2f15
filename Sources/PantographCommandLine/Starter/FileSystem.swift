#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PantographShell

/// What `pantograph init` asks of the file system, through libc (the command line
/// links no Foundation: docs/architecture.md). A relative path is relative to the
/// current directory.
enum FileSystem {
    enum Kind: Equatable {
        case none, file, folder
    }

    static func kind(_ path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .none }
        return info.st_mode & S_IFMT == S_IFDIR ? .folder : .file
    }

    /// How many entries a folder holds (not `.` and `..`); nil when it cannot be read.
    static func entries(_ path: String) -> Int? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var count = 0
        while let entry = readdir(folder) {
            let name = entry.pointee.d_name
            // "." and "..": the first bytes of the name, then its end.
            let dots = name.0 == 46 && (name.1 == 0 || (name.1 == 46 && name.2 == 0))
            if !dots { count += 1 }
        }
        return count
    }

    /// The absolute path, links resolved; nil when there is nothing there.
    static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The last part of a path: `cards` of `/tmp/cards/`.
    static func lastPart(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Makes the folder and those above it that are missing, as `mkdir -p` does.
    static func makeFolders(_ path: String) throws(FileError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            prefix += "/" + part
            if mkdir(prefix, 0o755) == 0 { continue }
            let code = errno
            if code == EEXIST, kind(prefix) == .folder { continue }
            throw FileError("cannot write \(path): \(code == EEXIST ? "a file is in the way" : String(cString: strerror(code)))")
        }
    }
}
