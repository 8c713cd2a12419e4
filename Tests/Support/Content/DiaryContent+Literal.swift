import Foundation
import LemonLogKit

/// The tests' way to write a content literally, one text per labelled argument. Only for
/// literals: code that copies a content from another shape goes through the field table
/// (`FieldTable.textFields`), so that no field can be left behind.
extension DiaryContent {
    package init(emotions: [String] = [], situation: String = "", thought: String = "", reeval: String = "",
         action: String = "", date: Date = Date(), images: [ImageAttachment] = [], intensities: [String: Int] = [:],
         reratings: [String: Int] = [:], traps: [String] = [], actionOutcome: ActionOutcome? = nil, starred: Bool = false) {
        self.init(emotions: emotions, texts: [.situation: situation, .thought: thought, .reeval: reeval, .action: action],
                  date: date, images: images, intensities: intensities, reratings: reratings, traps: traps,
                  actionOutcome: actionOutcome, starred: starred)
    }
}
