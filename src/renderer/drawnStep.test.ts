import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import type { SchemaSource } from '../engine/schemaSource';
import { localizedStepSchema, stepUiSchema, textOriginsOf } from './drawnStep';

const english = { type: 'object', title: 'Details', properties: { title: { type: 'string', title: 'Title', 'x-ui': { placeholder: 'A calm title' } } } } as RJSFSchema;
const upper = (_key: string | undefined, shown: string) => shown.toUpperCase();
const lower = (_key: string | undefined, shown: string) => shown.toLowerCase();

describe('a step drawn again', () => {
  it('gets the same localized schema for the same step, translator and origins, and a new one when any of them changes', () => {
    const first = localizedStepSchema(english, upper, undefined);
    expect(first.title).toBe('DETAILS');
    expect(localizedStepSchema(english, upper, undefined)).toBe(first);
    expect(localizedStepSchema(english, lower, undefined).title).toBe('details');
    const origins = new Map([['/title', 'file.json#/title']]);
    const keyed = (key: string | undefined, shown: string) => (key ? `${key}:${shown}` : shown);
    expect(localizedStepSchema(english, keyed, origins).title).toBe('file.json#/title:Details');
    expect(localizedStepSchema({ ...english }, upper, undefined)).not.toBe(first);
  });

  it('gets the same uiSchema for the same schema, fields and extra uiSchema, merged as before', () => {
    const fields = {};
    const extra = { title: { 'ui:autofocus': true } };
    const ui = stepUiSchema(english, fields, extra);
    expect(ui.title).toMatchObject({ 'ui:widget': 'TextWidget', 'ui:placeholder': 'A calm title', 'ui:autofocus': true });
    expect(stepUiSchema(english, fields, extra)).toBe(ui);
    expect(stepUiSchema(english, fields, undefined)).not.toBe(ui);
    expect(stepUiSchema(english, {}, extra)).not.toBe(ui);
  });

  it('keeps the text origins of a file until more schema files are loaded', () => {
    const source: SchemaSource = { 'steps/a.schema.json': { type: 'object', title: 'A' } };
    const origins = textOriginsOf(source, 1, 'steps/a.schema.json');
    expect(origins?.get('/title')).toBeTruthy();
    expect(textOriginsOf(source, 1, 'steps/a.schema.json')).toBe(origins);
    expect(textOriginsOf(source, 2, 'steps/a.schema.json')).not.toBe(origins);
    expect(textOriginsOf(source, 2, 'steps/missing.schema.json')).toBeUndefined();
    expect(textOriginsOf(source, 2, undefined)).toBeUndefined();
  });
});
