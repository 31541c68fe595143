// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpDateFields } from './warm-up-date-fields';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('warmUpDateFields', () => {
  it('lays out one hidden date field in a task of its own, once, and leaves nothing behind', () => {
    vi.useFakeTimers();
    const laidOut: Element[] = [];
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      laidOut.push(this);
      return new DOMRect();
    });
    const before = document.body.innerHTML;

    warmUpDateFields();
    expect(laidOut).toHaveLength(0);
    vi.runAllTimers();
    expect(laidOut).toHaveLength(1);
    const [box] = laidOut as [HTMLElement];
    expect(box.querySelector('input')?.type).toBe('date');
    expect(box.style.visibility).toBe('hidden');
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(document.body.innerHTML).toBe(before);

    warmUpDateFields();
    vi.runAllTimers();
    expect(laidOut).toHaveLength(1);
  });
});
