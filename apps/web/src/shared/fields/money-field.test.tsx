import { money } from '@app/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFields } from '../test-utils';
import { MoneyField } from './money-field';

const user = userEvent.setup({ delay: null });

describe('MoneyField', () => {
  it("shows an answer's decimal riyals with a thousands separator and SAR in English", () => {
    renderFields(<MoneyField name="price" label={{ text: 'Price' }} />, { price: '1234.50' });
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveValue('1,234.50');
    expect(screen.getByText('SAR')).toBeInTheDocument();
  });

  it('keeps the decimal riyals the API takes in the form while riyals are typed', async () => {
    const view = renderFields(<MoneyField name="price" label={{ text: 'Price' }} />, { price: null });
    const input = screen.getByRole('textbox', { name: 'Price' });
    await user.type(input, '19.99');
    expect(view.values().price).toBe('19.99');
    // What the form sends is what the contract's money schema reads: 1999 halalas, not 1999 riyals.
    expect(money.parse(view.values().price)).toBe(1999);
    await user.clear(input);
    expect(view.values().price).toBeNull();
    await user.type(input, '1234.5');
    expect(view.values().price).toBe('1234.50');
    expect(money.parse(view.values().price)).toBe(123450);
  });

  it('does not accept a minus sign', async () => {
    const view = renderFields(<MoneyField name="price" label={{ text: 'Price' }} />, { price: null });
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '-5');
    expect(view.values().price).toBe('5.00');
  });

  it('follows a value set from outside and shows the riyal abbreviation in Arabic', () => {
    const view = renderFields(<MoneyField name="price" label={{ text: 'السعر' }} />, { price: '0.00' }, { lang: 'ar' });
    expect(screen.getByText('ر.س')).toBeInTheDocument();
    act(() => view.form().setValue('price', '19.99'));
    expect(screen.getByRole('textbox', { name: 'السعر' })).toHaveValue('19.99');
  });
});
