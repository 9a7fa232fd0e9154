import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useT } from '../../lib/i18n';
import { useSchemaText } from '../../lib/i18n/schema/useSchemaText';
import { formatIsoDate } from '../../lib/format/isoDate';
import { useFormat } from '../../lib/format/useFormat';
import { isMediaFile } from '../../lib/media/mediaFile';
import { describeValue } from '../wizardDiff';
import { ReviewAudio } from './ReviewAudio';
import { ReviewFieldList } from './ReviewFieldList';
import { ReviewImageCrops } from './ReviewImageCrops';
import { ReviewImageList } from './ReviewImageList';
import { ReviewItemList } from './ReviewItemList';
import { itemSchemaOf } from './reviewFields';

// Texts longer than this are shown clamped to a few lines: the summary is for checking, not re-reading.
const LONG_TEXT = 280;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaf texts of a value that has no name of its own (e.g. an answer `{ value }`), joined. */
function leafText(value: unknown): string {
  if (Array.isArray(value)) return value.map(leafText).filter(Boolean).join(', ');
  if (isRecord(value)) return Object.values(value).map(leafText).filter(Boolean).join(' ');
  return value === undefined || value === null ? '' : String(value);
}

/** One field's value as a publisher reads it, drawn by the field's widget and type. */
export function ReviewValue({ schema, widget, value, label }: { schema: RJSFSchema; widget: string | undefined; value: unknown; label: string }) {
  const t = useT();
  const schemaText = useSchemaText();
  const format = useFormat();
  if (widget === 'imageList' && Array.isArray(value) && value.every(isMediaFile)) return <ReviewImageList images={value} label={label} />;
  // A stored acceptance time (terms read and accepted) reads as the moment, not the ISO text.
  if (widget === 'acceptedAt' && typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
    return <Text size="sm">{t('publishing.review.acceptedOn', { when: format.date(Date.parse(value), { dateStyle: 'medium', timeStyle: 'short' }) })}</Text>;
  }
  if (widget === 'imageUpload' && isMediaFile(value)) return <ReviewImageCrops value={value} label={label} />;
  if ((widget === 'audioUpload' || widget === 'videoUpload') && isMediaFile(value)) return <ReviewAudio value={value} label={label} />;
  if (widget === 'itemList' && Array.isArray(value)) return <ReviewItemList schema={schema} items={value} />;
  if (widget === 'color' && typeof value === 'string') {
    return (
      <Group gap="xs">
        <ColorSwatch color={value} size={18} aria-hidden />
        <Text size="sm">{value}</Text>
      </Group>
    );
  }
  // A calendar day (retreat dates, a workshop's date, a publish date) as the reader's language writes it.
  if (schema.format === 'date' && typeof value === 'string') return <Text size="sm">{formatIsoDate(format.locale, value)}</Text>;
  if (typeof value === 'boolean') return <Text size="sm">{value ? t('publishing.review.yes') : t('publishing.review.no')}</Text>;
  // An object with fields of its own (and no name) lists them, e.g. a survey question with its answers.
  if (isRecord(value) && !isMediaFile(value) && schema.properties && !('name' in value) && !('title' in value)) {
    return <ReviewFieldList schema={schema} data={value} dense />;
  }
  const items = Array.isArray(value) ? itemSchemaOf(schema) : undefined;
  if (Array.isArray(value) && items?.type === 'object' && value.every((item) => isRecord(item) && !('name' in item))) {
    return (
      <Stack component="ol" gap={2} m={0} pl="lg">
        {value.map((item, i) => (
          <Text component="li" size="sm" key={i}>
            {leafText(item)}
          </Text>
        ))}
      </Stack>
    );
  }
  const text = schemaText(describeValue(schema, value)) || leafText(value);
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={text.length > LONG_TEXT ? 4 : undefined}>
      {text}
    </Text>
  );
}
