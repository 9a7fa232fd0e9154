import { badRequest } from '../http/HttpError';

type Body = Record<string, unknown>;

interface Bounds {
  min?: number;
  max?: number;
}

/**
 * Reads the fields of a platform service's JSON body (payment, groups, events) with the production API's
 * strictness: an unknown parameter or a wrongly typed value is a 400 naming the field, so a client bug
 * surfaces at once instead of being stored. Product rules (titles, promo code texts) live in `schemas/`;
 * this only guards the shape of the service call.
 */
export class BodyReader {
  constructor(
    private readonly body: Body,
    allowed: readonly string[],
  ) {
    for (const key of Object.keys(body)) if (!allowed.includes(key)) throw badRequest(`Received unknown parameter: ${key}`);
  }

  has(key: string): boolean {
    return this.body[key] !== undefined;
  }

  /** A string; `required` also refuses the empty string (after trimming). */
  string(key: string, options: { required: true; max?: number }): string;
  string(key: string, options?: { required?: false; max?: number }): string | undefined;
  string(key: string, { required = false, max = 5000 }: { required?: boolean; max?: number } = {}): string | undefined {
    const value = this.body[key];
    if (value === undefined || value === null) {
      if (required) throw badRequest(`Missing required param: ${key}.`);
      return undefined;
    }
    if (typeof value !== 'string') throw badRequest(`Invalid ${key}: must be a string`);
    if (required && value.trim() === '') throw badRequest(`Missing required param: ${key}.`);
    if (value.length > max) throw badRequest(`Invalid ${key}: must be at most ${max} characters`);
    return value;
  }

  integer(key: string, options: Bounds & { required: true }): number;
  integer(key: string, options?: Bounds & { required?: false }): number | undefined;
  integer(key: string, { required = false, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER }: Bounds & { required?: boolean } = {}): number | undefined {
    const value = this.number(key, { required, min, max } as Bounds & { required: false });
    if (value !== undefined && !Number.isInteger(value)) throw badRequest(`Invalid ${key}: must be an integer`);
    return value;
  }

  number(key: string, options: Bounds & { required: true }): number;
  number(key: string, options?: Bounds & { required?: false }): number | undefined;
  number(key: string, { required = false, min = -Infinity, max = Infinity }: Bounds & { required?: boolean } = {}): number | undefined {
    const value = this.body[key];
    if (value === undefined || value === null) {
      if (required) throw badRequest(`Missing required param: ${key}.`);
      return undefined;
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) throw badRequest(`Invalid ${key}: must be a number`);
    if (value < min) throw badRequest(`Invalid ${key}: must be at least ${min}`);
    if (value > max) throw badRequest(`Invalid ${key}: must be at most ${max}`);
    return value;
  }

  boolean(key: string): boolean | undefined {
    const value = this.body[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'boolean') throw badRequest(`Invalid ${key}: must be a boolean`);
    return value;
  }

  /** One of `choices`, exactly as spelled. */
  choice<T extends string>(key: string, choices: readonly T[], { required = false }: { required?: boolean } = {}): T | undefined {
    const value = this.body[key];
    if (value === undefined || value === null) {
      if (required) throw badRequest(`Missing required param: ${key}.`);
      return undefined;
    }
    if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
      throw badRequest(`Invalid ${key}: must be one of ${choices.join(', ')}`);
    }
    return value as T;
  }

  /** A list of strings, or null when `nullable` (null clears, as the payment service's images). */
  strings(key: string, { max = 100, itemMax = 2000, nullable = false }: { max?: number; itemMax?: number; nullable?: boolean } = {}): string[] | null | undefined {
    const value = this.body[key];
    if (value === undefined) return undefined;
    if (value === null && nullable) return null;
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item.length > itemMax)) {
      throw badRequest(`Invalid ${key}: must be a list of strings`);
    }
    if (value.length > max) throw badRequest(`Invalid ${key}: at most ${max} entries`);
    return value as string[];
  }

  /** A nested object, read with its own allowed keys. */
  object(key: string, allowed: readonly string[], { required = false }: { required?: boolean } = {}): BodyReader | undefined {
    const value = this.body[key];
    if (value === undefined || value === null) {
      if (required) throw badRequest(`Missing required param: ${key}.`);
      return undefined;
    }
    if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(`Invalid ${key}: must be an object`);
    return new BodyReader(value as Body, allowed);
  }

  /** A list of objects, each read with its own allowed keys. */
  objects(key: string, allowed: readonly string[], { max = 1000 }: { max?: number } = {}): BodyReader[] | undefined {
    const value = this.body[key];
    if (value === undefined) return undefined;
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'object' || item === null || Array.isArray(item))) {
      throw badRequest(`Invalid ${key}: must be a list of objects`);
    }
    if (value.length > max) throw badRequest(`Invalid ${key}: at most ${max} entries`);
    return value.map((item) => new BodyReader(item as Body, allowed));
  }
}
