import { Stack, Text, Title } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';

interface ReviewSummaryProps {
  steps: ReadonlyArray<{ key: string; title: string; review?: boolean; schema?: unknown }>;
  data: Record<string, unknown>;
}

// Objects in item data are choices or files: their readable name is one of these keys.
const NAME_KEYS = ['name', 'title', 'fileName'] as const;

function show(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(show).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const key = NAME_KEYS.find((k) => typeof record[k] === 'string');
    return key ? String(record[key]) : '';
  }
  return String(value);
}

/** The read-only summary on the review step: every step's fields with what was entered. */
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
                {`${typeof field === 'object' && field.title ? field.title : name}: ${show(data[name])}`}
              </Text>
            ))}
          </section>
        ))}
    </Stack>
  );
}
