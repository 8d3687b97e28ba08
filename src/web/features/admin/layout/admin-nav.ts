import { BarChart3, Boxes, CalendarRange, ClipboardList, LayoutDashboard, Mail, Martini, Package, Settings, Sofa, Truck, Users, Warehouse, type LucideIcon } from 'lucide-react';
import { paths } from '#web/lib/paths.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** `label` is read when the menu renders, so it follows a change of language. */
export type AdminNavItem = { readonly label: string; to: string; icon: LucideIcon; end?: boolean };

/** An entry whose label is looked up in the active language each time it is read. */
const item = (key: string, to: string, icon: LucideIcon, end?: boolean): AdminNavItem => ({
  get label() {
    return t(key);
  },
  to,
  icon,
  ...(end && { end }),
});

export const adminNav: AdminNavItem[] = [
  item('admin.layout.navDashboard', paths.admin.root, LayoutDashboard, true),
  item('admin.layout.navUsers', paths.admin.users, Users),
  item('admin.layout.navLounges', paths.admin.lounges, Sofa),
  item('admin.layout.navProducts', paths.admin.products, Package),
  item('admin.layout.navMixDrinks', paths.admin.mixDrinks, Martini),
  item('admin.layout.navOrders', paths.admin.orders, ClipboardList),
  item('admin.layout.navPacking', paths.admin.packing, Boxes),
  // The runners' page inside the back office layout, so an admin keeps the sidebar.
  item('admin.layout.navDelivery', paths.admin.delivery, Truck),
  item('admin.layout.navReports', paths.admin.reports, BarChart3),
  item('admin.layout.navStock', paths.admin.stock, Warehouse),
  item('admin.layout.navMail', paths.admin.mail, Mail),
  item('admin.layout.navEditions', paths.admin.editions, CalendarRange),
  item('admin.layout.navSettings', paths.admin.settings, Settings),
];
