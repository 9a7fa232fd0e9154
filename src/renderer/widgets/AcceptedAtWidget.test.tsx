import type { RJSFSchema } from '@rjsf/utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStepForm } from '../testing/renderStepForm';
import { documentBlocks } from './AcceptedAtWidget';

const schema = {
  type: 'object',
  properties: {
    accepted_at: {
      title: 'Calm Retreat Terms',
      type: 'string',
      format: 'date-time',
      'x-ui': {
        widget: 'acceptedAt',
        options: { textUrl: '/terms.md', textFacts: { provider: 'Calm' }, documentUrl: '/terms.pdf', documentTitle: 'Calm Retreat Terms', checkboxLabel: 'I agree', printLabel: 'Print' },
      },
    },
  },
} as unknown as RJSFSchema;

// jsdom lays nothing out: the terms box reports a 1000 px document in a 600 px box.
const size = (name: 'scrollHeight' | 'clientHeight', px: number) => vi.spyOn(HTMLElement.prototype, name, 'get').mockReturnValue(px);

describe('AcceptedAtWidget', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('# {provider} Retreat Terms\n\nBe kind.\n\nStay safe.')));
    size('scrollHeight', 1000);
    size('clientHeight', 600);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('enables the checkbox once the terms are scrolled to the end; ticking stores the moment, unticking clears it', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schema, {});
    expect(await screen.findByRole('heading', { name: 'Calm Retreat Terms' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute('href', '/terms.pdf');
    const box = screen.getByRole('document', { name: 'Calm Retreat Terms' });
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeDisabled();
    box.scrollTop = 200;
    fireEvent.scroll(box);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeDisabled();
    box.scrollTop = 400;
    fireEvent.scroll(box);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeEnabled());
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(String(last()?.accepted_at)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(last()?.accepted_at).toBeUndefined();
  });

  it('starts enabled and ticked when the terms were accepted before', async () => {
    renderStepForm(schema, { accepted_at: '2026-11-23T10:00:00.000Z' });
    expect(await screen.findByRole('checkbox', { name: 'I agree' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeEnabled();
  });
});

describe('documentBlocks', () => {
  it('splits headings and paragraphs and fills the named facts', () => {
    expect(documentBlocks('# {provider} Terms\n\n**Version 1**\n\nHi {other}.', { provider: 'Calm' })).toEqual([
      { heading: true, text: 'Calm Terms' },
      { heading: false, text: 'Version 1' },
      { heading: false, text: 'Hi {other}.' },
    ]);
  });
});
