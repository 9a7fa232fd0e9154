import type { FieldProps } from '@rjsf/utils';
import { hlsVideoOptions } from '../../../../lib/media/video/videoOptions';
import { fromFieldProps } from '../mediaFieldProps';
import { HlsVideoUploader, type HlsVideoValue } from './HlsVideoUploader';
import { useSchemaOptionTexts } from '../../useSchemaOptionTexts';

const isHlsVideo = (value: unknown): value is HlsVideoValue =>
  typeof value === 'object' && value !== null && typeof (value as HlsVideoValue).remoteFile === 'string';

/**
 * `x-ui.widget: "hlsVideo"`: the video uploader as an RJSF field. The length cap is the field's
 * `mediaMaxDurationSec` (the same rule the step schema checks); the folder defaults to `{field}-hls`.
 */
export function HlsVideoField(props: FieldProps) {
  const binding = fromFieldProps(props);
  const options = useSchemaOptionTexts(hlsVideoOptions(binding.options));
  const cap = binding.schema.mediaMaxDurationSec;
  const folderName = typeof binding.options.folderName === 'string' ? binding.options.folderName : `${binding.id.replace(/[^\w-]+/g, '_')}-hls`;
  return (
    <HlsVideoUploader
      id={binding.id}
      label={binding.label}
      value={isHlsVideo(props.formData) ? props.formData : undefined}
      onChange={(value) => props.onChange(value, props.fieldPathId.path)}
      options={options}
      maxDurationSec={typeof cap === 'number' ? cap : undefined}
      folderName={folderName}
      disabled={binding.disabled}
    />
  );
}
