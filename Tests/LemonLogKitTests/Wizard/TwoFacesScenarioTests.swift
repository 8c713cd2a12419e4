import Foundation
import LemonLogTestSupport
import Testing
@testable import LemonLogKit

/// One table of scenarios, each run through both faces — the full-screen wizard (keys) and
/// plain mode (lines) — each saving through a real `DiaryStore` in its own temp directory,
/// and the saved entries compared (ids and times aside). Refusals are expected on the same
/// moves in both faces, and leave nothing behind.
@Suite("Both faces save the same entry")
struct TwoFacesScenarioTests {
    /// One thing a person does, as each face is asked to do it.
    enum Move: Sendable {
        /// Choose these emotions, then go on.
        case emotions([String])
        /// Ask for six emotions at once: refused, nothing chosen.
        case tooManyEmotions([String])
        /// Answer the text step (lines), then go on.
        case text([String])
        /// Answer the thought step and mark thinking traps: in the full screen, Space on each
        /// (in this order) before writing; in plain mode, `typed` at the trap prompt after it.
        case thought([String], traps: [String], typed: String)
        /// Answer a step of several text fields, each its lines, and mark thinking traps as
        /// `.thought` does (full screen: Tab from one field to the next and on past the last).
        case fields([[String]], traps: [String] = [], typed: String = "")
        /// The whole thought record: the thought's lines, the hot one (by index; nil: none chosen,
        /// the full screen presses no `h` and plain mode answers Enter) and its belief;
        /// then the evidence for and against, the balanced thought, its belief and the hot
        /// thought's belief now (ratings by tens from 50, the after-rating from the one before).
        case record(thought: [String], hot: Int?, belief: Int, evidenceFor: [String], evidenceAgainst: [String],
                    balanced: [String], balancedBelief: Int, hotAfter: Int)
        /// Go forward on an empty text step: refused.
        case emptyForward
        /// Go back one step.
        case back
        /// Go forward, keeping the step's answer.
        case keep
        /// Type a date on the last step (`refused`: it is not a date the rules accept).
        case date(String, refused: Bool = false)
        /// Attach an image by a path as typed (`{dir}`: the folder holding the test images).
        case image(String, refused: Bool = false)

        var isRefusal: Bool {
            switch self {
            case .tooManyEmotions, .emptyForward: return true
            case .date(_, let refused), .image(_, let refused): return refused
            case .emotions, .text, .thought, .fields, .back, .keep, .record: return false
            }
        }
    }

    struct Scenario: Sendable, CustomTestStringConvertible {
        var name: String
        var language: Language = .en
        /// The step table both faces walk (a test-only one for a step of several fields).
        var steps: WizardSteps = .shipped
        var moves: [Move]
        var testDescription: String { name }
    }

    static let four: [Move] = [.text(["s"]), .text(["t"]), .text(["r"]), .text(["a"])]

