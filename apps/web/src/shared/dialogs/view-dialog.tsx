import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A popup that shows a record (an order's details, its invoice). Its close button is named in the
 * screen's language, and the focus starts on its title rather than on that button: a screen reader
 * reads where the person is, Enter does not close it at once, and Tab goes on to its controls.
 */
export function ViewDialog({ title, closeButtonProps, ...props }: ModalProps) {
  const { t } = useTranslation('toolkit');
  return (
    <Modal
      {...props}
      title={
        title ? (
          <span data-autofocus tabIndex={-1} style={{ outline: 'none' }}>
            {title}
          </span>
        ) : (
          title
        )
      }
      closeButtonProps={{ 'aria-label': t('actions.close'), ...closeButtonProps }}
    />
  );
}
