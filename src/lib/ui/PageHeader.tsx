import { Box, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  heading: string;
  subheading?: ReactNode;
  left?: ReactNode;
  right?: ReactNode;
  /** A line under the header, on by default. */
  underline?: boolean;
}

/** The header every dashboard screen opens with (spec 1 §2 shared pieces). */
export function PageHeader({ heading, subheading, left, right, underline = true }: PageHeaderProps) {
  return (
    <Box component="header" pb="sm" mb="lg" style={underline ? { borderBottom: '1px solid var(--mantine-color-gray-3)' } : undefined}>
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Group gap="sm" align="center" wrap="nowrap">
          {left}
          <div>
            <Title order={1} size="h2">
              {heading}
            </Title>
            {subheading ? <Text c="dimmed">{subheading}</Text> : null}
          </div>
        </Group>
        {right ? <Group gap="xs">{right}</Group> : null}
      </Group>
    </Box>
  );
}
