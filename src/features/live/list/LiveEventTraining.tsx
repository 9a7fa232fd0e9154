import { Button, List, Stack, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import { InternalLink } from '../../../lib/ui/InternalLink';

/**
 * /live_event_training (spec 3 §2): shown instead of the hosting list to a publisher with no events, no
 * finished hosted events and no live hosting yet: what hosting takes, and how to schedule a first event
 * (it waits for review until hosting is enabled for them).
 */
export function LiveEventTraining() {
  const t = useT();
  return (
    <Stack gap="md" maw={640}>
      <Text>{t('live.training.intro')}</Text>
      <List spacing="xs">
        <List.Item>{t('live.training.stepSchedule')}</List.Item>
        <List.Item>{t('live.training.stepGreenRoom')}</List.Item>
        <List.Item>{t('live.training.stepGoLive')}</List.Item>
      </List>
      <Text size="sm" c="dimmed">{t('live.training.review')}</Text>
      <div>
        <Button component={InternalLink} href="/live-event/create">
          {t('live.list.create')}
        </Button>
      </div>
    </Stack>
  );
}