    static let scenarios: [Scenario] = [
        Scenario(name: "one emotion, one line each", moves: [.emotions(["sadness.lonely"]), .text(["Missed the bus"]),
                 .text(["I always fail"]), .text(["Buses are late"]), .text(["Leave earlier"])]),
        Scenario(name: "Korean text", language: .ko, moves: [.emotions(["sadness.lonely", "joy.happy"]),
                 .text(["버스를 놓쳤다"]), .text(["나는 늘 늦어"]), .text(["버스가 늦었을 뿐"]), .text(["10분 일찍 나가기"])]),
        Scenario(name: "multi-line answers with blank lines around", moves: [.emotions(["joy.happy"]),
                 .text(["", "first line", "", "third line", ""]), .text(["  indented"]), .text(["a", "b"]), .text(["", "x"])]),
        Scenario(name: "a typed date", moves: [.emotions(["joy.happy"])] + four + [.date("2026-11-20 08:15")]),
        Scenario(name: "a date typed in Korean, after one refused", language: .ko,
                 moves: [.emotions(["joy.happy"])] + four + [.date("내일 아침", refused: true), .date("어제")]),
        Scenario(name: "an empty step refused, then answered", moves: [.emotions(["fear.anxious"]), .text(["s"]),
                 .emptyForward, .text(["t"]), .text(["r"]), .text(["a"])]),
        Scenario(name: "six emotions refused, then two chosen", moves: [.tooManyEmotions(
                 ["joy.happy", "sadness.lonely", "fear.anxious", "anger.frustrated", "joy.grateful", "sadness.hurt"]),
                 .emotions(["fear.anxious", "sadness.hurt"])] + four),
        Scenario(name: "going back twice and forward again keeps every answer", moves: [.emotions(["joy.happy"]),
                 .text(["s"]), .text(["t"]), .back, .back, .keep, .keep, .text(["r"]), .back, .keep, .text(["a"])]),
        Scenario(name: "images as a file manager gives them, one missing", moves: [.emotions(["joy.happy"])] + four + [
                 .image("'{dir}/my pics/a.png'"), .image("{dir}/missing.png", refused: true),
                 .image("file://{dir}/%ED%95%9C.png"), .image("{dir}/b\\ c.png")]),
        Scenario(name: "thinking traps by number and by name", moves: [.emotions(["sadness.lonely"]), .text(["s"]),
                 .thought(["Everyone thinks I'm lazy"], traps: ["mind_reading", "labeling"], typed: "3, labeling"),
                 .text(["r"]), .text(["a"])]),
        Scenario(name: "thinking traps by Korean name, kept on going back", language: .ko, moves: [
                 .emotions(["fear.anxious"]), .text(["s"]),
                 .thought(["나는 늘 망쳐"], traps: ["overgeneralization", "self_blame"], typed: "지나친 일반화, 11"),
                 .back, .keep, .text(["r"]), .text(["a"])]),
        Scenario(name: "the whole thought record: the hot thought, the evidence and every belief", moves: [
                 .emotions(["sadness.hurt"]), .text(["Mina did not answer all day"]),
                 .record(thought: ["Nobody wants to hear from me", "I'm useless"], hot: 1, belief: 90,
                         evidenceFor: ["She read it", "and said nothing"], evidenceAgainst: ["She answered late last week too"],
                         balanced: ["She is busy this week"], balancedBelief: 70, hotAfter: 30),
                 .text(["Ask how her week is going"])]),
        Scenario(name: "the whole thought record in Korean, the first line hot, the beliefs left unrated", language: .ko, moves: [
                 .emotions(["fear.anxious"]), .text(["발표가 있었다"]),
                 .record(thought: ["나는 늘 망쳐", "다들 나를 비웃었어"], hot: 0, belief: 50,
                         evidenceFor: [], evidenceAgainst: ["질문이 두 개나 나왔어"],
                         balanced: ["긴장했지만 끝까지 했어"], balancedBelief: 50, hotAfter: 50),
                 .text(["다음 발표 전에 한 번 연습하기"])]),
        Scenario(name: "a thought of several lines, none chosen: no hot thought in either face", moves: [
                 .emotions(["sadness.hurt"]), .text(["Mina did not answer all day"]),
                 .record(thought: ["Nobody wants to hear from me", "I'm useless"], hot: nil, belief: 50,
                         evidenceFor: [], evidenceAgainst: [], balanced: ["She is busy this week"], balancedBelief: 50, hotAfter: 50),
                 .text(["Ask how her week is going"])]),
        Scenario(name: "a thought of one line, none chosen: that line is the hot thought in both faces", language: .ko, moves: [
                 .emotions(["sadness.hurt"]), .text(["미나가 답장을 안 했다"]),
                 .record(thought: ["나는 쓸모없어"], hot: nil, belief: 80,
                         evidenceFor: [], evidenceAgainst: [], balanced: ["바쁜 주일 뿐이야"], balancedBelief: 50, hotAfter: 40),
                 .text(["안부를 물어보기"])]),
        Scenario(name: "a step of two fields (test table): situation and thought together, traps under them",
                 steps: TwoFieldSteps.withTraps, moves: [.emotions(["sadness.lonely"]),
                 .fields([["Missed the bus", "in the rain"], ["I always fail"]], traps: ["mind_reading"], typed: "3"),
                 .text(["Buses are late"]), .text(["Leave earlier"])]),
        Scenario(name: "an optional question added before a step's required one (test table): the same walk",
                 steps: TwoFieldSteps.optionalAdded, moves: [.emotions(["sadness.lonely"]), .text(["Missed the bus"]),
                 .text(["I always fail"]), .back, .back, .keep, .keep, .text(["Buses are late"]), .text(["Leave earlier"])]),
        Scenario(name: "a step of two fields in Korean, refused empty, then kept on going back", language: .ko,
                 steps: TwoFieldSteps.plain, moves: [.emotions(["fear.anxious"]), .emptyForward,
                 .fields([["버스를 놓쳤다"], ["나는 늘 늦어"]]), .back, .keep, .text(["r"]), .text(["a"])]),
    ]

