import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../lib/i18n';
import type { HomeItem } from './homeApi';
import { isLibraryItemStatus } from '../../../machines/libraryItemStatus';

const editHref = (item: HomeItem) => (item.kind === 'course' ? `/course/edit/${encodeURIComponent(item.id)}` : `/tracks/${encodeURIComponent(item.id)}`);

/** What waits for the team's review (up to 5 working days, spec 1 §1), each item linking to its page. */
export function WaitingForReview({ items }: { items: readonly HomeItem[] }) {
  const t = useT();
  return (
    <section aria-labelledby="home-review-heading">
      <Title order={2} size="h4" id="home-review-heading" mb="xs">
        {t('publishing.home.reviewHeading')}
      </Title>
      {items.length === 0 ? (
        <Text size="sm">{t('publishing.home.reviewEmpty')}</Text>
      ) : (
        <>
          <Text size="sm" mb="xs">
            {t('publishing.home.reviewTime')}
          </Text>
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <Group component="li" key={`${item.kind}:${item.id}`} gap="xs" wrap="nowrap">
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  {isLibraryItemStatus(item.status) ? t(`tracks.status.${item.status}`) : item.status_label}
                </Badge>
                <Anchor component={Link} to={editHref(item)} size="sm" style={{ overflowWrap: 'anywhere' }} data-user-content={item.title ? true : undefined}>
                  {item.title || t('publishing.home.untitled')}
                </Anchor>
              </Group>
            ))}
          </Stack>
        </>
      )}
    </section>
  );
}
