import type { Ref } from 'react';

/**
 * The hidden <input type="file"> behind an uploader's own button. It hands over one file and then
 * clears itself, so choosing the same file again (after a refusal) still reports a change.
 */
export function HiddenFilePicker(props: { inputRef: Ref<HTMLInputElement>; id: string; accept: string; label: string; onFile(file: File | undefined): void }) {
  const { inputRef, id, accept, label, onFile } = props;
  return (
    <input
      ref={inputRef}
      id={id}
      type="file"
      accept={accept}
      aria-label={`${label} file`}
      hidden
      onChange={(event) => {
        onFile(event.currentTarget.files?.[0]);
        event.currentTarget.value = '';
      }}
    />
  );
}
