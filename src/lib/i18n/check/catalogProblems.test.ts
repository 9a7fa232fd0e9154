import { describe, expect, it } from 'vitest';
import { catalogProblems, hasProblems } from './catalogProblems';

const english = { 'a.hello': 'Hello {name}', 'a.count': '{n, plural, one {# day} other {# days}}', 'a.plain': 'Save' };

describe('interface catalog check', () => {
  it('passes a complete translation', () => {
    const problems = catalogProblems('de', english, { 'a.hello': 'Hallo {name}', 'a.count': '{n, plural, one {# Tag} other {# Tage}}', 'a.plain': 'Speichern' });
    expect(hasProblems(problems)).toBe(false);
  });

  it('fails on a missing key, a dangling key, a changed placeholder and invalid ICU', () => {
    const problems = catalogProblems('de', english, { 'a.hello': 'Hallo {nom}', 'a.count': '{n, plural, one {# Tag}', 'a.gone': 'Weg' });
    expect(problems).toEqual({
      locale: 'de',
      missing: ['a.plain'],
      dangling: ['a.gone'],
      placeholderMismatch: ['a.hello'],
      invalid: ['a.count'],
    });
    expect(hasProblems(problems)).toBe(true);
  });
});
