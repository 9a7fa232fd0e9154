import { Stack, Text, Title } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';
import { describeValue } from './wizardDiff';

interface ReviewSummaryProps {
  steps: ReadonlyArray<{ key: string; title: string; review?: boolean; schema?: unknown }>;
  data: Record<string, unknown>;
}

/** The read-only summary on the review step: every step's fields with what was entered (choices by their labels). */
export function ReviewSummary({ steps, data }: ReviewSummaryProps) {
  return (
    <Stack gap="md" aria-label="Review">
      {steps
        .filter((step) => !step.review)
        .map((step) => (
          <section key={step.key} aria-label={step.title}>
            <Title order={4}>{step.title}</Title>
            {Object.entries((step.schema as RJSFSchema | undefined)?.properties ?? {}).map(([name, field]) => (
              <Text key={name} size="sm">
                {`${typeof field === 'object' && field.title ? field.title : name}: ${describeValue(field, data[name])}`}
              </Text>
            ))}
          </section>
        ))}
    </Stack>
  );
}
