import Foundation
import Testing
@testable import LemonLogKit

/// `support.json` is read by `CatalogJSON` (issue 36: `JSONDecoder`'s first use cost `write` more
/// than a tenth of its start), and must take and refuse exactly what `JSONDecoder` did: each
/// variant below is read both ways and compared.
@Suite struct SupportTableReaderTests {
    private struct File: Decodable {
        var version: Int
        var regions: [SupportTable.Region]
    }

    private static let line = #"{"text": {"en": "988", "ko": "988 전화"}, "source": "s", "since": "2023-11-30"}"#

    private static func table(_ regions: String, version: String = "1") -> String {
        #"{"version": \#(version), "about": "ignored", "regions": \#(regions)}"#
    }

    @Test("the reader and JSONDecoder agree, value for value and refusal for refusal", arguments: [
        table(#"[{"key": "other", "countries": [], "lines": [\#(line)]}]"#),
        table(#"[{"key": "kr", "countries": ["KR"], "lines": [\#(line), {"text": {}, "source": "", "checked": null}]}]"#),
        table(#"[{"key": "x", "countries": ["A", "B"], "lines": [], "extra": {"deep": [1, 2]}}]"#),
        table(#"[{"key": "x", "countries": ["A"], "lines": [{"text": {"en": "a"}, "source": "s", "since": 5}]}]"#),
        table(#"[{"key": "x", "countries": ["A"], "lines": [{"text": {"en": 1}, "source": "s"}]}]"#),
        table(#"[{"key": "x", "countries": ["A"], "lines": [{"text": [], "source": "s"}]}]"#),
        table(#"[{"key": "x", "countries": "A", "lines": []}]"#),
        table(#"[{"countries": [], "lines": []}]"#),
        table(#"[]"#, version: "1.0"),
        table(#"[]"#, version: "1.5"),
        table(#"[]"#, version: "\"1\""),
        #"{"regions": []}"#,
        table(#"[{"key": "x", "countries": ["\u00e9\ud83d\ude00"], "lines": [{"text": {"ko": "\n\u001b[2J"}, "source": "s"}]}]"#),
    ])
    func agrees(text: String) {
        let data = Data(text.utf8)
        let ours = try? SupportTable.regions(CatalogJSON.parse([UInt8](data)))
        let foundation = try? JSONDecoder().decode(File.self, from: data).regions
        #expect(ours == foundation, "\(text)")
    }

    @Test("the shipped table reads the same both ways")
    func shipped() throws {
        let path = try #require(ResourceFiles.path(SupportTable.fileName))
        let bytes = try #require(ResourceFiles.bytes(ofPath: path))
        let ours = try SupportTable.regions(CatalogJSON.parse(bytes))
        #expect(ours == (try JSONDecoder().decode(File.self, from: Data(bytes)).regions))
        #expect(ours.contains { $0.key == "other" } && ours.contains { $0.key == "kr" })
    }
}
