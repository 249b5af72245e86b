// An in-app link styled as a button: a route change, not a page load (a new tab or window still opens as usual).
import type { MouseEvent, ReactNode } from 'react';
import { useHistory } from 'react-router-dom';
import { ButtonLink, type ButtonVariant } from './Button';

export interface ScreenLinkProps {
  /** The app path, optionally with a query: '/{uuid}/conditions/upload-document?condition=…'. */
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
  'data-testid'?: string;
  'aria-describedby'?: string;
}

/** A link to another screen of the app, styled as a button: a route change, not a page load. */
export function ScreenLink({ to, variant = 'secondary', children, ...rest }: ScreenLinkProps) {
  const history = useHistory();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser open new tabs and windows as usual.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    history.push(to);
  };
  const [pathname, search = ''] = to.split('?');
  return (
    <ButtonLink
      href={history.createHref({ pathname, search: search ? `?${search}` : '' })}
      variant={variant}
      onClick={onClick}
      {...rest}
    >
      {children}
    </ButtonLink>
  );
}
