import { Resvg } from '@resvg/resvg-js';
import { APP_INFO } from '@signal-desk/domain/apps';
import { equityPolyline, type TrackRecord } from '@signal-desk/domain/track-record';

/** Text safe inside XML or HTML content and attributes. */
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The link preview of a track record (1200 x 630, the size link previews use): its key figures and curve. */
export function trackRecordCardSvg(record: TrackRecord): string {
  const main = record.figures[0];
  const title = `${APP_INFO[record.app].label}${record.trader ? ` · ${record.trader}` : ''} · verified track record`;
  const lines = main
    ? [
        `${Number(main.total) > 0 ? '+' : ''}${main.total} ${main.unit} over ${main.ideas} closed ideas`,
        `Win rate ${main.winRate ?? '–'} % · profit factor ${main.profitFactor ?? '–'} · max drawdown ${main.maxDrawdown}`,
      ]
    : ['No closed ideas yet'];
  const curve = main
    ? `<polyline fill="none" stroke="#2e7d32" stroke-width="4" points="${equityPolyline(main.equity, 1080, 250)}" transform="translate(60 300)"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#ffffff"/>
<text x="60" y="100" font-family="DejaVu Sans, sans-serif" font-size="48" font-weight="bold" fill="#1a2027">${escapeXml(title)}</text>
${lines.map((line, i) => `<text x="60" y="${170 + i * 56}" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#1a2027">${escapeXml(line)}</text>`).join('\n')}
${curve}
<text x="60" y="600" font-family="DejaVu Sans Mono, monospace" font-size="22" fill="#5f6b7a">head ${escapeXml(record.head.hash.slice(0, 16))}… · ${record.head.seq} links</text>
</svg>`;
}

/**
 * The card as PNG, for the link previews that show no SVG (most social networks and chat apps). The
 * text is drawn with the machine's fonts (DejaVu on Debian, where Chromium's packages bring it).
 */
export function trackRecordCardPng(record: TrackRecord): Buffer {
  const png = new Resvg(trackRecordCardSvg(record), {
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  }).render();
  return png.asPng();
}
