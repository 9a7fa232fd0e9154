import type { FieldProps } from '@rjsf/utils';
import { isMediaFile, type MediaFile } from '../../../lib/media/mediaFile';

/** What the RJSF field adapters hand to an uploader. */
export interface MediaBinding {
  id: string;
  label: string;
  value: MediaFile | undefined;
  onChange(value: MediaFile | undefined): void;
  disabled: boolean;
  /** The form is read-only: the wizard is saving or submitting. */
  readonly: boolean;
  schema: Record<string, unknown>;
  options: Record<string, unknown>;
}

const asMedia = (value: unknown) => (isMediaFile(value) ? value : undefined);

/**
 * Binding from RJSF field props (`ui:field`): RJSF draws object-typed values with ObjectField and
 * ignores `ui:widget` there, so a media-file object needs a field to reach an uploader.
 */
export function fromFieldProps(props: FieldProps): MediaBinding {
  return {
    id: props.fieldPathId.$id,
    label: String(props.schema.title ?? props.name ?? ''),
    value: asMedia(props.formData),
    onChange: (value) => props.onChange(value, props.fieldPathId.path),
    disabled: Boolean(props.disabled || props.readonly),
    readonly: Boolean(props.readonly),
    schema: props.schema as Record<string, unknown>,
    options: ((props.uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>),
  };
}
