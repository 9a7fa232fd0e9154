import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { useT } from '../../lib/i18n';
import { useSchemaText } from '../../lib/i18n/schema/useSchemaText';

import type { UnfinishedStep } from './unfinishedSteps';

/**
 * Above Submit on the review: every step that is not valid, each with its messages and a link that
 * jumps there (when the navigation policy allows it), so nobody has to hunt for what blocks the submit.
 */
export function StepsToFinish({ steps, canJumpTo, onJump }: { steps: readonly UnfinishedStep[]; canJumpTo(key: string): boolean; onJump(key: string): void }) {
  const t = useT();
  const schemaText = useSchemaText();
  if (steps.length === 0) return null;
  return (
    <Alert color="orange" title={t('publishing.review.toFinish')} aria-live="polite">
      <Stack gap="xs">
        {steps.map((step) => (
          <div key={step.key}>
            {canJumpTo(step.key) ? (
              <Anchor component="button" type="button" fw={600} size="sm" onClick={() => onJump(step.key)}>
                {schemaText(step.title)}
              </Anchor>
            ) : (
              <Text fw={600} size="sm">
                {schemaText(step.title)}
              </Text>
            )}
            <List size="sm">
              {[...new Set(step.messages.map((m) => schemaText(m)))].map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
              {step.messages.length === 0 && step.unsaved ? <List.Item>{t('publishing.review.notSaved')}</List.Item> : null}
            </List>
          </div>
        ))}
      </Stack>
    </Alert>
  );
}
