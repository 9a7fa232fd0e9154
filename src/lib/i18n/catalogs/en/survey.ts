/** A classroom's survey answers (issue 18 item 6): what members answered to each lesson's question. */
export const survey = {
  "survey.heading": "Survey answers",
  "survey.noQuestions": "No lesson of this course asks a question.",
  "survey.lesson": "Day {day}: {title}",
  "survey.loadFailed": "The answers could not be loaded.",
  "survey.none": "No member has answered yet.",
  "survey.total": "{count, plural, one {# member answered.} other {# members answered.}}",
  "survey.choices": "Choices",
  "survey.choiceCount": "{choice}: {count} ({share})",
  "survey.answers": "Answers",
};
