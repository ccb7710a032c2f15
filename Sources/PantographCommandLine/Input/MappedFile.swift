#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PantographShell
import Synchronization

/// A regular file mapped for the threads that read it (`judge`, `replay`), guarded
/// against being cut short while it is mapped.
///
/// A page of a mapping past the file's end cannot be read: the kernel answers with
/// SIGBUS, which would end the program. While a mapping is lent, a SIGBUS handler
/// looks the faulting address up among the lent mappings; inside one, it puts zero
/// pages over the rest of that mapping (`mmap` with `MAP_FIXED`, a system call the
/// kernel serves like any other), marks the mapping cut, and returns: the read goes
/// on, sees zeros, and the session, asking `FileBytes.wasCutShort` when the reading
/// is over, reports an error instead of what it read. A SIGBUS anywhere else goes to
/// the handler there was before (the Swift runtime's crash report, or the default).
enum MappedFile {
    /// The file at `fd` (a regular file of `size` bytes) mapped and lent, or nil when it
    /// cannot be mapped or every slot is taken (the caller reads it instead).
    static func map(_ fd: Int32, size: Int) -> FileBytes? {
        guard size > 0, let slot = Guard.claim() else { return nil }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
            Guard.free(slot)
            return nil
        }
        Guard.lend(slot, start: UInt(bitPattern: base), count: size)
        return FileBytes(unsafeStart: UnsafeRawPointer(base), count: size,
                         release: { start, count in
                             munmap(UnsafeMutableRawPointer(mutating: start), count)
                             Guard.free(slot)
                         },
                         cutShort: { Guard.isCut(slot) })
    }

    /// The lent mappings, in a table the handler reads without a lock or an allocation.
    /// A slot is written before its mapping is lent to any thread and cleared after the
    /// last one is done with it, so the handler, which runs on a thread reading the
    /// mapping, sees its slot whole.
    enum Guard {
        struct Slot {
            var start: UInt = 0
            var end: UInt = 0
            /// Free, claimed (being mapped), or lent: only a lent slot is looked up.
            var state: State = .free
            var cut = false
            enum State { case free, claimed, lent }
        }

        static let capacity = 256
        /// Storage the handler reads and writes through a pointer: no exclusivity
        /// check, no lazy initialisation (all is made before the handler is installed).
        nonisolated(unsafe) static let slots: UnsafeMutablePointer<Slot> = {
            let slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
            slots.initialize(repeating: Slot(), count: capacity)
            return slots
        }()
        /// The SIGBUS action before ours, which every other fault goes back to.
        nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
            let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
            previous.initialize(to: sigaction())
            return previous
        }()
        static let pageSize = UInt(sysconf(Int32(_SC_PAGESIZE)))
        /// Whether the handler is installed; claims are made under it.
        private static let installed = Mutex(false)

        /// A free slot, with the handler installed; nil when all are taken.
        static func claim() -> Int? {
            installed.withLock { installed in
                if !installed {
                    _ = (slots, previous, pageSize)
                    install()
                    installed = true
                }
                for i in 0..<capacity where slots[i].state == .free {
                    slots[i] = Slot(state: .claimed)
                    return i
                }
                return nil
            }
        }

        static func lend(_ slot: Int, start: UInt, count: Int) {
            installed.withLock { _ in slots[slot] = Slot(start: start, end: start + UInt(count), state: .lent) }
        }

        static func free(_ slot: Int) {
            installed.withLock { _ in slots[slot] = Slot() }
        }

        static func isCut(_ slot: Int) -> Bool {
            installed.withLock { _ in slots[slot].cut }
        }

        private static func install() {
            previous.pointee = SignalAction.install(SIGBUS, .withInfo(busHandler))
        }

        /// In the handler: the lent slot whose mapping holds `address`, if any.
        static func slot(holding address: UInt) -> Int? {
            for i in 0..<capacity {
                let slot = slots[i]
                if slot.state == .lent && slot.start <= address && address < slot.end { return i }
            }
            return nil
        }
    }
}

/// SIGBUS: a lent mapping read past its file's end gets zero pages from the faulting
/// page on and is marked cut; any other goes back to the handler before ours, and the
/// fault, repeated on return, reaches it. Async-signal-safe: a table lookup, `mmap`,
/// `sigaction`.
private let busHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
    _, info, _ in
    #if canImport(Glibc)
    let address = UInt(bitPattern: info?.pointee._sifields._sigfault.si_addr)
    #else
    let address = UInt(bitPattern: info?.pointee.si_addr)
    #endif
    let page = MappedFile.Guard.pageSize, slots = MappedFile.Guard.slots
    guard let i = MappedFile.Guard.slot(holding: address) else {
        _ = sigaction(SIGBUS, MappedFile.Guard.previous, nil)
        return
    }
    let start = address & ~(page - 1)
    let end = (slots[i].end + page - 1) & ~(page - 1)
    let zeros = mmap(UnsafeMutableRawPointer(bitPattern: start), Int(end - start), PROT_READ,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
    if zeros == MAP_FAILED {
        _ = sigaction(SIGBUS, MappedFile.Guard.previous, nil)
        return
    }
    slots[i].cut = true
}
