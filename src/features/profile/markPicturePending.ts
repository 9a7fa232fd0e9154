import type { ServiceClient } from '../../backend/http/createServiceClient';
import { teacherDashboardApi } from '../../backend/http/services/teacherDashboard';

/**
 * A publisher's own picture waits for review (spec 1 §4): once the square crop is stored in the 'edited'
 * folder, POST /api/v1/publishers/profile/picture checks it is there and sets profile_picture_status
 * PENDING with its upload time. Returns the stored path of the picture. Quiet: the uploader shows a failure.
 */
export async function markPicturePending(teacherDashboard: ServiceClient): Promise<string> {
  const answer = await teacherDashboardApi(teacherDashboard).postProfilePicture({ quiet: true });
  if (!answer) throw new Error('Cancelled');
  return answer.data.profile_picture_path;
}
