import { Stack, TextInput, Tooltip } from '@mantine/core';
import type { FieldError } from '../../../engine/validation/fieldError';
import { SURVEY_LOCKED_HINT } from '../wizard/withCourseRules';
import { errorAt } from './lessonErrors';

interface SurveyFieldsProps {
  question: string;
  answers: string[];
  errors: readonly FieldError[];
  locked: boolean;
  onQuestion(value: string): void;
  onAnswer(index: number, value: string): void;
}

/** The survey question and its 4 answers; locked with a tooltip in restricted mode. */
export function SurveyFields({ question, answers, errors, locked, onQuestion, onAnswer }: SurveyFieldsProps) {
  const lockable = (input: React.ReactElement) =>
    locked ? (
      <Tooltip label={SURVEY_LOCKED_HINT} multiline maw={400}>
        <div>{input}</div>
      </Tooltip>
    ) : (
      input
    );
  return (
    <Stack gap="xs">
      {lockable(
        <TextInput
          label="Survey question"
          value={question}
          disabled={locked}
          error={errorAt(errors, '/question/question') ?? errorAt(errors, '/question', { exact: true })}
          onChange={(event) => onQuestion(event.currentTarget.value)}
        />,
      )}
      {answers.map((answer, index) => (
        <div key={index}>
          {lockable(
            <TextInput
              label={`Answer ${index + 1}`}
              value={answer}
              disabled={locked}
              error={errorAt(errors, `/question/answers/${index}`)}
              onChange={(event) => onAnswer(index, event.currentTarget.value)}
            />,
          )}
        </div>
      ))}
    </Stack>
  );
}
