import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

export function isExternalLink(to: string): boolean {
  return EXTERNAL.test(to);
}

/** In-app links go through the router; absolute URLs, mailto: and tel: are plain anchors. */
export function SmartLink({ to, children, ...rest }: { to: string; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (isExternalLink(to)) {
    const newTab = /^https?:|^\/\//i.test(to);
    return (
      <a href={to} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}
