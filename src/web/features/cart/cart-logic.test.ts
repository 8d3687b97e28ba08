import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addItem, itemCount, lineKey, parseStoredCart, reconcile, removeItem, setQuantity, totalTokens, type CartItem, type NewCartItem } from './cart-logic.ts';

const products = [
  { id: 'p1', name: 'Gin', tokenPrice: 110, imageUrl: null, categoryType: 'bottle' as const },
  { id: 'p2', name: 'Lager', tokenPrice: 18, imageUrl: null, categoryType: 'beer' as const },
  { id: 'p3', name: 'Water', tokenPrice: 0, imageUrl: null, categoryType: 'water' as const },
];
const mixes = ['m1', 'm2', 'm3', 'm4'].map((id) => ({ id, name: id.toUpperCase() }));
const lounges = ['l1', 'l2'];

const newItem: fc.Arbitrary<NewCartItem> = fc.record({
  product: fc.constantFrom(...products),
  selectedLoungeId: fc.constantFrom(...lounges),
  mixDrinks: fc.option(fc.subarray(mixes), { nil: undefined }),
});

type Op =
  | { kind: 'add'; item: NewCartItem; quantity?: number }
  | { kind: 'set'; index: number; quantity: number }
  | { kind: 'remove'; index: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), item: newItem, quantity: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }) }),
  fc.record({ kind: fc.constant('set' as const), index: fc.nat(6), quantity: fc.integer({ min: -3, max: 120 }) }),
  fc.record({ kind: fc.constant('remove' as const), index: fc.nat(6) }),
);

const apply = (items: CartItem[], o: Op) =>
  o.kind === 'add' ? addItem(items, o.item, o.quantity) : o.kind === 'set' ? setQuantity(items, o.index, o.quantity) : removeItem(items, o.index);

