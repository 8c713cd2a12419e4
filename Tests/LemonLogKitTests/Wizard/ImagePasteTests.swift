import Foundation
import Testing
@testable import LemonLogKit

/// Several image paths pasted at once, and a folder given as an image path (issue 23, item 5),
/// through both faces with a real store.
@Suite("Images: several pasted at once, a folder named as one")
struct ImagePasteTests {
    typealias Place = TwoFacesScenarioTests.Place

    @Test("what a file manager drops is several paths; a typed path with spaces stays one", arguments: [
        ("'/a.png' '/b.jpg'", ["/a.png", "/b.jpg"]),
        ("'/a.png' '/b.jpg' ", ["/a.png", "/b.jpg"]),
        ("'/my pics/a.png' '/it'\\''s.jpg'", ["/my pics/a.png", "/it's.jpg"]),
        ("file:///a%20b.png file:///c.png", ["/a b.png", "/c.png"]),
        ("/a.png /b.jpg", ["/a.png", "/b.jpg"]),
        ("/tmp/a.png\n/tmp/b.png\n", ["/tmp/a.png", "/tmp/b.png"]),
        ("/a\\ b.png /c.png", ["/a b.png", "/c.png"]),
        ("~/a.png '~/b c.png'", ["/home/minji/a.png", "/home/minji/b c.png"]),
        ("/tmp/my pics/a.png", ["/tmp/my pics/a.png"]),
        ("/tmp/사진 모음/고양이.jpg", ["/tmp/사진 모음/고양이.jpg"]),
        ("'/tmp/a b.png'", ["/tmp/a b.png"]),
        ("'/open quote.png", ["'/open quote.png"]),
    ])
    func parseList(text: String, expected: [String]) {
        #expect(ImagePath.parseList(text, home: "/home/minji") == expected, "\(text.debugDescription)")
    }

    @Test("quoted paths read back as themselves", arguments: ["/a.png", "/it's here.png", "/사진/\"x\".png"])
    func quotedRoundTrip(path: String) {
        #expect(ImagePath.parse(ImagePath.quoted(path)) == path)
    }

    /// Runs the wizard's effects as the driver does: each `.importImage` through the store.
    func drive(_ wizard: inout DiaryWizard, _ effect: WizardEffect, place: Place) {
        var effect = effect
        while case .importImage(let path) = effect {
            do {
                effect = wizard.imageImported(try place.store.importImage(at: path, ownerID: place.session.imageOwnerID))
            } catch {
                wizard.imageImportFailed(error, reason: "\(error)")
                effect = .none
            }
        }
    }

    @Test("full screen: the same image pasted twice (two names, the same bytes) is one attachment, and the step says so")
    func wizardKeepsTheSameImageOnce() throws {
        let place = try Place()
        defer { try? FileManager.default.removeItem(at: place.root) }
        try Data(contentsOf: place.root.appendingPathComponent("my pics/a.png")).write(to: place.root.appendingPathComponent("b.png"))
        var w = Fixtures.wizard(Fixtures.complete, step: .dateAndImages)
        w.press(.char("a"))
        w.press(Key(.paste("'\(place.root.path)/my pics/a.png' '\(place.root.path)/b.png'")))
        drive(&w, w.press(.enter), place: place)
        #expect(w.state.content.images.count == 1)
        #expect(w.state.notice?.text.contains("b.png is already attached") == true, "\(String(describing: w.state.notice))")
        #expect(w.state.errors[.images] == nil)
        #expect(w.state.mode == .navigating)
    }

    @Test("full screen: two paths pasted at once attach both; a refused one stays on the line with those after it")
    func wizardAttachesBoth() throws {
        let place = try Place()
        defer { try? FileManager.default.removeItem(at: place.root) }
        try (Data(contentsOf: Place.png) + Data("b".utf8)).write(to: place.root.appendingPathComponent("b.png"))
        var w = Fixtures.wizard(Fixtures.complete, step: .dateAndImages)
        w.press(.char("a"))
        w.press(Key(.paste("'\(place.root.path)/my pics/a.png' '\(place.root.path)/b.png'")))
        drive(&w, w.press(.enter), place: place)
        #expect(w.state.content.images.map { URL(fileURLWithPath: $0.originalPath).lastPathComponent } == ["a.png", "b.png"])
        #expect(w.state.errors[.images] == nil)
        #expect(w.state.mode == .navigating)

        w.press(.char("a"))
        w.press(Key(.paste("'\(place.root.path)/한.png' '\(place.root.path)/missing.png' '\(place.root.path)/b c.png'")))
        drive(&w, w.press(.enter), place: place)
        #expect(w.state.content.images.count == 3)
        #expect(w.state.errors[.images]?.rule == .notFound)
        #expect(w.state.mode == .editing(.images))
        #expect(ImagePath.parseList(w.state.editor(.images).text) == [place.root.path + "/missing.png", place.root.path + "/b c.png"],
                "the refused path and the one after it wait on the line")
    }

    @Test("plain mode: two paths on one line attach both, one prompt after them")
    func plainAttachesBoth() throws {
        let place = try Place()
        defer { try? FileManager.default.removeItem(at: place.root) }
        var c = PlainConversationTests.conversation(Fixtures.complete, step: .dateAndImages)
        _ = c.receive("")  // keep the date
        var pending = c.receive("'\(place.root.path)/my pics/a.png' '\(place.root.path)/한.png'")
        var out: [PlainOutput] = []
        while !pending.isEmpty {
            let next = pending.removeFirst()
            if case .importImage(let path) = next {
                do {
                    pending.insert(contentsOf: c.imageImported(try place.store.importImage(at: path, ownerID: place.session.imageOwnerID)), at: 0)
                } catch {
                    pending.insert(contentsOf: c.imageRefused(error, reason: "\(error)"), at: 0)
                }
            } else {
                out.append(next)
            }
        }
        #expect(c.content.images.count == 2)
        let prompts = out.filter { if case .prompt = $0 { true } else { false } }
        #expect(prompts.count == 1, "one prompt, after both: \(out)")
        if case .prompt = out.last {} else { Issue.record("the prompt comes last: \(out)") }
    }

    @Test("a folder given as an image path says it is a folder, in both faces and both languages",
          arguments: [(Language.en, "That is a folder"), (.ko, "폴더예요")])
    func folder(language: Language, expected: String) throws {
        let place = try Place()
        defer { try? FileManager.default.removeItem(at: place.root) }
        var w = Fixtures.wizard(Fixtures.complete, step: .dateAndImages, language: language)
        w.press(.char("a"))
        w.press(Key(.paste(place.root.path + "/my pics")))
        drive(&w, w.press(.enter), place: place)
        let message = try #require(w.state.errors[.images]?.message)
        #expect(message.hasPrefix(expected), "\(message)")

        var c = PlainConversationTests.conversation(Fixtures.complete, step: .dateAndImages, language: language)
        #expect(throws: ImageImportError.isDirectory) { try place.store.importImage(at: place.root.path + "/my pics", ownerID: "abcdef012345") }
        let refused = PlainConversationTests.refusals(c.imageRefused(ImageImportError.isDirectory, reason: ""))
        #expect(refused == [message])
    }
}
