import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/format/useFormat';
import { InternalLink } from './InternalLink';
import type { CourseRow } from '../api/coursesApi';
import { ShareLinkButton } from '../../../lib/share/ShareLinkButton';
import { isLibraryItemStatus } from '../../../../machines/libraryItemStatus';

/**
 * The publisher's courses: title, status label, created and updated dates, and an edit link each. Under
 * the theme's `sm` breakpoint (phones) each course is a card, since five columns cannot fit 390 px.
 */
export function CoursesList({ courses }: { courses: readonly CourseRow[] }) {
  const t = useT();
  const format = useFormat();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const date = (stamp: { epoch: number } | null) => (stamp ? format.date(stamp.epoch, {}) : '');
  const title = (c: CourseRow) => c.title || t('courses.list.untitled');
  // The status by the spec's display labels (spec 1 §4), in the reader's language (courses and tracks share them).
  const status = (c: CourseRow) => (isLibraryItemStatus(c.status) ? t(`tracks.status.${c.status}`) : c.status_label);
  const editLink = (c: CourseRow) => (
    <Anchor component={InternalLink} size="sm" href={`/course/edit/${encodeURIComponent(c.id)}`} aria-label={t('courses.list.editOne', { title: title(c) })}>
      {t('courses.list.edit')}
    </Anchor>
  );
  return (
    <>
      <Group justify="flex-end" mb="md">
        <Button component={InternalLink} href="/course/create">
          {t('courses.list.createButton')}
        </Button>
      </Group>
      {courses.length === 0 ? (
        <Text>{t('courses.list.empty')}</Text>
      ) : phone ? (
        <Stack component="ul" gap="sm" aria-label={t('courses.list.label')} p={0} m={0} style={{ listStyle: 'none' }}>
          {courses.map((c) => (
            <Card component="li" key={c.id} withBorder padding="sm" aria-labelledby={`course-card-${c.id}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                {/* The title is what the publisher typed: data, not interface text. */}
                <Text fw={600} style={{ overflowWrap: 'anywhere' }} id={`course-card-${c.id}`} data-user-content>
                  {title(c)}
                </Text>
                {editLink(c)}
              </Group>
              <Group gap="xs" mt={6}>
                <Badge variant="light">{status(c)}</Badge>
                {c.status === 'PUBLISHED' ? <ShareLinkButton target={{ kind: 'course', slug: c.id }} title={title(c)} /> : null}
              </Group>
              <Text size="sm" mt={6}>
                {`${t('courses.list.created')}: ${date(c.created_at)}`}
              </Text>
              <Text size="sm">{`${t('courses.list.updated')}: ${date(c.updated_at)}`}</Text>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table aria-label={t('courses.list.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('courses.list.title')}</Table.Th>
              <Table.Th>{t('courses.list.status')}</Table.Th>
              <Table.Th>{t('courses.list.created')}</Table.Th>
              <Table.Th>{t('courses.list.updated')}</Table.Th>
              <Table.Th>{t('courses.list.edit')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {courses.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td data-user-content>{title(c)}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{status(c)}</Badge>
                </Table.Td>
                <Table.Td>{date(c.created_at)}</Table.Td>
                <Table.Td>{date(c.updated_at)}</Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    {editLink(c)}
                    {/* Issue 18 item 7: a published course has a public page (its id serves as the slug here). */}
                    {c.status === 'PUBLISHED' ? <ShareLinkButton target={{ kind: 'course', slug: c.id }} title={title(c)} /> : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
