/// Bytes appended with one capacity check and no uniqueness check each: a JSON record
/// is about 1,800 bytes in some 400 appends, and `[UInt8].append` would check
/// uniqueness and bounds on every one of them. Not copyable, so one owner writes it and
/// nothing can share its memory behind its back; the session keeps one for the whole
/// run and clears it per record, so a record costs no allocation.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Lends what has been written so far to `body`, which must not keep the pointer:
    /// the next append may move the bytes.
    @inline(__always)
    func withBytes<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// What has been written, as text (a copy).
    var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// Lends bytes `range` of what has been written.
    @inline(__always)
    func withBytes<R, E: Error>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        return try body(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }

    mutating func removeAll() { count = 0 }

    /// Forgets what was written after the first `count` bytes.
    mutating func truncate(to count: Int) {
        precondition(count >= 0 && count <= self.count)
        self.count = count
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// A literal: the JSON punctuation and keys between a record's values, mostly
    /// under 20 bytes, copied in a loop (a `memcpy` call costs more than that).
    @inline(__always)
    mutating func append(_ text: StaticString) {
        // Literals of more than one scalar are stored as UTF-8: copy them directly.
        guard text.hasPointerRepresentation else { return text.withUTF8Buffer { append($0) } }
        let count = text.utf8CodeUnitCount
        guard count >= 8, count <= 64 else {
            guard count < 8 else { return append(UnsafeBufferPointer(start: text.utf8Start, count: count)) }
            let source = text.utf8Start
            return withSpace(count) { p in
                for i in 0..<count { p[i] = source[i] }
                return count
            }
        }
        // Eight bytes at a time, the last eight again where they overlap.
        let source = UnsafeRawPointer(text.utf8Start)
        withSpace(count) { p in
            let target = UnsafeMutableRawPointer(p)
            var i = 0
            while i + 8 <= count {
                target.storeBytes(of: source.loadUnaligned(fromByteOffset: i, as: UInt64.self), toByteOffset: i, as: UInt64.self)
                i += 8
            }
            if i < count {
                target.storeBytes(of: source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self),
                                  toByteOffset: count - 8, as: UInt64.self)
            }
            return count
        }
    }

    /// Labelled, so that a literal picks the `StaticString` overload.
    mutating func append(string text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Room for `extra` more bytes, to write through `withSpace`.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    /// Writes up to `extra` bytes in place; `body` returns how many it wrote.
    @inline(__always)
    mutating func withSpace(_ extra: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(extra)
        count += body(base + count)
    }

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
