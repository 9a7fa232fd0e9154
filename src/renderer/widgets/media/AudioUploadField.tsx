import type { FieldProps } from '@rjsf/utils';
import { audioUploadOptions } from '../../../lib/media/audioRules';
import { AudioUploader } from './AudioUploader';
import { fromFieldProps, type MediaBinding } from './mediaFieldProps';

function BoundAudioUploader({ id, label, value, onChange, disabled, options }: MediaBinding) {
  // The stored name defaults to the field id so two audio fields of one item never overwrite each other.
  const fileName = typeof options.fileName === 'string' ? options.fileName : `${id.replace(/[^\w-]+/g, '_')}.mp3`;
  return <AudioUploader id={id} label={label} value={value} onChange={onChange} disabled={disabled} fileName={fileName} options={audioUploadOptions(options)} />;
}

/** `x-ui.widget: "audioUpload"`: the uploader as an RJSF field (media values are objects, which RJSF draws with fields). */
export function AudioUploadField(props: FieldProps) {
  return <BoundAudioUploader {...fromFieldProps(props)} />;
}
