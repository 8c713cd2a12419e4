import Foundation
import LemonLogKit

/// `lemonlog encrypt --to RECIPIENT [--to RECIPIENT…]` and `lemonlog decrypt`: convert the diary
/// in place to files sealed with the person's gpg key, or back to plain files (resumable: run
/// again after an interruption).
enum EncryptCommand {
    static let encrypt = CommandDeclaration(
        name: "encrypt", summaryKey: "cli_summary_encrypt",
        options: Option.self
    ) { invocation, context in
        try runEncrypt(context, recipients: invocation.values(.to))
    }

    /// `encrypt`'s `--to RECIPIENT`, repeatable.
    enum Option: CommandOption {
        case to

        var declaration: OptionDeclaration {
            OptionDeclaration(["--to"], value: .text(placeholder: "RECIPIENT"), helpKey: "cli_option_to", repeatable: true)
        }
    }

    static let decrypt = CommandDeclaration(name: "decrypt", summaryKey: "cli_summary_decrypt") { _, context in
        try runDecrypt(context)
    }

    static func runEncrypt(_ context: AppContext, recipients given: [String]) throws -> Int32 {
        let l = context.localizer
        let store = try context.openStore()
        var recipients = given.map { $0.trimmingCharacters(in: .whitespaces) }
        if recipients.isEmpty, let kept = try store.resumedEncryptionRecipients() { recipients = kept }
        guard !recipients.isEmpty, !recipients.contains(where: { $0.isEmpty || $0.hasPrefix("#") }) else {
            Console.err(l("error_prefix") + l("crypt_needs_recipient"))
            return ExitStatus.usage
        }
        let done = try store.encrypt(to: recipients)
        Console.out(l("crypt_encrypted", ["count": String(done.converted),
                                          "recipients": TextSanitizer.singleLine(recipients.joined(separator: ", "))]))
        return ExitStatus.success
    }

    static func runDecrypt(_ context: AppContext) throws -> Int32 {
        let l = context.localizer
        let store = try context.openStore()
        let wasEncrypted = store.isEncrypted
        let done = try store.decrypt()
        guard wasEncrypted || done.converted > 0 else {
            Console.out(l("crypt_not_encrypted"))
            return ExitStatus.success
        }
        Console.out(l("crypt_decrypted", ["count": String(done.converted)]))
        return ExitStatus.success
    }
}
