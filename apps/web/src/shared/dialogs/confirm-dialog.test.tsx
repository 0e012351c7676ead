import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { cleanNotifications, deferred, renderWithProviders } from '../test-utils';
import { type ConfirmOptions, useConfirm } from './confirm-dialog';

// No pause between keystrokes: the forms re-render on each one and the suite runs on busy machines.
const user = userEvent.setup({ delay: null });

function DeleteButton({ onConfirm }: { onConfirm(): Promise<unknown> | unknown }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <Button
        onClick={() =>
          confirm({ message: 'Are you sure you want to delete the user?', confirmLabel: 'Delete', onConfirm })
        }
      >
        Remove
      </Button>
      {dialog}
    </>
  );
}

/** A button that asks the given question (its action does nothing). */
function Asker({ question }: { question: Omit<ConfirmOptions, 'onConfirm'> }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <Button onClick={() => confirm({ ...question, onConfirm() {} })}>Ask</Button>
      {dialog}
    </>
  );
}

afterEach(() => cleanNotifications());

// Whole screens with typing: generous time for shared, busy CI machines (no timing is asserted).
describe('useConfirm', { timeout: 20_000 }, () => {
  it('runs the action only after confirming, with a spinning button meanwhile', async () => {
    const done = deferred<void>();
    const onConfirm = vi.fn(() => done.promise);
    renderWithProviders(<DeleteButton onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the user?');
    expect(onConfirm).not.toHaveBeenCalled();
    // Focus starts on Cancel, so Enter alone never deletes.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());

    const confirmButton = screen.getByRole('button', { name: 'Delete' });
    await user.click(confirmButton);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirmButton).toHaveAttribute('data-loading', 'true'));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    done.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('never calls the way back by the name of a cancelling action', async () => {
    renderWithProviders(<Asker question={{ message: 'Stop it?', confirmLabel: 'Cancel subscription' }} />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
  });

  it('takes its own words for the way back', async () => {
    renderWithProviders(
      <Asker question={{ message: 'Cancel it?', confirmLabel: 'Cancel order', cancelLabel: 'Keep order' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus());
  });

  it('does nothing when cancelled', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<DeleteButton onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows a failure as a red notification with the server message', async () => {
    const onConfirm = vi.fn().mockRejectedValue(new ApiError(403, 'You cannot delete your own account.'));
    renderWithProviders(<DeleteButton onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('You cannot delete your own account.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
