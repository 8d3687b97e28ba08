import type { MatchExtended, OptionsDictionary, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_MIN, STAFF_PASSWORD_MIN, type Role } from './constants.ts';

/*
 * How easy a new password is to guess (docs/decisions/036): zxcvbn-ts estimates the guesses an attacker needs,
 * with the breached-password list of @zxcvbn-ts/language-common, the words of English, German and French, the
 * person's e-mail and this shop's own words. The server refuses what the rule below refuses; the password forms
 * show the same verdict as a hint while the person types. The word lists are large (about 4 MB of script), so
 * they are imported on the first check and kept for the life of the process or page.
 */

/**
 * The fewest guesses a new password must need: 10^6, the lower bound of zxcvbn's score 2 ("protection from
 * unthrottled online attacks"), counted from 10^6 itself so that a random password of the spec's 6 characters,
 * estimated at exactly 10^6, is still possible (zxcvbn's score 2 starts 5 guesses higher).
 */
export const MIN_PASSWORD_GUESSES = 1e6;

/** Words of this shop that a password built on them would be guessed with first (ASVS's context-specific words). */
export const SHOP_WORDS = ['lounge', 'festival', 'preorder', 'token', 'booking'];

/**
 * Which lists to load: the server always judges with all of them; the web's hint loads the breached passwords
 * only (about 220 KB gzip instead of 1.5 MB), so it may call "fair" a single German word the server refuses.
 */
export type WordLists = 'common' | 'all';

/** Why a password is refused: shorter than the account's role allows, on the common list, built on the person's e-mail, or otherwise too few guesses. */
export type PasswordRefusal = 'tooShort' | 'common' | 'personal' | 'guessable';

/** The verdict: the refusal, if any, and a level for the hint (0 refused, 1 fair, 2 good, 3 strong). */
export type PasswordStrength = { refusal: PasswordRefusal | null; level: 0 | 1 | 2 | 3 };

/**
 * The estimate reads a password's first 32 characters and tries at most 5 readings of its l33t characters ('4' as
 * 'a', '$' as 's'): with the library's defaults (256 and 100) one random 128-character password took 3 s of CPU,
 * with these at most about 60 ms. A longer password is judged by its first 32 characters: whatever follows
 * them only adds guesses.
 */
const ESTIMATED_LENGTH = 32;
const L33T_READINGS = 5;

export const minPasswordLength = (role: Role) => (role === 'user' ? PASSWORD_MIN : STAFF_PASSWORD_MIN);

type Estimator = { zxcvbn: ZxcvbnFactory; common: ReadonlySet<string> };

async function loadEstimator(lists: WordLists): Promise<Estimator> {
  const [{ ZxcvbnFactory }, common, ...languages] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    ...(lists === 'all' ? [import('@zxcvbn-ts/language-en'), import('@zxcvbn-ts/language-de'), import('@zxcvbn-ts/language-fr')] : []),
  ]);
  const dictionary: OptionsDictionary = Object.assign({}, common.dictionary, ...languages.map((language) => language.dictionary), { shopWords: SHOP_WORDS });
  const zxcvbn = new ZxcvbnFactory({
    dictionary,
    graphs: common.adjacencyGraphs,
    maxLength: ESTIMATED_LENGTH,
    l33tMaxSubstitutions: L33T_READINGS,
    // Off (the default), named because it is tempting: it compares the password with every word, 300 to 600 ms a check.
    useLevenshteinDistance: false,
  });
  return { zxcvbn, common: new Set(common.dictionary['passwords-common'].map((word) => word.toLowerCase())) };
}

const estimators = new Map<WordLists, Promise<Estimator>>();

/** The estimator with its lists, loaded once; a failed load (a chunk the network lost) is tried again next time. */
function estimator(lists: WordLists): Promise<Estimator> {
  let loading = estimators.get(lists);
  if (!loading) {
    loading = loadEstimator(lists);
    loading.catch(() => estimators.delete(lists));
    estimators.set(lists, loading);
  }
  return loading;
}

/** The e-mail and its words: 'anna.meier@example.ch' gives the address, 'anna.meier', 'anna', 'meier' and 'example'. */
function wordsOfEmail(email: string): string[] {
  const address = email.toLowerCase();
  const [local = '', domain = ''] = address.split('@');
  return [address, local, ...local.split(/[^\p{L}\p{N}]+/u), domain.split('.')[0] ?? ''].filter((word) => word.length >= 3);
}

const fromList = (match: MatchExtended, name: string) => 'dictionaryName' in match && match.dictionaryName === name;

/** Judges a new password for an account of `role` whose e-mail is `email` (when known). */
export async function passwordStrength(
  password: string,
  account: { role: Role; email?: string },
  lists: WordLists = 'all',
): Promise<PasswordStrength> {
  const refused = (refusal: PasswordRefusal): PasswordStrength => ({ refusal, level: 0 });
  if (password.length < minPasswordLength(account.role)) return refused('tooShort');
  const { zxcvbn, common } = await estimator(lists);
  if (common.has(password.toLowerCase())) return refused('common');
  const { guesses, sequence } = zxcvbn.check(password, account.email ? wordsOfEmail(account.email) : []);
  if (guesses < MIN_PASSWORD_GUESSES) {
    if (sequence.some((match) => fromList(match, 'userInputs'))) return refused('personal');
    return refused(sequence.some((match) => fromList(match, 'passwords-common')) ? 'common' : 'guessable');
  }
  return { refusal: null, level: guesses < 1e8 ? 1 : guesses < 1e10 ? 2 : 3 };
}
