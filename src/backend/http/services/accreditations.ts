import type { AccreditationFile } from '../../../domain/accreditations/accreditationRules';
import type { ServiceClient } from '../createServiceClient';

const BASE = 'api/v1/publishers/accreditations';
const itemParams = (itemId?: string | null) => (itemId ? { item_id: itemId } : {});
const filePath = (category: string, fileName: string) => `${BASE}/${encodeURIComponent(category)}/files/${encodeURIComponent(fileName)}`;

/** The accreditation calls (spec 1 §7 'Accreditations: list, upload, delete, preview URL per user and category'). */
export interface AccreditationsApi {
  list(category: string, itemId?: string | null): Promise<AccreditationFile[]>;
  upload(category: string, file: File, itemId?: string | null): Promise<AccreditationFile>;
  remove(category: string, fileName: string, itemId?: string | null): Promise<void>;
  previewUrl(category: string, fileName: string, itemId?: string | null): Promise<string>;
}

/**
 * The calls on the teacher dashboard service. Each is quiet: the widget shows the spec's own toasts
 * ('File upload failed: …', 'File deletion failed: …') rather than the generic alert.
 */
export function accreditationsApi(client: ServiceClient): AccreditationsApi {
  const quiet = { quiet: true } as const;
  return {
    async list(category, itemId) {
      const answer = await client.request<{ data: AccreditationFile[] }>('get', BASE, { ...quiet, searchParams: { category, ...itemParams(itemId) } });
      return answer?.data ?? [];
    },
    async upload(category, file, itemId) {
      // Raw bytes with their type: the server judges size and type from them, as the files API does.
      const response = await client.ky.put(filePath(category, file.name), {
        body: file,
        headers: { 'content-type': file.type || 'application/octet-stream' },
        searchParams: itemParams(itemId),
        context: quiet,
      });
      return ((await response.json()) as { data: AccreditationFile }).data;
    },
    async remove(category, fileName, itemId) {
      await client.request('delete', filePath(category, fileName), { ...quiet, searchParams: itemParams(itemId) });
    },
    async previewUrl(category, fileName, itemId) {
      const answer = await client.request<{ data: { url: string } }>('get', `${filePath(category, fileName)}/url`, { ...quiet, searchParams: itemParams(itemId) });
      if (!answer) throw new Error('No preview URL');
      return answer.data.url;
    },
  };
}
