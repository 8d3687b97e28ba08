// The registration module's public entry: registration with a booking number, and applications. Other modules import
// only this file, and only what it names (docs/decisions/030-module-boundaries.md).
export { registerWithBooking, submitApplication } from './registration.service.ts';
