import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { withAdminCatalogue } from '#web/lib/i18n/area-catalogues.ts';
import { paths } from '#web/lib/paths.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { lazyNamed as named } from '#web/lib/lazy-component.tsx';

// Split out like the admin area: guests never download it.
const StaffLayout = named(() => withAdminCatalogue(import('#web/features/admin/layout/staff-layout.tsx')), (m) => m.StaffLayout);
const DeliveryPage = named(() => import('#web/features/admin/delivery/delivery-page.tsx'), (m) => m.DeliveryPage);
const AdminPackingPage = named(() => import('#web/features/admin/packing/admin-packing-page.tsx'), (m) => m.AdminPackingPage);

/** Children of the RequireStaff guard: the festival day's pages, the same ones admins reach from the back office. */
export const staffRoutes: RouteObject[] = [
  {
    element: (
      <Suspense fallback={<Spinner className="py-16" />}>
        <StaffLayout />
      </Suspense>
    ),
    children: [
      { index: true, element: <Navigate to={paths.staff.delivery} replace /> },
      { path: paths.staff.delivery, element: <DeliveryPage /> },
      { path: paths.staff.packing, element: <AdminPackingPage /> },
    ],
  },
];
