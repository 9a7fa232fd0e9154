import { isPlainObject } from '../db/applyWrite';
import { isLocale, LOCALES } from '../../lib/i18n/locales';
import { notificationSettingsProblem } from '../services/community/communityForms';

/**
 * Whether a value a publisher writes to an allowed field has the shape the app reads back. A field
 * checked by a schema names the schema's own message for a refused value (`problem`) instead.
 */
export type FieldCheck = { test: (value: unknown) => boolean; expected: string; problem?: (value: unknown) => string | null };

/**
 * The fields a publisher may write through the documents API in one kind of document, and where every
 * other field of it changes instead (named in the 403). Admins are not bound by it.
 */
export interface DocumentFieldRule {
  /** A document path: `*` matches any one segment, a final `**` one or more segments. */
  pattern: string;
  writable: Readonly<Record<string, FieldCheck>>;
  elsewhere: string;
}

const timestamp: FieldCheck = {
  expected: 'a timestamp { epoch, iso_8601_datetime_tz }',
  test: (value) =>
    isPlainObject(value) &&
    Object.keys(value).every((key) => key === 'epoch' || key === 'iso_8601_datetime_tz') &&
    typeof value.epoch === 'number' &&
    Number.isFinite(value.epoch) &&
    typeof value.iso_8601_datetime_tz === 'string' &&
    !Number.isNaN(Date.parse(value.iso_8601_datetime_tz)),
};
const shortText: FieldCheck = { expected: 'a text of at most 20 characters', test: (value) => typeof value === 'string' && value.length <= 20 };
// Issue 19: the interface language the publisher chose, remembered for every browser they sign in from.
const interfaceLanguage: FieldCheck = { expected: `one of ${LOCALES.join(', ')}`, test: isLocale };
const flag: FieldCheck = { expected: 'true or false', test: (value) => typeof value === 'boolean' };
// Issue 18: the notification preferences are checked against the schema the /account-settings form
// draws (schemas/wizards/account-settings/steps/notifications.schema.json), with its messages.
const notificationSettings: FieldCheck = {
  expected: 'an object of true or false values',
  test: (value) => notificationSettingsProblem(value) === null,
  problem: notificationSettingsProblem,
};

const PROFILE_CALLS =
  'the profile changes through PUT /api/v1/publishers/profile/details (the username through PATCH /api/v1/publishers/profile), and approval and capabilities are set by the platform';

/**
 * Spec 1 §3 and DESIGN §7: what the publisher truly owns as free-form data. The private settings hold the
 * publisher's own answers (teacher terms, onboarding, notification preferences); the user and publisher
 * documents hold profile fields (validated by the profile call) and platform flags, so nothing there is
 * free-form. A field not listed is refused by default, so a new platform flag needs no change here.
 * First match wins. `firestore.rules` states the same lists (tests/server/rulesMirror.test.ts).
 */
export const DOCUMENT_FIELD_RULES: readonly DocumentFieldRule[] = [
  {
    pattern: 'users/*/private/settings',
    writable: {
      teacher_terms_version_accepted: shortText,
      teacher_terms_accepted_at: timestamp,
      teacher_terms_modal_closed_at: timestamp,
      teacher_dashboard_onboarding_completed: flag,
      teacher_dashboard_onboarding_completed_at: timestamp,
      notification_settings: notificationSettings,
      interface_language: interfaceLanguage,
    },
    elsewhere:
      'the profile picture goes for review through POST /api/v1/publishers/profile/picture, and payout details, capabilities and review outcomes are set by the platform',
  },
  { pattern: 'users/*/private/**', writable: {}, elsewhere: 'only the private settings document holds fields a publisher writes' },
  { pattern: 'users/*', writable: {}, elsewhere: PROFILE_CALLS },
  { pattern: 'publishers/*', writable: {}, elsewhere: PROFILE_CALLS },
  { pattern: 'publishers/*/**', writable: {}, elsewhere: 'nothing below a public profile is written by its publisher' },
];

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/');
  if (parts.at(-1) === '**') {
    const fixed = parts.slice(0, -1);
    return segments.length > fixed.length && fixed.every((part, i) => part === '*' || part === segments[i]);
  }
  return parts.length === segments.length && parts.every((part, i) => part === '*' || part === segments[i]);
}

/** The rule for a document path, or undefined for a path whose documents are the owner's free-form data. */
export function fieldRuleFor(segments: readonly string[]): DocumentFieldRule | undefined {
  return DOCUMENT_FIELD_RULES.find((rule) => matches(rule.pattern, segments));
}
