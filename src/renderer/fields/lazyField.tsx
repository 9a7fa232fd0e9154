import { Loader } from '@mantine/core';
import type { FieldProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { lazyComponent } from '../../lib/ui/lazyComponent';

/** A registry field whose module is fetched on first use (see `lazyField`). */
export interface LazyField {
  Field: ComponentType<FieldProps>;
  /** Fetches the module (once); resolves when `Field` draws it without waiting. */
  preload(): Promise<ComponentType<FieldProps>>;
}

/**
 * A field fetched when a step first draws it, so a heavy one stays off every wizard route (DESIGN §9): the
 * shared `lazyComponent` with a small loader, named by the field's title, standing in until it is here.
 */
export function lazyField(load: () => Promise<ComponentType<FieldProps>>): LazyField {
  const lazy = lazyComponent(load);
  function Field(props: FieldProps) {
    const Loaded = lazy.useLoaded();
    return Loaded ? <Loaded {...props} /> : <Loader size="sm" role="status" aria-label={String(props.schema.title ?? props.name)} />;
  }
  return { Field, preload: lazy.preload };
}
