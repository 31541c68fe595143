import { describe, expect, it } from 'vitest';
import { createToastQueue } from './toast-queue';

describe('toast queue', () => {
  it('shows one toast at a time, in order', () => {
    const queue = createToastQueue();
    queue.show('first', 'success');
    queue.show('second', 'error');
    expect(queue.current()).toMatchObject({ message: 'first', severity: 'success' });
    queue.next();
    expect(queue.current()).toMatchObject({ message: 'second', severity: 'error' });
    queue.next();
    expect(queue.current()).toBeNull();
  });

  it('tells subscribers when the shown toast changes', () => {
    const queue = createToastQueue();
    let calls = 0;
    const unsubscribe = queue.subscribe(() => calls++);
    queue.show('hello');
    queue.next();
    unsubscribe();
    queue.show('unheard');
    expect(calls).toBe(2);
  });
});
