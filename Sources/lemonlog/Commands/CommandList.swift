/// Every command of this `lemonlog`, in the order `help` lists them. A new command is one
/// declaration here plus its code.
extension CommandRegistry {
    static let lemonlog = CommandRegistry([
        WriteDeclarations.write,
        WriteDeclarations.edit,
        DraftsCommand.declaration,
        ListCommand.declaration,
        ShowCommand.declaration,
        ReadCommand.declaration,
        DeleteCommand.declaration,
        ExportCommand.declaration,
        ImportCommand.declaration,
        StatsCommand.declaration,
        ReviewCommand.declaration,
        ActionsCommand.declaration,
        StarCommand.star,
        StarCommand.unstar,
        EncryptCommand.encrypt,
        EncryptCommand.decrypt,
        SyncCommand.declaration,
        DoctorCommand.declaration,
        MoodCommand.declaration,
        PlanCommand.declaration,
        HelpCommand.declaration,
        CompletionsCommand.declaration,
        InstallCommand.declaration,
    ])
}
