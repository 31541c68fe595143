let warmed = false;

/**
 * The browser's first date field costs it its date-field machinery (styles, the field's inner parts,
 * the locale's date pattern): 40 to 70 ms on a Linux Chromium, then a millisecond or two for each
 * field after it; four times that on a phone's CPU. On a page whose first view shows date fields, that
 * cost landed in the task that commits the page. Its route's loader calls this instead: a hidden field
 * is laid out in a task of its own while the page's code and answers are on their way, and taken away
 * within that task, never painted.
 */
export function warmUpDateFields() {
  if (warmed) return;
  warmed = true;
  setTimeout(() => {
    const box = document.createElement('div');
    box.setAttribute('aria-hidden', 'true');
    box.style.cssText = 'position:absolute;top:0;left:0;visibility:hidden;pointer-events:none';
    const field = document.createElement('input');
    field.type = 'date';
    field.tabIndex = -1;
    box.append(field);
    document.body.append(box);
    box.getBoundingClientRect();
    box.remove();
  }, 0);
}
