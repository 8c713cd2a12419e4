import Foundation
import Testing
@testable import LemonLogKit

/// Where the resources are looked for: `$LEMONLOG_RESOURCES`, beside the executable, then
/// `PREFIX/lib/lemonlog` and `PREFIX/share/lemonlog`.
@Suite("Resource folder lookup")
struct ResourceFilesTests {
    @Test("the order of the places looked at")
    func order() {
        let found = ResourceFiles.candidates(environment: ["LEMONLOG_RESOURCES": "/r"],
                                             executables: [URL(fileURLWithPath: "/p/bin/lemonlog")]).map(\.path)
        #expect(found == ["/r", "/r/Resources",
                          "/p/bin/LemonLog_LemonLogResources.resources/Resources", "/p/bin/LemonLog_LemonLogResources.resources",
                          "/p/lib/lemonlog/Resources", "/p/lib/lemonlog",
                          "/p/share/lemonlog/Resources", "/p/share/lemonlog"])
    }

    @Test("a symlink and its target both count, without repeats")
    func twoExecutables() {
        let found = ResourceFiles.candidates(environment: [:], executables: [URL(fileURLWithPath: "/opt/lemonlog/bin/lemonlog"),
                                                                             URL(fileURLWithPath: "/home/a/.local/bin/lemonlog"),
                                                                             URL(fileURLWithPath: "/opt/lemonlog/bin/lemonlog")]).map(\.path)
        #expect(found.count == 12)
        #expect(found.first == "/opt/lemonlog/bin/LemonLog_LemonLogResources.resources/Resources")
        #expect(found.contains("/home/a/.local/lib/lemonlog/Resources"))
        #expect(!ResourceFiles.candidates(environment: ["LEMONLOG_RESOURCES": ""], executables: []).contains { $0.path.isEmpty })
    }

    @Test("the test run finds the built resources")
    func found() throws {
        let directory = try #require(ResourceFiles.directory)
        #expect(ResourceFiles.isResourceFolder(directory))
        #expect(ResourceFiles.url("ko.lproj/Localizable.strings") != nil)
        #expect(ResourceFiles.url("no-such-file") == nil)
    }

    @Test("a resource file is read whole through a link; a folder, a FIFO or nothing give nil at once")
    func bytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lemonlog-resource-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Larger than one read's worth, with Korean and every byte value.
        let bytes = Array("\"key\" = \"한국어\";\n".utf8) + (0..<300_000).map { UInt8($0 % 256) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/table.strings"))
        #expect(ResourceFiles.bytes(ofPath: folder + "/table.strings") == bytes)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.strings", withDestinationPath: folder + "/table.strings")
        #expect(ResourceFiles.bytes(ofPath: folder + "/link.strings") == bytes)
        try Data().write(to: URL(fileURLWithPath: folder + "/empty.strings"))
        #expect(ResourceFiles.bytes(ofPath: folder + "/empty.strings") == [])
        #expect(ResourceFiles.bytes(ofPath: folder) == nil)
        #expect(ResourceFiles.bytes(ofPath: folder + "/missing") == nil)
        #expect(mkfifo(folder + "/fifo", 0o600) == 0)
        #expect(ResourceFiles.bytes(ofPath: folder + "/fifo") == nil, "a FIFO is never waited on")
    }
}
