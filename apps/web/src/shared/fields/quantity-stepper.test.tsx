import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFields } from '../test-utils';
import { QuantityStepper } from './quantity-stepper';

const user = userEvent.setup({ delay: null });

describe('QuantityStepper', () => {
  it('steps with named buttons and arrow keys, within the bounds', async () => {
    const view = renderFields(<QuantityStepper name="qty" label={{ text: 'Quantity' }} min={1} max={3} />, { qty: 2 });
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(view.values().qty).toBe(3);
    expect(screen.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(view.values().qty).toBe(3);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(view.values().qty).toBe(1);
    expect(input).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
  });

  it('clamps a typed quantity and shows the kept value when left', async () => {
    const view = renderFields(<QuantityStepper name="qty" label={{ text: 'Quantity' }} min={1} max={10} />, { qty: 1 });
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '250');
    expect(view.values().qty).toBe(10);
    await user.tab();
    expect(input).toHaveValue('10');
  });

  it('accepts Arabic-Indic digits and names its buttons in Arabic', async () => {
    const view = renderFields(
      <QuantityStepper name="qty" label={{ text: 'الكمية' }} min={1} max={20} />,
      { qty: 1 },
      { lang: 'ar' },
    );
    const input = screen.getByRole('spinbutton', { name: 'الكمية' });
    await user.clear(input);
    await user.type(input, '١٢');
    expect(view.values().qty).toBe(12);
    await user.click(screen.getByRole('button', { name: 'زيادة الكمية' }));
    expect(view.values().qty).toBe(13);
    expect(screen.getByRole('button', { name: 'إنقاص الكمية' })).toBeEnabled();
  });
});
