import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders inside the Mantine provider, as the app does (tests only). */
export function renderWithTheme(ui: ReactElement) {
  return render(<MantineProvider env="test">{ui}</MantineProvider>);
}
