import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { productPhotos, products } from '#server/db/schema/index.ts';
import { PHONE, newPage, screenshot, watchConsole } from './support/browser.ts';
import { expectToast } from './support/flows.ts';
import { checkPhoneLayout } from './support/layout.ts';
import { adminPage } from './support/session.ts';
import { useShopAndBrowser } from './support/suite.ts';

// docs/decisions/047-product-photos.md in the browser, on a phone: the admin chooses a photo in a product's form, the
// shop shows it by its content's address; a file that is not a photo is refused with its text and stores nothing.
const suite = useShopAndBrowser();

const PRODUCT = 'Lager 6-pack';

/** A photo as a phone's file picker hands it over: a JPEG, in landscape. */
const aPhoto = () => sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2a7' } }).jpeg().toBuffer();
const aPdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function storedPhoto() {
  const { db } = suite.shop.database;
  const [product] = await db.select({ id: products.id, photoHash: products.photoHash }).from(products).where(eq(products.name, PRODUCT));
  const [{ photos }] = (await db.select({ photos: count() }).from(productPhotos)) as [{ photos: number }];
  return { hash: product!.photoHash, photos };
}

describe('product photos in the back office', () => {
  it('an admin on a phone chooses a photo that the shop shows; a PDF named .jpg is refused and stores nothing', async () => {
    const admin = await adminPage(suite, PHONE);
    const { page } = admin;
    const errors = watchConsole(page);
    await page.goto('/admin/products');
    await page.getByRole('button', { name: `Edit ${PRODUCT}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit Product' });
    const fileInput = form.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'lager.jpg', mimeType: 'image/jpeg', buffer: await aPhoto() });
    await expectToast(page, msg.photoSaved);
    await form.getByRole('button', { name: 'Replace photo' }).waitFor();

    const { hash, photos } = await storedPhoto();
    // The content's hash, base64url (docs/decisions/047-product-photos.md).
    expect(hash).toMatch(/^[\w-]{16,}$/);
    const inForm = form.locator(`img[src="/api/photos/${hash}/small.webp"]`);
    await expect.poll(() => inForm.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await inForm.scrollIntoViewIfNeeded();
    const layout: string[] = [];
    await checkPhoneLayout(page, 'the product form with its photo', layout);
    expect(layout).toEqual([]);
    await screenshot(page, 'product-photo-form-phone', { fullPage: false });

    await form.getByRole('button', { name: 'Save Product' }).click();
    await expectToast(page, msg.productUpdated);
    await form.waitFor({ state: 'detached' });

    // The shop's grid, signed out on a phone: the photo by its address, loaded once scrolled to (it loads lazily).
    const shop = await newPage(suite.browser, suite.shop.url, PHONE);
    await shop.page.goto('/shop');
    const inShop = shop.page.locator(`img[src="/api/photos/${hash}/small.webp"]`);
    await inShop.scrollIntoViewIfNeeded();
    await expect.poll(() => inShop.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // Back to the top, so that the sticky header is not photographed halfway down the grid.
    await shop.page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(shop.page, 'product-photo-shop-phone');
    await shop.context.close();

    // A PDF renamed .jpg: the server reads what it is, the form says so, and the photo before stays.
    await page.getByRole('button', { name: `Edit ${PRODUCT}` }).click();
    await fileInput.setInputFiles({ name: 'menu.jpg', mimeType: 'image/jpeg', buffer: aPdf });
    await form.getByRole('alert').getByText(msg.photoNotAnImage, { exact: true }).waitFor();
    expect(await storedPhoto()).toEqual({ hash, photos });
    await form.locator(`img[src="/api/photos/${hash}/small.webp"]`).waitFor();
    await form.getByRole('alert').scrollIntoViewIfNeeded();
    await screenshot(page, 'product-photo-refused-phone', { fullPage: false });
    // The refusal's 400 is the one console line the browser writes.
    expect(errors.filter((e) => !e.startsWith('Failed to load resource: the server responded with a status of 400'))).toEqual([]);
    await admin.context.close();
  });
});
