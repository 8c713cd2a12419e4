import Foundation
import LemonLogKit
import LemonLogTestSupport
import Testing
@testable import lemonlog

/// The README and the guide (`Resources/guide.md`) say what the program does. The README's
/// commands are `lemonlog help`, its sample entry is `lemonlog show` of a fixture and its picture
/// is a golden frame, each compared as printed; the guide names every option spelling of every
/// declaration, what an entry needs and holds (from the validators and the step table), every key
/// `list --json` prints and the version of each document. A declaration, a rule, a key or a
/// version changed without its words here fails.
@Suite("README and guide match the program")
struct ReadmeMatchesTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func readme() throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    static func guide() throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent("Resources/guide.md"), encoding: .utf8)
    }

    /// What the first fenced block of `text` after `marker` holds (between its fences).
    static func block(after marker: String, in text: String) throws -> String {
        let after = try #require(text.components(separatedBy: marker).dropFirst().first, "no \(marker)")
        return try #require(after.components(separatedBy: "```\n").dropFirst().first, "no block after \(marker)")
    }

    /// Whether `word` stands in `text` as a word of its own (`-n` in `-n N`, not in `--no-color`).
    static func mentions(_ text: String, _ word: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: word)
        return text.range(of: "(?<![A-Za-z0-9_-])" + escaped + "(?![A-Za-z0-9_-])", options: .regularExpression) != nil
    }

    @Test("every spelling of every option, aliases included, is in the guide")
    func everyOptionSpelling() throws {
        let readme = try Self.guide()
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
        let readme = try Self.guide()
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
        let readme = try Self.guide()
        let table = try #require(readme.components(separatedBy: "`list --json` prints").dropFirst().first)
            .components(separatedBy: "\n### ").first ?? ""
        for key in keys {
            #expect(table.contains("`\(key)`"), "list --json prints \(key); the README's table does not name it")
        }
    }

    @Test("the README is under 250 lines, and the files it links are there")
    func readmeIsShortAndItsLinksHold() throws {
        let readme = try Self.readme()
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count < 250)
        let links = readme.matches(of: /\]\(([^)#]+)\)/).map { String($0.output.1) }
        #expect(links.contains("Resources/guide.md") && links.contains("Tests/DEVELOPING.md"), "\(links)")
        for link in links where !link.contains("://") {
            #expect(FileManager.default.fileExists(atPath: Self.packageRoot.appendingPathComponent(link).path), "\(link)")
        }
    }

    @Test("the README's commands are what lemonlog help prints, at 80 columns")
    func readmeCommandsAreTheHelp() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("lemonlog-readme-help-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, output) = try Self.run(["help"], home: home.path, extra: ["COLUMNS": "80"])
        #expect(status == 0)
        let help = String(decoding: output, as: UTF8.self)
        let start = try #require(help.range(of: "Commands:\n"))
        let end = try #require(help.range(of: "\n\nlemonlog help COMMAND", range: start.upperBound..<help.endIndex))
        let commands = String(help[start.lowerBound..<end.lowerBound]) + "\n"
        #expect(try Self.block(after: "## Commands", in: Self.readme()) == commands,
                "the README's commands block is not `lemonlog help` (paste it from COLUMNS=80 lemonlog help):\n\(commands)")
    }

    @Test("the README's sample entry is what lemonlog show prints of Tests/Fixtures/readme/sample-export.json")
    func readmeSampleIsShow() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("lemonlog-readme-show-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: home) }
        let fixture = Self.packageRoot.appendingPathComponent("Tests/Fixtures/readme/sample-export.json").path
        let environment = ["COLUMNS": "80", "TZ": "UTC"]
        #expect(try Self.run(["import", fixture], home: home.path, extra: environment).status == 0)
        let (status, output) = try Self.run(["show", "5a3c9e2b"], home: home.path, extra: environment)
        #expect(status == 0)
        let show = String(decoding: output, as: UTF8.self)
        #expect(try Self.block(after: "A saved entry, as `lemonlog show` prints it:", in: Self.readme()) == show,
                "the README's sample entry is not `lemonlog show` of the fixture (paste it):\n\(show)")
    }

    @Test("the README's picture is the golden frame of step 3 at 80x24")
    func readmePictureIsAGoldenFrame() throws {
        let golden = try String(contentsOf: Self.packageRoot.appendingPathComponent(
            "Tests/LemonLogTerminalTests/__Snapshots__/record-thought-80x24-en.txt"), encoding: .utf8)
        var lines = golden.components(separatedBy: "\n").filter { !$0.hasPrefix("-- cursor") }
            .map { $0.replacingOccurrences(of: "⏎", with: "").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        while lines.last == "" { lines.removeLast() }
        let picture = lines.joined(separator: "\n") + "\n"
        #expect(try Self.block(after: "## What it looks like", in: Self.readme()) == picture,
                "the README's picture is not the golden frame (paste it):\n\(picture)")
    }

    @Test("every version the guide names is the program's: the export's and list --json's")
    func guideVersionsAreThePrograms() throws {
        let guide = try Self.guide()
        #expect(guide.contains("interchange format, version \(ExchangeDocument.currentVersion):"))
        // Two examples name a version: the export's, then list --json's.
        let versions = guide.matches(of: /"version" : (\d+)/).map { Int($0.output.1) ?? -1 }
        #expect(versions.count == 2, "the export's and list --json's examples: \(versions)")
        #expect(guide.contains("\"format\" : \"lemonlog-export\",\n  \"version\" : \(ExchangeDocument.currentVersion),"),
                "the export example's version is not \(ExchangeDocument.currentVersion)")
        let listStart = try #require(guide.range(of: "`list --json` prints one JSON document"))
        #expect(guide[listStart.upperBound...].contains("\"version\" : \(ListingJSON.version),"),
                "the list --json example's version is not \(ListingJSON.version)")
    }

    static func run(_ arguments: [String], home: String, extra: [String: String] = [:]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try LemonLogBinary.path())
        process.arguments = arguments
        process.environment = ["LEMONLOG_HOME": home, "LANG": "C.UTF-8"].merging(extra) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }
}
