import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { InternalLink } from './InternalLink';
import type { CourseRow } from '../api/coursesApi';

const date = (t: { epoch: number } | null) => (t ? new Date(t.epoch).toLocaleDateString() : '');

/** The publisher's courses: title, status label, created and updated dates, and an edit link each. */
export function CoursesList({ courses }: { courses: readonly CourseRow[] }) {
  return (
    <>
      <Group justify="flex-end" mb="md">
        <Button component={InternalLink} href="/course/create">
          Create course
        </Button>
      </Group>
      {courses.length === 0 ? (
        <Text>You have not created any courses yet.</Text>
      ) : (
        <Table aria-label="Courses">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Title</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Updated</Table.Th>
              <Table.Th>Edit</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {courses.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.title || 'Untitled course'}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{c.status_label}</Badge>
                </Table.Td>
                <Table.Td>{date(c.created_at)}</Table.Td>
                <Table.Td>{date(c.updated_at)}</Table.Td>
                <Table.Td>
                  <Anchor component={InternalLink} href={`/course/edit/${encodeURIComponent(c.id)}`} aria-label={`Edit ${c.title || 'Untitled course'}`}>
                    Edit
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
