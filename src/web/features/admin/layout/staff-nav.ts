import { Boxes, Truck, type LucideIcon } from 'lucide-react';
import { paths } from '#web/lib/paths.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** `label` is read when the tabs render, so it follows a change of language. */
export type StaffNavItem = { readonly label: string; to: string; icon: LucideIcon };

const item = (key: string, to: string, icon: LucideIcon): StaffNavItem => ({
  get label() {
    return t(key);
  },
  to,
  icon,
});

/** The festival day's pages, for staff and admins (docs/product.md#staff-pages-under-staff). */
export const staffNav: StaffNavItem[] = [
  item('admin.layout.navDelivery', paths.staff.delivery, Truck),
  item('admin.layout.navPacking', paths.staff.packing, Boxes),
];
