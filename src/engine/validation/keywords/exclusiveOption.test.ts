import { describe, expect, it } from 'vitest';
import { messagesFor } from '../testing/keywordHarness';

// Retreat meals (spec 2): 'none' cannot be combined with a meal.
const meals = {
  type: 'array',
  items: { type: 'string', enum: ['none', 'breakfast', 'lunch', 'dinner'] },
  exclusiveOption: 'none',
  errorMessage: { exclusiveOption: "'None' cannot be selected together with meals" },
};

describe('exclusiveOption', () => {
  it.each([[[]], [['none']], [['breakfast', 'dinner']]])('accepts %j', (value) => {
    expect(messagesFor(meals, value)).toEqual([]);
  });

  it.each([[['none', 'lunch']], [['breakfast', 'none']]])('refuses %j', (value) => {
    expect(messagesFor(meals, value)).toEqual(["'None' cannot be selected together with meals"]);
  });
});
