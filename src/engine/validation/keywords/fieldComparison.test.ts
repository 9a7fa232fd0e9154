import { describe, expect, it } from 'vitest';
import { createAjv } from '../createAjv';
import { toFieldErrors } from '../toFieldErrors';

// Spec 2 §5: the end date cannot be earlier than the start date; a private room's price for two
// cannot be lower than its price for one.
const schema = {
  type: 'object',
  properties: {
    start_date: { type: 'string' },
    end_date: { type: 'string', afterField: 'start_date', errorMessage: { afterField: 'End date cannot be earlier than the start date' } },
    price_for_one: { type: 'number' },
    price: { type: 'number', atLeastField: 'price_for_one', errorMessage: { atLeastField: 'The price for two guests is lower than for one.' } },
  },
};
const validate = createAjv().compile(schema);
const messages = (data: unknown) => {
  validate(data);
  return toFieldErrors(validate.errors).map((e) => `${e.pointer}: ${e.message}`);
};

describe('afterField', () => {
  it('accepts an end date after the start date, and any end date before a start date exists', () => {
    expect(messages({ start_date: '2027-05-10', end_date: '2027-05-11' })).toEqual([]);
    expect(messages({ end_date: '2027-05-11' })).toEqual([]);
  });

  it.each([['the same day', '2027-05-10'], ['an earlier day', '2027-05-09']])('refuses %s', (_name, end) => {
    expect(messages({ start_date: '2027-05-10', end_date: end })).toEqual(['/end_date: End date cannot be earlier than the start date']);
  });
});

describe('atLeastField', () => {
  it('accepts an equal or higher number, and any number while the other is missing', () => {
    expect(messages({ price_for_one: 100, price: 100 })).toEqual([]);
    expect(messages({ price_for_one: 100, price: 150 })).toEqual([]);
    expect(messages({ price: 1 })).toEqual([]);
  });

  it('refuses a lower number', () => {
    expect(messages({ price_for_one: 150, price: 100 })).toEqual(['/price: The price for two guests is lower than for one.']);
  });
});
