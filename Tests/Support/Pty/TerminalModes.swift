#if canImport(Glibc)
import Glibc
#endif

/// The terminal settings the contract says must come back: flags and VMIN/VTIME.
package struct TerminalModes: Equatable, CustomStringConvertible {
    let iflag: tcflag_t
    let oflag: tcflag_t
    let lflag: tcflag_t
    package let vmin: cc_t
    package let vtime: cc_t

    package init(_ settings: termios) {
        iflag = settings.c_iflag
        oflag = settings.c_oflag
        lflag = settings.c_lflag
        var copy = settings
        let cc = withUnsafeBytes(of: &copy.c_cc) { Array($0) }
        vmin = cc[Int(VMIN)]
        vtime = cc[Int(VTIME)]
    }

    package var description: String {
        "iflag=0x\(String(iflag, radix: 16)) oflag=0x\(String(oflag, radix: 16)) lflag=0x\(String(lflag, radix: 16)) VMIN=\(vmin) VTIME=\(vtime)"
    }
}

/// Compares two termios values byte for byte (flags, speeds and control characters).
package func sameSettings(_ a: termios, _ b: termios) -> Bool {
    withUnsafeBytes(of: a) { left in withUnsafeBytes(of: b) { right in left.elementsEqual(right) } }
}
