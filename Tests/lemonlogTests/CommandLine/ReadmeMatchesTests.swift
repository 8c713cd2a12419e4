import Foundation
import LemonLogKit
import LemonLogTestSupport
import Testing
@testable import lemonlog

/// The README says what the program does: every option spelling of every declaration, what an
/// entry needs and holds (from the validators and the step table), and every key `list --json`
/// prints. A declaration, a rule or a key added without its words here fails.
@Suite("README matches the program")
struct ReadmeMatchesTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func readme() throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// Whether `word` stands in `text` as a word of its own (`-n` in `-n N`, not in `--no-color`).
    static func mentions(_ text: String, _ word: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: word)
        return text.range(of: "(?<![A-Za-z0-9_-])" + escaped + "(?![A-Za-z0-9_-])", options: .regularExpression) != nil
    }

    @Test("every spelling of every option, aliases included, is in the README")
    func everyOptionSpelling() throws {
        let readme = try Self.readme()
        let options = CommandRegistry.lemonlog.commands.flatMap(\.options) + CommandRegistry.globalOptions
        for name in Set(options.flatMap(\.names)) {
            #expect(Self.mentions(readme, name), "the README never mentions \(name)")
        }
    }

    /// `2,000` for 2000, as the README writes numbers.
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits.removeLast(3)
        }
        return digits + out
    }

    @Test("the table of what an entry needs says which fields are required, and their limits")
    func requiredAndLimits() throws {
        let readme = try Self.readme()
        let l = Localizer(language: .en)
        for field in DiaryField.allCases {
            // A field of its own row (`Step: Field`, an optional field of a step), else its step's row.
            let lines = readme.split(separator: "\n")
            let own = l("step_\(WizardSteps.shipped.step(of: field).key)") + ": " + l("field_\(field.rawValue)")
            let label = lines.contains { $0.hasPrefix("| \(own) |") } ? own : l("step_\(WizardSteps.shipped.step(of: field).key)")
            let row = try #require(lines.first { $0.hasPrefix("| \(label) |") }, "no row for \(label)")
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            try #require(cells.count > 2, "the README's row for \(label) has too few cells: \(row)")
            let required = DiaryValidators.rules(for: field).contains { $0.rule == .required }
            // A step's optional fields beside a required one are named with a `no` after it.
            #expect(required ? !cells[1].hasPrefix("no") : cells[1].contains("no"),
                    "\(label): required is \(required) for \(field), the README says \(cells[1])")
            let limits: [Int]
            switch StepTable.kind(of: field) {
            case .choices(let maxCount): limits = [maxCount]
            case .text(let maxLength), .date(let maxLength), .due(_, let maxLength), .mark(_, let maxLength): limits = [maxLength]
            case .belief: limits = []
            case .attachments(let maxCount, let pathMaxLength): limits = [maxCount, pathMaxLength]
            }
            for limit in limits {
                #expect(Self.mentions(cells[2], Self.grouped(limit)), "\(label): the limit \(limit) is not in \(cells[2])")
            }
        }
    }

    @Test("every key list --json prints is in the README's table of them")
    func listJSONKeys() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("lemonlog-readme-json-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("Tests/Fixtures/format-v2/data"), to: home)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: home.path)
        // An action marked done, so that its key is printed too.
        #expect(try Self.run(["actions", "done", "c69a242c87fe", "--status", "partly", "--mastery", "6", "--pleasure", "3",
                              "--note", "x"], home: home.path).status == 0)
        let (status, output) = try Self.run(["list", "--json"], home: home.path)
        #expect(status == 0)
        var keys = Set<String>()
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                for (key, inner) in object { keys.insert(key); collect(inner) }
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        collect(try JSONSerialization.jsonObject(with: output))
        #expect(keys.isSuperset(of: ["actionOutcome", "status", "at", "mastery", "pleasure", "note"]))
        let readme = try Self.readme()
        let table = try #require(readme.components(separatedBy: "`list --json` prints").dropFirst().first)
            .components(separatedBy: "\n### ").first ?? ""
        for key in keys {
            #expect(table.contains("`\(key)`"), "list --json prints \(key); the README's table does not name it")
        }
    }

    static func run(_ arguments: [String], home: String) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try LemonLogBinary.path())
        process.arguments = arguments
        process.environment = ["LEMONLOG_HOME": home, "LANG": "C.UTF-8"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }
}
