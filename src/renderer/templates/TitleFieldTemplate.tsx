import { Title } from '@mantine/core';
import type { TitleFieldProps } from '@rjsf/utils';
import type { CSSProperties } from 'react';
import { styleProps } from '../varsClass';

const STYLE = {
  '--title-fw': 'var(--mantine-h3-font-weight)',
  '--title-lh': 'var(--mantine-h3-line-height)',
  '--title-fz': 'var(--mantine-h3-font-size)',
  fontWeight: 'normal',
} as CSSProperties;

/** An object's title (a step's, a group's): Mantine's level-3 Title markup, as the theme draws it, without the component. */
export function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  return title ? (
    <h3 id={id} {...styleProps(Title.classes.root, STYLE)} data-order={3}>
      {title}
    </h3>
  ) : null;
}
