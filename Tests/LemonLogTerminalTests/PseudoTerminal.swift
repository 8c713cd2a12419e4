import Glibc

/// A pseudo-terminal pair for tests: the controller side and the terminal side.
/// (Swift's Glibc module does not export posix_openpt and friends, so they are looked up.)
struct PseudoTerminal {
    let controller: Int32
    let terminal: Int32

    private typealias IntFunction = @convention(c) (Int32) -> Int32
    private typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    private static func lookup<T>(_ name: String, as type: T.Type) -> T? {
        guard let symbol = dlsym(nil, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    init?() {
        guard let openpt = Self.lookup("posix_openpt", as: IntFunction.self),
              let grantpt = Self.lookup("grantpt", as: IntFunction.self),
              let unlockpt = Self.lookup("unlockpt", as: IntFunction.self),
              let ptsname = Self.lookup("ptsname", as: NameFunction.self) else { return nil }
        let controller = openpt(O_RDWR | O_NOCTTY)
        guard controller >= 0, grantpt(controller) == 0, unlockpt(controller) == 0,
              let name = ptsname(controller) else { return nil }
        let terminal = open(name, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else {
            _ = Glibc.close(controller)
            return nil
        }
        self.controller = controller
        self.terminal = terminal
    }

    func close() {
        _ = Glibc.close(controller)
        _ = Glibc.close(terminal)
    }
}

/// Compares two termios values byte for byte (flags, speeds and control characters).
func sameSettings(_ a: termios, _ b: termios) -> Bool {
    withUnsafeBytes(of: a) { left in withUnsafeBytes(of: b) { right in left.elementsEqual(right) } }
}
