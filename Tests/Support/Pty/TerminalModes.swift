#if canImport(Glibc)
import Glibc
#endif

/// The terminal settings the contract says must come back: flags and VMIN/VTIME.
public struct TerminalModes: Equatable, CustomStringConvertible {
    public let iflag: tcflag_t
    public let oflag: tcflag_t
    public let lflag: tcflag_t
    public let vmin: cc_t
    public let vtime: cc_t

    public init(_ settings: termios) {
        iflag = settings.c_iflag
        oflag = settings.c_oflag
        lflag = settings.c_lflag
        var copy = settings
        let cc = withUnsafeBytes(of: &copy.c_cc) { Array($0) }
        vmin = cc[Int(VMIN)]
        vtime = cc[Int(VTIME)]
    }

    public var description: String {
        "iflag=0x\(String(iflag, radix: 16)) oflag=0x\(String(oflag, radix: 16)) lflag=0x\(String(lflag, radix: 16)) VMIN=\(vmin) VTIME=\(vtime)"
    }
}

/// Compares two termios values byte for byte (flags, speeds and control characters).
public func sameSettings(_ a: termios, _ b: termios) -> Bool {
    withUnsafeBytes(of: a) { left in withUnsafeBytes(of: b) { right in left.elementsEqual(right) } }
}
