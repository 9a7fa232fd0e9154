import type { FieldProps } from '@rjsf/utils';
import { IMAGE_MIN_SIDE } from '../../../lib/media/imageRules';
import { ImageUploader } from './ImageUploader';
import { fromFieldProps, type MediaBinding } from './mediaFieldProps';

const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

function BoundImageUploader({ id, label, value, onChange, disabled, readonly, schema, options }: MediaBinding) {
  // The pixel limits come from the field's own rule keywords, so the check before upload matches the engine's.
  const minSide = num(schema.imageMinSide) ?? IMAGE_MIN_SIDE;
  const maxSide = num(schema.imageMaxSide);
  return (
    <ImageUploader
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      disabled={disabled}
      // WizardView makes the form read-only while it saves or submits: Replace image is hidden then.
      submitting={readonly}
      limits={maxSide === undefined ? { minSide } : { minSide, maxSide }}
      allowReplace={options.allowReplace !== false}
      allowRecrop={options.allowRecrop !== false}
    />
  );
}

/** `x-ui.widget: "imageUpload"`: the uploader as an RJSF field (media values are objects, which RJSF draws with fields). */
export function ImageUploadField(props: FieldProps) {
  return <BoundImageUploader {...fromFieldProps(props)} />;
}
