import type { RJSFSchema } from '@rjsf/utils';
import { vi } from 'vitest';
import { StepForm } from '../StepForm';
import { renderWithTheme } from './renderWithTheme';

/** Renders one step's form on its own and records what it reports (tests only). */
export function renderStepForm(schema: RJSFSchema, initialData: Record<string, unknown> = {}) {
  const onChange = vi.fn<(data: Record<string, unknown>) => void>();
  const view = renderWithTheme(<StepForm stepKey="s" schema={schema} initialData={initialData} onChange={onChange} />);
  const last = () => onChange.mock.calls.at(-1)?.[0];
  return { ...view, onChange, last };
}
