import type { AuthUser } from '../../backend/ports';
import { readJsonObject } from '../http/readJsonBody';
import { sendJson } from '../http/respond';
import { Router, type Handler, type RequestContext } from '../http/Router';
import { badRequest } from '../http/HttpError';
import type { DocumentStore } from '../ports/documents';
import { requestTimeZone } from './requestTimeZone';
import { saveStep, type WizardDeps } from './stepSave';
import { answeringRefusals } from './validationRefusal';

/** The teacher dashboard path of the generic step save (relative to `/svc/teacherDashboard`). */
export const WIZARD_STEP_PATH = '/api/v1/publishers/wizards/:wizardId/items/:id/steps/:stepKey';

/** What the step-save route needs beside the wizard deps: the clock, a caller check. The save is one transaction of `store`. */
export interface StepRouteDeps extends WizardDeps {
  store: DocumentStore;
  now?: () => Date;
  /** Runs before anything is read (a content write needs a submitted profile). */
  checkCaller?: (user: AuthUser) => Promise<void>;
}

/** A URL id: one path segment of letters, digits, `_` and `-`. */
export function checkSegment(value: string | undefined, what: string): string {
  if (!value || !/^[A-Za-z0-9_-]{1,128}$/.test(value)) throw badRequest(`${what} is not a valid id`);
  return value;
}

/**
 * The step-save handler for one wizard (`wizardId`), or for the wizard the URL names: 201 when the item
 * was created, 200 otherwise, 400 `{ message, errors }` for field errors, 404 for someone else's item.
 */
export function stepSaveHandler(deps: StepRouteDeps, wizardId?: string): Handler {
  const now = deps.now ?? (() => new Date());
  return answeringRefusals(async ({ req, res, user, params, url }: RequestContext) => {
    await deps.checkCaller?.(user);
    const body = await readJsonObject(req);
    // An admin may save another publisher's item (`?user_id=`, spec 2 §6); anyone else saves only their own.
    const named = url.searchParams.get('user_id');
    const owner = named && user.isAdmin ? checkSegment(named, 'user id') : user.uid;
    const request = {
      wizardId: wizardId ?? checkSegment(params.wizardId, 'wizard id'),
      uid: owner,
      isAdmin: user.isAdmin === true,
      itemId: checkSegment(params.id, `${wizardId ?? 'item'} id`),
      stepKey: params.stepKey ?? params.step ?? '',
      body,
      timeZone: requestTimeZone(req, body),
      now: now(),
    };
    const result = await deps.store.runTransaction(() => saveStep(deps, request));
    sendJson(res, result.created ? 201 : 200, { data: result });
  });
}

/** PUT …/wizards/{wizardId}/items/{id}/steps/{stepKey}: one step save for every wizard the catalog stores. */
export function wizardRoutes(deps: StepRouteDeps): Router {
  return new Router().add('PUT', WIZARD_STEP_PATH, stepSaveHandler(deps));
}
