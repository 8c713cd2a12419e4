import Foundation

/// Output shown in failure messages: escapes made visible.
package func visible<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
    String(decoding: Array(bytes), as: UTF8.self)
        .replacingOccurrences(of: "\u{1B}", with: "␛")
        .replacingOccurrences(of: "\u{07}", with: "␇")
}

/// Removes CSI, OSC and other escape sequences (for searching text in raw output).
package func strippingEscapes(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
        guard scalar == "\u{1B}" else {
            out.append(scalar)
            continue
        }
        guard let kind = scalars.popFirst() else { break }
        switch kind {
        case "[":
            while let next = scalars.popFirst(), !(0x40...0x7E).contains(next.value) {}
        case "]", "P", "X", "^", "_":
            while let next = scalars.popFirst() {
                if next == "\u{07}" { break }
                if next == "\u{1B}" { _ = scalars.popFirst(); break }
            }
        case "(", ")", "*", "+", "#", "%":
            _ = scalars.popFirst()
        default:
            break
        }
    }
    return String(out)
}
