import type { DocData } from '../../../backend/ports';
import { HttpError } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import { timestamp } from '../../seed/timestamp';
import type { ServerContext } from '../../ServerContext';
import { answeringFieldErrors, FieldRefusal } from './fieldRefusal';
import { profileErrors, profileFieldNames, usernameErrors } from './profileRules';
import { claimUsername, usernameTaken } from './usernameClaims';

const PROFILE = '/api/v1/publishers/profile';
const PICTURE_TYPES = ['image/jpeg', 'image/png'];

/** spec 1 §7: the publisher's own picture, the square crop in the 'edited' folder, pending review. */
export const editedPicturePath = (uid: string) => `${uid}/uploads/profile_picture/edited/square_original.jpeg`;
export const USERNAME_TAKEN = 'Username is already taken';
export const NO_PICTURE_UPLOADED = 'Upload the square crop of your profile picture before sending it for review';

const usernameRefusal = () => new FieldRefusal(409, [{ pointer: '/username', message: USERNAME_TAKEN, keyword: 'unique' }]);

/**
 * The profile calls of the teacher dashboard service. Each validates with the same compiled
 * `schemas/wizards/profile` schema as the browser, and only they write the profile fields of
 * `users/{uid}` and `publishers/{uid}` and the picture review fields of the private settings.
 */
export function profileRoutes(ctx: Pick<ServerContext, 'docs' | 'files'>): Router {
  const atomically = <T>(fn: () => Promise<T>): Promise<T> => ctx.docs.runTransaction(fn);
  // Case-insensitive: 'Demo.Teacher' would name the same public page as 'demo.teacher' (usernameClaims.ts).
  const isTaken = (uid: string, username: string) => usernameTaken(ctx.docs, uid, username);
  // The picture a profile may show: the one it shows already, or the own upload sent for review.
  const isKnownPicture = async (uid: string, value: unknown) =>
    value === (await ctx.docs.get(`publishers/${uid}`))?.data.user_avatar_url || value === (await ctx.docs.get(`users/${uid}/private/settings`))?.data.profile_picture_path;

  return new Router()
    .add(
      'PATCH',
      PROFILE,
      answeringFieldErrors(async ({ req, res, user }) => {
        const { username } = await readJsonObject(req);
        const errors = usernameErrors(username);
        if (errors.length > 0) throw new FieldRefusal(400, errors);
        await atomically(async () => {
          if (await isTaken(user.uid, username as string)) throw usernameRefusal();
          await claimUsername(ctx.docs, user.uid, username as string);
          await ctx.docs.set(`users/${user.uid}`, { username }, true);
          await ctx.docs.set(`publishers/${user.uid}`, { id: user.uid, username }, true);
        });
        sendJson(res, 200, { data: { username } });
      }),
    )
    .add(
      'PUT',
      `${PROFILE}/details`,
      answeringFieldErrors(async ({ req, res, user }) => {
        const body = await readJsonObject(req);
        // Only the step's own fields are written; anything else in the body is ignored.
        const profile: DocData = {};
        for (const field of profileFieldNames()) if (body[field] !== undefined) profile[field] = body[field];
        const errors = profileErrors(profile);
        if (errors.length > 0) throw new FieldRefusal(400, errors);
        const saved = await atomically(async () => {
          if (!(await isKnownPicture(user.uid, profile.user_avatar_url))) {
            throw new FieldRefusal(400, [{ pointer: '/user_avatar_url', message: 'Please upload a profile picture', keyword: 'uploaded' }]);
          }
          if (await isTaken(user.uid, profile.username as string)) throw usernameRefusal();
          await claimUsername(ctx.docs, user.uid, profile.username as string);
          const { name, username, location, description, website, publisher_enterprise_description, user_avatar_url } = profile;
          await ctx.docs.set(`users/${user.uid}`, { name, username, location }, true);
          const publisher = { id: user.uid, name, username, location, description, publisher_description: description, user_avatar_url };
          return await ctx.docs.set(`publishers/${user.uid}`, { ...publisher, website: website ?? null, publisher_enterprise_description: publisher_enterprise_description ?? null }, true);
        });
        sendJson(res, 200, { data: saved.data });
      }),
    )
    .add('POST', `${PROFILE}/picture`, async ({ res, user }) => {
      const path = editedPicturePath(user.uid);
      const file = await ctx.files.describe(path.split('/')).catch(() => null);
      if (!file || !PICTURE_TYPES.includes(file.contentType)) throw new HttpError(400, NO_PICTURE_UPLOADED);
      // The time the file was stored, not a time the client claims.
      const review = { profile_picture_status: 'PENDING', profile_picture_path: path, profile_picture_uploaded_at: timestamp(new Date(file.updatedAt)) };
      await ctx.docs.set(`users/${user.uid}/private/settings`, review, true);
      sendJson(res, 200, { data: review });
    });
}
