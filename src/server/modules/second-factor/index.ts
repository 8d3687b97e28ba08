// The second-factor module's public entry (docs/decisions/038): the sign-in's second step, the step-up that actions
// moving tokens ask for, the back office's gate, and the security mail. Other modules import only this file, and
// only what it names (docs/decisions/030-module-boundaries.md).
export { passkeyProofOptions, proveSecondFactor, secondFactorMethods, type SecondFactorProof } from './proofs.service.ts';
export { requireStepUp, secondFactorGate } from './step-up.ts';
export { queueSecurityMail } from './security-mail.ts';
export { removeAllFactors } from './admin-reset.service.ts';
export { relyingPartyAt } from './webauthn.ts';
