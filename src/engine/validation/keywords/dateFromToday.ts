import { addCalendarDays, addWeekdays, calendarDateOf } from '../context/calendarDates';
import { contextOf } from '../context/validationContext';
import type { PredicateKeywordSpec } from './keywordSpec';

/** A closed period: a minimum falling inside it moves to `daysAfterEnd` days after its end. */
export interface DateWindow {
  start: string;
  end: string;
  daysAfterEnd: number;
}

/**
 * `dateFromToday` parameters: the earliest accepted date, counted from today in the user's time zone
 * (the validation context's `today`), by calendar `days` or by `weekdays`, pushed past `windows`.
 * `after: true` accepts only dates after that minimum; `unlessStatus` lists item statuses it spares.
 */
export interface DateFromTodayRule {
  days?: number;
  weekdays?: number;
  windows?: readonly DateWindow[];
  after?: boolean;
  unlessStatus?: readonly string[];
}

/** The minimum date the rule sets for `today` (YYYY-MM-DD). */
export function minimumDateFrom(rule: DateFromTodayRule, today: string): string {
  let minimum = rule.weekdays !== undefined ? addWeekdays(today, rule.weekdays) : addCalendarDays(today, rule.days ?? 0);
  for (const window of rule.windows ?? []) {
    // ISO calendar dates compare correctly as strings.
    if (minimum >= window.start && minimum <= window.end) minimum = addCalendarDays(window.end, window.daysAfterEnd);
  }
  return minimum;
}

/**
 * True when the date (or date-time) in `value` is earlier than the rule allows. Without a `today` in
 * the context nothing is judged: every caller that saves (browser, server, CLI) supplies one.
 */
export function dateTooEarly(value: string, rule: DateFromTodayRule, _parent: unknown, context: unknown): boolean {
  const { today, status } = contextOf(context);
  if (!today || calendarDateOf(today) === null) return false;
  if (status !== undefined && rule.unlessStatus?.includes(status)) return false;
  const date = calendarDateOf(value);
  if (date === null) return false;
  const minimum = minimumDateFrom(rule, today);
  return rule.after ? date <= minimum : date < minimum;
}

/** Message facts of a failed `dateFromToday`: `{date}` is the minimum. */
export function dateFromTodayFacts(rule: DateFromTodayRule, today: string): Record<string, string> {
  return { date: minimumDateFrom(rule, today) };
}

/** `dateFromToday: { days | weekdays, windows?, after?, unlessStatus? }` on a date string. */
export const dateFromToday = {
  keyword: 'dateFromToday',
  type: 'string',
  schemaType: 'object',
  check: dateTooEarly,
  checkName: 'dateTooEarly',
  // Its message may name the minimum it computed ({date}): messageFacts reads the rule from the error.
  ruleInError: true,
} satisfies PredicateKeywordSpec;
