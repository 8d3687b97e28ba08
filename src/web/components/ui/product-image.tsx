import { useState } from 'react';
import { Beer, GlassWater, Martini, Package, PartyPopper, Wine, type LucideIcon } from 'lucide-react';
import type { CategoryType } from '#shared/constants.ts';
import { photoSrcSet, photoUrl } from '#shared/photos.ts';
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
 * The product's photo (the browser picks the size its box needs, by `sizes`), else its picture from elsewhere, else an
 * icon of its kind, also when the picture fails to load. Decorative: the product's name is always written next to it.
 */
export function ProductImage({
  imageUrl,
  photoHash,
  sizes = '80px',
  categoryType = 'other',
  eager = false,
  className,
}: {
  imageUrl?: string | null;
  photoHash?: string | null;
  /** How wide the box is shown, as the `sizes` attribute says it. */
  sizes?: string;
  categoryType?: CategoryType;
  /** Shown on the first screen: loaded at once and first, since a picture there is the page's slowest paint. */
  eager?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const Icon = placeholderIcons[categoryType];
  return (
    <div className={cn('flex items-center justify-center overflow-hidden bg-slate-100 text-slate-400', className)}>
      {photoHash && !failed ? (
        <img
          src={photoUrl(photoHash, 'small')}
          srcSet={photoSrcSet(photoHash)}
          sizes={sizes}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          // The first screen's photo is the page's largest paint: asked for before the scripts and photos fetched later.
          fetchPriority={eager ? 'high' : 'auto'}
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : imageUrl && !failed ? (
        <img src={imageUrl} alt="" loading="lazy" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <Icon aria-hidden="true" className="size-1/3 max-h-16 max-w-16" strokeWidth={1.5} />
      )}
    </div>
  );
}
