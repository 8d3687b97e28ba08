/**
 * One entry of the message table (messages.ts) is both the English the server sends and the English catalogue entry
 * the web shows (docs/decisions/025): called with its values it writes the text; called with placeholders it writes
 * the ICU message, `{product}` for a value and, through `plural` and `select` below, the forms that depend on one.
 */

/** Stands for a value of a text while its ICU message is written: `{name}` where the value would be. */
class Placeholder {
  constructor(readonly name: string) {}
  toString() {
    return `{${this.name}}`;
  }
}

const placeholderOf = (value: unknown) => (value instanceof Placeholder ? value.name : undefined);

/** The ICU choices `one {…} other {…}` (and so on): the forms by their name. */
const choices = (forms: Record<string, string>) =>
  Object.entries(forms)
    .map(([name, form]) => `${name} {${form}}`)
    .join(' ');

/** The form for a count, English rules: `minute` for 1, `minutes` otherwise. */
export function plural(n: number, forms: { one: string; other: string }): string {
  const name = placeholderOf(n);
  if (name) return `{${name}, plural, ${choices(forms)}}`;
  return n === 1 ? forms.one : forms.other;
}

/** The form for a value (`yes`, `completed`), or `other`'s. */
export function select<V extends string>(value: V, forms: Partial<Record<V, string>> & { other: string }): string {
  const name = placeholderOf(value);
  if (name) return `{${name}, select, ${choices(forms)}}`;
  return forms[value] ?? forms.other;
}

/** An entry of the table: a text, or a function of its named values. */
export type TableText = string | ((params: never) => string);

/**
 * A text of the table as an ICU message, with the names of the values it reads (a named-parameter function reads
 * exactly the names it destructures). Names in `absent` read as undefined and are left out: the form of a text
 * without its optional clause. An apostrophe before `{`, `}`, `#` or another apostrophe is doubled, so ICU reads
 * it as one.
 */
export function icuMessage(text: TableText, absent: ReadonlySet<string> = new Set()): { message: string; names: string[] } {
  if (typeof text === 'string') return { message: escapeApostrophes(text), names: [] };
  const names = new Set<string>();
  const params = new Proxy(
    {},
    {
      get(_, name) {
        if (typeof name !== 'string' || absent.has(name)) return undefined;
        names.add(name);
        return new Placeholder(name);
      },
    },
  );
  return { message: escapeApostrophes(text(params as never)), names: [...names].sort() };
}

const escapeApostrophes = (message: string) => message.replace(/'(?=[{}#'])/g, "''");
