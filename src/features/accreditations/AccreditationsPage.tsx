import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { createServiceClient } from '../../backend/http/createServiceClient';
import { accreditationsApi } from '../../backend/http/services/accreditations';
import { useT } from '../../lib/i18n';
import { useBackend, useNotifier } from '../../lib/session/AppServices';
import { AccreditationContext, type AccreditationTarget } from '../../renderer/widgets/accreditation';
import { AccreditationFiles } from '../../renderer/widgets/accreditation/AccreditationFiles';
import { accreditationOptions, CATEGORIES_NEEDING_ITEM } from '../../renderer/widgets/accreditation/accreditationOptions';
import { useSchemaOptionTexts } from '../../renderer/widgets/useSchemaOptionTexts';
import accreditationSchema from '../../../schemas/common/accreditation.schema.json';

// The publisher's own certificates; copyright proof and retreat certificates belong to an item and are
// managed in that item's wizard (the schema's if/then lists which categories need one).
const PUBLISHER_CATEGORIES = accreditationSchema.$defs.category.enum.filter((c) => !CATEGORIES_NEEDING_ITEM.includes(c));
const LABELS = { yoga: 'accreditations.category.yoga', teacher: 'accreditations.category.teacher', phd: 'accreditations.category.phd' } as const;

/**
 * /accreditations (spec 1 §7, issue 18 item 5): the publisher's accreditation files by category, each on
 * the accreditation widget (upload, list, preview, delete) with its schema's toasts.
 */
export function AccreditationsPage() {
  const t = useT();
  const backend = useBackend();
  const notifier = useNotifier();
  const options = useSchemaOptionTexts(accreditationOptions());
  const target = useMemo<AccreditationTarget>(() => ({ api: accreditationsApi(createServiceClient('teacherDashboard', backend, notifier)), notifier, itemId: null }), [backend, notifier]);
  return (
    <AccreditationContext.Provider value={target}>
      <Stack maw={720}>
        <Text c="dimmed">{t('accreditations.intro')}</Text>
        {PUBLISHER_CATEGORIES.map((category) => (
          <Paper key={category} withBorder p="md" component="section" aria-labelledby={`accreditations-${category}-title`}>
            <Title order={2} size="h5" mb="xs" id={`accreditations-${category}-title`}>
              {t(LABELS[category as keyof typeof LABELS])}
            </Title>
            <AccreditationFiles id={`accreditations-${category}`} label={t(LABELS[category as keyof typeof LABELS])} category={category} options={{ ...options, category }} onFiles={() => {}} disabled={false} />
          </Paper>
        ))}
        <Text size="sm" c="dimmed">
          {t('accreditations.itemFiles')}
        </Text>
      </Stack>
    </AccreditationContext.Provider>
  );
}
