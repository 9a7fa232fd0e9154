import { Badge, Group, List, Paper, Spoiler, Stack, Text, Title } from '@mantine/core';
import { useT, type MessageKey } from '../lib/i18n';
import { wizard as englishWizard } from '../lib/i18n/catalogs/en/wizard';
import { useSchemaText } from '../lib/i18n/schema/useSchemaText';
import { useMemo } from 'react';
import { diffWizardData, type DiffOptions, type FieldChange, type ItemChange } from './wizardDiff';

/** The heading and texts of the changes panel. */
// The English texts, for tests that find the panel by its name; the panel itself shows the reader's language.
export const CHANGES_TITLE = englishWizard['wizard.changes.title'];
export const NO_CHANGES = englishWizard['wizard.changes.none'];
const ITEM_VERB: Record<ItemChange['kind'], MessageKey> = { added: 'wizard.changes.added', removed: 'wizard.changes.removed', changed: 'wizard.changes.changed' };

interface ReviewChangesProps extends DiffOptions {
  steps: ReadonlyArray<{ key: string; title: string; review?: boolean; schema?: unknown }>;
  /** The version the edit is compared with (e.g. the live one). */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

function Value({ label, text }: { label: string; text: string }) {
  const t = useT();
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {/* Long texts fold, with a keyboard-reachable button to read them whole. */}
      <Spoiler maxHeight={72} showLabel={t('wizard.showMore')} hideLabel={t('wizard.showLess')}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text || t('wizard.changes.empty')}
        </Text>
      </Spoiler>
    </div>
  );
}

function Change({ change }: { change: FieldChange }) {
  const t = useT();
  const schemaText = useSchemaText();
  return (
    <Paper withBorder p="sm" component="li" aria-label={schemaText(change.title)}>
      <Text fw={600} mb={4}>
        {schemaText(change.title)}
      </Text>
      {change.items && change.items.length > 0 ? (
        <List size="sm" spacing={4}>
          {change.items.map((item, i) => (
            <List.Item key={`${item.kind}:${item.label}:${i}`}>
              <Group gap={6} wrap="wrap">
                <Badge size="sm" variant="light" color={item.kind === 'removed' ? 'red' : item.kind === 'added' ? 'teal' : 'blue'}>
                  {t(ITEM_VERB[item.kind])}
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
          <Value label={t('wizard.changes.before')} text={schemaText(change.before)} />
          <Value label={t('wizard.changes.after')} text={schemaText(change.after)} />
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
  const t = useT();
  const schemaText = useSchemaText();
  return (
    <Paper component="section" aria-labelledby="wizard-changes-title" tabIndex={0} p="md" radius="md" bg="var(--mantine-color-gray-0)">
      <Title order={3} id="wizard-changes-title" size="h4" mb="sm">
        {t('wizard.changes.title')}
      </Title>
      {changed.length === 0 ? (
        <Text size="sm">{t('wizard.changes.none')}</Text>
      ) : (
        <Stack gap="md">
          {changed.map((step) => (
            <div key={step.key}>
              <Title order={4} size="h5" mb={6}>
                {schemaText(step.title)}
              </Title>
              <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('wizard.changes.in', { step: schemaText(step.title) })}>
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
