import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PHOTO_MAX_BYTES } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { adminProductResponse } from '#shared/schemas/admin-catalogue.ts';
import { answer, refuse, sentTo } from '#web/testing/fake-api.ts';
import { anAdmin, anAdminProduct } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { ProductPhotoField } from './product-photo-field.tsx';

// The photo part of the product form (docs/decisions/047-product-photos.md): a file chosen is sent at once as it is;
// what the server refuses is said under the box in its words, and a file over 10 MB never leaves the browser.

const product = anAdminProduct({ name: 'Gin Tonic Kit', photoHash: null });
const photoPath = `/admin/products/${product.id}/photo`;
const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'gin.jpg', { type: 'image/jpeg' });
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type=file]')!;
const shownPhoto = (container: HTMLElement) => container.querySelector('img');

describe('the product form\'s photo', () => {
  it('for a product not saved yet says when a photo can be added', async () => {
    renderApp(<ProductPhotoField product={null} />, { as: anAdmin() });
    expect(await screen.findByText('You can add a photo once the product is saved.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Choose a photo' })).toBeNull();
  });

  it('sends the chosen file as it is, shows the photo in both sizes, and removes it again', async () => {
    const { user, container } = renderApp(<ProductPhotoField product={product} />, { as: anAdmin() });
    answer('PUT', photoPath, adminProductResponse, { product: { ...product, photoHash: 'h4sh' }, message: msg.photoSaved });
    const file = jpeg();
    await user.upload(fileInput(container), file);

    await screen.findByText(msg.photoSaved);
    expect(sentTo('PUT', photoPath)).toEqual([file]);
    expect(shownPhoto(container)?.getAttribute('srcset')).toBe('/api/photos/h4sh/small.webp 480w, /api/photos/h4sh/large.webp 1200w');

    answer('DELETE', photoPath, adminProductResponse, { product: { ...product, photoHash: null }, message: msg.photoRemoved });
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    await screen.findByText(msg.photoRemoved);
    expect(shownPhoto(container)).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeVisible();
  });

  it('says the server\'s refusal under the box and keeps the photo it had', async () => {
    const { user, container } = renderApp(<ProductPhotoField product={{ ...product, photoHash: 'old' }} />, { as: anAdmin() });
    refuse('PUT', photoPath, 400, { code: 'VALIDATION_ERROR', message: msg.photoNotAnImage, messageKey: 'photoNotAnImage' });
    await user.upload(fileInput(container), new File(['%PDF-1.7'], 'menu.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(msg.photoNotAnImage);
    expect(shownPhoto(container)?.getAttribute('src')).toBe('/api/photos/old/small.webp');
  });

  it('refuses a file over 10 MB without sending it', async () => {
    const { user, container } = renderApp(<ProductPhotoField product={product} />, { as: anAdmin() });
    await user.upload(fileInput(container), new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(msg.photoTooLarge);
    expect(sentTo('PUT', photoPath)).toEqual([]);
    expect(within(container).getByRole('button', { name: 'Choose a photo' })).toBeEnabled();
  });
});
