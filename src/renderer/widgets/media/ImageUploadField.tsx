import type { FieldProps } from '@rjsf/utils';
import { imageLimitsOf } from '../../../lib/media/imageRules';
import { ImageUploader } from './ImageUploader';
import { fromFieldProps, type MediaBinding } from './mediaFieldProps';

function BoundImageUploader({ id, label, value, onChange, disabled, readonly, schema, options }: MediaBinding) {
  // The pixel limits and their messages come from the field's own rules, so the check before upload matches the engine's.
  const limits = imageLimitsOf(schema);
  return (
    <ImageUploader
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      disabled={disabled}
      // WizardView makes the form read-only while it saves or submits: Replace image is hidden then.
      submitting={readonly}
      limits={limits}
      allowReplace={options.allowReplace !== false}
      allowRecrop={options.allowRecrop !== false}
    />
  );
}

/** `x-ui.widget: "imageUpload"`: the uploader as an RJSF field (media values are objects, which RJSF draws with fields). */
export function ImageUploadField(props: FieldProps) {
  return <BoundImageUploader {...fromFieldProps(props)} />;
}
