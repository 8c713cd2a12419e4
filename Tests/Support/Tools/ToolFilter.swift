import Foundation
import XCTest

/// Runs a program that reads all its input before writing (a Markdown parser): the input written
/// and closed, then its whole output read. A status other than 0 fails the test, naming the tool.
package enum ToolFilter {
    package static func output(_ path: String, _ arguments: [String], input: String, tool: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) failed")
        return String(decoding: data, as: UTF8.self)
    }
}
