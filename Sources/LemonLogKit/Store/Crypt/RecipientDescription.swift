import Foundation

/// How a recipient of the diary is named to the person when the keys change (issue 31): a gpg
/// key by its fingerprint and first user id from their own keyring, an age recipient by itself.
enum RecipientDescription {
    /// `recipient` as the person can check it: `FINGERPRINT "User <id>"` for a gpg key (or the
    /// name as written and "not in this keyring" when gpg knows no such key), the `age1…` string
    /// for age.
    static func describe(_ recipient: String) -> String {
        guard CryptEngine.of(recipient) == .gpg else { return recipient }
        let arguments = [GPGEngine.program, "--batch", "--no-tty", "--with-colons", "--fixed-list-mode", "--list-keys", "--", recipient]
        guard let result = PipedProgram.run(arguments, input: Data()), result.status == 0,
              let key = firstKey(String(decoding: result.output, as: UTF8.self)) else {
            return recipient + " (not in this keyring)"
        }
        return key.fingerprint + (key.userID.isEmpty ? "" : " \"" + key.userID + "\"")
    }

    /// The first public key of gpg's `--with-colons` listing: its fingerprint and first user id.
    static func firstKey(_ listing: String) -> (fingerprint: String, userID: String)? {
        var fingerprint: String?
        var userID = ""
        var inKey = false
        for line in listing.split(separator: "\n") {
            let fields = line.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard let kind = fields.first else { continue }
            if kind == "pub" {
                if inKey { break }
                inKey = true
            } else if inKey, kind == "fpr", fingerprint == nil, fields.count > 9 {
                fingerprint = fields[9]
            } else if inKey, kind == "uid", userID.isEmpty, fields.count > 9 {
                userID = unescape(fields[9])
            }
        }
        return fingerprint.map { ($0, userID) }
    }

    /// gpg's colon listing escapes `:` and other bytes as `\xHH`.
    private static func unescape(_ field: String) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(field.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "\\"), utf8.count >= 3, utf8.first == UInt8(ascii: "x"),
               let value = UInt8(String(decoding: utf8.dropFirst().prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(3)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
