import PantographEngine

/// A file a command produced (`plot`): the session writes it through `files`
/// before it keeps the command's state, so that a file that cannot be written fails
/// the command and changes nothing. The shell itself never touches the file system.
public struct OutputFile: Sendable, Hashable {
    /// As typed: a relative path is relative to the current directory.
    public let path: String
    public let contents: String
    /// Where the path was typed, for the error.
    public let column: Int
}

extension SessionFiles {
    public func contents(of path: String, longestLine: Int) throws(FileError) -> FileBytes {
        FileBytes(try read(path))
    }

    /// A session whose files cannot write (a test's, say) refuses.
    public func writeFile(_ contents: String, to path: String) throws(FileError) {
        throw FileError("this session cannot write files")
    }
}

extension ShellSession {
    /// Writes the file a command made; a failure names the path.
    func write(_ file: OutputFile) throws(ArgumentError) {
        guard let files else {
            throw ArgumentError(message: "plot: this session cannot write files", column: file.column)
        }
        do {
            try files.writeFile(file.contents, to: file.path)
        } catch {
            throw ArgumentError(message: "plot: \(error.message)", column: file.column)
        }
    }
}
