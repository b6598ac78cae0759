/// Every story, the audit's open questions first, then the lab's scenarios it replays.
@MainActor
enum Stories {
  static let all: [Story] = OpenQuestionStories.all + ScenarioReplays.all
}
