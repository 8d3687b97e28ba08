// Vitest setup (vitest.config.ts) of the API and browser tests, whose servers run in the test's own process: each
// password is hashed with the least work argon2id allows (see hashCheaplyInTests). Server processes that tests
// start (server-process.ts) and src/server/crypto/passwords.test.ts hash as the shop does.
import { hashCheaplyInTests } from '#server/crypto/passwords.ts';

hashCheaplyInTests();
