import { Stack, Text, Title } from '@mantine/core';
import { useT } from '../lib/i18n';
import { useSchemaText } from '../lib/i18n/schema/useSchemaText';
import type { RJSFSchema } from '@rjsf/utils';
import { describeValue } from './wizardDiff';

interface ReviewSummaryProps {
  steps: ReadonlyArray<{ key: string; title: string; review?: boolean; schema?: unknown }>;
  data: Record<string, unknown>;
}

/** The read-only summary on the review step: every step's fields with what was entered (choices by their labels). */
export function ReviewSummary({ steps, data }: ReviewSummaryProps) {
  const t = useT();
  // Titles and choice labels are schema text: shown through the overlays.
  const schemaText = useSchemaText();
  return (
    <Stack gap="md" aria-label={t('wizard.review')}>
      {steps
        .filter((step) => !step.review)
        .map((step) => (
          <section key={step.key} aria-label={schemaText(step.title)}>
            <Title order={4}>{schemaText(step.title)}</Title>
            {Object.entries((step.schema as RJSFSchema | undefined)?.properties ?? {}).map(([name, field]) => (
              <Text key={name} size="sm">
                {`${typeof field === 'object' && field.title ? schemaText(field.title) : name}: ${schemaText(describeValue(field, data[name]))}`}
              </Text>
            ))}
          </section>
        ))}
    </Stack>
  );
}
