import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessages } from './messages';

export interface ErrorAlertProps {
  /** An ApiError (its field messages are listed), an Error, a message or a list of messages. */
  error: unknown;
  title?: string;
}

/** Red box listing every returned message as its own paragraph; renders nothing without an error. */
export function ErrorAlert({ error, title }: ErrorAlertProps) {
  const { t } = useTranslation('toolkit');
  if (!error) return null;
  const messages = errorMessages(error);
  const lines = messages.length > 0 ? messages : [t('errors.unexpected')];
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {lines.map((line, index) => (
        // Messages may repeat (two fields, same rule), so the index keeps keys unique.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on every error.
        <Text component="p" size="sm" m={0} key={index}>
          {line}
        </Text>
      ))}
    </Alert>
  );
}
