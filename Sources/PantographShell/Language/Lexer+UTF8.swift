extension Lexer {
    /// Strict UTF-8 (Unicode's table of well-formed byte sequences: no overlong forms,
    /// no surrogates, nothing past U+10FFFF), in one pass. The error names the first
    /// byte that cannot start or continue a character, at the column of the character
    /// it would have been. True when every byte is ASCII.
    @discardableResult
    static func validate<Bytes: RandomAccessCollection>(_ bytes: Bytes) throws(LexError) -> Bool
    where Bytes.Element == UInt8, Bytes.Index == Int {
        // Plain ASCII, nearly every line, is checked eight bytes at a time.
        let ascii: Bool? = bytes.withContiguousStorageIfAvailable { buffer in
            guard let start = buffer.baseAddress else { return true }
            let raw = UnsafeRawPointer(start)
            var i = 0
            while i + 8 <= buffer.count {
                if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
                i += 8
            }
            while i < buffer.count {
                if buffer[i] >= 0x80 { return false }
                i += 1
            }
            return true
        }
        if ascii == true { return true }
        var characters = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            let length: Int
            // The allowed range of the second byte depends on the lead byte.
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; second = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; second = 0x80...0x9F
            case 0xF0: length = 4; second = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; second = 0x80...0x8F
            default: throw invalid(lead, column: characters + 1)
            }
            for offset in 1..<length {
                let position = index + offset
                let allowed = offset == 1 ? second : 0x80...0xBF
                guard position < bytes.endIndex, allowed.contains(bytes[position]) else {
                    throw invalid(lead, column: characters + 1)
                }
            }
            index += length
            characters += 1
        }
        return false
    }

    private static func invalid(_ byte: UInt8, column: Int) -> LexError {
        let hex = String(byte, radix: 16, uppercase: true)
        return LexError(message: "invalid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex))", column: column)
    }
}
