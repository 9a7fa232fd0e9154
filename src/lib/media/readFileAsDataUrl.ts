/** spec 1 §8 'Image reading'. */
export const COULD_NOT_READ = 'Could not read file to string';

/** The file as a data URL (what the cropper loads), rejecting with the spec's message. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(COULD_NOT_READ)));
    reader.onerror = () => reject(new Error(COULD_NOT_READ));
    reader.readAsDataURL(file);
  });
}
