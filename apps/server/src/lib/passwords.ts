import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

// ---------------------------------------------------------------------------
// Passwords (argon2id: the library's default algorithm, so `algorithm` is left out)

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as a wrong password, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** A real hash to verify against when the e-mail is unknown, so both paths cost the same. */
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  return dummyHash;
}

// ---------------------------------------------------------------------------
// Guessable passwords

/** zxcvbn's score from which a password is kept: 2 resists an online attack that is throttled. */
const MIN_SCORE = 2;

let estimator: ZxcvbnFactory | undefined;

/**
 * Whether a password is among the most common ones or as easy to guess (zxcvbn-ts with its common
 * dictionary: the passwords of public breach lists, keyboard walks, sequences, dates and
 * repetitions), counting what the person typed elsewhere on the form (a name, a mobile, an e-mail)
 * as known to an attacker. `12345678a`, `password1` and `Qwerty123` are refused.
 */
export function isGuessable(password: string, userInputs: readonly string[] = []): boolean {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  // A long password is never cheap to guess, and zxcvbn's cost grows with its length.
  if (password.length > 64) return false;
  const inputs = userInputs
    .flatMap((input) => [input, ...input.split(/[\s@.+-]+/)])
    .filter((input) => input.length >= 3);
  return estimator.check(password, inputs).score < MIN_SCORE;
}
