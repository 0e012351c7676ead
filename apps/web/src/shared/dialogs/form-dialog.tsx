import { Center, Loader, Modal } from '@mantine/core';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../alerts/error-alert';

export interface FormDialogProps {
  opened: boolean;
  onClose(): void;
  title: string;
  /** Shows a spinner instead of the form, e.g. while the record to edit loads. */
  loading?: boolean;
  /** Shown instead of the form when the record to edit could not be loaded. */
  error?: unknown;
  size?: string | number;
  children: ReactNode;
}

/** Popup holding an add/edit form. Clicking outside does not close it, so typed values are not lost by accident. */
export function FormDialog({ opened, onClose, title, loading = false, error, size = 'lg', children }: FormDialogProps) {
  const { t } = useTranslation('toolkit');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {error ? (
        <ErrorAlert error={error} />
      ) : loading ? (
        <Center py="xl" role="status" aria-label={t('table.loading')}>
          <Loader />
        </Center>
      ) : (
        children
      )}
    </Modal>
  );
}

const NEW = 'new';

export interface FormDialogState {
  opened: boolean;
  /** The record being edited; null when adding. */
  id: string | null;
  openCreate(): void;
  openEdit(id: number | string): void;
  close(): void;
}

/**
 * Which add/edit popup is open lives in the URL (`?form=new`, `?form=12`), so a refresh or a link
 * reopens it. The history entry is replaced: Back leaves the list rather than toggling the popup.
 */
export function useFormDialog(param = 'form'): FormDialogState {
  const [params, setParams] = useSearchParams();
  const value = params.get(param);

  const write = useCallback(
    (next: string | null) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next === null) updated.delete(param);
          else updated.set(param, next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams, param],
  );

  const openCreate = useCallback(() => write(NEW), [write]);
  const openEdit = useCallback((id: number | string) => write(String(id)), [write]);
  const close = useCallback(() => write(null), [write]);

  return {
    opened: value !== null && value !== '',
    id: value && value !== NEW ? value : null,
    openCreate,
    openEdit,
    close,
  };
}
