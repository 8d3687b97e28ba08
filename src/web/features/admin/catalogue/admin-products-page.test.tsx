import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { LOUNGE_DAYS } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { messageResponse } from '#shared/schemas/auth.ts';
import { adminProductResponse, adminProductsResponse, type AdminProduct } from '#shared/schemas/admin-catalogue.ts';
import { editionsResponse } from '#shared/schemas/editions.ts';
import { adminStockResponse, type AdminStockRow } from '#shared/schemas/stock.ts';
import { answer, refuse, sentTo } from '#web/testing/fake-api.ts';
import { anAdmin, anAdminProduct, anEdition } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { AdminProductsPage } from './admin-products-page.tsx';

const saved = (product: AdminProduct) => ({ product, message: 'ok' });

/** The page for the current edition, or for `edition` as the switcher names it in the address. */
function showPage(products: AdminProduct[], edition?: { id: string }) {
  const path = edition ? `/admin/products?edition=${edition.id}` : '/admin/products';
  answer('GET', path, adminProductsResponse, { products });
  return renderApp(<AdminProductsPage />, { as: anAdmin(), path });
}

/** The stock page's rows of every day (of the current edition, or `edition`), as the product form reads them before an edit. */
function answerStock(rows: Partial<Record<(typeof LOUNGE_DAYS)[number], Omit<AdminStockRow, 'day'>>>, edition?: { id: string }) {
  for (const day of LOUNGE_DAYS) {
    const row = rows[day];
    answer('GET', `/admin/stock?day=${day}${edition ? `&edition=${edition.id}` : ''}`, adminStockResponse, { day, rows: row ? [{ ...row, day }] : [] });
  }
}

const table = async () => within(await screen.findByRole('region', { name: 'Products' }));
const rowOf = async (name: string) => within((await (await table()).findByText(name)).closest('tr')!);

type User = ReturnType<typeof showPage>['user'];

/** Opens the edit form of `product` from its row. */
async function openEdit(user: User, product: AdminProduct) {
  await user.click((await rowOf(product.name)).getByRole('button', { name: `Edit ${product.name}` }));
  return screen.findByRole('dialog', { name: 'Edit Product' });
}

/** Saves the open form as the server accepts it (for `edition` when named in the address); what the page sent. */
async function saveEdit(user: User, form: HTMLElement, product: AdminProduct, edition?: { id: string }) {
  const path = `/admin/products/${product.id}${edition ? `?edition=${edition.id}` : ''}`;
  answer('PUT', path, adminProductResponse, saved(product));
  await user.click(within(form).getByRole('button', { name: 'Save Product' }));
  await screen.findByText(msg.productUpdated);
  return sentTo('PUT', path);
}

