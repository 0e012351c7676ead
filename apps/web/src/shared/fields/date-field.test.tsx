import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../dates/dates-provider';
import { renderFields } from '../test-utils';
import { DateField, DateRangeField } from './date-field';

const user = userEvent.setup({ delay: null });

describe('DateField', () => {
  it('shows a stored ISO date in English and stores a picked day as YYYY-MM-DD', async () => {
    const view = renderFields(<DateField name="published_on" label={{ text: 'Published on' }} />, {
      published_on: '2025-03-05',
    });
    const input = screen.getByRole('button', { name: 'Published on' });
    expect(input).toHaveTextContent('5 Mar 2025');

    await user.click(input);
    await user.click(await screen.findByRole('button', { name: '18 March 2025' }));
    expect(view.values().published_on).toBe('2025-03-18');
  });

  it('names months in Arabic with Latin digits and starts the week on Sunday', async () => {
    renderFields(
      <DateField name="published_on" label={{ text: 'تاريخ النشر' }} />,
      { published_on: '2025-03-05' },
      { lang: 'ar' },
    );
    const input = screen.getByRole('button', { name: 'تاريخ النشر' });
    expect(input).toHaveTextContent('5 مارس 2025');
    await user.click(input);
    const grid = await screen.findByRole('table');
    const weekdays = within(grid).getAllByRole('columnheader');
    expect(weekdays[0]).toHaveTextContent(/^ح/);
    expect(screen.getByRole('button', { name: 'الشهر التالي' })).toBeInTheDocument();
  });

  it('clears to null rather than an empty string', async () => {
    const view = renderFields(<DateField name="published_on" label={{ text: 'Published on' }} />, {
      published_on: '2025-03-05',
    });
    await user.click(screen.getByRole('button', { name: 'Clear the date' }));
    expect(view.values().published_on).toBeNull();
  });
});

describe('DateRangeField', () => {
  it('stores both ends of the period as ISO dates', async () => {
    const view = renderFields(<DateRangeField names={{ from: 'from', to: 'to' }} label={{ text: 'Period' }} />, {
      from: '2025-03-01',
      to: '2025-03-02',
    });
    await user.click(screen.getByRole('button', { name: 'Period' }));
    await user.click(await screen.findByRole('button', { name: '3 March 2025' }));
    expect(view.values()).toEqual({ from: '2025-03-03', to: null });
    await user.click(screen.getByRole('button', { name: '20 March 2025' }));
    expect(view.values()).toEqual({ from: '2025-03-03', to: '2025-03-20' });
  });
});

describe('isIsoDate', () => {
  it('accepts real calendar days only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-3-5')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});
