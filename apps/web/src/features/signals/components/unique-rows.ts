import type { SignalSummary } from '@signal-desk/domain/signal';

/**
 * The rows of the loaded pages in order, each idea once: pages are read by offset, so an idea created
 * meanwhile pushes the last row of a page onto the next one.
 */
export function uniqueRows(pages: readonly { data: SignalSummary[] }[] | undefined): SignalSummary[] {
  const seen = new Set<string>();
  const rows: SignalSummary[] = [];
  for (const page of pages ?? []) {
    for (const row of page.data) {
      if (seen.has(row._id)) continue;
      seen.add(row._id);
      rows.push(row);
    }
  }
  return rows;
}
