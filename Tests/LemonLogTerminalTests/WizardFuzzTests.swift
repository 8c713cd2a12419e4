import Foundation
import LemonLogTestSupport
import Testing
@testable import LemonLogKit
@testable import LemonLogTerminal

/// Seeded fuzzing of the whole pure path: random bytes (escape-sequence pieces, Korean UTF-8 cut
/// anywhere, control bytes, pastes, command keys, Korean jamo) → `KeyDecoder` → `DiaryWizard` →
/// `WizardRenderer` at random sizes. Every frame must fit its screen and hold nothing but
/// printable text and SGR; every field must hold no control character; the rules must hold.
/// `LEMONLOG_FUZZ_SEED=N` replays a run, `LEMONLOG_FUZZ_SEQUENCES=N` changes its length (1,000 by
/// default; the issue-8 re-run used 5,000 and 20,000).
@Suite("Fuzzed key sequences")
struct WizardFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = environment["LEMONLOG_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_124
    static let sequences = environment["LEMONLOG_FUZZ_SEQUENCES"].flatMap(Int.init) ?? 1_000

    /// Pieces the byte stream is made of.
    static let pieces: [[UInt8]] = [
        "n", "p", "s", "q", "e", "i", "j", "k", "a", "x", " ", "+", "-", "?", "1", "4", "6", "9",
        "ㅜ", "ㅔ", "ㅓ", "ㅏ", "ㄴ", "한", "글", "🍋", "e\u{301}", "\r", "\t", "\u{7F}",
        "\u{1B}", "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}[Z", "\u{1B}[1;5D", "\u{1B}[3~",
        "\u{1B}[200~", "\u{1B}[201~", "\u{1B}]0;title\u{07}", "\u{1B}]8;;", "\u{1B}P", "\u{1B}[2J", "\u{1B}[?1049h",
        "\u{1B}O", "\u{1B}b", "\u{9B}", "\u{03}", "\u{04}", "\u{0E}", "\u{10}", "\u{13}", "\u{0F}", "\u{1A}", "\u{19}",
        "\u{17}", "\u{0B}", "\u{15}", "\u{00}", "\u{202E}", "line\nbreak", "2026-11-24", "/tmp/x.png", "'/tmp/a b.png'",
    ].map { Array($0.utf8) }

    /// Ways the wizard asks the driver to act: answered as the driver would, without I/O.
    static func settle(_ effect: WizardEffect, _ wizard: inout DiaryWizard, _ random: inout SeededRandom) {
        switch effect {
        case .importImage(let path):
            if random.chance(0.5) {
                wizard.imageImported(ImageAttachment(storedPath: "images/fuzz/1-x.png", originalPath: path, format: "png"))
            } else {
                wizard.imageImportFailed(ImageImportError.notFound, reason: "")
            }
        case .openExternalEditor(let field):
            // What an editor might leave in the file, escapes and all.
            let text = ["edited \u{1B}]0;t\u{07}text\n", "\u{1B}[2Jwiped\r\nline\t2", "", String(repeating: "가", count: 2_100)]
            let pick = text[Int(random.next() % UInt64(text.count))]
            if random.chance(0.3) {
                wizard.externalEditorRejected(field: field, text: pick, notice: "failed")
            } else {
                wizard.externalEditorFinished(field: field, text: random.chance(0.1) ? nil : pick, failure: "failed")
            }
        case .none, .save, .quit, .interrupt, .saveDraft, .suspend, .openSafetyPlan: break
        }
    }

    /// `twoFields`: through the test-only table whose step 2 holds two fields (a quarter as many
    /// sequences), so that Tab, ↑/↓ and the layout of a step of several fields are fuzzed too.
    @Test("seeded random key sequences (1,000 in CI): frames fit and stay clean, fields hold no control character, rules hold",
          arguments: [false, true])
    func fuzz(twoFields: Bool) throws {
        var random = SeededRandom(seed: Self.seed)
        var keys = 0, frames = 0
        let steps = twoFields ? TwoFieldStepGoldenTests.steps : .shipped
        let sequences = twoFields ? max(1, Self.sequences / 4) : Self.sequences
        for sequence in 0..<sequences {
            var wizard = DiaryWizard(content: DiaryContent(date: Date(timeIntervalSince1970: 1_795_262_400)),
                                     localizer: Localizer(language: random.chance(0.5) ? .ko : .en), steps: steps,
                                     now: { Date(timeIntervalSince1970: 1_795_262_400) })
            var decoder = KeyDecoder()
            let theme = Theme(color: random.chance(0.7), ambiguousIsWide: random.chance(0.2))
            let renderer = WizardRenderer(theme: theme, subtitle: "fuzz")
            for step in 0..<40 {
                var bytes = Self.pieces[Int(random.next() % UInt64(Self.pieces.count))]
                if random.chance(0.1) { bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1)))) }
                var decoded = decoder.feed(bytes)
                if random.chance(0.2) { decoded += decoder.flushPending() }
                for key in decoded {
                    keys += 1
                    Self.settle(wizard.handle(key), &wizard, &random)
                }
                if step % 8 == 7 || random.chance(0.05) {
                    let size = TerminalSize(rows: Int(random.next() % 40) + 4, columns: Int(random.next() % 120) + 10)
                    _ = wizard.update(.resize(columns: size.columns, rows: size.rows))
                    let frame = renderer.render(wizard, size: size)
                    frames += 1
                    try Self.check(frame, size: size, sequence: sequence)
                }
            }
            try Self.check(wizard.state.content, sequence: sequence)
            try Self.checkOverLimit(wizard, sequence: sequence)
        }
        #expect(keys > sequences * 20, "the fuzzer produced too few keys: \(keys)")
        print("fuzz: seed=\(Self.seed) sequences=\(sequences) two fields=\(twoFields) keys=\(keys) frames=\(frames)")
    }

    static func check(_ frame: Frame, size: TerminalSize, sequence: Int) throws {
        let context = "seed \(seed), sequence \(sequence), size \(size.rows)x\(size.columns)"
        // A screen too small for the layout gets a shorter frame (its message); FrameWriter
        // clears the rows below it.
        let tooSmall = size.rows < WizardRenderer.minimumSize.rows || size.columns < WizardRenderer.minimumSize.columns
        try #require(tooSmall ? frame.lines.count <= size.rows : frame.lines.count == size.rows,
                     "\(context): \(frame.lines.count) lines")
        for line in frame.lines {
            let visible = line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            try #require(!visible.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                         "\(context): a control character reached the frame: \(visible.debugDescription)")
            try #require(DisplayWidth.of(visible) <= size.columns, "\(context): too wide: \(visible)")
        }
        if let cursor = frame.cursor {
            try #require(cursor.row < size.rows && cursor.column < size.columns, "\(context): cursor off screen")
        }
    }

    /// A text over its limit (a paste, an editor's text) is kept whole, never cut: its step then
    /// cannot be left, and the field shows the rule's error.
    static func checkOverLimit(_ wizard: DiaryWizard, sequence: Int) throws {
        for field in WizardSteps.shipped.textFields {
            let text = wizard.state.content.text(of: field)
            guard text.count > DiaryLimits.maxTextLength else { continue }
            try #require(!wizard.canProceedToNextStep(FieldTable.step(of: field)), "seed \(seed), sequence \(sequence): \(field) over the limit passes the gate")
            try #require(DiaryValidators.isBlank(text) || wizard.state.errors[field]?.rule == .tooLong,
                         "seed \(seed), sequence \(sequence): \(field) over the limit without its error")
        }
    }

    static func check(_ content: DiaryContent, sequence: Int) throws {
        let context = "seed \(seed), sequence \(sequence)"
        for field in WizardSteps.shipped.textFields {
            let text = content.text(of: field)
            try #require(!text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) },
                         "\(context): \(field) holds a control character: \(text.debugDescription)")
        }
        try #require(content.emotions.count <= DiaryLimits.maxEmotions, "\(context)")
        try #require(Set(content.emotions).count == content.emotions.count, "\(context)")
        for value in content.intensities.values.map(Optional.some) + content.reratings.values.map(Optional.some) {
            try #require(value.map(Intensity.range.contains) == true, "\(context)")
        }
        try #require(Set(content.intensities.keys).isSubset(of: content.emotions), "\(context)")
        try #require(content.images.count <= DiaryLimits.maxImages, "\(context)")
    }
}
