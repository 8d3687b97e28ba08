import { useEffect, useState } from 'react';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import type { AdminProduct } from '#shared/schemas/admin-catalogue.ts';
import { MAX_LINE_QUANTITY } from '#shared/cart-limits.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { loungeWithDay } from '#web/lib/format.ts';
import { useAdminProducts } from '#web/features/admin/catalogue/api/catalogue.ts';
import { useAdminLounges } from '#web/features/admin/lounges/api/lounges.ts';
import { useActiveUsers } from '#web/features/admin/users/api/users.ts';
import { useCreateManualOrder } from '#web/features/admin/orders/api/orders.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { ProductPicker, UserPicker } from './manual-order-pickers.tsx';

type Line = { product: AdminProduct; quantity: number };

/** SPEC §8: failures loading the dialog's lists are only logged. */
function useLogFailure(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`Manual order: failed to load ${what}`, error);
  }, [error, what]);
}

function QuantityControl({ line, onChange }: { line: Line; onChange(quantity: number): void }) {
  const name = line.product.name;
  return (
    <div role="group" aria-label={`Change quantity of ${name}`} className="flex shrink-0 items-center gap-1">
      <Button size="sm" variant="secondary" className="w-11 shrink-0 px-0 sm:w-9" onClick={() => onChange(line.quantity - 1)} aria-label={`Decrease ${name}`}>
        {line.quantity <= 1 ? <Trash2 aria-hidden="true" className="size-4" /> : <Minus aria-hidden="true" className="size-4" />}
      </Button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_LINE_QUANTITY}
        aria-label={`Quantity of ${name}`}
        value={line.quantity}
        // An empty box is a number being typed, not a removal.
        onChange={(e) => e.target.value !== '' && onChange(Math.trunc(Number(e.target.value)))}
        className="min-h-11 w-16 shrink-0 rounded-lg border border-slate-300 px-2 text-center text-base tabular-nums sm:min-h-9 sm:text-sm"
      />
      <Button
        size="sm"
        variant="secondary"
        className="w-11 shrink-0 px-0 sm:w-9"
        disabled={line.quantity >= MAX_LINE_QUANTITY}
        onClick={() => onChange(line.quantity + 1)}
        aria-label={`Increase ${name}`}
      >
        <Plus aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

/** The dialog's body, mounted only while open, so Cancel and closing start the next order afresh. */
function ManualOrderForm({ onDone }: { onDone(): void }) {
  const users = useActiveUsers();
  const products = useAdminProducts();
  const lounges = useAdminLounges();
  useLogFailure(users.error, 'users');
  useLogFailure(products.error, 'products');
  const create = useCreateManualOrder();

  const [userId, setUserId] = useState<string | null>(null);
  const [loungeId, setLoungeId] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [free, setFree] = useState(false);

  const user = users.data?.find((u) => u.id === userId);
  const userLounges = (lounges.data ?? []).filter((l) => l.assignedUsers.some((a) => a.id === userId));
  const total = lines.reduce((sum, l) => sum + l.product.tokenPrice * l.quantity, 0);
  const short = !free && user !== undefined && total > user.tokenBalance;

  const setQuantity = (productId: string, quantity: number) =>
    setLines((current) =>
      quantity <= 0
        ? current.filter((l) => l.product.id !== productId)
        : current.map((l) => (l.product.id === productId ? { ...l, quantity: Math.min(quantity, MAX_LINE_QUANTITY) } : l)),
    );
  const add = (product: AdminProduct) =>
    setLines((current) =>
      current.some((l) => l.product.id === product.id)
        ? current.map((l) => (l.product.id === product.id ? { ...l, quantity: Math.min(l.quantity + 1, MAX_LINE_QUANTITY) } : l))
        : [...current, { product, quantity: 1 }],
    );

  const createOrder = () => {
    if (!userId || lines.length === 0) return;
    // No lounge is the admin's explicit choice here; the server refuses a line that has neither.
    const items = lines.map((l) => ({ productId: l.product.id, quantity: l.quantity, ...(loungeId ? { loungeId } : { withoutLounge: true }) }));
    void submit(() => create.mutateAsync({ userId, items, free }), {
      success: ({ message }) => message,
      fallback: msg.createManualOrderFailed,
      onSuccess: onDone,
    });
  };

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        createOrder();
      }}
    >
      <UserPicker
        users={users.data ?? []}
        loading={users.isPending}
        selectedId={userId}
        onSelect={(picked) => {
          setUserId(picked.id);
          // A guest with exactly one lounge gets it, as in the shop; otherwise the admin chooses.
          const theirs = (lounges.data ?? []).filter((l) => l.assignedUsers.some((a) => a.id === picked.id));
          setLoungeId(theirs.length === 1 ? theirs[0]!.id : '');
        }}
      />
      {user && userLounges.length > 0 && (
        <SelectField label="Deliver to lounge" value={loungeId} onChange={(e) => setLoungeId(e.target.value)}>
          <option value="">{msg.noLoungeNotPacked}</option>
          {userLounges.map((l) => (
            <option key={l.id} value={l.id}>
              {loungeWithDay(l)}
            </option>
          ))}
        </SelectField>
      )}
      <ProductPicker products={(products.data ?? []).filter((p) => p.isActive)} loading={products.isPending} onAdd={add} />

      <section aria-label="Order items" className="rounded-lg bg-slate-50 p-3">
        {lines.length === 0 ? (
          <p className="py-2 text-center text-sm text-slate-500">{msg.manualOrderItemsRequired}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {lines.map((line) => (
              <li key={line.product.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 flex-1 text-sm">
                  <span className="font-medium">{line.product.name}</span>
                  <span className="block text-slate-600 tabular-nums">
                    {line.quantity} x {line.product.tokenPrice} = {line.quantity * line.product.tokenPrice} tokens
                  </span>
                </span>
                <QuantityControl line={line} onChange={(q) => setQuantity(line.product.id, q)} />
              </li>
            ))}
          </ul>
        )}
        <label className="mt-3 flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
          <input type="checkbox" checked={free} onChange={(e) => setFree(e.target.checked)} className="size-5 accent-brand-600" />
          {msg.freeOrder}
        </label>
        <p className="mt-2 flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-3 font-semibold">
          <span>Total</span>
          <span className="tabular-nums">
            {free ? (
              <>
                <s className="mr-2 font-normal text-slate-500">{total}</s>0 tokens
              </>
            ) : (
              `${total} tokens`
            )}
          </span>
        </p>
        {user && (
          <p className="mt-1 text-right text-sm text-slate-600">
            Balance: <span className="tabular-nums">{user.tokenBalance} tokens</span>
          </p>
        )}
        {short && (
          <p role="alert" className="mt-1 text-right text-sm font-medium text-danger-fg">
            {msg.insufficientBalanceHint}
          </p>
        )}
      </section>

      <FormActions>
        <Button variant="secondary" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={create.isPending} disabled={!userId || lines.length === 0 || short}>
          {create.isPending ? msg.creatingOrder : msg.createOrder}
        </Button>
      </FormActions>
    </form>
  );
}

export function ManualOrderDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={msg.createManualOrder} size="lg">
      <ManualOrderForm onDone={onClose} />
    </Dialog>
  );
}
