import { Drawer } from '@mantine/core';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

const VIEW_PARAM = 'view';

export interface DetailDrawerState {
  /** The record shown, or null. */
  id: string | null;
  open(id: number | string): void;
  close(): void;
}

/**
 * Which record's details are open lives in the URL (`?view=12`), so a link or a refresh reopens it.
 * Opening adds a history entry: Back closes the drawer, and closing it goes back to that entry.
 */
export function useDetailDrawer(param = VIEW_PARAM): DetailDrawerState {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const value = params.get(param);
  const openedHere = (location.state as { detailDrawer?: boolean } | null)?.detailDrawer === true;

  const open = useCallback(
    (id: number | string) => {
      const next = new URLSearchParams(params);
      next.set(param, String(id));
      // Switching records inside an open drawer replaces the entry rather than stacking them.
      navigate(
        { search: `?${next}` },
        { state: { detailDrawer: true }, replace: value !== null, preventScrollReset: true },
      );
    },
    [navigate, params, param, value],
  );

  const close = useCallback(() => {
    if (openedHere) {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(param);
    const search = next.toString();
    navigate({ search: search ? `?${search}` : '' }, { replace: true, preventScrollReset: true });
  }, [navigate, openedHere, params, param]);

  return { id: value && value !== '' ? value : null, open, close };
}

export interface DetailDrawerProps {
  state: DetailDrawerState;
  /** Translated title, e.g. the record's name once loaded. */
  title: ReactNode;
  children: ReactNode;
  size?: string | number;
}

/** A side panel with one record's details; Esc and its close button close it, focus returns to the row. */
export function DetailDrawer({ state, title, children, size = 'lg' }: DetailDrawerProps) {
  const { t, i18n } = useTranslation('toolkit');
  return (
    <Drawer
      opened={state.id !== null}
      onClose={state.close}
      title={title}
      size={size}
      // The drawer slides from the end side: the right in English, the left in Arabic.
      position={i18n.dir() === 'rtl' ? 'left' : 'right'}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {state.id !== null && children}
    </Drawer>
  );
}
