import PantographEngine

extension ShellSession {
    /// Reads and parses a scene file for `scene load`: every problem is written at its
    /// line and column in the scene file, then the command fails; nil: nothing loaded.
    /// The path is relative to the script that loads it (from the REPL or `-e`, to the
    /// current directory), as `source`'s is.
    func readScene(_ path: String, column: Int, _ command: CommandText, file: String, line: Int,
                   isInterrupted: () -> Bool) -> (Scene, SceneLibrary.Source)? {
        guard let files else {
            fail(input: command.text, file: file, line: line, message: "scene load: this session cannot read files",
                 column: column)
            return nil
        }
        let resolved = Self.resolve(path, from: file, stack: sourceStack)
        let bytes: [UInt8]
        do {
            bytes = try files.read(resolved)
        } catch {
            fail(input: command.text, file: file, line: line, message: "scene load: \(error.message)", column: column)
            return nil
        }
        do {
            let scene = try SceneParser.parse(bytes: bytes, isInterrupted: isInterrupted)
            return (scene, SceneLibrary.Source(text: String(decoding: bytes, as: UTF8.self), path: resolved))
        } catch {
            if let at = error.interruptedAt {
                fail(input: command.text, file: file, line: line,
                     message: "scene load: interrupted at line \(at) of \(resolved); nothing loaded", column: column)
                return nil
            }
            sink.write(error.report(file: resolved), to: .standardError)
            let count = error.problems.count
            fail(input: command.text, file: file, line: line,
                 message: "scene load: \(count) \(count == 1 ? "problem" : "problems") in \(resolved); nothing loaded",
                 column: column)
            return nil
        }
    }
}
