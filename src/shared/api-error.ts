/**
 * Every error code the API sends, in one place: the server throws with these and the web decides by
 * them. A code is the contract; the English `message` beside it is for people and may change.
 */
export const ERROR_CODES = {
  // Any route
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
  wrongAddress: 'WRONG_ADDRESS',
  /** A step of registration or a lounge claim failed on the server; the message names the step. */
  stepFailed: 'STEP_FAILED',

  // Accounts
  accountLocked: 'ACCOUNT_LOCKED',
  /** A session that already holds its live-update streams (GET /api/events) asked for one more. */
  liveStreamsExhausted: 'LIVE_STREAMS_EXHAUSTED',
  currentPasswordWrong: 'CURRENT_PASSWORD_WRONG',
  /** An account whose password the server generated: the back office answers this until a new one is set. */
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  resetTokenInvalid: 'RESET_TOKEN_INVALID',
  /** The code, recovery code or passkey given as a second factor did not verify. */
  secondFactorInvalid: 'SECOND_FACTOR_INVALID',
  /** An admin (or staff, by setting) without a second factor: the back office answers this until one is added. */
  secondFactorSetupRequired: 'SECOND_FACTOR_SETUP_REQUIRED',
  /** An action that moves tokens needs a second-factor proof from the last 15 minutes; details.methods says which. */
  stepUpRequired: 'STEP_UP_REQUIRED',
  emailTaken: 'EMAIL_TAKEN',
  bookingInvalid: 'BOOKING_INVALID',
  bookingTransferred: 'BOOKING_TRANSFERRED',

  // Shop and orders
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  userNotFound: 'USER_NOT_FOUND',
  productUnavailable: 'PRODUCT_UNAVAILABLE',
  /** A file sent is larger than its route takes (a product photo over PHOTO_MAX_BYTES). */
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  mixDrinkUnavailable: 'MIX_DRINK_UNAVAILABLE',
  priceChanged: 'PRICE_CHANGED',
  loungeNotAssigned: 'LOUNGE_NOT_ASSIGNED',
  invalidMixDrinks: 'INVALID_MIX_DRINKS',
  preorderClosed: 'PREORDER_CLOSED',
  alreadyAssigned: 'ALREADY_ASSIGNED',
  /** Not enough units of a product for a day; details name productId, product, day and left. */
  outOfStock: 'OUT_OF_STOCK',
  /** The guest's maximum of a product for a day would be exceeded; details name max and already. */
  guestLimitReached: 'GUEST_LIMIT_REACHED',
  /** "Notify me" on a product and day that still has units (docs/decisions/046); details name productId and day. */
  notSoldOut: 'NOT_SOLD_OUT',
  /** A guest's cancel or change after the order's edition's cutoff (docs/decisions/044); details carry contactEmail. */
  orderChangeClosed: 'ORDER_CHANGE_CLOSED',
  /** The shop settings do not let guests cancel, or change, their orders; details carry contactEmail. */
  guestChangesOff: 'GUEST_CHANGES_OFF',
  /** A change names a line that is not the order's. */
  orderLineNotFound: 'ORDER_LINE_NOT_FOUND',

  // Payments
  unknownPackage: 'UNKNOWN_PACKAGE',
  paymentProviderError: 'PAYMENT_PROVIDER_ERROR',
  /** Neither Stripe nor the demo page: the shop takes no card payments (docs/operations.md#payments). */
  cardPaymentsNotConfigured: 'CARD_PAYMENTS_NOT_CONFIGURED',
  /** Pre-orders are closed (and no later edition is open): no new payment; one started before is still credited. */
  tokenSalesClosed: 'TOKEN_SALES_CLOSED',
  paymentNotOpen: 'PAYMENT_NOT_OPEN',
  webhookSignatureInvalid: 'WEBHOOK_SIGNATURE_INVALID',

  // Back office
  invalidStatusTransition: 'INVALID_STATUS_TRANSITION',
  orderNotRefundable: 'ORDER_NOT_REFUNDABLE',
  userInactive: 'USER_INACTIVE',
  loungeTaken: 'LOUNGE_TAKEN',
  tokensTransferred: 'TOKENS_TRANSFERRED',
  notAssigned: 'NOT_ASSIGNED',
  notAnApplication: 'NOT_AN_APPLICATION',
  applicationHasHistory: 'APPLICATION_HAS_HISTORY',
  mailNotFailed: 'MAIL_NOT_FAILED',
  /** A scheduled reminder that already ran or was cancelled. */
  reminderNotScheduled: 'REMINDER_NOT_SCHEDULED',
  /** A stock limit below the units already sold; details carry sold. */
  stockBelowSold: 'STOCK_BELOW_SOLD',
  ownRole: 'OWN_ROLE',
  notDeliverable: 'NOT_DELIVERABLE',
  deliveryUndoExpired: 'DELIVERY_UNDO_EXPIRED',
  /** Refunding a delivered order without the second confirmation (body `confirmDelivered: true`). */
  refundDeliveredUnconfirmed: 'REFUND_DELIVERED_UNCONFIRMED',
  /** A write to an edition that is closed (read-only); details carry the edition's name. */
  editionClosed: 'EDITION_CLOSED',
  /** An edition opened or closed from a state that does not allow it. */
  editionState: 'EDITION_STATE',
  editionNameTaken: 'EDITION_NAME_TAKEN',
  /** A cart line for a lounge of another edition than the current one. */
  loungeOfOtherEdition: 'LOUNGE_OF_OTHER_EDITION',
  /** A product the edition leaves out of its shop; details carry productId and the edition's name. */
  productNotOffered: 'PRODUCT_NOT_OFFERED',
  // Deleting an account (docs/decisions/041)
  /** The guest still holds tokens and did not give them up; details carry tokens. */
  balanceLeft: 'BALANCE_LEFT',
  pendingOrders: 'PENDING_ORDERS',
  notAGuest: 'NOT_A_GUEST',
  /** Tokens cannot move on a deleted guest's account. */
  accountDeleted: 'ACCOUNT_DELETED',
  // Payouts (docs/decisions/040-payouts.md)
  /** No payout window is open (none, or its last day passed). */
  payoutWindowClosed: 'PAYOUT_WINDOW_CLOSED',
  /** The guest chose a payout or a donation in this window already; details carry the choice. */
  payoutAlreadyChosen: 'PAYOUT_ALREADY_CHOSEN',
  /** Fewer payable tokens than the window's minimum; details carry payableTokens and minimumTokens. */
  payoutBelowMinimum: 'PAYOUT_BELOW_MINIMUM',
  /** The window names no cause: nothing can be donated. */
  noDonationCause: 'NO_DONATION_CAUSE',
  /** A payout window for an edition that is not closed yet. */
  editionNotClosed: 'EDITION_NOT_CLOSED',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
