import { MantineProvider } from '@mantine/core';
import type { FieldProps } from '@rjsf/utils';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fields } from '../registry';
import { LazyItemListField } from './itemList/LazyItemListField';
import { lazyField } from './lazyField';

const props = { schema: { title: 'Schedule days' }, name: 'days', formData: ['a', 'b'] } as unknown as FieldProps;
const Loaded = ({ formData }: FieldProps) => <p>{`loaded with ${(formData as string[]).length} items`}</p>;
const draw = (Field: LazyFieldComponent) => render(<MantineProvider><Field {...props} /></MantineProvider>);
type LazyFieldComponent = ReturnType<typeof lazyField>['Field'];

describe('lazyField', () => {
  it('fetches the module when first drawn, shows a loader until then, and draws the field with its props', async () => {
    let resolve!: (component: typeof Loaded) => void;
    const load = vi.fn(() => new Promise<typeof Loaded>((done) => (resolve = done)));
    const { Field } = lazyField(load);
    expect(load).not.toHaveBeenCalled();
    draw(Field);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Schedule days' })).toBeInTheDocument();
    expect(screen.queryByText(/loaded/)).toBeNull();
    await act(async () => resolve(Loaded));
    expect(screen.getByText('loaded with 2 items')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('once loaded, mounts the field in the same render and never fetches again', async () => {
    const load = vi.fn(async () => Loaded);
    const { Field, preload } = lazyField(load);
    await preload();
    const { unmount } = draw(Field);
    expect(screen.getByText('loaded with 2 items')).toBeInTheDocument();
    unmount();
    draw(Field);
    expect(screen.getByText('loaded with 2 items')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a field unmounted before its module arrives is left alone', async () => {
    let resolve!: (component: typeof Loaded) => void;
    const { Field } = lazyField(() => new Promise<typeof Loaded>((done) => (resolve = done)));
    const { unmount } = draw(Field);
    unmount();
    await act(async () => resolve(Loaded));
    expect(screen.queryByText(/loaded/)).toBeNull();
  });

  it('is how the registry draws item lists', () => {
    expect(fields.ItemListField).toBe(LazyItemListField);
  });
});
