import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';

/** A currency's icon, or its first letters when it has none (or it does not load). */
export function CurrencyAvatar({
  icon,
  code,
  size = 28,
}: {
  icon: string | null;
  code: string;
  size?: number;
}) {
  return (
    <Avatar
      src={icon ?? undefined}
      alt=""
      aria-hidden
      sx={{ width: size, height: size, fontSize: size * 0.38, bgcolor: 'grey.400' }}
    >
      {code.slice(0, 3)}
    </Avatar>
  );
}

/** The icons of a pair's two sides, overlapping. */
export function PairAvatars({
  base,
  quote,
}: {
  base: { icon: string | null; code: string };
  quote: { icon: string | null; code: string };
}) {
  return (
    <AvatarGroup sx={{ justifyContent: 'flex-end', '& .MuiAvatar-root': { width: 28, height: 28 } }}>
      <CurrencyAvatar icon={base.icon} code={base.code} />
      <CurrencyAvatar icon={quote.icon} code={quote.code} />
    </AvatarGroup>
  );
}
