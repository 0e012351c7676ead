import type { StaffEventName, StaffEventPayload } from '@app/contracts/events';
import { useEffect, useRef } from 'react';
import { type StaffEventStream, staffEventStream } from './staff-event-stream';

export interface StaffEventHandlers {
  /** Each event of one of `names` (every staff event when null; none, and no connection, when empty). */
  onEvent?<N extends StaffEventName>(name: N, payload: StaffEventPayload<N>): void;
  /** The stream came back after a break (a server restart): what is shown should be reloaded. */
  onReconnect?(): void;
}

/**
 * Listens to the staff event stream while the component is mounted. The handlers may change on
 * every render (the latest ones are called); the subscription does not.
 */
export function useStaffEvents(
  names: readonly StaffEventName[] | null,
  handlers: StaffEventHandlers,
  stream: StaffEventStream = staffEventStream,
): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const key = names ? names.join(',') : '*';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `names` (a new array each render)
  useEffect(() => {
    // Listening to nothing (e.g. a permission the staff member lacks) opens no connection.
    if (names?.length === 0) return undefined;
    return stream.subscribe({
      onEvent(name, payload) {
        if (names && !names.includes(name)) return;
        latest.current.onEvent?.(name, payload);
      },
      onReconnect() {
        latest.current.onReconnect?.();
      },
    });
  }, [key, stream]);
}
