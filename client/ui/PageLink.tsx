// A link to another page of the app: a real link (a new tab, a copied address), followed in place on a plain click.
import type { ReactNode } from 'react';
import { navigate, routePath, type Route } from '../router.js';

/** The props of a PageLink: where it goes, and the link's own attributes. */
export interface PageLinkProps {
  readonly to: Route;
  readonly className?: string;
  readonly title?: string;
  readonly testId?: string;
  readonly current?: boolean;
  readonly children: ReactNode;
}

/** A link to `to`, followed without reloading the page (a click with a modifier key still opens a new tab). */
export function PageLink({
  to,
  className = 'btn btn-ghost btn-small',
  title,
  testId,
  current,
  children,
}: PageLinkProps) {
  return (
    <a
      className={className}
      href={routePath(to)}
      title={title}
      data-testid={testId}
      aria-current={current ? 'page' : undefined}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
