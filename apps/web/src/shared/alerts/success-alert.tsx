import { Alert } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface SuccessAlertProps {
  /** The text to show; nothing renders while it is null. */
  message: string | null;
  /** Hide after this many milliseconds (the spec's timed messages use 2000 or 3000). */
  autoHide?: number;
  /** Called when the message should disappear (timer or close button). */
  onHide?: () => void;
}

/** Green confirmation that stays on screen, for forms that do not navigate away after saving. */
export function SuccessAlert({ message, autoHide, onHide }: SuccessAlertProps) {
  const { t } = useTranslation('toolkit');

  useEffect(() => {
    if (!message || !autoHide || !onHide) return;
    const timer = window.setTimeout(onHide, autoHide);
    return () => window.clearTimeout(timer);
  }, [message, autoHide, onHide]);

  if (!message) return null;
  return (
    <Alert
      color="green"
      variant="light"
      role="status"
      withCloseButton={Boolean(onHide)}
      closeButtonLabel={t('actions.close')}
      onClose={onHide}
    >
      {message}
    </Alert>
  );
}
