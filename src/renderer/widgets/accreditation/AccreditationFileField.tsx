import type { FieldProps } from '@rjsf/utils';
import type { AccreditationFile } from '../../../domain/accreditations/accreditationRules';
import { AccreditationFiles } from './AccreditationFiles';
import { accreditationOptions } from './accreditationOptions';
import { useSchemaOptionTexts } from '../useSchemaOptionTexts';

/**
 * `x-ui.widget: "accreditationFile"` with `options.category`: the accreditation widget as an RJSF field.
 * An array field stores the listed files ({ category, fileName, remoteFile }); a string field (a track's
 * `acreditation_file_name`) stores the latest file's name, cleared when no file is left.
 */
export function AccreditationFileField(props: FieldProps) {
  const options = useSchemaOptionTexts(accreditationOptions((props.uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>));
  const category = options.category ?? '';
  const storesName = props.schema.type === 'string';
  const onFiles = (files: AccreditationFile[]) => {
    const value = storesName ? (files.at(-1)?.fileName ?? undefined) : files;
    props.onChange(value, props.fieldPathId.path);
  };
  return (
    <AccreditationFiles
      id={props.fieldPathId.$id}
      label={String(props.schema.title ?? props.name ?? '')}
      category={category}
      options={options}
      onFiles={onFiles}
      disabled={Boolean(props.disabled || props.readonly)}
    />
  );
}
