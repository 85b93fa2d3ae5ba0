import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Both fields may be on screen and each can open the upload manager, but there is one dialog:
 * the first mounted field hosts it, and the next one takes over when that one unmounts.
 */
const hosts: number[] = [];
const listeners = new Set<() => void>();
let nextHost = 1;

function notify() {
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsManagerHost(): boolean {
  const [id] = useState(() => nextHost++);
  useEffect(() => {
    hosts.push(id);
    notify();
    return () => {
      hosts.splice(hosts.indexOf(id), 1);
      notify();
    };
  }, [id]);
  return useSyncExternalStore(subscribe, () => hosts[0] === id);
}
