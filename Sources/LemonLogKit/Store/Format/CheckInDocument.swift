/// A check-in's file, `checkins/<id>.json`: a version beside the check-in's own fields.
struct CheckInDocument: StoreDocument, Equatable {
    /// The folder of the check-ins, at the top of the data folder.
    static let folderName = "checkins"
    static let currentVersion = 1
    static var migrations: [FormatMigration] { [] }

    var version = CheckInDocument.currentVersion
    var checkIn: CheckIn
    var id: String { checkIn.id }

    init(checkIn: CheckIn) {
        self.checkIn = checkIn
    }

    private enum VersionKey: String, CodingKey { case version }

    init(from decoder: Decoder) throws {
        version = try decoder.container(keyedBy: VersionKey.self).decode(Int.self, forKey: .version)
        checkIn = try CheckIn(from: decoder)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: VersionKey.self)
        try container.encode(version, forKey: .version)
        try checkIn.encode(to: encoder)
    }
}
