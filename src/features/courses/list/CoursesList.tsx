import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/format/useFormat';
import { InternalLink } from './InternalLink';
import type { CourseRow } from '../api/coursesApi';


/** The publisher's courses: title, status label, created and updated dates, and an edit link each. */
export function CoursesList({ courses }: { courses: readonly CourseRow[] }) {
  const t = useT();
  const format = useFormat();
  const date = (stamp: { epoch: number } | null) => (stamp ? format.date(stamp.epoch, {}) : '');
  return (
    <>
      <Group justify="flex-end" mb="md">
        <Button component={InternalLink} href="/course/create">
          {t('courses.list.createButton')}
        </Button>
      </Group>
      {courses.length === 0 ? (
        <Text>{t('courses.list.empty')}</Text>
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
                <Table.Td>{c.title || t('courses.list.untitled')}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{c.status_label}</Badge>
                </Table.Td>
                <Table.Td>{date(c.created_at)}</Table.Td>
                <Table.Td>{date(c.updated_at)}</Table.Td>
                <Table.Td>
                  <Anchor component={InternalLink} href={`/course/edit/${encodeURIComponent(c.id)}`} aria-label={t('courses.list.editOne', { title: c.title || t('courses.list.untitled') })}>
                    {t('courses.list.edit')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
