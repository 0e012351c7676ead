import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../alerts/notify';

export interface ConfirmDialogProps {
  opened: boolean;
  message: ReactNode;
  title?: string;
  confirmLabel?: string;
  /**
   * The way back ("Cancel" by default; "Go back" when the action itself cancels something, so the
   * two buttons never read alike). A cancelling action names it: "Keep order" beside "Cancel order".
   */
  cancelLabel?: string;
  /** Red confirm button, for destructive actions (the default). */
  danger?: boolean;
  /** While true the confirm button spins and the dialog cannot be dismissed. */
  loading?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({
  opened,
  message,
  title,
  confirmLabel,
  cancelLabel,
  danger = true,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('toolkit');
  const cancelWord = t('actions.cancel');
  const back = cancelLabel ?? (confirmLabel?.trim().startsWith(cancelWord) ? t('confirm.back') : cancelWord);
  return (
    <Modal
      opened={opened}
      onClose={loading ? () => {} : onCancel}
      title={title ?? t('confirm.title')}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        {/* Focus starts on the harmless choice so a stray Enter does not delete. */}
        <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
          {back}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading}>
          {confirmLabel ?? t('actions.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

export interface ConfirmOptions {
  message: ReactNode;
  title?: string;
  confirmLabel?: string;
  /** The way back's words (see `ConfirmDialog`). */
  cancelLabel?: string;
  danger?: boolean;
  /** The confirmed work; the dialog stays open with a spinning button until it settles. */
  onConfirm(): Promise<unknown> | unknown;
  /** Toast text when `onConfirm` fails without a server message. */
  errorFallback?: string;
}

/**
 * Ask first, then act. Returns `confirm(options)` and the dialog element to render. A failure
 * closes the dialog and shows the server's message in a red notification.
 */
export function useConfirm(): { confirm(options: ConfirmOptions): void; dialog: ReactNode } {
  const { t } = useTranslation('toolkit');
  const [opened, setOpened] = useState(false);
  const [loading, setLoading] = useState(false);
  // The options outlive `opened` so the text stays put during the closing transition.
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const running = useRef(false);

  const confirm = useCallback((next: ConfirmOptions) => {
    setOptions(next);
    setLoading(false);
    setOpened(true);
  }, []);

  const cancel = useCallback(() => {
    if (!running.current) setOpened(false);
  }, []);

  const accept = useCallback(async () => {
    if (!options || running.current) return;
    running.current = true;
    setLoading(true);
    try {
      await options.onConfirm();
    } catch (error) {
      notifyError(error, options.errorFallback ?? t('errors.action_failed'));
    } finally {
      running.current = false;
      setLoading(false);
      setOpened(false);
    }
  }, [options, t]);

  const dialog = (
    <ConfirmDialog
      opened={opened}
      message={options?.message ?? ''}
      title={options?.title}
      confirmLabel={options?.confirmLabel}
      cancelLabel={options?.cancelLabel}
      danger={options?.danger}
      loading={loading}
      onConfirm={accept}
      onCancel={cancel}
    />
  );

  return { confirm, dialog };
}
