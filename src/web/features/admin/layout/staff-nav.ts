import { Boxes, type LucideIcon } from 'lucide-react';
import { paths } from '#web/app/paths.ts';

export type StaffNavItem = { label: string; to: string; icon: LucideIcon };

/** The festival day's pages, for staff and admins (DESIGN §6.15). */
export const staffNav: StaffNavItem[] = [{ label: 'Packing', to: paths.staff.packing, icon: Boxes }];
