import { BarChart3, Boxes, ClipboardList, LayoutDashboard, Mail, Martini, Package, Settings, Sofa, Truck, Users, Warehouse, type LucideIcon } from 'lucide-react';
import { paths } from '#web/app/paths.ts';

export type AdminNavItem = { label: string; to: string; icon: LucideIcon; end?: boolean };

export const adminNav: AdminNavItem[] = [
  { label: 'Dashboard', to: paths.admin.root, icon: LayoutDashboard, end: true },
  { label: 'Users', to: paths.admin.users, icon: Users },
  { label: 'Lounges', to: paths.admin.lounges, icon: Sofa },
  { label: 'Products', to: paths.admin.products, icon: Package },
  { label: 'Mix Drinks', to: paths.admin.mixDrinks, icon: Martini },
  { label: 'Orders', to: paths.admin.orders, icon: ClipboardList },
  { label: 'Packing', to: paths.admin.packing, icon: Boxes },
  // The staff page, in the staff layout: admins run deliveries on the same screen as the runners.
  { label: 'Delivery', to: paths.staff.delivery, icon: Truck },
  { label: 'Reports', to: paths.admin.reports, icon: BarChart3 },
  { label: 'Stock', to: paths.admin.stock, icon: Warehouse },
  { label: 'Mail', to: paths.admin.mail, icon: Mail },
  { label: 'Settings', to: paths.admin.settings, icon: Settings },
];
