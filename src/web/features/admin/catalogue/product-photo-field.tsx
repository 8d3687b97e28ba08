import { useId, useRef, useState, type DragEvent } from 'react';
import { ImageUp } from 'lucide-react';
import { PHOTO_MAX_BYTES } from '#shared/constants.ts';
import type { AdminProduct } from '#shared/schemas/admin-catalogue.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { toast } from '#web/lib/toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { useProductPhoto } from './api/catalogue.ts';

/** What the file picker offers; anything else dropped or chosen still goes to the server, which says what it is. */
const accept = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

/**
 * The product's photo in its form (docs/decisions/047-product-photos.md): dropped on the box or chosen, it is sent at
 * once and replaces the one before; "Remove photo" takes it away. A new product gets its photo once it is saved.
 */
export function ProductPhotoField({ product }: { product: AdminProduct | null }) {
  const label = t('admin.catalogue.photo');
  if (!product) {
    return (
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-slate-800">{label}</p>
        <p className="text-sm text-slate-600">{t('admin.catalogue.photoAfterSaving')}</p>
      </div>
    );
  }
  return <PhotoDropZone product={product} label={label} />;
}

function PhotoDropZone({ product, label }: { product: AdminProduct; label: string }) {
  const photo = useProductPhoto(product.id);
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(product.photoHash);
  const [error, setError] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const errorId = useId();

  async function send(file: File | null) {
    setError(undefined);
    // Said at once, without sending ten megabytes to hear it.
    if (file && file.size > PHOTO_MAX_BYTES) return setError(t('photoTooLarge'));
    try {
      const { product: saved } = await photo.mutateAsync(file);
      setShown(saved.photoHash);
      toast.success(file ? t('photoSaved') : t('photoRemoved'));
    } catch (failure) {
      setError(errorMessage(failure, t('admin.catalogue.photoFailed')));
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void send(file);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col gap-3 rounded-lg border-2 border-dashed p-3 sm:flex-row sm:items-center',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300',
        )}
      >
        <ProductImage photoHash={shown} imageUrl={product.imageUrl} categoryType={product.categoryType} sizes="96px" className="size-24 shrink-0 rounded-lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p id={hintId} className="text-sm text-slate-600">
            {t('admin.catalogue.photoHint')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" busy={photo.isPending} aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`} onClick={() => input.current?.click()}>
              <ImageUp aria-hidden="true" className="size-4" />
              {shown ? t('admin.catalogue.replacePhoto') : t('admin.catalogue.choosePhoto')}
            </Button>
            {shown && (
              <Button variant="danger-ghost" disabled={photo.isPending} onClick={() => void send(null)}>
                {t('admin.catalogue.removePhoto')}
              </Button>
            )}
          </div>
        </div>
        <input
          ref={input}
          type="file"
          accept={accept}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger-fg">
          {error}
        </p>
      )}
    </div>
  );
}
