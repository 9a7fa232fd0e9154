import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from '../../lib/ui/PageHeader';

/** A dashboard screen: its page header, then its content (none yet for screens later issues build). */
export function ScreenFrame({ children, ...header }: PageHeaderProps & { children?: ReactNode }) {
  return (
    <Container size="xl" px={0}>
      <PageHeader {...header} />
      {children}
    </Container>
  );
}
