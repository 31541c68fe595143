import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

/** One action of a list row: an icon button named by its tooltip. */
export function RowAction({
  label,
  icon,
  onClick,
  color,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: 'error' | 'primary';
  disabled?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} color={color} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
