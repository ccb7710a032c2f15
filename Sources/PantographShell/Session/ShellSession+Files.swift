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
    /// A session whose files cannot write (a test's, say) refuses.
    public func writeFile(_ contents: String, to path: String) throws(FileError) {
        throw FileError("this session cannot write files")
    }
}

extension ShellSession {
    /// The response, once the file it carries is written; a failure names the path.
    func writingFile(_ response: Response) -> Result<Response, ArgumentError> {
        guard let file = response.file else { return .success(response) }
        guard let files else {
            return .failure(ArgumentError(message: "plot: this session cannot write files", column: file.column))
        }
        do {
            try files.writeFile(file.contents, to: file.path)
        } catch {
            return .failure(ArgumentError(message: "plot: \(error.message)", column: file.column))
        }
        return .success(response)
    }
}
