import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll } from 'vitest';
import { cleanNotifications, type RenderOptions, renderWithProviders, stubLayout } from '../shared/test-utils';

/**
 * Registers the hooks a staff screen's test file needs (layout stubs for the rich-text editor, no
 * toasts left from the test before) and returns a user that types without delay.
 */
export function setUpScreenTests() {
  beforeAll(stubLayout);
  afterEach(cleanNotifications);
  return userEvent.setup({ delay: null });
}

/** Renders a screen mounted at `base` with its own routes below it, as the staff shell mounts it, at `route`. */
export function renderScreen(base: string, screen: ReactElement, options: RenderOptions & { route: string }) {
  return renderWithProviders(
    <Routes>
      <Route path={`${base}/*`} element={screen} />
    </Routes>,
    options,
  );
}

/** A multipart body's entries as [name, value] pairs, a file standing as its name. */
export function formEntries(body: unknown) {
  return [...(body as FormData).entries()].map(([name, value]) => [name, value instanceof File ? value.name : value]);
}
