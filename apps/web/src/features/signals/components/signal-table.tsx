import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { isOpen, type SignalStatus, type SignalSummary } from '@signal-desk/domain/signal';
import { Link, useNavigate } from '@tanstack/react-router';
import { type MouseEvent, memo, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../shared/hooks/use-now';
import { formatDateTime, formatPrice } from '../../../shared/i18n/format';
import { useLivePrices } from '../../../shared/live/use-live-prices';
import { PATHS } from '../../../shared/paths';
import { useInfiniteRows } from '../../../shared/ui/list-page/use-infinite-rows';
import { ResultValue } from './result-value';
import { livePriceItemOfSignal } from './signal-live-price';
import { type LiveResult, liveResultOf } from './signal-live-result';
import { SignalStatusChip } from './signal-status-chip';

const COLUMNS = 9;
/** How long a row whose status just changed stays highlighted. */
const FLASH_MS = 2_000;
const flash = keyframes`
  from { background-color: rgba(255, 193, 7, 0.45); }
  to { background-color: transparent; }
`;
const signalKey = (signal: SignalSummary) => signal._id;

interface SignalTableProps {
  label: string;
  rows: SignalSummary[];
  total: number;
  status: 'pending' | 'error' | 'success';
  errorMessage?: string;
  emptyText: ReactNode;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** The buttons of a row's last cell. */
  actions: (signal: SignalSummary) => ReactNode;
}

/**
 * The text styles of a row, set once on the row for plain elements: a row renders often while thousands
 * scroll by, and a styled component per line of text made each new row several times slower to mount.
 */
const rowSx = {
  '& .line': { whiteSpace: 'nowrap' },
  '& .strong': { fontWeight: 600 },
  '& .caption': { typography: 'caption', display: 'block', color: 'text.secondary', whiteSpace: 'nowrap' },
  '& .numbers': { fontVariantNumeric: 'tabular-nums' },
  '& .levels': { display: 'flex', flexWrap: 'wrap', columnGap: 1.5, minWidth: 120, maxWidth: 240 },
  '& .hit': { color: 'success.dark', fontWeight: 600 },
  '& .id': { color: 'primary.main', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
  cursor: 'pointer',
  '&.flash': { animation: `${flash} ${FLASH_MS}ms ease-out` },
} as const;

/** Highlights the row for a moment when its status changes while on screen (not on first show). */
function useStatusFlash(status: SignalStatus): boolean {
  const previous = useRef(status);
  const [flashing, setFlashing] = useState(false);
  useEffect(() => {
    if (previous.current === status) return;
    previous.current = status;
    setFlashing(true);
    const timer = setTimeout(() => setFlashing(false), FLASH_MS);
    return () => clearTimeout(timer);
  }, [status]);
  return flashing;
}

/** A click on the row opens the trade idea, unless it was on one of the row's own controls. */
function isOwnControl(event: MouseEvent) {
  return (event.target as HTMLElement).closest('a, button, input, [role="menuitem"]') !== null;
}

const SignalRow = memo(function SignalRow({
  signal,
  index,
  measure,
  actions,
  liveState,
  livePrice,
  livePips,
  floating,
  onOpen,
}: {
  signal: SignalSummary;
  index: number;
  measure: (element: HTMLTableRowElement | null) => void;
  actions: (signal: SignalSummary) => ReactNode;
  liveState: LiveResult['state'];
  livePrice: string | null;
  livePips: string | null;
  floating: boolean;
  onOpen: (signal: SignalSummary) => void;
}) {
  const { t } = useTranslation();
  const hit = signal.takeProfits.filter((tp) => tp.hitAt).length;
  const flashing = useStatusFlash(signal.status);
  return (
    <TableRow
      hover
      ref={measure}
      data-index={index}
      data-status={signal.status}
      aria-rowindex={index + 2}
      className={flashing ? 'flash' : undefined}
      sx={rowSx}
      onClick={(event) => {
        if (!isOwnControl(event)) onOpen(signal);
      }}
    >
      <TableCell component="th" scope="row">
        <Link className="line strong id" to={PATHS.signal} params={{ id: signal._id }}>
          {signal.signalId}
        </Link>
        <span className="caption">{formatDateTime(signal.createdAt)}</span>
      </TableCell>
      <TableCell>
        <span className="line">{signal.currencyPair}</span>
        <span className="caption">
          {t(`signals.sides.${signal.side}`)} · {t(`signals.orderTypes.${signal.orderType}`)}
        </span>
      </TableCell>
      <TableCell>
        <SignalStatusChip status={signal.status} />
      </TableCell>
      <TableCell className="numbers">
        {formatPrice(signal.entry, signal)}
        <span className="caption">
          {t('signals.stopLossShort', { price: formatPrice(signal.stopLoss, signal) })}
        </span>
      </TableCell>
      <TableCell className="numbers">
        <div className="levels">
          {signal.takeProfits.map((tp, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: take profits are positions (TP1, TP2, ...).
            <span key={i} className={tp.hitAt ? 'line hit' : 'line'}>
              {formatPrice(tp.price, signal)}
            </span>
          ))}
        </div>
        <span className="caption">
          {t('signals.takeProfitsHit', { hit, total: signal.takeProfits.length })}
        </span>
      </TableCell>
      <TableCell align="right" className="numbers" data-live={liveState}>
        <span className="line">{livePrice === null ? '—' : formatPrice(livePrice, signal)}</span>
        <span className="caption">{t(`signals.live.${liveState}`)}</span>
      </TableCell>
      <TableCell align="right">
        <ResultValue signal={signal} pips={livePips} />
        {floating && <span className="caption">{t('signals.live.floating')}</span>}
      </TableCell>
      <TableCell>{signal.trader.nickname}</TableCell>
      <TableCell align="right" className="line">
        {actions(signal)}
      </TableCell>
    </TableRow>
  );
});

type RowProps = Parameters<typeof SignalRow>[0];

/** One idea as a card, for phone widths: the same facts as a row, stacked. */
const SignalCard = memo(function SignalCard({
  signal,
  index,
  measure,
  actions,
  liveState,
  livePrice,
  livePips,
  floating,
  onOpen,
}: Omit<RowProps, 'measure'> & { measure: (element: HTMLLIElement | null) => void }) {
  const { t } = useTranslation();
  const hit = signal.takeProfits.filter((tp) => tp.hitAt).length;
  const flashing = useStatusFlash(signal.status);
  return (
    <Box
      component="li"
      ref={measure}
      data-index={index}
      data-status={signal.status}
      className={flashing ? 'flash' : undefined}
      onClick={(event: MouseEvent) => {
        if (!isOwnControl(event)) onOpen(signal);
      }}
      sx={{ ...rowSx, border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Link className="strong id" to={PATHS.signal} params={{ id: signal._id }}>
          {signal.signalId}
        </Link>
        <SignalStatusChip status={signal.status} />
        <Box sx={{ flexGrow: 1 }} />
        <span className="line">{actions(signal)}</span>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
        <span>
          <span className="line strong">{signal.currencyPair}</span>
          <span className="caption">
            {t(`signals.sides.${signal.side}`)} · {t(`signals.orderTypes.${signal.orderType}`)}
          </span>
        </span>
        <span className="numbers" style={{ textAlign: 'right' }} data-live={liveState}>
          <ResultValue signal={signal} pips={livePips} />
          <span className="caption">
            {livePrice === null ? '—' : formatPrice(livePrice, signal)} · {t(`signals.live.${liveState}`)}
            {floating ? ` · ${t('signals.live.floating')}` : ''}
          </span>
        </span>
      </Box>
      <Box className="numbers caption" sx={{ mt: 0.5, whiteSpace: 'normal !important' }}>
        {t('signalForm.fields.entry')} {formatPrice(signal.entry, signal)} ·{' '}
        {t('signals.stopLossShort', { price: formatPrice(signal.stopLoss, signal) })} · TP{' '}
        {signal.takeProfits.map((tp) => formatPrice(tp.price, signal)).join(' / ')} (
        {t('signals.takeProfitsHit', { hit, total: signal.takeProfits.length })}) · {signal.trader.nickname}
      </Box>
    </Box>
  );
});

function StatusRow({ children, error }: { children: ReactNode; error?: boolean }) {
  return (
    <TableRow>
      <TableCell
        colSpan={COLUMNS}
        align="center"
        sx={{ py: 4, color: error ? 'error.main' : 'text.secondary' }}
      >
        {children}
      </TableCell>
    </TableRow>
  );
}

function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <tr>
      <td aria-hidden colSpan={COLUMNS} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/**
 * Trade ideas in a virtualised table: only the rows in view are rendered, so thousands of loaded rows
 * scroll smoothly; nearing the end loads the next 50 (SPEC section 2: infinite scroll, throttle 50).
 */
// Its page redraws as the traders, the export's state and the list arrive: the table only when its own
// props change.
export const SignalTable = memo(function SignalTable({
  label,
  rows,
  total,
  status,
  errorMessage,
  emptyText,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  actions,
}: SignalTableProps) {
  const { t } = useTranslation();
  // Below the mobile breakpoint (SPEC: 960 px) a table of nine columns cannot fit: one card per idea.
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const { scrollRef, height, items, top, bottom, measure } = useInfiniteRows({
    rows,
    rowKey: signalKey,
    rowHeight: phone ? 170 : 62,
    more: { hasNextPage, isFetchingNextPage, fetchNextPage },
  });

  // Live prices only for the open ideas on screen; they follow the scroll.
  const onScreen = items.flatMap((item) => {
    const signal = rows[item.index];
    return signal ? [signal] : [];
  });
  const prices = useLivePrices(onScreen.filter((signal) => isOpen(signal.status)).map(livePriceItemOfSignal));
  const now = useNow(1_000);
  const navigate = useNavigate();
  const open = useMemo(
    () => (signal: SignalSummary) => void navigate({ to: PATHS.signal, params: { id: signal._id } }),
    [navigate],
  );

  if (phone) {
    return (
      <Box
        ref={scrollRef}
        tabIndex={0}
        role="region"
        aria-label={label}
        sx={{ height, overflowY: 'auto', px: 1 }}
      >
        {status === 'pending' && (
          <Box sx={{ textAlign: 'center', py: 4 }}>
            <CircularProgress size={24} aria-label={t('common.loading')} />
          </Box>
        )}
        {status === 'error' && (
          <Box sx={{ textAlign: 'center', py: 4, color: 'error.main' }}>
            {t('list.loadFailed', { message: errorMessage ?? '' })}
          </Box>
        )}
        {status === 'success' && rows.length === 0 && (
          <Box sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>{emptyText}</Box>
        )}
        <Box
          component="ol"
          aria-label={label}
          sx={{ listStyle: 'none', m: 0, p: 0, pt: `${top}px`, pb: `${bottom}px` }}
        >
          {items.map((item) => {
            const signal = rows[item.index];
            if (!signal) return null;
            const live = liveResultOf(signal, prices.get(signal._id), now);
            return (
              <SignalCard
                key={item.key}
                signal={signal}
                index={item.index}
                measure={measure}
                actions={actions}
                liveState={live.state}
                livePrice={live.price}
                livePips={live.pips}
                floating={live.floating}
                onOpen={open}
              />
            );
          })}
        </Box>
        {isFetchingNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1, py: 2 }}>
            <CircularProgress size={18} aria-hidden />
            {t('signals.loadingMore')}
          </Box>
        )}
      </Box>
    );
  }

  return (
    <TableContainer
      ref={scrollRef}
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ height, overflowAnchor: 'none' }}
    >
      <Table stickyHeader size="small" aria-label={label} aria-rowcount={total + 1}>
        <TableHead>
          <TableRow aria-rowindex={1}>
            <TableCell>{t('signals.columns.signal')}</TableCell>
            <TableCell>{t('signals.columns.pair')}</TableCell>
            <TableCell>{t('signals.columns.status')}</TableCell>
            <TableCell>{t('signals.columns.entry')}</TableCell>
            <TableCell>{t('signals.columns.takeProfits')}</TableCell>
            <TableCell align="right">{t('signals.columns.livePrice')}</TableCell>
            <TableCell align="right">{t('signals.columns.result')}</TableCell>
            <TableCell>{t('signals.columns.trader')}</TableCell>
            <TableCell align="right">{t('common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {status === 'pending' && (
            <StatusRow>
              <CircularProgress size={24} aria-label={t('common.loading')} />
            </StatusRow>
          )}
          {status === 'error' && (
            <StatusRow error>{t('list.loadFailed', { message: errorMessage ?? '' })}</StatusRow>
          )}
          {status === 'success' && rows.length === 0 && <StatusRow>{emptyText}</StatusRow>}
          <Spacer height={top} />
          {items.map((item) => {
            const signal = rows[item.index];
            if (!signal) return null;
            const live = liveResultOf(signal, prices.get(signal._id), now);
            return (
              <SignalRow
                key={item.key}
                signal={signal}
                index={item.index}
                measure={measure}
                actions={actions}
                liveState={live.state}
                livePrice={live.price}
                livePips={live.pips}
                floating={live.floating}
                onOpen={open}
              />
            );
          })}
          <Spacer height={bottom} />
          {isFetchingNextPage && (
            <StatusRow>
              <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <CircularProgress size={18} aria-hidden />
                {t('signals.loadingMore')}
              </Box>
            </StatusRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
});
