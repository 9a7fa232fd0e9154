import { Box, Group, Stack, Text } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useFormat } from '../../lib/format/useFormat';
import { useSchemaText } from '../../lib/i18n/schema/useSchemaText';
import { itemSummary } from '../fields/itemList/itemSummary';
import { ReviewFieldList } from './ReviewFieldList';
import { itemSchemaOf, uiOptionsOf } from './reviewFields';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An item list on the review: a numbered list, each item headed by the list's own row summary
 * (`x-ui.options.summary`, e.g. 'Lesson {n}: {title}' with its length) and followed by its filled fields.
 */
export function ReviewItemList({ schema, items }: { schema: RJSFSchema; items: readonly unknown[] }) {
  const schemaText = useSchemaText();
  const { locale } = useFormat();
  const options = uiOptionsOf(schema);
  const summary = isRecord(options.summary) ? options.summary : {};
  const itemName = typeof options.itemName === 'string' ? options.itemName : '';
  const titleTemplate = typeof summary.title === 'string' ? summary.title : `${itemName} {n}`;
  const subtitleTemplate = typeof summary.subtitle === 'string' ? summary.subtitle : undefined;
  const itemSchema = itemSchemaOf(schema);
  return (
    <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.filter(isRecord).map((item, index) => {
        const title = itemSummary(schemaText(titleTemplate), item, index + 1, '', locale) ?? '';
        const subtitle = subtitleTemplate ? itemSummary(subtitleTemplate, item, index + 1, undefined, locale) : undefined;
        return (
          <Box component="li" key={typeof item.id === 'string' ? item.id : index} p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-sm)' }}>
            <Group justify="space-between" gap="xs" mb={4}>
              <Text fw={600} size="sm">
                {title}
              </Text>
              {subtitle ? <Text size="sm">{subtitle}</Text> : null}
            </Group>
            <ReviewFieldList schema={itemSchema} data={item} dense />
          </Box>
        );
      })}
    </Stack>
  );
}