describe('Products page', () => {
  it('adds a product: refuses a missing price and an http picture, offers the category types by name, sends the product', async () => {
    const { user } = showPage([]);
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    const form = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.type(within(form).getByLabelText('Name'), 'Aperol Spritz Kit');
    await user.type(within(form).getByLabelText('Image URL (optional)'), 'http://img.example/spritz.png');
    await user.click(within(form).getByRole('button', { name: 'Add Product' }));
    expect(await within(form).findByText(msg.invalidTokenPrice)).toBeVisible();
    expect(within(form).getByText(msg.imageUrlNotHttps)).toBeVisible();
    expect(sentTo('POST', '/admin/products')).toEqual([]);

    const type = within(form).getByLabelText('Category type');
    expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual(['Other', 'Bottle', 'Beer', 'Sparkling', 'Water', 'Wine', 'Rosé']);
    await user.type(within(form).getByLabelText('Token price'), '55');
    await user.clear(within(form).getByLabelText('Image URL (optional)'));
    await user.selectOptions(type, 'Bottle');
    await user.clear(within(form).getByLabelText('Max mix choices'));
    await user.type(within(form).getByLabelText('Max mix choices'), '2');
    await user.type(within(form).getByLabelText('Saturday stock'), '24');
    answer('POST', '/admin/products', adminProductResponse, saved(anAdminProduct()), 201);
    await user.click(within(form).getByRole('button', { name: 'Add Product' }));

    await screen.findByText(msg.productCreated);
    expect(sentTo('POST', '/admin/products')).toEqual([
      {
        name: 'Aperol Spritz Kit',
        description: '',
        tokenPrice: 55,
        category: null,
        categoryType: 'bottle',
        maxMixChoices: 2,
        imageUrl: null,
        stock: [
          { day: 'Thursday', quantity: null, maxPerGuest: null },
          { day: 'Friday', quantity: null, maxPerGuest: null },
          { day: 'Saturday', quantity: 24, maxPerGuest: null },
        ],
        translations: null,
      },
    ]);
  });

  it('shows category, type with its mix drinks, price and whether each product is on sale', async () => {
    showPage([
      anAdminProduct({ name: 'Aperol Spritz Kit', categoryType: 'bottle', maxMixChoices: 2, tokenPrice: 55 }),
      anAdminProduct({ name: 'Whispering Angel Rosé 75cl', category: 'Wine', categoryType: 'rose', isActive: false }),
    ]);
    const kit = await rowOf('Aperol Spritz Kit');
    expect(kit.getByText('Uncategorized')).toBeVisible();
    expect(kit.getByText('Bottle')).toBeVisible();
    expect(kit.getByText('+2 mix drinks')).toBeVisible();
    expect(kit.getByText('Active')).toBeVisible();
    expect(kit.getByRole('cell', { name: '55 tokens' })).toBeVisible();
    const rose = await rowOf('Whispering Angel Rosé 75cl');
    expect(rose.getByText('Rosé')).toBeVisible();
    expect(rose.getByText('Inactive')).toBeVisible();
  });

  it("edits a product in a form filled with its values and its stock, once the stock is known", async () => {
    const rose = anAdminProduct({ name: 'Whispering Angel Rosé 75cl', categoryType: 'rose', tokenPrice: 55, category: 'Wine' });
    answerStock({ Saturday: { productId: rose.id, name: rose.name, isActive: true, quantity: 2, maxPerGuest: 1, sold: 0, left: 2, waiting: 0 } });
    const { user } = showPage([rose]);
    const form = await openEdit(user, rose);
    expect(await within(form).findByLabelText('Token price')).toHaveValue(55);
    expect(within(form).getByLabelText('Category type')).toHaveDisplayValue('Rosé');
    expect(within(form).getByLabelText('Saturday stock')).toHaveValue(2);
    expect(within(form).getByLabelText('Friday stock')).toHaveValue(null);

    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Whispering Angel Magnum');
    await user.type(within(form).getByLabelText('Category (optional)'), ' Rosé');
    expect(await saveEdit(user, form, rose)).toEqual([
      expect.objectContaining({
        name: 'Whispering Angel Magnum',
        category: 'Wine Rosé',
        tokenPrice: 55,
        categoryType: 'rose',
        stock: [
          { day: 'Thursday', quantity: null, maxPerGuest: null },
          { day: 'Friday', quantity: null, maxPerGuest: null },
          { day: 'Saturday', quantity: 2, maxPerGuest: 1 },
        ],
      }),
    ]);
  });

  it('says why a stock below what is sold is refused, with the figure, and keeps the form open', async () => {
    const prosecco = anAdminProduct({ name: 'Prosecco DOC 75cl' });
    answerStock({ Saturday: { productId: prosecco.id, name: prosecco.name, isActive: true, quantity: 2, maxPerGuest: null, sold: 2, left: 0, waiting: 0 } });
    const { user } = showPage([prosecco]);
    const form = await openEdit(user, prosecco);
    const saturday = await within(form).findByLabelText('Saturday stock');
    await user.clear(saturday);
    await user.type(saturday, '1');
    const message = msg.stockBelowSold({ product: prosecco.name, day: 'Saturday', sold: 2 });
    refuse('PUT', `/admin/products/${prosecco.id}`, 409, {
      code: 'CONFLICT',
      message,
      messageKey: 'stockBelowSold',
      params: { product: prosecco.name, day: 'Saturday', sold: 2 },
    });
    await user.click(within(form).getByRole('button', { name: 'Save Product' }));
    await screen.findByText(message);
    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toBeVisible();
  });

  it("switches a product's offer in the edition on screen, by keyboard too, and says so (docs/decisions/031)", async () => {
    const next = anEdition({ name: 'Festival 2027', state: 'preparing', isCurrent: false });
    answer('GET', '/admin/editions', editionsResponse, { editions: [next, anEdition()] });
    const gin = anAdminProduct({ name: 'Hendrick’s Gin 70cl' });
    const rose = anAdminProduct({ name: 'Whispering Angel Rosé 75cl', offered: false });
    const { user } = showPage([gin, rose], next);
    const products = await table();
    expect(await products.findByRole('columnheader', { name: 'Offered in Festival 2027' })).toBeVisible();
    const ginSwitch = products.getByRole('switch', { name: `${gin.name} offered in Festival 2027` });
    expect(ginSwitch).toBeChecked();
    expect(products.getByRole('switch', { name: `${rose.name} offered in Festival 2027` })).not.toBeChecked();

    const path = `/admin/products/${gin.id}/offered?edition=${next.id}`;
    answer('PUT', path, adminProductResponse, saved({ ...gin, offered: false }));
    answer('GET', `/admin/products?edition=${next.id}`, adminProductsResponse, { products: [{ ...gin, offered: false }, rose] });
    ginSwitch.focus();
    await user.keyboard(' ');
    await screen.findByText(msg.productLeftOut({ product: gin.name, edition: 'Festival 2027' }));
    expect(sentTo('PUT', path)).toEqual([{ offered: false }]);
    await waitFor(() => expect(products.getByRole('switch', { name: `${gin.name} offered in Festival 2027` })).not.toBeChecked());
  });

  it("shows a closed edition's offer and stock without changing them, while the product itself can still be edited", async () => {
    const closed = anEdition({ name: 'Festival 2025', state: 'closed', isCurrent: false });
    answer('GET', '/admin/editions', editionsResponse, { editions: [anEdition(), closed] });
    const gin = anAdminProduct({ name: 'Hendrick’s Gin 70cl' });
    answerStock({ Friday: { productId: gin.id, name: gin.name, isActive: true, quantity: 6, maxPerGuest: null, sold: 6, left: 0, waiting: 0 } }, closed);
    const { user } = showPage([gin], closed);
    expect(await (await table()).findByRole('switch', { name: `${gin.name} offered in Festival 2025` })).toBeDisabled();

    const form = await openEdit(user, gin);
    expect(await within(form).findByLabelText('Friday stock')).toHaveValue(6);
    expect(within(form).getByLabelText('Friday stock')).toBeDisabled();
    expect(await saveEdit(user, form, gin, closed)).toEqual([expect.not.objectContaining({ stock: expect.anything() })]);
  });

  it('sets no stock for a product the edition leaves out, and says why, while the product itself can be edited', async () => {
    const next = anEdition({ name: 'Festival 2027', state: 'preparing', isCurrent: false });
    answer('GET', '/admin/editions', editionsResponse, { editions: [next, anEdition()] });
    const rose = anAdminProduct({ name: 'Whispering Angel Rosé 75cl', offered: false });
    answerStock({}, next);
    const { user } = showPage([rose], next);

    const form = await openEdit(user, rose);
    expect(await within(form).findByLabelText('Friday stock')).toBeDisabled();
    expect(within(form).getByText('Not offered in Festival 2027: no stock limits there. Offer it again to set them.')).toBeVisible();
    expect(await saveEdit(user, form, rose, next)).toEqual([expect.not.objectContaining({ stock: expect.anything() })]);
  });

  it('asks before deleting a product, then deactivates it', async () => {
    const kit = anAdminProduct({ name: 'Aperol Spritz Set' });
    const { user } = showPage([kit]);
    await user.click((await rowOf(kit.name)).getByRole('button', { name: 'Delete Aperol Spritz Set' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Product' });
    expect(confirm).toHaveTextContent(msg.confirmDeleteProduct);
    answer('DELETE', `/admin/products/${kit.id}`, messageResponse, { message: 'ok' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText(msg.productDeactivated);
    expect(sentTo('DELETE', `/admin/products/${kit.id}`)).toHaveLength(1);
  });
});

describe('Products page: German and French texts (docs/decisions/045)', () => {
  const translationsSection = (form: HTMLElement) => within(form).getByText('Translations').closest('details')!;

  it('adds a product with some texts translated: the section opens on demand, and only what was typed is sent', async () => {
    const { user } = showPage([]);
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    const form = await screen.findByRole('dialog', { name: 'Add Product' });
    // A new product has none: the section starts closed, and says an empty field shows the English.
    expect(translationsSection(form).open).toBe(false);
    await user.click(within(form).getByText('Translations'));
    expect(translationsSection(form).open).toBe(true);
    expect(within(form).getByText('Guests who read German or French see these texts. A field left empty shows them the English.')).toBeVisible();
    expect(within(form).getByRole('group', { name: 'German' })).toHaveAttribute('lang', 'de');

    await user.type(within(form).getByLabelText('Name'), 'Elderflower Spritz');
    await user.type(within(form).getByLabelText('Token price'), '30');
    await user.type(within(form).getByLabelText('German name'), '  Holunderblüten-Spritz ');
    await user.type(within(form).getByLabelText('German category'), 'Aperitifs');
    await user.type(within(form).getByLabelText('French description'), 'Sureau et prosecco');
    answer('POST', '/admin/products', adminProductResponse, saved(anAdminProduct()), 201);
    await user.click(within(form).getByRole('button', { name: 'Add Product' }));
    await screen.findByText(msg.productCreated);
    expect(sentTo('POST', '/admin/products')).toEqual([
      expect.objectContaining({
        name: 'Elderflower Spritz',
        translations: { de: { name: 'Holunderblüten-Spritz', category: 'Aperitifs' }, fr: { description: 'Sureau et prosecco' } },
      }),
    ]);
  });

  it('edits a translated product in an open section filled with its texts, and clearing them all sends none', async () => {
    const gin = anAdminProduct({ name: 'Gin', translations: { de: { name: 'Wacholder-Gin' }, fr: { name: 'Gin au genièvre', description: 'Sec' } } });
    answerStock({});
    const { user } = showPage([gin]);
    const form = await openEdit(user, gin);
    await within(form).findByLabelText('Token price');
    expect(translationsSection(form).open).toBe(true);
    expect(within(form).getByLabelText('German name')).toHaveValue('Wacholder-Gin');
    expect(within(form).getByLabelText('German description')).toHaveValue('');
    expect(within(form).getByLabelText('French name')).toHaveValue('Gin au genièvre');
    expect(within(form).getByLabelText('French description')).toHaveValue('Sec');

    for (const label of ['German name', 'French name', 'French description']) await user.clear(within(form).getByLabelText(label));
    expect(await saveEdit(user, form, gin)).toEqual([expect.objectContaining({ name: 'Gin', translations: null })]);
  });

  it('refuses a translated name longer than the English may be, under its field, and sends nothing', async () => {
    const { user } = showPage([]);
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    const form = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.click(within(form).getByText('Translations'));
    await user.type(within(form).getByLabelText('Name'), 'Gin');
    await user.type(within(form).getByLabelText('Token price'), '30');
    const french = within(form).getByLabelText('French name');
    await user.click(french);
    await user.paste('x'.repeat(201));
    await user.click(within(form).getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(french).toHaveAttribute('aria-invalid', 'true'));
    expect(sentTo('POST', '/admin/products')).toEqual([]);
  });
});
