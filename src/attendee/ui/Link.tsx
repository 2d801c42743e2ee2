// A link to a page of the app: a real href (new tab, copy link), followed without a reload.
import type { ReactNode } from 'react';
import { useApp } from '../appContext';
import { navigate } from '../router';

export function AppLink({
  to,
  children,
  className,
  current,
}: {
  /** The page path below the app's base: '' is home. */
  to: string;
  children: ReactNode;
  className?: string;
  current?: boolean;
}) {
  const { base } = useApp();
  const href = `${base}${to}`;
  return (
    <a
      href={href}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
