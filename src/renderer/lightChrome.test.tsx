import { Button, Group, MantineProvider, Stack, useMantineTheme } from '@mantine/core';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { groupProps, lightButton, stackProps } from './lightChrome';
import { markupShape } from './testing/markupShape';

// Compared with Mantine's static class names kept: the wizard chrome draws them, as Mantine does.
const shape = (node: Node) => markupShape(node, 'keep');

/** Draws `draw()` inside Mantine and returns a reader of its markup and the unmount. */
function drawn(draw: () => ReactNode) {
  function View() {
    useMantineTheme();
    return <>{draw()}</>;
  }
  const { container, unmount } = render(
    <MantineProvider>
      <div data-testid="host">
        <View />
      </div>
    </MantineProvider>,
  );
  return { markup: () => shape(container.querySelector('[data-testid="host"]')!), unmount };
}

function markupOf(draw: () => ReactNode): string {
  const { markup, unmount } = drawn(draw);
  const html = markup();
  unmount();
  return html;
}

function withTheme(draw: (theme: ReturnType<typeof useMantineTheme>) => ReactNode): string {
  function View() {
    return <>{draw(useMantineTheme())}</>;
  }
  return markupOf(() => <View />);
}

const click = () => {};
const marker = (
  <span role="img" aria-label="Not yet validated">
    ⚠
  </span>
);

describe('the wizard chrome as Mantine markup', () => {
  it.each([
    ['default', { variant: 'default' as const }],
    ['filled, current step, with a right section', { variant: 'filled' as const, current: true, right: true }],
    ['light, disabled', { variant: 'light' as const, disabled: true }],
    ['light red', { variant: 'light' as const, color: 'red' }],
    ['no variant', {}],
    ['no variant, disabled', { disabled: true }],
  ])('draws a button as Mantine’s Button does: %s', (_, p: { variant?: 'default' | 'filled' | 'light'; color?: string; disabled?: boolean; current?: boolean; right?: boolean }) => {
    const mantine = markupOf(() => (
      <Button variant={p.variant} color={p.color} disabled={p.disabled} aria-current={p.current ? 'step' : undefined} rightSection={p.right ? marker : undefined} onClick={click}>
        Save
      </Button>
    ));
    const light = withTheme((theme) =>
      lightButton({ theme, variant: p.variant, color: p.color, disabled: p.disabled, 'aria-current': p.current ? 'step' : undefined, rightSection: p.right ? marker : undefined, onClick: click, children: 'Save' }),
    );
    expect(light).toBe(mantine);
  });

  it.each([
    ['not loading', false],
    ['loading', true],
  ])('draws a button that can load as Mantine’s Button does: %s', async (_, loading) => {
    // Mantine's loader slides in over 150 ms; both are compared once it has settled.
    const settled = async (draw: () => ReactNode) => {
      const { markup, unmount } = drawn(draw);
      await new Promise((resolve) => setTimeout(resolve, 400));
      const html = markup();
      unmount();
      return html;
    };
    const mantine = await settled(() => (
      <Button variant="default" loading={loading} onClick={click}>
        Save & Next
      </Button>
    ));
    const light = await settled(() => <View loading={loading} />);
    function View({ loading: now }: { loading: boolean }) {
      const theme = useMantineTheme();
      return lightButton({ theme, variant: 'default', loading: now, onClick: click, children: 'Save & Next' });
    }
    expect(light).toBe(mantine);
    expect(light.includes(String(Button.classes.loader))).toBe(loading);
  });

  it('shows the loader when a button starts loading and disables it, and hides it again', async () => {
    function Host({ loading }: { loading: boolean }) {
      const theme = useMantineTheme();
      return lightButton({ theme, loading, onClick: click, children: 'Save & Next' });
    }
    const { getByRole, rerender, container } = render(
      <MantineProvider>
        <Host loading={false} />
      </MantineProvider>,
    );
    expect(getByRole('button', { name: 'Save & Next' })).toBeEnabled();
    expect(container.querySelector(`.${Button.classes.loader}`)).toBeNull();
    rerender(
      <MantineProvider>
        <Host loading />
      </MantineProvider>,
    );
    expect(getByRole('button', { name: 'Save & Next' })).toBeDisabled();
    await waitFor(() => expect(container.querySelector(`.${Button.classes.loader}`)).not.toBeNull());
    rerender(
      <MantineProvider>
        <Host loading={false} />
      </MantineProvider>,
    );
    expect(getByRole('button', { name: 'Save & Next' })).toBeEnabled();
    await waitFor(() => expect(container.querySelector(`.${Button.classes.loader}`)).toBeNull());
  });

  it('draws groups and the stack as Mantine’s Group and Stack do', () => {
    const mantine = markupOf(() => (
      <Stack maw={900}>
        <Group component="nav" aria-label="Steps" gap="xs">
          a
        </Group>
        <Group justify="space-between">
          <Group>b</Group>
        </Group>
      </Stack>
    ));
    const light = withTheme((theme) => (
      <div {...stackProps(theme, { maxWidth: 'calc(56.25rem * var(--mantine-scale))' })}>
        <nav {...groupProps(theme, undefined, 'xs')} aria-label="Steps">
          a
        </nav>
        <div {...groupProps(theme, 'space-between')}>
          <div {...groupProps(theme)}>b</div>
        </div>
      </div>
    ));
    expect(light).toBe(mantine);
  });

  it('presses, and a disabled button does not', async () => {
    const user = userEvent.setup();
    const pressed = vi.fn();
    const { getByRole } = render(
      <MantineProvider>
        {(() => {
          function View() {
            const theme = useMantineTheme();
            return (
              <>
                {lightButton({ theme, variant: 'default', onClick: pressed, children: 'Back' })}
                {lightButton({ theme, disabled: true, onClick: pressed, children: 'Review' })}
              </>
            );
          }
          return <View />;
        })()}
      </MantineProvider>,
    );
    await user.click(getByRole('button', { name: 'Back' }));
    await user.click(getByRole('button', { name: 'Review' }));
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(getByRole('button', { name: 'Review' })).toBeDisabled();
  });
});
