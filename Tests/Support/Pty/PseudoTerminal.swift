#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal pair: the controller side (what a terminal window holds) and the
/// terminal side (what a program reads and writes). Swift's Glibc module does not export
/// posix_openpt and friends, so they are looked up at run time.
package struct PseudoTerminal {
    /// Opening the pair failed.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// The controller side.
    package let controller: Int32
    /// The terminal side.
    package let terminal: Int32
    /// The terminal side's path (`/dev/pts/N`).
    let terminalPath: String

    private typealias IntFunction = @convention(c) (Int32) -> Int32
    private typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    private static func lookup<T>(_ name: String, as type: T.Type) -> T? {
        guard let symbol = dlsym(nil, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// Opens a pair (neither side becomes this process's controlling terminal). With
    /// `closeOnExec`, neither side leaks into programs this process starts.
    package static func open(closeOnExec: Bool = true) throws -> PseudoTerminal {
        guard let openpt = lookup("posix_openpt", as: IntFunction.self),
              let grantpt = lookup("grantpt", as: IntFunction.self),
              let unlockpt = lookup("unlockpt", as: IntFunction.self),
              let ptsname = lookup("ptsname", as: NameFunction.self) else {
            throw Failure(description: "posix_openpt/grantpt/unlockpt/ptsname not found")
        }
        let cloexec = closeOnExec ? O_CLOEXEC : 0
        let controller = openpt(O_RDWR | O_NOCTTY | cloexec)
        guard controller >= 0 else { throw Failure(description: "posix_openpt: errno \(errno)") }
        guard grantpt(controller) == 0, unlockpt(controller) == 0, let name = ptsname(controller) else {
            _ = Glibc.close(controller)
            throw Failure(description: "grantpt/unlockpt/ptsname: errno \(errno)")
        }
        let path = String(cString: name)
        let terminal = Glibc.open(path, O_RDWR | O_NOCTTY | cloexec)
        guard terminal >= 0 else {
            _ = Glibc.close(controller)
            throw Failure(description: "open \(path): errno \(errno)")
        }
        return PseudoTerminal(controller: controller, terminal: terminal, terminalPath: path)
    }

    /// A pair, or nil if one cannot be opened (for `#require`).
    package init?() {
        guard let pair = try? Self.open(closeOnExec: false) else { return nil }
        self = pair
    }

    private init(controller: Int32, terminal: Int32, terminalPath: String) {
        self.controller = controller
        self.terminal = terminal
        self.terminalPath = terminalPath
    }

    /// Sets the window size (the kernel sends SIGWINCH to the terminal's foreground group).
    func setSize(rows: Int, columns: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = withUnsafeMutablePointer(to: &size) { ioctl(controller, UInt(TIOCSWINSZ), $0) }
    }

    /// Closes both sides.
    package func close() {
        _ = Glibc.close(controller)
        _ = Glibc.close(terminal)
    }
}
