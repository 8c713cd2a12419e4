/// The exit codes of the contract.
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
    static let interrupted: Int32 = 130
}
