import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

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
