#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PantographShell

/// `draw`'s defaults for this process: the terminal's width and height and whether it
/// takes UTF-8. Only a terminal on standard output is asked; anything else (a file, a
/// pipe, a test) gets 80 columns of Unicode and no height limit, so a script draws the
/// same everywhere.
enum DrawingTerminal {
    /// The terminal's columns (its window size, else `COLUMNS`), within `draw`'s range;
    /// `fd` 2 for standard error's (the progress line's).
    static func width(of fd: Int32 = 1) -> Int {
        guard isatty(fd) != 0 else { return ScreenDrawing.defaultWidth }
        var size = winsize()
        if withUnsafeMutablePointer(to: &size, { ioctl(fd, UInt(TIOCGWINSZ), $0) }) == 0, size.ws_col > 0 {
            return clamped(Int(size.ws_col))
        }
        if let text = getenv("COLUMNS").map({ String(cString: $0) }), let columns = Int(text), columns > 0 {
            return clamped(columns)
        }
        return ScreenDrawing.defaultWidth
    }

    /// The terminal's lines (its window size, else `LINES`); nil when standard output
    /// is not a terminal or says nothing.
    static func height() -> Int? {
        guard isatty(1) != 0 else { return nil }
        var size = winsize()
        if withUnsafeMutablePointer(to: &size, { ioctl(1, UInt(TIOCGWINSZ), $0) }) == 0, size.ws_row > 0 {
            return Int(size.ws_row)
        }
        if let text = getenv("LINES").map({ String(cString: $0) }), let lines = Int(text), lines > 0 {
            return lines
        }
        return nil
    }

    /// ASCII when the locale (`LC_ALL`, else `LC_CTYPE`, else `LANG`, as C reads them)
    /// names a character set other than UTF-8; Unicode otherwise, as the rest of the
    /// output is.
    static func charset() -> DrawCharset {
        guard isatty(1) != 0 else { return .unicode }
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            guard let value = getenv(name), value.pointee != 0 else { continue }
            let locale = String(cString: value).lowercased()
            return locale.contains("utf-8") || locale.contains("utf8") ? .unicode : .ascii
        }
        return .unicode
    }

    static func clamped(_ columns: Int) -> Int {
        min(max(columns, ScreenDrawing.widthRange.lowerBound), ScreenDrawing.widthRange.upperBound)
    }
}
