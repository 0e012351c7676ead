/**
 * The store's two append-only ledgers: a customer's wallet (integer halalas) and their loyalty
 * points (whole points). Every change is an entry with the balance before and after it.
 */
export const LEDGER_KINDS = ['wallet', 'points'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Which way an entry of a reason may move the balance. */
type LedgerDirection = 'credit' | 'debit' | 'either';

export interface LedgerReasonRule {
  /** The ledger the reason belongs to. */
  kind: LedgerKind;
  direction: LedgerDirection;
  /** Whether an entry of this reason may leave the balance below zero. */
  allowsNegative: boolean;
}

/**
 * Every reason an entry can have, with its ledger, its direction and whether it may take the
 * balance below zero (see "Ledgers" in docs/decisions.md for why each is as it is). The database
 * refuses a negative balance for any reason not marked here (a check on `ledger_entries`).
 */
export const LEDGER_REASONS = {
  // Wallet: staff actions of the user's wallet tab (POST admin/wallet/{bonus|refund|adjustment}/{userId}).
  bonus: { kind: 'wallet', direction: 'credit', allowsNegative: false },
  refund: { kind: 'wallet', direction: 'credit', allowsNegative: false },
  adjustment: { kind: 'wallet', direction: 'either', allowsNegative: false },
  // Wallet: the checkout pays from it; a cancelled or rejected order gives it back.
  order_payment: { kind: 'wallet', direction: 'debit', allowsNegative: false },
  order_payment_return: { kind: 'wallet', direction: 'credit', allowsNegative: false },
  // Points: earned on a delivered order, spent at checkout, both undone when the order is undone.
  points_earned: { kind: 'points', direction: 'credit', allowsNegative: false },
  points_redeemed: { kind: 'points', direction: 'debit', allowsNegative: false },
  points_redeemed_return: { kind: 'points', direction: 'credit', allowsNegative: false },
  /** Points earned on an order that is then returned may already be spent: the balance may go below zero. */
  points_earned_reversal: { kind: 'points', direction: 'debit', allowsNegative: true },
  points_adjustment: { kind: 'points', direction: 'either', allowsNegative: false },
} as const satisfies Record<string, LedgerReasonRule>;

export type LedgerReason = keyof typeof LEDGER_REASONS;
export const LEDGER_REASON_KEYS = Object.keys(LEDGER_REASONS) as LedgerReason[];

/** The reasons an entry may take the balance below zero with. */
export const LEDGER_NEGATIVE_REASONS = LEDGER_REASON_KEYS.filter((r) => LEDGER_REASONS[r].allowsNegative);

/** The reasons of one ledger. */
export function ledgerReasonsOf(kind: LedgerKind): LedgerReason[] {
  return LEDGER_REASON_KEYS.filter((r) => LEDGER_REASONS[r].kind === kind);
}

/** Whether a change of `delta` fits the direction of a reason (a zero change fits none). */
export function deltaFitsReason(reason: LedgerReason, delta: number): boolean {
  if (!Number.isInteger(delta) || delta === 0) return false;
  const { direction } = LEDGER_REASONS[reason];
  return direction === 'either' || (direction === 'credit' ? delta > 0 : delta < 0);
}

/** The most an idempotency key may hold (a client's UUID, or a key built from a reference such as `order:12:redeem`). */
export const IDEMPOTENCY_KEY_MAX = 200;
