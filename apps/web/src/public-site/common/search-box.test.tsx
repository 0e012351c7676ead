import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

const user = userEvent.setup({ delay: null });

describe('public SearchBox', () => {
  it('sends the trimmed text at once when the focus leaves the box, and only once', async () => {
    const onSearch = vi.fn();
    render(
      <>
        <SearchBox value="" onSearch={onSearch} name="search" label="Search" placeholder="Branch or city" />
        <button type="button">elsewhere</button>
      </>,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' Abha ');
    expect(onSearch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    // Sent before the pause is over: nothing is left pending to land after the click.
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Abha');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
