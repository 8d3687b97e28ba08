import { PackageOpen, TriangleAlert } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import type { Product } from '#shared/schemas/shop.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useProducts } from './api/catalogue.ts';
import { ProductCard } from './product-card.tsx';

/** SPEC §8: a server answer reads 'Failed to load products: …', no answer at all 'Network error: …'. */
function loadError(error: unknown) {
  if (error instanceof ApiError && error.status !== 0) return msg.loadProductsFailed(error.message);
  return msg.networkError(error instanceof Error ? error.message : String(error));
}

export function ProductGrid({ onAdd, addDisabled }: { onAdd(product: Product): void; addDisabled?: boolean }) {
  const products = useProducts();

  if (products.isPending) return <Spinner className="py-16" message="Loading products..." />;
  if (products.isError) {
    return (
      <section role="alert" className="flex flex-col items-center gap-3 rounded-xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
        <TriangleAlert aria-hidden="true" className="size-10 text-cancelled-fg" />
        <h2 className="text-lg font-semibold">{msg.unableToLoadProducts}</h2>
        <p className="text-sm text-slate-600">{loadError(products.error)}</p>
        <Button variant="secondary" onClick={() => void products.refetch()} busy={products.isFetching}>
          {msg.tryAgain}
        </Button>
      </section>
    );
  }
  if (products.data.length === 0) {
    return (
      <section className="flex flex-col items-center gap-3 rounded-xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
        <PackageOpen aria-hidden="true" className="size-10 text-slate-400" />
        <h2 className="text-lg font-semibold">{msg.noProducts}</h2>
        <p className="text-sm text-slate-600">Please check back later.</p>
      </section>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.data.map((product) => (
        <li key={product.id} className="flex">
          <div className="flex w-full flex-col [&>article]:flex-1">
            <ProductCard product={product} onAdd={onAdd} disabled={addDisabled} />
          </div>
        </li>
      ))}
    </ul>
  );
}
