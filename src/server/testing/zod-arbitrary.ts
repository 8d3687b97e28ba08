import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries from zod 4 schemas, for fuzzing routes by their own contracts.
 * (zod-fast-check supports zod 3 and fast-check 3 only.) `zodArbitrary` aims at values the schema
 * accepts, except for refinements it cannot see; `junk` and `mutated` then break them.
 */

type Def = {
  type: string;
  format?: string;
  coerce?: boolean;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Characters that valid-looking text may still carry: NUL, a lone surrogate, direction and zero-width marks. */
const NASTY_CHARACTERS = ['\u0000', '\uD800', '\uDFFF', '\u202E', '\uFEFF', '\u200B', '\r\n', '%00', "'", '"', '\\'];

function bounds(def: Def) {
  const b: { min?: number; max?: number; minExclusive?: boolean; maxExclusive?: boolean; int?: boolean; pattern?: RegExp; length?: number; prefix?: string } = {};
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length') b.min = c.minimum as number;
    if (c.check === 'max_length') b.max = c.maximum as number;
    if (c.check === 'length_equals') b.length = c.length as number;
    if (c.check === 'greater_than') [b.min, b.minExclusive] = [c.value as number, !c.inclusive];
    if (c.check === 'less_than') [b.max, b.maxExclusive] = [c.value as number, !c.inclusive];
    if (c.check === 'number_format' && String(c.format).includes('int')) b.int = true;
    if (c.check === 'string_format' && c.format === 'regex') b.pattern = c.pattern as RegExp;
    if (c.check === 'string_format' && c.format === 'starts_with') b.prefix = c.prefix as string;
  }
  return b;
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const b = bounds(def);
  switch (def.format) {
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'email':
      return fc.tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constantFrom('example.com', 'festival.example')).map(([u, d]) => `${u}@${d}`);
    case 'url':
      return fc.webUrl();
    case 'datetime':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  }
  if (b.pattern) return fc.stringMatching(b.pattern);
  const minLength = b.length ?? b.min ?? 0;
  const maxLength = b.length ?? Math.min(b.max ?? minLength + 24, minLength + 200);
  const unit = fc.oneof(
    { arbitrary: fc.constantFrom('a', 'Z', '7', ' ', '-'), weight: 10 },
    { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), weight: 5 },
    { arbitrary: fc.constantFrom('é', 'ß', '€', '🍾'), weight: 3 },
    { arbitrary: fc.constantFrom(...NASTY_CHARACTERS), weight: 1 },
  );
  const text = fc.string({ minLength, maxLength, unit });
  // Trimming schemas refuse blank-only strings; keep one visible character.
  return b.prefix ? text.map((s) => b.prefix + s) : text.filter((s) => s.trim().length >= minLength);
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const b = bounds(def);
  if (b.int) {
    const min = b.min === undefined ? -1e6 : Math.ceil(b.min + (b.minExclusive ? 1 : 0));
    const max = b.max === undefined ? 1e6 : Math.floor(b.max - (b.maxExclusive ? 1 : 0));
    return fc.integer({ min, max });
  }
  return fc.double({ min: b.min ?? -1e6, max: b.max ?? 1e6, noNaN: true, minExcluded: b.minExclusive, maxExcluded: b.maxExclusive });
}

/** A schema whose last step is a transform (possibly at the end of a pipe): its output is not its input's type. */
const endsInTransform = (schema: z.ZodType): boolean => {
  const def = defOf(schema);
  return def.type === 'transform' || (def.type === 'pipe' && endsInTransform(def.out!));
};

export function zodArbitrary(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: z.ZodType) => zodArbitrary(s, depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const optional = Object.keys(shape).filter((k) => ['optional', 'default', 'prefault'].includes(defOf(shape[k]!).type));
      const required = Object.keys(shape).filter((k) => !optional.includes(k));
      return fc.record(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, inner(v)])), { requiredKeys: required });
    }
    case 'string':
      return stringArbitrary(def);
    case 'number': {
      const n = numberArbitrary(def);
      return def.coerce ? fc.oneof(n, n.map(String)) : n;
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'array': {
      const b = bounds(def);
      return fc.array(inner(def.element!), { minLength: b.min ?? 0, maxLength: Math.min(b.max ?? 4, (b.min ?? 0) + 4) });
    }
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType!), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner(def.innerType!), { nil: null, freq: 3 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType!);
    case 'pipe': {
      // A pipe into a format (string -> email) is generated from its output; into a transform, from its input. A
      // query's digit string turned into a number and checked as one (string -> Number -> int in range) is the
      // number's values written as digits: the digit pattern alone would give mostly numbers out of range.
      if (defOf(def.out!).type === 'transform') return inner(def.in!);
      if (endsInTransform(def.in!) && defOf(def.out!).type === 'number') return inner(def.out!).map(String);
      return inner(def.out!);
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map(inner));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), inner(def.valueType!), { maxKeys: 4 });
    case 'lazy':
      return depth > 4 ? fc.constant(null) : inner(def.getter!());
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values that no field of ours should accept, or that probe the edges of the ones it does. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    null, true, 0, -1, -0, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 1e21, '', ' ', '0', '-1', '1e400',
    'NaN', 'null', 'true', '\u0000', 'a\u0000b', '\uD800', '\u202Eevil', '../../etc/passwd', "' OR 1=1 --", '<script>alert(1)</script>',
    '__proto__', 'constructor', '%00', '%', '\\', '{}', [], {}, [[[]]], { __proto__: null }, '00000000-0000-0000-0000-000000000000',
    'é'.repeat(20_000), 'x'.repeat(60_000), '𝔘'.repeat(5_000),
  ),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: 10n ** 20n, max: 10n ** 30n }).map((n) => Number(n)),
  fc.array(fc.anything({ maxDepth: 2, withNullPrototype: false }), { maxLength: 3 }),
);

type Path = (string | number)[];
function paths(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const children = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...children.flatMap(([k, v]) => paths(v, [...prefix, k]))];
}

function setAt(value: unknown, path: Path, replacement: unknown, remove: boolean): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
  if (rest.length === 0 && remove) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete copy[head!];
  } else {
    copy[head!] = setAt(copy[head!], rest, replacement, remove);
  }
  return copy;
}

/** A valid value with one spot broken: a field replaced by junk, dropped, or an unknown field added. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const how = fc.constantFrom('replace', 'remove', 'add', 'taint', 'taint');
  return fc.tuple(valid, fc.nat(), junk, how, fc.string({ maxLength: 12 }), fc.constantFrom(...NASTY_CHARACTERS)).map(([value, n, bad, how, key, nasty]) => {
    const all = paths(value);
    const path = all[n % all.length]!;
    const target = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], value);
    // Taint: keep a string as it is but slip a nasty character into its middle.
    if (how === 'taint' && typeof target === 'string') {
      const at = n % (target.length + 1);
      return setAt(value, path, target.slice(0, at) + nasty + target.slice(at), false);
    }
    if (how === 'add' && value !== null && typeof value === 'object' && !Array.isArray(value)) return { ...value, [key || 'extra']: bad };
    return setAt(value, path, bad, how === 'remove' && path.length > 0);
  });
}

/** JSON nested deeper than any schema of ours, still well under the body limit. */
export const deepNesting = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
