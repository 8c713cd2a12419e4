import LemonLogKit

/// Turns store errors into one clear, localized line.
extension AppContext {
    func message(for error: Error) -> String {
        let l = localizer
        switch error {
        case let error as StoreError:
            switch error {
            case .notADirectory(let path): return "\(path): not a directory"
            case .cannotCreate(let path, let reason): return "cannot create \(path): \(reason)"
            case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
            case .cannotRead(let path, let reason): return "cannot read \(path): \(reason)"
            case .unreadable(let path, let reason): return "\(path): \(reason)"
            case .notFound(let id, let candidates):
                if candidates.isEmpty { return l("unknown_id", ["id": id]) }
                return l("unknown_id_candidates", ["id": id, "candidates": candidates.map(DiaryStore.shortID).joined(separator: ", ")])
            case .ambiguous(let id, let candidates):
                return l("ambiguous_id", ["id": id, "candidates": candidates.map(DiaryStore.shortID).joined(separator: ", ")])
            case .locked(let id):
                return l("locked", ["id": DiaryStore.shortID(id)])
            }
        default:
            return String(describing: error)
        }
    }
}
