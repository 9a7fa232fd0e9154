// The `errorMessage` keyword: ajv-errors 3.0.0 (MIT, (c) 2017 Evgeny Poberezkin) ported with one change, so that
// a validation with many errors stays linear. ajv-errors looks, at every schema holding an errorMessage, through
// every error reported so far in the whole validation (`errors > 0`), several times, and copies the list each
// time: on a step with 19 errors most of that is spent on errors other fields reported before. Here a schema the
// registry marked (`markErrorMessageStarts`) looks only at the errors reported from its own start on, and the
// used errors are taken out of that tail in place. Nothing else changes: the same matches in the same order, the
// same messages, `params.errors`, paths and `emUsed` marks (errorMessages.test.ts holds every wizard step to
// ajv-errors itself under many bad documents).
//
// Why the errors before a schema's start cannot be its own: a keyword or `_` message takes only errors whose
// schemaPath lies inside this schema, reported at this schema's data; before its start, only a type error of
// this schema can be (ajv may check a schema's types before its keywords), and the window then starts at it.
// A `properties` / `items` message matches errors by data path alone, so such a schema still looks at all.
import { _, str, Name, stringify, type Code, type CodeKeywordDefinition, type KeywordCxt } from 'ajv';
import { and, not, or, strConcat } from 'ajv/dist/compile/codegen/index.js';
import { _Code, safeStringify } from 'ajv/dist/compile/codegen/code.js';
import { getData } from 'ajv/dist/compile/validate/index.js';
import { checkDataTypes, DataType, getSchemaTypes } from 'ajv/dist/compile/validate/dataType.js';
import { schemaHasRulesForType } from 'ajv/dist/compile/validate/applicability.js';
import { reportError } from 'ajv/dist/compile/errors.js';

// ajv's own variable names in generated code (ajv/dist/compile/names), made here: a Name is its text.
const names = { errors: new Name('errors'), vErrors: new Name('vErrors'), instancePath: new Name('instancePath') };

const keyword = 'errorMessage';
const used = new Name('emUsed');
const KEYWORD_PROPERTY_PARAMS = { required: 'missingProperty', dependencies: 'property', dependentRequired: 'property' };
const INTERPOLATION = /\$\{[^}]+\}/;
const INTERPOLATION_REPLACE = /\$\{([^}]+)\}/g;
const EMPTY_STR = /^""\s*\+\s*|\s*\+\s*""$/g;

/** Marks where a schema holding an errorMessage starts reporting errors; added to such schemas by the registry. */
export const ERROR_MESSAGE_START = 'x-errorMessage-start';

type SchemaCxt = KeywordCxt['it'];
// The name holding the error count at each marked schema's start, by the schema's compile context.
const starts = new WeakMap<SchemaCxt, Name>();

/**
 * The marker keyword: the first rule ajv runs in a schema (before `$dynamicAnchor`, the first of its type-less
 * rules), recording the error count there. Where ajv checks the schema's types before its rules (no rule of the
 * type's group, or several types: coerceAndCheckDataType), a wrong type was reported just before: it is counted in.
 */
export const errorMessageStart: CodeKeywordDefinition = {
  keyword: ERROR_MESSAGE_START,
  schemaType: 'boolean',
  before: '$dynamicAnchor',
  code(cxt) {
    const { gen, it } = cxt;
    const types = getSchemaTypes(it.schema as Record<string, unknown>);
    const typesFirst = types.length > 0 && !(types.length === 1 && schemaHasRulesForType(it, types[0]!));
    const wrongType = typesFirst ? checkDataTypes(types, it.data, it.opts.strictNumbers, DataType.Wrong) : undefined;
    starts.set(it, gen.const('emStart', wrongType ? _`${wrongType} ? ${names.errors} - 1 : ${names.errors}` : names.errors));
  },
};

type Messages = Record<string, unknown>;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
// Where a schema's subschemas are: maps of them, lists of them, or one.
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_ONE = ['items', 'not', 'if', 'then', 'else', 'contains', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'propertyNames', 'additionalItems'];

/** A copy of a schema with the start marker beside every errorMessage (the schema itself is not changed). */
export function markErrorMessageStarts(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const out: Record<string, unknown> = { ...schema };
  if (schema[keyword] !== undefined) out[ERROR_MESSAGE_START] = true;
  for (const key of SCHEMA_MAPS) {
    const map = schema[key];
    if (isObject(map)) out[key] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, markErrorMessageStarts(sub)]));
  }
  for (const key of SCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) out[key] = list.map(markErrorMessageStarts);
  }
  for (const key of SCHEMA_ONE) {
    const sub = schema[key];
    if (Array.isArray(sub)) out[key] = sub.map(markErrorMessageStarts);
    else if (isObject(sub)) out[key] = markErrorMessageStarts(sub);
  }
  return out;
}

