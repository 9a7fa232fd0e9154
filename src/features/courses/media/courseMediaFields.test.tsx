import { MantineProvider } from '@mantine/core';
import { withTheme } from '@rjsf/core';
import { Theme as MantineTheme } from '@rjsf/mantine';
import type { RJSFSchema } from '@rjsf/utils';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { compileWizard } from '../../../engine/compileWizard';
import { readSchemaFiles } from '../../../engine/loadSchemasFromDisk';
import { engineValidator } from '../../../renderer/engineValidator';
import { AudioUploadField, ImageUploadField } from '../../../renderer/widgets/media';
import { MediaUploadContext } from '../../../renderer/widgets/media/MediaUploadContext';
import { fakeFiles } from '../../../renderer/widgets/media/testing/fakeFiles';
import { withCourseRules } from '../wizard/withCourseRules';

// How the course wizard's media reach RJSF: as fields (`ui:field`), since RJSF draws
// object and array values with its own ObjectField/ArrayField and ignores `ui:widget` there.
vi.mock('../../../lib/media/readAudioDuration', () => ({ readAudioDuration: async () => 150 }));

const Form = withTheme(MantineTheme);
const wizard = compileWizard(readSchemaFiles(process.cwd()).source, 'course');
const stepSchema = (key: string, status = 'DRAFT') => withCourseRules(wizard, { status, today: '2026-01-10' }).steps.find((s) => s.key === key)!;
const fields = { ImageUploadField, AudioUploadField };

function renderStep(key: string, uiSchema: Record<string, unknown>, onChange: (data: unknown) => void, status = 'DRAFT') {
  const fake = fakeFiles();
  const step = stepSchema(key, status);
  render(
    <MantineProvider env="test">
      <MediaUploadContext.Provider value={{ files: fake.files, folder: 'u1/uploads/courses/c1', audioMaxMb: 500, confirmDeletion: true }}>
        <Form schema={step.schema as RJSFSchema} uiSchema={uiSchema} fields={fields} validator={engineValidator} onChange={(event) => onChange(event.formData)} />
      </MediaUploadContext.Provider>
    </MantineProvider>,
  );
  return fake;
}

describe('course media as RJSF fields', () => {
  it('draws the promo uploaders and puts the uploaded audio file object into the form data', async () => {
    const onChange = vi.fn();
    const fake = renderStep('promo', { course_image: { 'ui:field': 'ImageUploadField' }, intro_audio: { 'ui:field': 'AudioUploadField', 'ui:options': { fileName: 'intro.mp3' } } }, onChange);
    expect(screen.getByRole('button', { name: 'Select image' })).toBeInTheDocument();
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Course introductory audio file'), new File([new Uint8Array(64)], 'intro.mp3', { type: 'audio/mpeg' }));
    await waitFor(() => expect(fake.calls).toEqual(['upload u1/uploads/courses/c1/intro.mp3 audio']));
    await waitFor(() => expect(onChange.mock.calls.at(-1)?.[0]).toMatchObject({ intro_audio: { remoteFile: 'u1/uploads/courses/c1/intro.mp3', durationSec: 150, mime: 'audio/mpeg' } }));
    const data = onChange.mock.calls.at(-1)![0] as Record<string, unknown>;
    expect(wizard.validateStep('promo', data).map((e) => e.pointer)).not.toContain('/intro_audio');
  });

  it('hides Replace image while the wizard saves or submits (the form is read-only then)', () => {
    const fake = fakeFiles();
    const image = { fileName: 'original.jpeg', remoteFile: 'u1/uploads/courses/c1/original.jpeg', mime: 'image/png', bytes: 10, width: 1600, height: 1600 };
    const draw = (readonly: boolean) => (
      <MantineProvider env="test">
        <MediaUploadContext.Provider value={{ files: fake.files, folder: 'u1/uploads/courses/c1', audioMaxMb: 500, confirmDeletion: true }}>
          <Form schema={stepSchema('promo').schema as RJSFSchema} formData={{ course_image: image }} uiSchema={{ course_image: { 'ui:field': 'ImageUploadField' } }} fields={fields} validator={engineValidator} readonly={readonly} />
        </MediaUploadContext.Provider>
      </MantineProvider>
    );
    const view = render(draw(false));
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeEnabled();
    view.rerender(draw(true));
    expect(screen.queryByRole('button', { name: 'Replace image' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Images' })).toBeDisabled();
  });
});
