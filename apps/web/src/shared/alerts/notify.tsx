import { notifications } from '@mantine/notifications';
import { errorMessages } from './messages';

/** Red toast with the server's message(s), for failures outside a form (e.g. a delete). */
export function notifyError(error: unknown, fallback: string): void {
  const messages = errorMessages(error);
  const lines = messages.length > 0 ? [...new Set(messages)] : [fallback];
  notifications.show({
    color: 'red',
    autoClose: 6000,
    message: lines.length === 1 ? lines[0] : lines.map((line) => <div key={line}>{line}</div>),
  });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 3000 });
}