    /// A temp folder with the test images (real PNG bytes) and a store of its own.
    struct Place {
        let root: URL
        let store: DiaryStore
        let session: DraftSession
        /// Both faces save drafts and commit through one writing session, as the drivers do.
        let writing: WritingSession

        init() throws {
            root = FileManager.default.temporaryDirectory
                .appendingPathComponent("lemonlog-two-faces-" + UUID().uuidString, isDirectory: true)
            try FileManager.default.createDirectory(at: root.appendingPathComponent("my pics"), withIntermediateDirectories: true)
            // Three different images (the same bytes given twice are one attachment): each ends in its own name.
            for name in ["my pics/a.png", "한.png", "b c.png"] {
                try (Data(contentsOf: Self.png) + Data(name.utf8)).write(to: root.appendingPathComponent(name))
            }
            store = try DiaryStore(directory: root.appendingPathComponent("data"))
            session = try DraftSession.new(store: store, now: Fixtures.now)
            writing = WritingSession(drafts: session, localizer: Localizer(language: .en), describe: { "\($0)" },
                                     clock: { Fixtures.now })
        }

        static let png = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/format-v1/lemon.png")

        func path(_ typed: String) -> String { typed.replacingOccurrences(of: "{dir}", with: root.path) }

        /// The one saved entry, with everything that names its id or time made neutral.
        func saved() throws -> DiaryContent {
            let (entries, problems) = store.entries()
            #expect(problems.isEmpty)
            #expect(store.drafts().drafts.isEmpty, "saving removed the draft")
            let entry = try #require(entries.count == 1 ? entries.first : nil)
            var content = entry.content
            for (index, image) in content.images.enumerated() {
                let copy = store.directory.appendingPathComponent(image.storedPath)
                let original = root.appendingPathComponent(String(image.originalPath.dropFirst(root.path.count + 1)))
                #expect(try Data(contentsOf: copy) == Data(contentsOf: original), "the image was copied in")
                content.images[index].storedPath = image.storedPath.replacingOccurrences(of: entry.id, with: "ID")
                content.images[index].originalPath = image.originalPath.replacingOccurrences(of: root.path, with: "{dir}")
            }
            return content
        }

