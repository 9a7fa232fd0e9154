import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useT } from '../lib/i18n';
import { useSchemaText } from '../lib/i18n/schema/useSchemaText';
import { ReviewFieldList } from './review/ReviewFieldList';

interface ReviewSummaryProps {
  steps: ReadonlyArray<{ key: string; title: string; review?: boolean; schema?: unknown }>;
  data: Record<string, unknown>;
  /** Whether the navigation policy lets the publisher go back to a step; its Edit button shows only then. */
  canJumpTo?(key: string): boolean;
  onEdit?(key: string): void;
}

/**
 * The read-only summary on the review step: one card per step with its filled fields by their labels
 * (choices by their names, images as their crops, audio with a player, item lists numbered) and an
 * Edit button that jumps to the step.
 */
export function ReviewSummary({ steps, data, canJumpTo, onEdit }: ReviewSummaryProps) {
  const t = useT();
  // Titles and choice labels are schema text: shown through the overlays.
  const schemaText = useSchemaText();
  return (
    <Stack gap="md" aria-label={t('wizard.review')}>
      {steps
        .filter((step) => !step.review)
        .map((step) => {
          const title = schemaText(step.title);
          return (
            <Card key={step.key} component="section" withBorder padding="md" aria-label={title}>
              <Group justify="space-between" mb="sm" wrap="nowrap">
                <Title order={3} size="h4">
                  {title}
                </Title>
                {onEdit && canJumpTo?.(step.key) ? (
                  <Button variant="subtle" size="compact-sm" onClick={() => onEdit(step.key)} aria-label={t('publishing.review.editStep', { step: title })}>
                    {t('publishing.review.edit')}
                  </Button>
                ) : null}
              </Group>
              <ReviewFieldList schema={step.schema} data={data} />
            </Card>
          );
        })}
    </Stack>
  );
}
