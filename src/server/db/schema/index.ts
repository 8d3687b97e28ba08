export * from './profiles.ts';
export * from './auth.ts';
export * from './lounges.ts';
export * from './catalogue.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './ledger.ts';
export * from './settings.ts';
