import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import MuiLink, { type LinkProps } from '@mui/material/Link';
import { createLink } from '@tanstack/react-router';

/** MUI's button as a link of the app: its `to`, `params` and `search` are typed by the route tree. */
export const ButtonLink = createLink((props: ButtonProps<'a'>) => <Button component="a" {...props} />);

/** MUI's icon button as a link of the app, typed as `ButtonLink` is. */
export const IconButtonLink = createLink((props: IconButtonProps<'a'>) => (
  <IconButton component="a" {...props} />
));

/** MUI's text link as a link of the app, typed as `ButtonLink` is. */
export const TextLink = createLink((props: LinkProps) => <MuiLink {...props} />);
