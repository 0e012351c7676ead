import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../shared/use-hydrated';
import styles from './branches.module.css';
import { IconClose } from './icons';

interface MapDialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal <dialog>: the browser keeps focus inside, makes the page behind inert and closes it on
 * Escape. Focus goes back to what opened it (or stays on the page when it was opened from a link).
 */
export function MapDialog({ open, title, onClose, children }: MapDialogProps) {
  const { t } = useTranslation('branches');
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // The map is the browser's: a page opened with it (`?map`) is rendered on the server without it.
  const hydrated = useHydrated();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const handleClose = () => {
    onClose();
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; Escape and the close button serve the keyboard
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={handleClose}
      // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={styles.dialogInner}>
        <header className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('map.close')}
            onClick={() => ref.current?.close()}
          >
            <IconClose size={22} />
          </button>
        </header>
        {open && hydrated ? children : null}
      </div>
    </dialog>
  );
}
