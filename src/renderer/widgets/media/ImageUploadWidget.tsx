import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { IMAGE_MIN_SIDE } from '../../../lib/media/imageRules';
import { ImageUploader } from './ImageUploader';
import { fromFieldProps, fromWidgetProps, type MediaBinding } from './mediaWidgetProps';

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

/** `x-ui.widget: "imageUpload"` as an RJSF widget. */
export function ImageUploadWidget(props: WidgetProps) {
  return <BoundImageUploader {...fromWidgetProps(props)} />;
}

/** The same uploader as an RJSF field, for object-typed image values. */
export function ImageUploadField(props: FieldProps) {
  return <BoundImageUploader {...fromFieldProps(props)} />;
}
