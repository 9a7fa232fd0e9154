import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { engineValidator } from '../../engineValidator';
import { fields as ownFields, templates, widgets } from '../../registry';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { uiSchemaFromSchema } from '../../uiSchemaFromSchema';
import { ImageListField } from './ImageListField';
import { fakeFiles } from './testing/fakeFiles';
import { MediaTestProvider } from './testing/MediaTestProvider';

const image = (n: number) => ({ fileName: 'original.jpeg', remoteFile: `u1/uploads/r1/additional/k${n}/original.jpeg`, mime: 'image/jpeg', bytes: 10, width: 1600, height: 1600 });
const schema = {
  type: 'object',
  properties: {
    photos: {
      title: 'Additional images',
      type: 'array',
      maxItems: 3,
      items: { type: 'object', title: 'Image', imageMinSide: 1200 },
      'x-ui': { widget: 'imageList', options: { folder: 'additional', sortable: true } },
    },
  },
} as unknown as RJSFSchema;

function show(photos: unknown[]) {
  const onChange = vi.fn();
  const fake = fakeFiles();
  const fields = { ...ownFields, ImageListField };
  renderWithTheme(
    <MediaTestProvider files={fake.files}>
      <Form
        schema={schema}
        uiSchema={uiSchemaFromSchema(schema, new Set(['ImageListField']))}
        formData={{ photos }}
        validator={engineValidator}
        fields={fields}
        widgets={widgets}
        templates={templates}
        onChange={(e) => onChange(e.formData)}
      />
    </MediaTestProvider>,
  );
  return onChange;
}

describe('ImageListField', () => {
  it('shows each image with its own uploader and an uploader to add one more', async () => {
    show([image(1), image(2)]);
    const list = screen.getByRole('list', { name: 'Additional images' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByRole('img', { name: 'Image 1 preview' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Select image' })).toHaveLength(1);
    expect(screen.getByLabelText('Add image file')).toBeInTheDocument();
  });

  it('offers a reorder handle per image only when sortable and holding more than one', () => {
    show([image(1), image(2)]);
    expect(screen.getByRole('button', { name: 'Reorder Image 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reorder Image 2' })).toBeInTheDocument();
  });

  it('offers no Add at the list’s maximum', () => {
    show([image(1), image(2), image(3)]);
    expect(screen.queryByRole('button', { name: 'Select image' })).toBeNull();
  });
});
