import { describe, expect, it } from 'vitest';
import { deltaFitsReason, LEDGER_KINDS, LEDGER_NEGATIVE_REASONS, LEDGER_REASONS, ledgerReasonsOf } from './ledger';
import {
  canMove,
  isFinalStatus,
  nextStatuses,
  ORDER_MACHINE,
  ORDER_STATUS,
  PRESCRIPTION_MACHINE,
  STATE_MACHINES,
  statusIdOf,
  statusOf,
} from './state-machines';

describe('state machines', () => {
  it.each(Object.values(STATE_MACHINES))(
    '$name: moves join statuses of the machine, each reachable from the start',
    (machine) => {
      const ids = machine.statuses.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toContain(machine.initial);
      expect(Object.keys(machine.moves).map(Number).sort()).toEqual([...ids].sort());
      for (const [from, targets] of Object.entries(machine.moves)) {
        expect(targets).not.toContain(Number(from));
        for (const to of targets) expect(ids).toContain(to);
      }
      for (const status of machine.statuses) {
        expect(status.label.ar.trim()).not.toBe('');
        expect(status.label.en.trim()).not.toBe('');
      }
      const reached = new Set([machine.initial, ...(machine.alsoStartsIn ?? [])]);
      for (let grew = true; grew; ) {
        grew = false;
        for (const from of [...reached])
          for (const to of nextStatuses(machine, from))
            if (!reached.has(to)) {
              reached.add(to);
              grew = true;
            }
      }
      expect([...reached].sort()).toEqual([...ids].sort());
      expect(machine.statuses.some((s) => isFinalStatus(machine, s.id))).toBe(true);
    },
  );

  it("orders keep the spec's ids and labels and follow the delivery flow", () => {
    expect(ORDER_STATUS).toMatchObject({ in_progress: 1, accepted: 2, rejected: 3 });
    expect(statusOf(ORDER_MACHINE, 1)?.label.en).toBe('In progress');
    expect(statusOf(ORDER_MACHINE, 3)?.tone).toBe('cancel');
    const { in_progress, accepted, out_for_delivery, delivered, cancelled, rejected } = ORDER_STATUS;
    expect(canMove(ORDER_MACHINE, in_progress, accepted)).toBe(true);
    expect(canMove(ORDER_MACHINE, accepted, out_for_delivery)).toBe(true);
    expect(canMove(ORDER_MACHINE, out_for_delivery, delivered)).toBe(true);
    expect(canMove(ORDER_MACHINE, in_progress, delivered)).toBe(false);
    expect(canMove(ORDER_MACHINE, delivered, cancelled)).toBe(false);
    expect(canMove(ORDER_MACHINE, accepted, rejected)).toBe(false);
    for (const final of [delivered, rejected, cancelled]) expect(isFinalStatus(ORDER_MACHINE, final)).toBe(true);
  });

  it('prescriptions share the order status list and end once accepted, rejected or cancelled', () => {
    for (const status of PRESCRIPTION_MACHINE.statuses) expect(statusOf(ORDER_MACHINE, status.id)).toEqual(status);
    expect(statusOf(PRESCRIPTION_MACHINE, ORDER_STATUS.delivered)).toBeUndefined();
    expect(canMove(PRESCRIPTION_MACHINE, ORDER_STATUS.in_progress, ORDER_STATUS.accepted)).toBe(true);
    expect(canMove(PRESCRIPTION_MACHINE, ORDER_STATUS.accepted, ORDER_STATUS.out_for_delivery)).toBe(false);
  });

  it('a status field accepts only the ids of its machine', () => {
    const field = statusIdOf(PRESCRIPTION_MACHINE);
    expect(field.parse('2')).toBe(2);
    expect(field.safeParse(5).success).toBe(false);
    expect(field.safeParse('x').success).toBe(false);
  });
});

describe('ledger reasons', () => {
  it('each ledger has its reasons, and only declared ones may go below zero', () => {
    for (const kind of LEDGER_KINDS) expect(ledgerReasonsOf(kind).length).toBeGreaterThan(0);
    expect(ledgerReasonsOf('wallet')).toEqual(expect.arrayContaining(['bonus', 'refund', 'adjustment']));
    expect(LEDGER_NEGATIVE_REASONS).toEqual(['points_earned_reversal']);
    for (const reason of LEDGER_NEGATIVE_REASONS) expect(LEDGER_REASONS[reason].direction).toBe('debit');
  });

  it('a change must fit the direction of its reason', () => {
    expect(deltaFitsReason('bonus', 100)).toBe(true);
    expect(deltaFitsReason('bonus', -100)).toBe(false);
    expect(deltaFitsReason('order_payment', -100)).toBe(true);
    expect(deltaFitsReason('order_payment', 100)).toBe(false);
    expect(deltaFitsReason('adjustment', -1)).toBe(true);
    expect(deltaFitsReason('adjustment', 0)).toBe(false);
    expect(deltaFitsReason('adjustment', 1.5)).toBe(false);
  });
});
