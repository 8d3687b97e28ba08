import { useState } from 'react';
import { Beer, GlassWater, Martini, Package, PartyPopper, Wine, type LucideIcon } from 'lucide-react';
import type { CategoryType } from '#shared/constants.ts';
import { cn } from '#web/lib/cn.ts';

const placeholderIcons: Record<CategoryType, LucideIcon> = {
  bottle: Martini,
  beer: Beer,
  sparkling: PartyPopper,
  water: GlassWater,
  wine: Wine,
  rose: Wine,
  other: Package,
};

/**
 * The product's picture, or an icon of its kind when it has none or the picture fails to load.
 * Decorative: the product's name is always written next to it.
 */
export function ProductImage({
  imageUrl,
  categoryType = 'other',
  className,
}: {
  imageUrl?: string | null;
  categoryType?: CategoryType;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const Icon = placeholderIcons[categoryType];
  return (
    <div className={cn('flex items-center justify-center overflow-hidden bg-slate-100 text-slate-400', className)}>
      {imageUrl && !failed ? (
        <img src={imageUrl} alt="" loading="lazy" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <Icon aria-hidden="true" className="size-1/3 max-h-16 max-w-16" strokeWidth={1.5} />
      )}
    </div>
  );
}
