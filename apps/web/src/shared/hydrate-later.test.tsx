import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HydrateLater, hydrateInParts, whenHydrated } from './hydrate-later';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('HydrateLater', () => {
  it('renders its children at once outside a first hydration', () => {
    render(
      <HydrateLater>
        <p>now</p>
      </HydrateLater>,
    );
    expect(screen.getByText('now')).toBeInTheDocument();
    // No box of its own: one element, shown with `display: contents`.
    expect(screen.getByText('now').parentElement).toHaveClass('hydrate-part');
  });

  // When a part is shown is up to the runtime (React throttles revealing suspended parts; the
  // public build's Preact hydrates each as it resumes): this checks what the parts wait for.
  it('puts the parts off until after the first hydration, in order, parts inside parts after them', async () => {
    const seen: string[][] = [];
    const shown = () => ['first', 'second', 'inner'].filter((text) => screen.queryByText(text));
    hydrateInParts(() => {
      render(
        <>
          <p>frame</p>
          <HydrateLater>
            <p>first</p>
            <HydrateLater>
              <p>inner</p>
            </HydrateLater>
          </HydrateLater>
          <HydrateLater>
            <p>second</p>
          </HydrateLater>
        </>,
      );
    });
    expect(screen.getByText('frame')).toBeInTheDocument();
    seen.push(shown());
    await vi.waitFor(async () => {
      await act(nextTask);
      seen.push(shown());
      expect(seen.at(-1)).toEqual(['first', 'second', 'inner']);
    });
    expect(seen[0]).toEqual([]);
    const firstSeen = (text: string) => seen.findIndex((s) => s.includes(text));
    expect(firstSeen('first')).toBeLessThanOrEqual(firstSeen('second'));
    expect(firstSeen('second')).toBeLessThanOrEqual(firstSeen('inner'));

    // Once everything is hydrated, a new part renders at once.
    await act(whenHydrated);
    render(
      <HydrateLater>
        <p>after</p>
      </HydrateLater>,
    );
    expect(screen.getByText('after')).toBeInTheDocument();
  });
});
