import { Button, Group, Input, Modal, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FieldError } from '../../../engine/validation/fieldError';
import { AudioUploader } from '../../../renderer/widgets/media/AudioUploader';
import { errorAt } from './lessonErrors';
import { lessonDraft, lessonPayload } from './lessonPayload';
import type { LessonDraft, LessonItem } from './lessonTypes';
import type { LessonValidator } from './lessonValidator';
import { SurveyFields } from './SurveyFields';

interface LessonEditorModalProps {
  /** 1-based: the modal is titled 'Lesson N'. */
  number: number;
  /** Names the lesson's audio file so two lessons never share one. */
  fileKey: string;
  lesson: LessonItem | undefined;
  validateLesson: LessonValidator;
  restricted: boolean;
  onSave(lesson: LessonItem): void;
  onClose(): void;
}

/** The full-screen lesson editor: title, outline, audio, survey, contributors; saves only a valid lesson. */
export function LessonEditorModal({ number, fileKey, lesson, validateLesson, restricted, onSave, onClose }: LessonEditorModalProps) {
  const [draft, setDraft] = useState<LessonDraft>(() => lessonDraft(lesson));
  const [errors, setErrors] = useState<FieldError[] | null>(null);
  const [uploading, setUploading] = useState(false);
  const update = (patch: Partial<LessonDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // Once a save was tried, errors follow every edit so a fixed field clears at once.
    if (errors) setErrors(validateLesson(lessonPayload(next)));
  };
  const save = () => {
    const payload = lessonPayload(draft);
    const found = validateLesson(payload);
    setErrors(found);
    if (found.length === 0) onSave(payload);
  };
  const shown = errors ?? [];
  return (
    <Modal opened fullScreen onClose={onClose} title={`Lesson ${number}`}>
      <Stack maw={900}>
        <TextInput label="Title" value={draft.title} error={errorAt(shown, '/title')} onChange={(e) => update({ title: e.currentTarget.value })} />
        <Textarea
          label="Outline"
          rows={6}
          value={draft.outline}
          description={`${draft.outline.length} characters (at least 200)`}
          error={errorAt(shown, '/outline')}
          onChange={(e) => update({ outline: e.currentTarget.value })}
        />
        <div>
          <AudioUploader
            id={`lesson-audio-${fileKey}`}
            label="Lesson audio"
            value={draft.audio}
            fileName={`lessons/${fileKey}.mp3`}
            onChange={(audio) => update(audio ? { audio } : { audio: undefined })}
            onUploading={(percent) => setUploading(percent !== null)}
          />
          {errorAt(shown, '/audio') ? (
            <Input.Error role="alert">{errorAt(shown, '/audio')}</Input.Error>
          ) : null}
        </div>
        <SurveyFields
          question={draft.question}
          answers={draft.answers}
          errors={shown}
          locked={restricted}
          onQuestion={(question) => update({ question })}
          onAnswer={(index, value) => update({ answers: draft.answers.map((a, i) => (i === index ? value : a)) })}
        />
        <TagsInput label="Contributors" value={draft.contributors} onChange={(contributors) => update({ contributors })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} disabled={uploading}>
            Save lesson
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
