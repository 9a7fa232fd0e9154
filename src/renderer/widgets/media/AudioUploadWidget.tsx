import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { AudioUploader } from './AudioUploader';
import { fromFieldProps, fromWidgetProps, type MediaBinding } from './mediaWidgetProps';

function BoundAudioUploader({ id, label, value, onChange, disabled, options }: MediaBinding) {
  // The stored name defaults to the field id so two audio fields of one item never overwrite each other.
  const fileName = typeof options.fileName === 'string' ? options.fileName : `${id.replace(/[^\w-]+/g, '_')}.mp3`;
  return <AudioUploader id={id} label={label} value={value} onChange={onChange} disabled={disabled} fileName={fileName} />;
}

/** `x-ui.widget: "audioUpload"` as an RJSF widget. */
export function AudioUploadWidget(props: WidgetProps) {
  return <BoundAudioUploader {...fromWidgetProps(props)} />;
}

/** The same uploader as an RJSF field, for object-typed audio values. */
export function AudioUploadField(props: FieldProps) {
  return <BoundAudioUploader {...fromFieldProps(props)} />;
}
