import Foundation
import Testing
import LemonLogKit
@testable import lemonlog

/// Help, usage lines and completions come from the declarations; a new command is one
/// declaration plus its code.
@Suite("Command declarations")
struct CommandDeclarationTests {
    /// A command that does not exist: what adding `stats` would look like.
    static let fake = CommandDeclaration(
        name: "frobstats", summaryKey: "cli_summary_list",
        operands: [OperandDeclaration("FILE", kind: .file(placeholder: "FILE"), optional: true, helpKey: "cli_operand_id")],
        options: FakeOption.self
    ) { invocation, _ in
        invocation.value(.since) == "7d" && invocation.value(.shape) == "round" && invocation.operand("FILE") == "x.json" ? 42 : 43
    }

    /// The fake command's options.
    enum FakeOption: CommandOption {
        case since, shape

        var declaration: OptionDeclaration {
            switch self {
            case .since: OptionDeclaration(["--since"], value: .text(placeholder: "DATE"), helpKey: "cli_option_limit")
            case .shape: OptionDeclaration(["--shape"], value: .choice(["round", "square"]), helpKey: "cli_option_limit")
            }
        }
    }

    static let registry = CommandRegistry.lemonlog.adding(fake)

    @Test("a registered declaration is parsed, run, listed, helped, suggested and completed")
    func fakeDeclaration() throws {
        let arguments = ["frobstats", "x.json", "--since", "7d", "--shape=round"]
        let (parsed, _) = try CommandLineParser(registry: Self.registry).parse(arguments)
        guard case .run(let invocation) = parsed else { Issue.record("not a run"); return }
        #expect(invocation.declaration.name == "frobstats")
        #expect(LemonLogApp.run(arguments: arguments, environment: ["LEMONLOG_HOME": "/nonexistent"], registry: Self.registry) == 42)

        let help = HelpText(registry: Self.registry, localizer: Localizer(language: .en))
        #expect(help.overview().contains("lemonlog frobstats [FILE] [--since DATE] [--shape round|square]"))
        #expect(help.page(for: Self.fake).hasPrefix("usage: lemonlog frobstats [FILE] [--since DATE] [--shape round|square]"))
        #expect(help.usageLine(for: "frobstats") == "usage: lemonlog frobstats [FILE] [--since DATE] [--shape round|square]")

        do {
            _ = try CommandLineParser(registry: Self.registry).parse(["frobstat"])
            Issue.record("accepted a typo")
        } catch {
            #expect(error.suggestion == "frobstats")
        }
        do {
            _ = try CommandLineParser(registry: Self.registry).parse(["frobstats", "--shape", "oval"])
            Issue.record("accepted a bad choice")
        } catch {
            #expect(error.key == "cli_not_a_choice")
        }

        let scripts = CompletionScript(registry: Self.registry, localizer: Localizer(language: .en))
        #expect(scripts.script(for: .bash).contains("frobstats)"))
        #expect(scripts.script(for: .bash).contains("'--since' '--shape'"))
        #expect(scripts.script(for: .bash).contains("\"frobstats --shape\") _lemonlog_offer \"$raw\" \"$cur\" 'round' 'square'"))
        #expect(scripts.script(for: .zsh).contains("'frobstats:List saved entries, newest first.'"))
        #expect(scripts.script(for: .zsh).contains("'--shape=[show at most N entries]:round|square:(round square)'"))
        #expect(scripts.script(for: .fish).contains("-a frobstats"))
        #expect(scripts.script(for: .fish).contains("'__lemonlog_at frobstats' -l shape -x -a 'round square'"))
        // Not in the shipped binary.
        #expect(CommandRegistry.lemonlog.command(named: "frobstats") == nil)
    }

    /// Options are read by their enum's cases (a typo does not compile); operands by their label,
    /// so every label a command's code reads must be one a declaration gives.
    @Test("every operand label the commands read is declared")
    func operandReadsAreDeclared() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/lemonlog/Commands")
        let declared = Set(CommandRegistry.lemonlog.commands.flatMap(\.operands).map(\.label))
        let regex = try Regex(#"operand\("([^"]*)"\)"#)
        var reads = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for match in text.matches(of: regex) {
                let label = String(try #require(match.output[1].substring))
                reads += 1
                #expect(declared.contains(label), "\(name) reads the operand \(label), which no command declares")
            }
        }
        #expect(reads >= 9)
    }

    @Test("commands that are not built yet are not listed")
    func plannedNotListed() {
        let overview = HelpText(registry: .lemonlog, localizer: Localizer(language: .en)).overview()
        for name in CommandRegistry.lemonlog.planned {
            #expect(!overview.contains("lemonlog \(name)"), "\(name) listed as if it worked")
        }
        for name in CommandRegistry.lemonlog.names {
            #expect(overview.contains("lemonlog \(name)"))
        }
    }

    @Test("every help key of every declaration exists in English and Korean")
    func helpKeysInBothTables() {
        var keys = ["cli_usage", "cli_usage_more", "cli_synopsis", "cli_tagline", "cli_heading_commands",
                    "cli_heading_arguments", "cli_heading_options", "cli_heading_global", "cli_help_command",
                    "cli_data_directory", "cli_did_you_mean", "cli_output_failed"]
        for declaration in CommandRegistry.lemonlog.commands {
            keys.append(declaration.summaryKey)
            keys += declaration.operands.map(\.helpKey) + declaration.options.map(\.helpKey)
        }
        keys += CommandRegistry.globalOptions.map(\.helpKey)
        for language in Language.allCases {
            let localizer = Localizer(language: language)
            for key in keys { #expect(localizer.has(key), "\(language): \(key)") }
        }
    }

    @Test("help write describes the six steps and the keys, in both languages")
    func helpWrite() throws {
        for language in Language.allCases {
            let l = Localizer(language: language)
            let page = HelpText(registry: .lemonlog, localizer: l).page(for: try #require(CommandRegistry.lemonlog.command(named: "write")))
            for step in DiaryWriteStep.allCases { #expect(page.contains(l("step_\(step.key)"))) }
            #expect(page.contains("Ctrl-O"))
            #expect(page.contains("Ctrl-Z"))
        }
    }
}
