/** Toasts show one at a time, in the order they were raised (SPEC section 4). */
export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

export interface ToastQueue {
  show(message: string, severity?: ToastSeverity): void;
  /** The toast on screen hides: the next waiting one (if any) takes its place. */
  next(): void;
  current(): Toast | null;
  subscribe(listener: () => void): () => void;
}

export function createToastQueue(): ToastQueue {
  const waiting: Toast[] = [];
  const listeners = new Set<() => void>();
  let shown: Toast | null = null;
  let lastId = 0;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    show(message, severity = 'info') {
      waiting.push({ id: ++lastId, message, severity });
      if (!shown) this.next();
    },
    next() {
      shown = waiting.shift() ?? null;
      notify();
    },
    current: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toasts = createToastQueue();
export const showToast = (message: string, severity?: ToastSeverity) => toasts.show(message, severity);
