type PackageDraft = { id: string; tokens: unknown };

/**
 * A new token package's id is made from its tokens ('tokens-40', then 'tokens-40-2' ...) instead of being a
 * field a person must invent; existing ids never change, since payments and reports name them.
 * The server still validates every id.
 */
export function withPackageIds<T extends { tokenPackages: PackageDraft[] }>(values: T): T {
  const taken = new Set(values.tokenPackages.map((p) => p.id).filter(Boolean));
  const fresh = (tokens: unknown) => {
    const base = Number.isInteger(tokens) && (tokens as number) > 0 ? `tokens-${tokens as number}` : 'tokens';
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };
  return { ...values, tokenPackages: values.tokenPackages.map((p) => (p.id ? p : { ...p, id: fresh(p.tokens) })) };
}
