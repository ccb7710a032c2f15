extension Pantograph {
    /// A flag read by `quickParse`: false when it was given before (ArgumentParser says
    /// so, and reads the line).
    static func setOnce(_ flag: inout Bool?) -> Bool {
        guard flag == nil else { return false }
        flag = true
        return true
    }

    /// The value of the option at `i`, which then points at it: nil when there is none,
    /// or when it begins with `-` and the option does not take `anyValue`
    /// (ArgumentParser reads those).
    static func value(after i: inout Int, in arguments: [String], anyValue: Bool = false) -> String? {
        guard i + 1 < arguments.count, anyValue || !arguments[i + 1].hasPrefix("-") else { return nil }
        i += 1
        return arguments[i]
    }
}
