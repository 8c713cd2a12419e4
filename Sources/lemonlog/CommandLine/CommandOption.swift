/// A command's options, declared once as the cases of one enum: the declaration lists
/// `allCases`, and the command reads its invocation by these cases, so an option the command
/// did not declare does not compile.
protocol CommandOption: CaseIterable, Hashable, Sendable {
    /// How this option is spelled, checked, helped and completed.
    var declaration: OptionDeclaration { get }
}

/// The options of a command that takes none.
enum NoOptions: CommandOption {
    var declaration: OptionDeclaration {
        switch self {}
    }
}
