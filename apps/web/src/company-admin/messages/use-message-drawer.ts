import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { DetailDrawerState } from '../../shared/data-table/detail-drawer';

const MESSAGES_PATH = '/admin/messages';

/**
 * The open message lives in the path (`/admin/messages/12`), so a link from an e-mail or a bookmark
 * opens it; the list's page and filters stay in the query. Back closes the drawer when it was opened here.
 */
export function useMessageDrawer(): DetailDrawerState {
  const { id } = useParams();
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const openedHere = (state as { detailDrawer?: boolean } | null)?.detailDrawer === true;

  const open = useCallback(
    (next: number | string) =>
      navigate(
        { pathname: `${MESSAGES_PATH}/${next}`, search },
        { state: { detailDrawer: true }, replace: id !== undefined, preventScrollReset: true },
      ),
    [navigate, search, id],
  );
  const close = useCallback(() => {
    if (openedHere) navigate(-1);
    else navigate({ pathname: MESSAGES_PATH, search }, { replace: true, preventScrollReset: true });
  }, [navigate, openedHere, search]);

  return { id: id && /^\d+$/.test(id) ? id : null, open, close };
}
