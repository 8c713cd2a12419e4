import Foundation
import LemonLogKit
import LemonLogTerminal

/// `lemonlog plan [--plain | --show]`: the safety plan, edited full screen, asked part by part
/// (`--plain`, `TERM=dumb`), or printed (`--show`).
enum PlanCommand {
    static let declaration = CommandDeclaration(
        name: "plan", summaryKey: "cli_summary_plan",
        options: Option.self
    ) { invocation, context in
        try run(context, plain: invocation.flag(.plain), show: invocation.flag(.show))
    }

    /// `--plain`, `--show`.
    enum Option: CommandOption {
        case plain, show

        var declaration: OptionDeclaration {
            switch self {
            case .plain: OptionDeclaration(["--plain"], helpKey: "cli_option_plan_plain")
            case .show: OptionDeclaration(["--show"], helpKey: "cli_option_plan_show")
            }
        }
    }

    static func run(_ context: AppContext, plain: Bool, show: Bool) throws -> Int32 {
        let l = context.localizer
        if plain && show { throw UsageError("cli_plan_plain_and_show", command: "plan") }
        let plainMode = plain || context.environment["TERM"] == "dumb"
        if !show, !plainMode, !(RawTerminal.isTerminal(STDIN_FILENO) && RawTerminal.isTerminal(STDOUT_FILENO)) {
            Console.err(l("error_prefix") + l("needs_terminal", ["command": "plan"]))
            Console.err(HelpText(registry: .lemonlog, localizer: l).usageLine(for: "plan"))
            return ExitStatus.usage
        }
        let store = try context.openStore()
        let plan = try store.safetyPlan()
        if show {
            guard let plan else {
                Console.out(l("plan_none"))
                return ExitStatus.success
            }
            for line in SafetyPlanText.lines(plan, l) { Console.out(line) }
            return ExitStatus.success
        }
        if plainMode { return PlainPlan(context: context, store: store, plan: plan).run() }
        return try PlanScreenLoop(context: context, store: store).run()
    }
}
