import { Badge, Group, List, Paper, Spoiler, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { diffWizardData, type DiffOptions, type FieldChange, type ItemChange } from './wizardDiff';

/** The heading and texts of the changes panel. */
export const CHANGES_TITLE = 'What changed';
export const NO_CHANGES = 'No changes yet';
export const BEFORE_LABEL = 'Live version';
export const AFTER_LABEL = 'Your version';
const EMPTY = '(empty)';
const ITEM_VERB: Record<ItemChange['kind'], string> = { added: 'Added', removed: 'Removed', changed: 'Changed' };

interface ReviewChangesProps extends DiffOptions {
  steps: ReadonlyArray<{ key: string; title: string; review?: boolean; schema?: unknown }>;
  /** The version the edit is compared with (e.g. the live one). */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

function Value({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {/* Long texts fold, with a keyboard-reachable button to read them whole. */}
      <Spoiler maxHeight={72} showLabel="Show more" hideLabel="Show less">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text || EMPTY}
        </Text>
      </Spoiler>
    </div>
  );
}

function Change({ change }: { change: FieldChange }) {
  return (
    <Paper withBorder p="sm" component="li" aria-label={change.title}>
      <Text fw={600} mb={4}>
        {change.title}
      </Text>
      {change.items && change.items.length > 0 ? (
        <List size="sm" spacing={4}>
          {change.items.map((item, i) => (
            <List.Item key={`${item.kind}:${item.label}:${i}`}>
              <Group gap={6} wrap="wrap">
                <Badge size="sm" variant="light" color={item.kind === 'removed' ? 'red' : item.kind === 'added' ? 'teal' : 'blue'}>
                  {ITEM_VERB[item.kind]}
                </Badge>
                <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
                  {item.fields.length > 0 ? `${item.label} (${item.fields.join(', ')})` : item.label}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      ) : (
        <Stack gap={6}>
          <Value label={BEFORE_LABEL} text={change.before} />
          <Value label={AFTER_LABEL} text={change.after} />
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The review step's per-field changes against another version of the data, step by step; 'No changes
 * yet' when nothing differs. A labelled, focusable region so keyboard and screen-reader users reach it.
 */
export function ReviewChanges({ steps, before, after, itemLabel }: ReviewChangesProps) {
  const changed = useMemo(() => diffWizardData(steps, before, after, itemLabel ? { itemLabel } : {}), [steps, before, after, itemLabel]);
  return (
    <Paper component="section" aria-labelledby="wizard-changes-title" tabIndex={0} p="md" radius="md" bg="var(--mantine-color-gray-0)">
      <Title order={3} id="wizard-changes-title" size="h4" mb="sm">
        {CHANGES_TITLE}
      </Title>
      {changed.length === 0 ? (
        <Text size="sm">{NO_CHANGES}</Text>
      ) : (
        <Stack gap="md">
          {changed.map((step) => (
            <div key={step.key}>
              <Title order={4} size="h5" mb={6}>
                {step.title}
              </Title>
              <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`Changes in ${step.title}`}>
                {step.changes.map((change) => (
                  <Change key={change.field} change={change} />
                ))}
              </Stack>
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
