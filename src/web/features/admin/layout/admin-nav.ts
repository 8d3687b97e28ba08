import { BarChart3, Boxes, CalendarRange, ClipboardList, LayoutDashboard, Mail, Martini, Package, Settings, ShieldCheck, Sofa, Truck, Users, Warehouse, type LucideIcon } from 'lucide-react';
import { paths } from '#web/lib/paths.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/**
 * `label` is read when the menu renders, so it follows a change of language. `byEdition`: the page shows one festival
 * edition's data and offers the edition switcher (docs/decisions/031).
 */
export type AdminNavItem = { readonly label: string; to: string; icon: LucideIcon; end?: boolean; byEdition?: boolean };

/** An entry whose label is looked up in the active language each time it is read. */
const item = (key: string, to: string, icon: LucideIcon, options: { end?: boolean; byEdition?: boolean } = {}): AdminNavItem => ({
  get label() {
    return t(key);
  },
  to,
  icon,
  ...options,
});

export const adminNav: AdminNavItem[] = [
  item('admin.layout.navDashboard', paths.admin.root, LayoutDashboard, { end: true, byEdition: true }),
  item('admin.layout.navUsers', paths.admin.users, Users),
  item('admin.layout.navLounges', paths.admin.lounges, Sofa, { byEdition: true }),
  item('admin.layout.navProducts', paths.admin.products, Package, { byEdition: true }),
  item('admin.layout.navMixDrinks', paths.admin.mixDrinks, Martini),
  item('admin.layout.navOrders', paths.admin.orders, ClipboardList, { byEdition: true }),
  item('admin.layout.navPacking', paths.admin.packing, Boxes, { byEdition: true }),
  // The runners' page inside the back office layout, so an admin keeps the sidebar.
  item('admin.layout.navDelivery', paths.admin.delivery, Truck, { byEdition: true }),
  item('admin.layout.navReports', paths.admin.reports, BarChart3, { byEdition: true }),
  item('admin.layout.navStock', paths.admin.stock, Warehouse, { byEdition: true }),
  item('admin.layout.navMail', paths.admin.mail, Mail, { byEdition: true }),
  item('admin.layout.navEditions', paths.admin.editions, CalendarRange),
  item('admin.layout.navSettings', paths.admin.settings, Settings),
  item('admin.layout.navSecurityLog', paths.admin.securityLog, ShieldCheck),
];