        /// The one saved entry's file as written (its bytes), its id and this folder made neutral.
        func savedFile() throws -> String {
            let entry = try #require(store.entries().entries.first)
            let file = store.directory.appendingPathComponent("entries/" + entry.id + ".json")
            let text = try #require(String(data: try Data(contentsOf: file), encoding: .utf8))
            return text.replacingOccurrences(of: entry.id, with: "ID")
                .replacingOccurrences(of: root.path.replacingOccurrences(of: "/", with: "\\/"), with: "{dir}")
                .replacingOccurrences(of: root.path, with: "{dir}")
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    // MARK: - The full-screen face, driven by keys

    static func fullScreen(_ s: Scenario) throws -> (content: DiaryContent, file: String) {
        let place = try Place()
        defer { place.remove() }
        var w = DiaryWizard(content: DiaryContent(date: Fixtures.now), localizer: Localizer(language: s.language),
                            steps: s.steps, timeZone: Fixtures.utc, now: { Fixtures.now })
        /// Carries out an effect as the driver does; returns whether the entry was saved.
        func perform(_ effect: WizardEffect) throws -> Bool {
            switch effect {
            case .saveDraft: #expect(place.writing.saveDraft(w.state.content, position: w.position).kept)
            case .importImage(let path):
                do {
                    w.imageImported(try place.store.importImage(at: path, ownerID: place.session.imageOwnerID))
                } catch {
                    w.imageImportFailed(error, reason: "\(error)")
                }
            case .save:
                guard case .saved = place.writing.commit(w.form, position: w.position) else { return false }
                return true
            case .none, .quit, .interrupt, .suspend, .openExternalEditor, .openSafetyPlan: break
            }
            return false
        }
        func press(_ keys: Key...) throws {
            for key in keys { _ = try perform(w.handle(key)) }
        }
        func type(_ text: String) throws {
            for c in text { try press(c == "\n" ? .enter : .char(c)) }
        }
        func toggleTrap(_ key: String) throws {
            let row = try #require(TrapCatalog.shipped.traps.firstIndex { $0.key == key })
            for _ in 0..<3 { try press(Key(.pageUp)) }
            for _ in 0..<row { try press(.char("j")) }
            try press(.char(" "))
        }
        func toggle(_ key: String) throws {
            let row = try #require(EmotionCatalog.shipped.rows.firstIndex { $0.emotion.key == key })
            for _ in 0..<30 { try press(Key(.pageUp)) }
            for _ in 0..<row { try press(.down) }
            try press(.char(" "))
        }
        for move in s.moves {
            switch move {
            case .emotions(let keys):
                for key in keys { try toggle(key) }
                try press(.char("n"))
            case .tooManyEmotions(let keys):
                for key in keys { try toggle(key) }
                #expect(w.state.errors[.emotion]?.rule == .tooMany)
                #expect(w.state.content.emotions.count == DiaryLimits.maxEmotions)
                for key in w.state.content.emotions { try toggle(key) }  // the person unchooses them
            case .text(let lines):
                try press(.enter)
                // On a step of several fields, the one that is required (the balanced thought).
                let target = w.steps.stepFields(of: w.state.step).first(where: \.isRequired)?.field
                while let target, let editing = w.state.mode.editingField, editing != target { try press(.tab) }
                for (index, line) in lines.enumerated() {
                    if index > 0 { try press(.enter) }
                    try type(line)
                }
                try press(.escape, .char("n"))
            case .thought(let lines, let traps, _):
                for key in traps { try toggleTrap(key) }
                #expect(w.state.content.traps == traps)
                try press(.enter)
                for line in lines { try type(line) }
                try press(.escape, .char("n"))
            case .fields(let answers, let traps, _):
                for key in traps { try toggleTrap(key) }
                #expect(w.state.content.traps == traps)
                try press(.enter)
                for lines in answers {
                    for (index, line) in lines.enumerated() {
                        if index > 0 { try press(.enter) }
                        try type(line)
                    }
                    try press(.tab)
                }
            case .record(let thought, let hot, let belief, let evidenceFor, let evidenceAgainst, let balanced,
                         let balancedBelief, let hotAfter):
                try press(.enter)
                try type(thought.joined(separator: "\n"))
                try press(.escape)
                if let hot { for _ in 0...hot { try press(.char("h")) } }
                func rate(from start: Int, to value: Int) throws {
                    try press(.char("+"))  // the first press gives the start itself
                    for _ in 0..<abs(value - start) / Intensity.step { try press(.char(value > start ? "+" : "-")) }
                }
                // 50 is what the first + gives: a rating of 50 is left unrated here.
                if belief != Intensity.initial { try rate(from: Intensity.initial, to: belief) }
                try press(.char("n"))
                try press(.enter)
                for (index, lines) in [evidenceFor, evidenceAgainst, balanced].enumerated() {
                    try type(lines.joined(separator: "\n"))
                    try press(index < 2 ? .tab : .escape)
                }
                // The list: the balanced thought's belief, the hot thought's now, then the emotions.
                if balancedBelief != Intensity.initial { try rate(from: Intensity.initial, to: balancedBelief) }
                try press(.char("j"))
                if hotAfter != belief { try rate(from: belief, to: hotAfter) }
                if w.state.step == .reeval { try press(.char("n")) }
            case .emptyForward:
                let step = w.state.step
                try press(.char("n"))
                let field = try #require(w.steps.textFields(of: step).first)
                #expect(w.state.step == step && w.state.errors[field] != nil)
            case .back: try press(.char("p"))
            case .keep: try press(.char("n"))
            case .date(let text, let refused):
                if w.state.mode == .navigating { try press(.enter) }
                try press(.ctrl("u"))
                try type(text)
                try press(.enter)
                #expect((w.state.errors[.date] != nil) == refused)
            case .image(let typed, let refused):
                try press(.char("a"))
                try type(place.path(typed))
                try press(.enter)
                #expect((w.state.errors[.images] != nil) == refused)
                if refused { try press(.escape) }  // the person gives the path up
            }
            if !move.isRefusal { #expect(w.state.errors.isEmpty, "\(move) left \(w.state.errors.keys)") }
        }
        let saved = try perform(w.handle(.char("s")))
        #expect(saved, "\(w.state.errors)")
        return (try place.saved(), try place.savedFile())
    }

    // MARK: - Plain mode, driven by lines

    static func plain(_ s: Scenario) throws -> (content: DiaryContent, file: String) {
        let place = try Place()
        defer { place.remove() }
        let l = Localizer(language: s.language)
        var c = PlainConversation(content: DiaryContent(date: Fixtures.now), step: .emotion, localizer: l,
                                  steps: s.steps, timeZone: Fixtures.utc, now: { Fixtures.now })
        var saved = false
        /// Sends one line and carries out what it asks, as the front end does; returns the refusals.
        func send(_ line: String) throws -> [String] {
            var refusals: [String] = []
            var pending = c.receive(line)
            while !pending.isEmpty {
                switch pending.removeFirst() {
                case .importImage(let path):
                    do {
                        let attachment = try place.store.importImage(at: path, ownerID: place.session.imageOwnerID)
                        pending.insert(contentsOf: c.imageImported(attachment), at: 0)
                    } catch {
                        pending.insert(contentsOf: c.imageRefused(error, reason: "\(error)"), at: 0)
                    }
                case .saveDraft: #expect(place.writing.saveDraft(c.draftContent, position: c.position).kept)
                case .commit:
                    guard case .saved = place.writing.commit(c.form, position: c.position) else { return refusals }
                    saved = true
                case .refuse(let message): refusals.append(message)
                case .say, .prompt: break
                }
            }
            return refusals
        }
        /// The plain answer that names these emotions: their numbers in the list.
        func numbers(_ keys: [String]) throws -> String {
            try keys.map { key in
                String(try #require(EmotionCatalog.shipped.rows.firstIndex { $0.emotion.key == key }) + 1)
            }.joined(separator: " ")
        }
        _ = c.start(subtitle: c.lines.subtitle(place.session.place))
        /// Walks the questions the step table asks, answering these (`QuestionWalk`).
        func walk(_ fields: [DiaryField: String] = [:], lists: [String: String] = [:],
                  until stop: QuestionWalk.Stop = .stepLeft) throws -> [String] {
            try QuestionWalk(fields, lists: lists).walk({ c }, until: stop, send: send)
        }
        for move in s.moves {
            var refusals: [String] = []
            switch move {
            case .emotions(let keys): refusals = try walk([.emotion: numbers(keys)])
            case .tooManyEmotions(let keys):
                refusals = try send(numbers(keys))
                #expect(refusals == [l("plain_emotion_too_many", ["max": String(DiaryLimits.maxEmotions)])])
            case .text(let lines):
                // On a step of several fields, the one that is required (as the full screen).
                let field = try #require(c.steps.stepFields(of: c.step).first(where: \.isRequired)?.field)
                refusals = try walk([field: lines.joined(separator: "\n")])
            case .thought(let lines, _, let typed):
                refusals = try walk([.thought: lines.joined(separator: "\n")], lists: ["traps": typed])
            case .record(let thought, let hot, let belief, let evidenceFor, let evidenceAgainst, let balanced,
                         let balancedBelief, let hotAfter):
                var first: [DiaryField: String] = [.thought: thought.joined(separator: "\n")]
                // The hot thought's line is asked only of a thought of several lines; 50 is left unrated.
                if let hot { first[.hotThought] = String(hot + 1) }
                if belief != Intensity.initial { first[.hotThoughtBelief] = String(belief) }
                refusals = try walk(first)
                var second: [DiaryField: String] = [.evidenceFor: evidenceFor.joined(separator: "\n"),
                                                    .evidenceAgainst: evidenceAgainst.joined(separator: "\n"),
                                                    .reeval: balanced.joined(separator: "\n")]
                if balancedBelief != Intensity.initial { second[.balancedBelief] = String(balancedBelief) }
                if hotAfter != belief { second[.hotThoughtBeliefAfter] = String(hotAfter) }
                refusals += try walk(second)
            case .fields(let answers, let traps, let typed):
                var fields: [DiaryField: String] = [:]
                for (field, lines) in zip(c.steps.textFields(of: c.step), answers) { fields[field] = lines.joined(separator: "\n") }
                refusals = try walk(fields, lists: traps.isEmpty ? [:] : ["traps": typed])
            case .emptyForward: refusals = try walk()
            case .back:
                // As the full screen's `p`: back to the previous step, on its first question.
                let start = c.step
                refusals = try send("p")
                while refusals.isEmpty, c.step == start || c.question != c.steps.questions(of: c.step).first {
                    refusals = try send("p")
                }
            case .keep: refusals = try walk()  // as the full screen's `n`: every question kept as it is
            case .date(let text, _): refusals = try walk([.date: text], until: .asked(.images))
            case .image(let typed, _):
                refusals = try walk(until: .asked(.images))
                refusals += try send(place.path(typed))
            }
            #expect(refusals.isEmpty != move.isRefusal, "\(move): \(refusals)")
        }
        #expect(try walk(until: .end).isEmpty)
        #expect(saved)
        return (try place.saved(), try place.savedFile())
    }

    @Test(arguments: scenarios)
    func sameEntry(_ scenario: Scenario) throws {
        let (wizard, wizardFile) = try Self.fullScreen(scenario)
        let (plain, plainFile) = try Self.plain(scenario)
        #expect(wizard == plain)
        #expect(wizardFile == plainFile, "the entry files differ, byte for byte (id and folder aside)")
        let chosen = scenario.moves.compactMap { if case .emotions(let keys) = $0 { keys } else { nil } }.last
        #expect(wizard.emotions == chosen)
        let images = scenario.moves.filter { if case .image(_, false) = $0 { true } else { false } }
        #expect(wizard.images.count == images.count)
        let traps = scenario.moves.compactMap { move -> [String]? in
            switch move {
            case .thought(_, let traps, _), .fields(_, let traps, _): return traps
            default: return nil
            }
        }.last
        #expect(wizard.traps == traps ?? [])
        // The thought record's fields, as answered.
        for case .record(let thought, let hot, let belief, let evidenceFor, let evidenceAgainst, let balanced,
                         let balancedBelief, let hotAfter) in scenario.moves {
            #expect(wizard.thought == thought.joined(separator: "\n"))
            // With one line, that line is the hot thought; with several and none chosen, none is.
            #expect(wizard.text(of: .hotThought) == (hot.map { thought[$0] } ?? (thought.count == 1 ? thought[0] : "")))
            #expect(wizard.text(of: .evidenceFor) == evidenceFor.joined(separator: "\n"))
            #expect(wizard.text(of: .evidenceAgainst) == evidenceAgainst.joined(separator: "\n"))
            #expect(wizard.reeval == balanced.joined(separator: "\n"))
            #expect(wizard.beliefs[.hotThoughtBelief] == (belief == Intensity.initial ? nil : belief))
            #expect(wizard.beliefs[.balancedBelief] == (balancedBelief == Intensity.initial ? nil : balancedBelief))
            #expect(wizard.beliefs[.hotThoughtBeliefAfter] == (hotAfter == belief ? nil : hotAfter))
        }
        // Every field answered on a step of several is saved as typed.
        for case .fields(let answers, _, _) in scenario.moves {
            for (field, lines) in zip(scenario.steps.textFields(of: .situation), answers) {
                #expect(wizard.text(of: field) == lines.joined(separator: "\n"))
            }
        }
    }
}
