import Foundation
import LemonLogKit

/// `lemonlog doctor`: looks for entry files rewritten in place behind the index (by `cp`,
/// `cat >` or an editor that writes over the file: reads trust the entries folder's stamp,
/// which such a rewrite leaves alone), reads them again, and says what it found. The daily
/// upkeep does the same once a day.
enum DoctorCommand {
    static let declaration = CommandDeclaration(name: "doctor", summaryKey: "cli_summary_doctor") { _, context in
        try run(context)
    }

    static func run(_ context: AppContext) throws -> Int32 {
        let l = context.localizer
        let store = try context.openStore()
        let (read, problems) = store.checkIndex()
        context.report(problems)
        let key = read == 0 ? "doctor_index_current" : read == 1 ? "doctor_index_refreshed_one" : "doctor_index_refreshed"
        Console.out(l(key, ["count": String(read)]))
        return ExitStatus.success
    }
}