describe('cart rules (cart behaviour)', () => {
  it('merges lines whatever the order of their mix drinks', () => {
    fc.assert(
      fc.property(newItem, fc.integer({ min: 1, max: 5 }), (item, quantity) => {
        const shuffled = { ...item, mixDrinks: item.mixDrinks ? [...item.mixDrinks].reverse() : undefined };
        const cart = addItem(addItem([], item), shuffled, quantity);
        expect(cart).toHaveLength(1);
        expect(cart[0]!.quantity).toBe(1 + quantity);
      }),
    );
  });

  it('keeps lines apart when product, lounge or the set of mix drinks differ', () => {
    fc.assert(
      fc.property(newItem, newItem, (a, b) => {
        const cart = addItem(addItem([], a), b);
        expect(cart).toHaveLength(lineKey(a) === lineKey(b) ? 1 : 2);
      }),
    );
  });

  it('after any sequence of changes: totals equal the sums, quantities stay from 1 to 99, lines stay distinct', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const cart = ops.reduce(apply, [] as CartItem[]);
        expect(itemCount(cart)).toBe(cart.map((l) => l.quantity).reduce((a, b) => a + b, 0));
        expect(totalTokens(cart)).toBe(cart.map((l) => l.product.tokenPrice * l.quantity).reduce((a, b) => a + b, 0));
        for (const line of cart) {
          expect(Number.isInteger(line.quantity)).toBe(true);
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(99);
        }
        expect(new Set(cart.map(lineKey)).size).toBe(cart.length);
      }),
    );
  });

  it('appends a new line with quantity 1 and removes a line set to 0 or less', () => {
    const item = { product: products[0]!, selectedLoungeId: 'l1' };
    expect(addItem([], item, 5)).toEqual([{ ...item, quantity: 1 }]);
    expect(setQuantity(addItem([], item), 0, 0)).toEqual([]);
    expect(setQuantity(addItem([], item), 0, -2)).toEqual([]);
  });

  it('drops lines whose product, mix drink or lounge went away and refreshes prices', () => {
    const gin = { product: products[0]!, selectedLoungeId: 'l1', mixDrinks: [mixes[0]!] };
    const lager = { product: products[1]!, selectedLoungeId: 'l2' };
    const cart = addItem(addItem([], gin), lager);
    const same = reconcile(cart, {
      products,
      mixDrinkIds: new Set(['m1']),
      loungeIds: new Set(lounges),
    });
    expect(same.removed).toBe(0);
    const result = reconcile(cart, {
      products: [{ ...products[0]!, tokenPrice: 120 }, products[1]!],
      mixDrinkIds: new Set(),
      loungeIds: new Set(lounges),
    });
    expect(result.removed).toBe(1);
    expect(result.items.map((l) => l.product.name)).toEqual(['Lager']);
    const repriced = reconcile(cart, {
      products: [{ ...products[0]!, tokenPrice: 120 }],
      mixDrinkIds: new Set(['m1']),
      loungeIds: new Set(['l1']),
    });
    expect(repriced).toEqual({ removed: 1, items: [{ ...gin, quantity: 1, product: { ...products[0]!, tokenPrice: 120 } }] });
  });

  it("renames a stored cart's products and mix drinks as the shop now names them, in another language (docs/decisions/045)", () => {
    const gin = { product: products[0]!, selectedLoungeId: 'l1', mixDrinks: [mixes[0]!] };
    const cart = addItem([], gin);
    const german = reconcile(cart, {
      products: [{ ...products[0]!, name: 'Wacholder-Gin' }],
      mixDrinkIds: new Set(['m1']),
      mixDrinkNames: new Map([['m1', 'Tonic (de)']]),
      loungeIds: new Set(lounges),
    });
    expect(german.removed).toBe(0);
    expect(german.items).toEqual([{ ...gin, quantity: 1, product: { ...products[0]!, name: 'Wacholder-Gin' }, mixDrinks: [{ id: 'm1', name: 'Tonic (de)' }] }]);
    // Nothing renamed: the very same lines, so the cart is not written again.
    const same = reconcile(cart, { products, mixDrinkIds: new Set(['m1']), mixDrinkNames: new Map([['m1', mixes[0]!.name]]), loungeIds: new Set(lounges) });
    expect(same.items).toBe(cart);
  });

  it('trusts stored carts only when they parse', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(Array.isArray(parseStoredCart(raw))).toBe(true);
      }),
    );
    expect(parseStoredCart(JSON.stringify([{ product: { id: 'p', name: 'x', tokenPrice: 1 }, quantity: 0, selectedLoungeId: 'l' }]))).toEqual([]);
    const good = [{ product: { id: 'p', name: 'x', tokenPrice: 1 }, quantity: 2, selectedLoungeId: 'l' }];
    expect(parseStoredCart(JSON.stringify(good))).toEqual(good);
  });

  it('round-trips any cart it wrote and drops unknown fields and malformed lines', () => {
    fc.assert(
      fc.property(fc.array(newItem, { maxLength: 8 }), (added) => {
        const cart = added.reduce<CartItem[]>((items, item) => addItem(items, item), []);
        expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
      }),
    );
    const line = { product: { id: 'p', name: 'x', tokenPrice: 1, imageUrl: null, categoryType: 'beer' }, quantity: 1, selectedLoungeId: 'l' };
    expect(parseStoredCart(JSON.stringify([{ ...line, extra: 1, product: { ...line.product, secret: 2 } }]))).toEqual([line]);
    const withMix = { ...line, mixDrinks: [{ id: 'm', name: 'Tonic' }] };
    expect(parseStoredCart(JSON.stringify([withMix]))).toEqual([withMix]);
    for (const bad of [
      { ...line, product: { ...line.product, categoryType: 'spirits' } },
      { ...line, product: { ...line.product, tokenPrice: 1.5 } },
      { ...line, quantity: 100 },
      { ...line, mixDrinks: [{ id: 'm' }] },
      { ...line, mixDrinks: 'm' },
    ]) {
      expect(parseStoredCart(JSON.stringify([line, bad]))).toEqual([]);
    }
    expect(parseStoredCart('{"not":"a list"}')).toEqual([]);
  });
});
