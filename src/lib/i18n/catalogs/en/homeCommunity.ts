/** The dashboard home's community cards (issue 18): what waits for an answer, and the upcoming live events. */
export const homeCommunity = {
  "homeCommunity.unansweredHeading": "Waiting for your answer",
  "homeCommunity.allAnswered": "Everything is answered.",
  "homeCommunity.waiting": "{count, plural, one {# message waits for your answer.} other {# messages wait for your answer.}}",
  "homeCommunity.reviews": "Ratings & reviews",
  "homeCommunity.gratitude": "Gratitude wall",
  "homeCommunity.posts": "Forum and classroom posts",
  "homeCommunity.unansweredCount": "{count, plural, =0 {None unanswered} one {# unanswered} other {# unanswered}}",
  "homeCommunity.liveHeading": "Upcoming live events",
  "homeCommunity.noLive": "No live events coming up.",
  "homeCommunity.scheduleLive": "Schedule a live event",
};
