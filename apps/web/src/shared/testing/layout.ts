import { vi } from 'vitest';

/**
 * happy-dom lays nothing out (every box is 0 x 0), so drag and drop by keyboard, which moves an item to
 * the nearest box below or above, would find none: this stacks the elements matching `selector`
 * top to bottom in document order, 100 px apart, each 80 px high (their content measures as they do).
 */
export function stackInDocumentOrder(selector: string) {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this?.closest?.(selector) ?? null;
    const index = item ? [...document.querySelectorAll(selector)].indexOf(item) : -1;
    const top = Math.max(index, 0) * 100;
    const height = index < 0 ? 0 : 80;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 600,
      bottom: top + height,
      width: 600,
      height,
      toJSON: () => ({}),
    } as DOMRect;
  });
}
