/** Every route the app knows, in one place (docs/product.md#route-table, #pages-we-added, #staff-pages). */
export const paths = {
  home: '/',
  login: '/login',
  resetPassword: '/reset-password',
  shop: '/shop',
  cart: '/cart',
  orders: '/orders',
  tokens: '/tokens',
  /** "Your sessions": where the account is signed in (docs/product.md#accounts-and-sessions). */
  sessions: '/account/sessions',
  /** "Security": the second factors of one's account (docs/decisions/038-second-factor.md). */
  security: '/account/security',
  /** Push messages on this device (docs/decisions/043-web-push.md). */
  notifications: '/account/notifications',
  /** "Your data": download it, delete the account (docs/decisions/041, 048). */
  yourData: '/account/data',
  /** Shown once an account has been deleted, to the person now signed out (docs/decisions/048). */
  accountDeleted: '/account/deleted',
  demoPayment: '/pay/demo/:paymentId',
  admin: {
    root: '/admin',
    users: '/admin/users',
    user: '/admin/users/:userId',
    lounges: '/admin/lounges',
    products: '/admin/products',
    mixDrinks: '/admin/mix-drinks',
    orders: '/admin/orders',
    packing: '/admin/packing',
    delivery: '/admin/delivery',
    reports: '/admin/reports',
    stock: '/admin/stock',
    mail: '/admin/mail',
    settings: '/admin/settings',
    editions: '/admin/editions',
    securityLog: '/admin/security-log',
  },
  /** The festival day's pages, for staff and admins (docs/product.md#staff-pages-under-staff). */
  staff: {
    root: '/staff',
    packing: '/staff/packing',
    delivery: '/staff/delivery',
  },
} as const;

/** One guest's page in the back office. */
export const adminUserPath = (userId: string) => paths.admin.user.replace(':userId', encodeURIComponent(userId));

export const loginPath = (mode: 'signin' | 'register' = 'signin') =>
  mode === 'register' ? `${paths.login}?mode=register` : paths.login;
