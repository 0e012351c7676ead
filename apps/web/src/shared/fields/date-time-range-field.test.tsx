import { endAfterStart, localDateTime, VALIDATION_MESSAGES } from '@app/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderFields } from '../test-utils';
import { DateTimeRangeField } from './date-time-range-field';

const user = userEvent.setup({ delay: null });
const field = <DateTimeRangeField names={{ from: 'start_date', to: 'end_date' }} label={{ text: 'Offer period' }} />;

describe('DateTimeRangeField', () => {
  it('shows both ends with the month by name and the time, in English and in Arabic', () => {
    const values = { start_date: '2026-12-01 09:30:00', end_date: '2026-12-31 23:00:00' };
    const view = renderFields(field, values);
    expect(screen.getByRole('button', { name: 'Offer period — From' })).toHaveTextContent('1 Dec 2026, 09:30');
    expect(screen.getByRole('button', { name: 'Offer period — To' })).toHaveTextContent('31 Dec 2026, 23:00');
    view.unmount();

    renderFields(
      <DateTimeRangeField names={{ from: 'start_date', to: 'end_date' }} label={{ text: 'مدة العرض' }} />,
      values,
      {
        lang: 'ar',
      },
    );
    expect(screen.getByRole('button', { name: 'مدة العرض — من' })).toHaveTextContent('1 ديسمبر 2026, 09:30');
  });

  it('picks a day for the start and keeps the form value as YYYY-MM-DD HH:mm:ss', async () => {
    const view = renderFields(field, { start_date: '2026-12-01 09:30:00', end_date: null });
    await user.click(screen.getByRole('button', { name: 'Offer period — From' }));
    await user.click(await screen.findByRole('button', { name: '15 December 2026' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(view.values().start_date).toMatch(/^2026-12-15 09:30(:00)?$/);
  });

  it('clears each end to null', async () => {
    const view = renderFields(field, { start_date: '2026-12-01 09:30:00', end_date: '2026-12-02 09:30:00' });
    const clear = screen.getAllByRole('button', { name: /clear|مسح/i });
    await user.click(clear[1]!);
    expect(view.values().end_date).toBeNull();
  });
});

describe('the end after the start (contracts)', () => {
  it('is refused on the end with the shared message', () => {
    const schema = z
      .object({ start_date: localDateTime, end_date: localDateTime })
      .superRefine(endAfterStart('start_date', 'end_date'));
    const result = schema.safeParse({ start_date: '2026-12-02 09:00', end_date: '2026-12-01 09:00' });
    expect(result.error?.issues[0]?.path).toEqual(['end_date']);
    expect(VALIDATION_MESSAGES.en.end_before_start).toBe('The {field} must be after the start.');
    expect(VALIDATION_MESSAGES.ar.end_before_start).toBe('حقل {field} يجب أن يكون بعد وقت البداية.');
  });
});
