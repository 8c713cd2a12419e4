import Foundation
import Testing
@testable import LemonLogKit

/// The emotion catalog's words (issue 20, item 5): keys never change, new ones are added in
/// both languages, and the labels the reviewer found wrong are fixed.
@Suite("Emotion catalog: keys kept, words fixed")
struct EmotionCatalogWordsTests {
    /// Every key the catalog had before issue 20: old entries keep theirs.
    static let keysBefore = [
        "joy", "joy.happy", "joy.grateful", "joy.proud", "joy.relieved", "joy.excited", "joy.content",
        "sadness", "sadness.lonely", "sadness.disappointed", "sadness.hurt", "sadness.hopeless", "sadness.empty",
        "sadness.grieving", "anger", "anger.frustrated", "anger.irritated", "anger.resentful", "anger.jealous",
        "anger.betrayed", "anger.furious", "fear", "fear.anxious", "fear.worried", "fear.nervous", "fear.overwhelmed",
        "fear.insecure", "fear.panicked", "shame", "shame.embarrassed", "shame.guilty", "shame.ashamed",
        "shame.regretful", "shame.inadequate", "disgust", "disgust.disgusted", "disgust.contemptuous", "disgust.averse",
        "disgust.selfLoathing", "surprise", "surprise.startled", "surprise.confused", "surprise.amazed", "surprise.shocked",
    ]

    /// The keys issue 20 adds, then issue 35 (tired, exhausted, bored, stressed: looked for and
    /// not found; a primary of their own for low energy, last, so that plain mode's numbers for
    /// the others stay, and stressed with the fears, last among them), with their labels.
    static let added: [(key: String, en: String, ko: String)] = [
        ("sadness.depressed", "Depressed", "우울한"), ("sadness.upset", "Upset", "속상한"),
        ("sadness.letDown", "Let down", "서운한"), ("sadness.numb", "Numb", "감각이 무뎌진"),
        ("joy.calm", "Calm", "차분한"), ("joy.hopeful", "Hopeful", "희망이 보이는"),
        ("fear.stressed", "Stressed", "스트레스 받는"), ("low", "Low energy", "기운 없음"), ("low.tired", "Tired", "지친"),
        ("low.exhausted", "Exhausted", "기진맥진한"), ("low.bored", "Bored", "지루한"),
        ("low.unmotivated", "Unmotivated", "의욕이 없는"),
    ]

    @Test("every key of before is still there, under the same primary")
    func keysKept() throws {
        let catalog = try EmotionCatalog.shippedLoad.get()
        for key in Self.keysBefore {
            let emotion = try #require(catalog.emotion(key), "\(key) is gone: old entries would lose their emotion")
            #expect(emotion.key == key)
            if let dot = key.firstIndex(of: ".") {
                let primary = try #require(catalog.primaries.first { $0.key == String(key[..<dot]) })
                #expect(primary.children.contains { $0.key == key }, "\(key) moved")
            }
        }
    }

    @Test("the added emotions are there in both languages")
    func added() throws {
        let catalog = try EmotionCatalog.shippedLoad.get()
        for emotion in Self.added {
            let found = try #require(catalog.emotion(emotion.key))
            #expect(found.en == emotion.en)
            #expect(found.ko == emotion.ko)
        }
        #expect(catalog.rows.count == Self.keysBefore.count + Self.added.count, "only added, nothing else")
    }

    @Test("the labels the reviewer found wrong", arguments: [
        ("disgust.contemptuous", Language.ko, "경멸하는"), ("disgust.selfLoathing", .ko, "자기혐오가 드는"),
        ("fear.panicked", .ko, "공황 상태인"), ("sadness.grieving", .ko, "상실감이 드는"),
        ("anger.resentful", .en, "Wronged"), ("anger.resentful", .ko, "억울한"), ("anger", .ko, "화"),
    ])
    func fixed(key: String, language: Language, label: String) {
        #expect(EmotionCatalog.shipped.label(key, language) == label)
    }

    @Test("keys and labels are one of a kind in each language, and every label is one line")
    func unique() {
        let emotions = EmotionCatalog.shipped.rows.map(\.emotion)
        #expect(Set(emotions.map(\.key)).count == emotions.count)
        for language in Language.allCases {
            let labels = emotions.map { SearchText.fold($0.label(language)) }
            #expect(Set(labels).count == labels.count, "\(language): two emotions share a label")
            for emotion in emotions {
                #expect(TextSanitizer.singleLine(emotion.label(language)) == emotion.label(language))
                #expect(!emotion.label(language).trimmingCharacters(in: .whitespaces).isEmpty)
            }
        }
    }

    @Test("the care check names only emotions the catalog has")
    func careKeys() throws {
        let phrases = try #require(CarePhrases.shipped)
        for key in phrases.emotions { #expect(EmotionCatalog.shipped.emotion(key) != nil, "\(key)") }
    }
}
