import { REGISTERED_NAMES } from '../../server/wizards/registeredNames';
import { checkSchemas } from '../check/checkSchemas';
import { registeredNameProblems } from '../check/registeredNameProblems';
import type { SchemaProblem } from '../check/schemaProblem';
import type { SchemaSource } from '../schemaSource';
import { insightsFigureProblems, type InsightsFigures } from '../../domain/insights/insightsRules';

const INSIGHTS_FILE = 'schemas/insights.json';

/** What schemas/insights.json's meta-schema cannot say (the default range among the intervals, bucket lengths). */
function insightsProblems(source: SchemaSource): SchemaProblem[] {
  const figures = source[INSIGHTS_FILE] as InsightsFigures | undefined;
  if (!figures || !Array.isArray(figures.chartIntervals)) return [];
  return insightsFigureProblems(figures).map((message) => ({ file: INSIGHTS_FILE, pointer: '', message }));
}

/**
 * Everything `npm run schemas:check` reports: the schema rules, plus the names a manifest gives code
 * (this sits on top of everything, so it knows what the server registered). The dev server's hot reload
 * runs the same check, so the overlay and the terminal never disagree (`compile: false`: all but
 * compiling every file, which the dev server does for the touched wizards itself). The insights figures
 * (schemas/insights.json) are also checked for what their meta-schema cannot state.
 */
export function checkProject(source: SchemaSource, unreadable: readonly SchemaProblem[] = [], options: { compile?: boolean } = {}): SchemaProblem[] {
  return [...checkSchemas(source, unreadable, options), ...registeredNameProblems(source, REGISTERED_NAMES), ...insightsProblems(source)];
}
