import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { fillSavedReply, type SavedReply } from '../../domain/community/savedReplies';
import type { CompiledWizard } from '../../engine/compiledWizard';
import { loadBrowserWizard } from '../../engine/loadBrowserWizard';
import { useT } from '../../lib/i18n';
import { useKeyedSchemaText } from '../../lib/i18n/schema/useSchemaText';
import type { FieldError } from '../../engine/validation/fieldError';

/**
 * Where the reply text's rules live: the step the server checks the same text against (a review or
 * gratitude reply: community-reply/reply publisher_reply; a forum reply: forum-reply/forum-reply message).
 */
export interface ReplyRules {
  wizard: string;
  step: string;
  field: string;
}

export const INBOX_REPLY_RULES: ReplyRules = { wizard: 'community-reply', step: 'reply', field: 'publisher_reply' };

const wizards = new Map<string, Promise<CompiledWizard>>();
const wizardOf = (id: string) => {
  let loading = wizards.get(id);
  if (!loading) {
    loading = loadBrowserWizard(id);
    // A failed load (a lost chunk) is tried again next time rather than remembered.
    loading.catch(() => wizards.delete(id));
    wizards.set(id, loading);
  }
  return loading;
};

/** The schema's error for a reply text (its English message and key; translated where it is shown), or null when it passes. */
export async function replyTextProblem(rules: ReplyRules, text: string): Promise<FieldError | null> {
  const wizard = await wizardOf(rules.wizard);
  const errors = wizard.validateStep(rules.step, { [rules.field]: text });
  return errors.find((error) => error.pointer === `/${rules.field}`) ?? null;
}

export interface ReplyComposerProps {
  initial?: string;
  savedReplies: SavedReply[];
  memberName: string | null | undefined;
  itemTitle?: string;
  submitLabel: string;
  /** Resolves with an error sentence to show, or null when the reply was saved. */
  onSubmit: (text: string) => Promise<string | null>;
  onCancel?: () => void;
  label?: string;
  /** The schema rules the text is checked against before it is sent; the review and gratitude reply's by default. */
  rules?: ReplyRules;
}

/**
 * A reply box with the saved replies (placeholders filled for this member). The text is checked in the
 * browser with the schema the server checks it with (same messages, in the reader's language) before
 * anything is sent; a refusal by the server is shown in the same place.
 */
export function ReplyComposer({ initial = '', savedReplies, memberName, itemTitle, submitLabel, onSubmit, onCancel, label, rules = INBOX_REPLY_RULES }: ReplyComposerProps) {
  const t = useT();
  const schemaText = useKeyedSchemaText();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const problem = await replyTextProblem(rules, text);
      if (problem !== null) {
        setError(schemaText(problem.messageKey, problem.message));
        return;
      }
      const refusal = await onSubmit(text);
      setError(refusal);
      if (refusal === null && !initial) setText('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      {savedReplies.length > 0 ? (
        <Select
          aria-label={t('inbox.saved.insert')}
          placeholder={t('inbox.saved.insert')}
          data={savedReplies.map((saved, i) => ({ value: String(i), label: saved.title }))}
          value={null}
          onChange={(value) => {
            const saved = value === null ? undefined : savedReplies[Number(value)];
            if (saved) setText(fillSavedReply(saved.text, { memberName, itemTitle }));
          }}
          size="xs"
          maw={260}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      <Textarea label={label ?? t('inbox.reply.label')} value={text} onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
        autosize minRows={2} maxRows={8} error={error} />
      <Group gap="xs">
        <Button size="xs" loading={busy} onClick={() => void submit()}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('inbox.reply.cancel')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
