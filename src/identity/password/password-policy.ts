import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;

/**
 * The zxcvbn score (0 to 4) a password needs: 3, which zxcvbn calls "safely unguessable" (at least
 * 10^8 guesses; docs/decisions.md#password-strength).
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * The estimator reads this much of a password: its time grows quickly with the length, and a prefix is
 * never stronger than the whole (docs/decisions.md#password-strength).
 */
const ESTIMATED_PREFIX = 64;

/**
 * zxcvbn with the common-password, diceware and English dictionaries and the keyboard layouts, built
 * on the first password checked, with eight l33t substitutions (docs/decisions.md#password-strength).
 */
let estimator: ZxcvbnFactory | null = null;
function passwordEstimator(): ZxcvbnFactory {
  if (estimator) return estimator;
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded on first use, see above */
  const { ZxcvbnFactory } = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
  const common = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  const english = require('@zxcvbn-ts/language-en') as typeof import('@zxcvbn-ts/language-en');
  /* eslint-enable @typescript-eslint/no-require-imports */
  estimator = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    maxLength: ESTIMATED_PREFIX,
    l33tMaxSubstitutions: 8,
  });
  return estimator;
}

/**
 * The reasons a password is refused (empty when it is acceptable): a length out of bounds, the
 * email itself, or a strength estimate under MIN_PASSWORD_SCORE (common passwords, words with
 * predictable substitutions, keyboard walks, dates, the email's parts), saying the estimator's why.
 */
export function passwordProblems(password: string, email?: string): string[] {
  if (password.length < MIN_PASSWORD_LENGTH) return [`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`];
  if (password.length > MAX_PASSWORD_LENGTH) return [`The password must have at most ${MAX_PASSWORD_LENGTH} characters.`];
  if (email && password.toLowerCase() === email.toLowerCase()) return ['The password must not be the email address.'];
  const estimate = passwordEstimator().check(password, email ? partsOfEmail(email) : []);
  if (estimate.score >= MIN_PASSWORD_SCORE) return [];
  const why = estimate.feedback.warning ?? 'It would be guessed too soon.';
  return [`The password is too easy to guess: ${why} ${estimate.feedback.suggestions.join(' ')}`.trim()];
}

/** What a password made of the email would be made of: the address, its name, and the name's words. */
function partsOfEmail(email: string): string[] {
  const name = email.split('@')[0];
  return [email, name, name.replace(/[^\p{L}\p{N}]/gu, ''), ...name.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3)];
}
