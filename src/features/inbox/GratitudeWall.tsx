import { Stack, Title } from '@mantine/core';
import { useT } from '../../lib/i18n';
import { InboxView } from './InboxView';

/** The gratitude wall (spec 3 §2 /donations): donations' comments, 25 a page, with replies. Placed on /donations. */
export function GratitudeWall() {
  const t = useT();
  return (
    <Stack gap="sm" component="section" aria-labelledby="gratitude-wall-heading">
      <Title order={2} size="h3" id="gratitude-wall-heading">
        {t('inbox.gratitudeWall')}
      </Title>
      <InboxView kind="gratitude" />
    </Stack>
  );
}