type KeywordErrors = Record<string, never[]>;
type KeywordPropErrors = Record<string, Record<string, never[]>>;

export const errorMessage: CodeKeywordDefinition = {
  keyword,
  schemaType: ['string', 'object'],
  post: true,
  code(cxt) {
    const { gen, data, schema, schemaValue, it } = cxt;
    if (it.createErrors === false) return;
    const sch = schema as string | Messages;
    // The data path, worked out once per schema that has errors (ajv-errors concatenates it per error looked at).
    let instancePath: Code = strConcat(names.instancePath, it.errorPath);
    const children = typeof sch == 'object' ? childErrorsConfig(sch) : {};
    // A properties/items message matches by data path alone: such a schema looks at every error, as ajv-errors does.
    const start: Code | number = children.props || children.items ? 0 : (starts.get(it) ?? 0);
    const forErrors = (body: (err: Name) => void) =>
      gen.forRange('emI', start, _`${names.vErrors}.length`, (i) => {
        const err = gen.const('err', _`${names.vErrors}[${i}]`);
        body(err);
      });
    gen.if(_`${names.errors} > ${start}`, () => {
      instancePath = gen.const('emPath', instancePath);
      if (typeof sch == 'object') {
        const [kwdPropErrors, kwdErrors] = keywordErrorsConfig(sch);
        if (kwdErrors) processKeywordErrors(kwdErrors);
        if (kwdPropErrors) processKeywordPropErrors(kwdPropErrors);
        processChildErrors(children);
      }
      const schMessage = typeof sch == 'string' ? sch : sch._;
      if (schMessage) processAllErrors(schMessage as string);
      removeUsedErrors();
    });

    function childErrorsConfig({ properties, items }: Messages): { props?: Record<string, never[]>; items?: Record<string, never[]> } {
      const errors: { props?: Record<string, never[]>; items?: Record<string, never[]> } = {};
      if (properties) {
        errors.props = {};
        for (const p in properties as Messages) errors.props[p] = [];
      }
      if (items) {
        errors.items = {};
        for (let i = 0; i < (items as unknown[]).length; i++) errors.items[i] = [];
      }
      return errors;
    }

    function keywordErrorsConfig(emSchema: Messages): [KeywordPropErrors | undefined, KeywordErrors | undefined] {
      let propErrors: KeywordPropErrors | undefined;
      let errors: KeywordErrors | undefined;
      for (const k in emSchema) {
        if (k === 'properties' || k === 'items') continue;
        const kwdSch = emSchema[k];
        if (typeof kwdSch == 'object') {
          propErrors ||= {};
          const errMap: Record<string, never[]> = (propErrors[k] = {});
          for (const p in kwdSch as Messages) errMap[p] = [];
        } else {
          errors ||= {};
          errors[k] = [];
        }
      }
      return [propErrors, errors];
    }

    // One list per keyword of the message, each made on its first error, in the message's key order (the
    // order ajv-errors' for-in reports them in); the matching as ajv-errors' without a regex or a slice per error.
    function processKeywordErrors(kwdErrors: KeywordErrors): void {
      const keys = Object.keys(kwdErrors);
      const lists = keys.map(() => gen.let('emList', _`null`));
      const at = it.errSchemaPath.length;
      forErrors((err) =>
        gen.if(
          and(
            _`${err}.keyword !== ${keyword}`,
            _`!${err}.${used}`,
            _`${err}.instancePath === ${instancePath}`,
            _`${err}.schemaPath.indexOf(${it.errSchemaPath}) === 0`,
            _`${err}.schemaPath.charCodeAt(${at}) === 47`,
            _`${err}.schemaPath.indexOf("/", ${at + 1}) === -1`,
          ),
          () => {
            keys.forEach((key, i) => {
              const list = lists[i]!;
              if (i === 0) gen.if(_`${err}.keyword === ${key}`);
              else gen.elseIf(_`${err}.keyword === ${key}`);
              gen.if(_`${list} === null`, () => gen.assign(list, _`[${err}]`), () => gen.code(_`${list}.push(${err})`));
              gen.assign(_`${err}.${used}`, true);
            });
            gen.endIf();
          },
        ),
      );
      keys.forEach((key, i) => {
        const list = lists[i]!;
        const message = (sch as Messages)[key] as string;
        gen.if(_`${list} !== null`, () => reportError(cxt, { message: () => templateExpr(message), params: () => _`{errors: ${list}}` }));
      });
    }

    function processKeywordPropErrors(kwdPropErrors: KeywordPropErrors): void {
      const kwdErrs = gen.const('emErrors', stringify(kwdPropErrors));
      const templatesCode: [string, Code][] = [];
      for (const k in kwdPropErrors) templatesCode.push([k, getTemplatesCode(kwdPropErrors[k]!, (sch as Messages)[k] as Messages)]);
      const templates = gen.const('templates', gen.object(...templatesCode));
      const kwdPropParams = gen.scopeValue('obj', { ref: KEYWORD_PROPERTY_PARAMS, code: stringify(KEYWORD_PROPERTY_PARAMS) });
      const propParam = gen.let('emPropParams');
      const paramsErrors = gen.let('emParamsErrors');
      forErrors((err) =>
        gen.if(matchKeywordError(err, kwdErrs), () => {
          gen.assign(propParam, _`${kwdPropParams}[${err}.keyword]`);
          gen.assign(paramsErrors, _`${kwdErrs}[${err}.keyword][${err}.params[${propParam}]]`);
          gen.if(paramsErrors, () => gen.code(_`${paramsErrors}.push(${err})`).assign(_`${err}.${used}`, true));
        }),
      );
      gen.forIn('key', kwdErrs, (key) =>
        gen.forIn('keyProp', _`${kwdErrs}[${key}]`, (keyProp) => {
          gen.assign(paramsErrors, _`${kwdErrs}[${key}][${keyProp}]`);
          gen.if(_`${paramsErrors}.length`, () => {
            const tmpl = gen.const('tmpl', _`${templates}[${key}] && ${templates}[${key}][${keyProp}]`);
            reportError(cxt, {
              message: () => _`${tmpl} ? ${tmpl}() : ${schemaValue}[${key}][${keyProp}]`,
              params: () => _`{errors: ${paramsErrors}}`,
            });
          });
        }),
      );
    }

    function processChildErrors(childErrors: ReturnType<typeof childErrorsConfig>): void {
      const { props, items } = childErrors;
      if (!props && !items) return;
      const isObj = _`typeof ${data} == "object"`;
      const isArr = _`Array.isArray(${data})`;
      const childErrs = gen.let('emErrors');
      let childKwd: Name;
      let childProp: Code;
      const templates = gen.let('templates');
      const messages = sch as Messages;
      if (props && items) {
        childKwd = gen.let('emChildKwd');
        gen.if(isObj);
        gen.if(
          isArr,
          () => {
            init(items, messages.items as Messages);
            gen.assign(childKwd, str`items`);
          },
          () => {
            init(props, messages.properties as Messages);
            gen.assign(childKwd, str`properties`);
          },
        );
        childProp = _`[${childKwd}]`;
      } else if (items) {
        gen.if(isArr);
        init(items, messages.items as Messages);
        childProp = _`.items`;
      } else {
        gen.if(and(isObj, not(isArr)));
        init(props!, messages.properties as Messages);
        childProp = _`.properties`;
      }
      forErrors((err) => ifMatchesChildError(err, childErrs, (child) => gen.code(_`${childErrs}[${child}].push(${err})`).assign(_`${err}.${used}`, true)));
      gen.forIn('key', childErrs, (key) =>
        gen.if(_`${childErrs}[${key}].length`, () => {
          reportError(cxt, {
            message: () => _`${key} in ${templates} ? ${templates}[${key}]() : ${schemaValue}${childProp}[${key}]`,
            params: () => _`{errors: ${childErrs}[${key}]}`,
          });
          gen.assign(_`${names.vErrors}[${names.errors}-1].instancePath`, _`${instancePath} + "/" + ${key}.replace(/~/g, "~0").replace(/\\//g, "~1")`);
        }),
      );
      gen.endIf();
      function init(childrenOf: Record<string, never[]>, msgs: Messages): void {
        gen.assign(childErrs, stringify(childrenOf));
        gen.assign(templates, getTemplatesCode(childrenOf, msgs));
      }
    }

    function processAllErrors(schMessage: string): void {
      const errs = gen.const('emErrs', _`[]`);
      forErrors((err) => gen.if(matchAnyError(err), () => gen.code(_`${errs}.push(${err})`).assign(_`${err}.${used}`, true)));
      gen.if(_`${errs}.length`, () => reportError(cxt, { message: () => templateExpr(schMessage), params: () => _`{errors: ${errs}}` }));
    }

    // The used errors leave the window in place (ajv-errors copies the whole list); the count follows.
    function removeUsedErrors(): void {
      const kept = gen.let('emKept', start);
      forErrors((err) => gen.if(_`!${err}.${used}`, () => gen.code(_`${names.vErrors}[${kept}++] = ${err}`)));
      // Popped, not `length =` (a runtime call in V8): the tail is a few errors, those the messages replaced.
      gen.code(_`while (${names.vErrors}.length > ${kept}) ${names.vErrors}.pop()`).assign(names.errors, kept);
    }

    function matchKeywordError(err: Name, kwdErrs: Name): Code {
      return and(
        _`${err}.keyword !== ${keyword}`,
        _`!${err}.${used}`,
        _`${err}.instancePath === ${instancePath}`,
        _`${err}.keyword in ${kwdErrs}`,
        _`${err}.schemaPath.indexOf(${it.errSchemaPath}) === 0`,
        _`/^\\/[^\\/]*$/.test(${err}.schemaPath.slice(${it.errSchemaPath.length}))`,
      );
    }

    function ifMatchesChildError(err: Name, childErrs: Name, thenBody: (child: Name) => void): void {
      gen.if(and(_`${err}.keyword !== ${keyword}`, _`!${err}.${used}`, _`${err}.instancePath.indexOf(${instancePath}) === 0`), () => {
        const childRegex = gen.scopeValue('pattern', { ref: /^\/([^/]*)(?:\/|$)/, code: _`new RegExp("^\\\/([^/]*)(?:\\\/|$)")` });
        const matches = gen.const('emMatches', _`${childRegex}.exec(${err}.instancePath.slice(${instancePath}.length))`);
        const child = gen.const('emChild', _`${matches} && ${matches}[1].replace(/~1/g, "/").replace(/~0/g, "~")`);
        gen.if(_`${child} !== undefined && ${child} in ${childErrs}`, () => thenBody(child));
      });
    }

    function matchAnyError(err: Name): Code {
      return and(
        _`${err}.keyword !== ${keyword}`,
        _`!${err}.${used}`,
        or(_`${err}.instancePath === ${instancePath}`, and(_`${err}.instancePath.indexOf(${instancePath}) === 0`, _`${err}.instancePath[${instancePath}.length] === "/"`)),
        _`${err}.schemaPath.indexOf(${it.errSchemaPath}) === 0`,
        _`${err}.schemaPath[${it.errSchemaPath}.length] === "/"`,
      );
    }

    function getTemplatesCode(keys: Record<string, unknown>, msgs: Messages): Code {
      const templatesCode: [string, Code][] = [];
      for (const k in keys) {
        const msg = msgs[k];
        if (typeof msg == 'string' && INTERPOLATION.test(msg)) templatesCode.push([k, templateFunc(msg)]);
      }
      return gen.object(...templatesCode);
    }

    function templateExpr(msg: string): Code {
      if (!INTERPOLATION.test(msg)) return stringify(msg);
      return new _Code(safeStringify(msg).replace(INTERPOLATION_REPLACE, (_s, ptr: string) => `" + JSON.stringify(${String(getData(ptr, it))}) + "`).replace(EMPTY_STR, ''));
    }

    function templateFunc(msg: string): Code {
      return _`function(){return ${templateExpr(msg)}}`;
    }
  },
  // ajv-errors' own: what an errorMessage may hold.
  metaSchema: {
    anyOf: [
      { type: 'string' },
      {
        type: 'object',
        properties: {
          properties: { $ref: '#/$defs/stringMap' },
          items: { $ref: '#/$defs/stringList' },
          required: { $ref: '#/$defs/stringOrMap' },
          dependencies: { $ref: '#/$defs/stringOrMap' },
        },
        additionalProperties: { type: 'string' },
      },
    ],
    $defs: {
      stringMap: { type: 'object', additionalProperties: { type: 'string' } },
      stringOrMap: { anyOf: [{ type: 'string' }, { $ref: '#/$defs/stringMap' }] },
      stringList: { type: 'array', items: { type: 'string' } },
    },
  },
};
