// A link beside an auth form ("Forgot password?", to sign-up or sign-in). A press on it must not
// take the focus from the field the user was in: that blur shows the field's message, which
// moves the link down before the button is released, and the click is lost (issue 30, item 6).
// The keyboard still focuses and follows it as any link.
import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild colorPalette="primary">
      <RouterLink to={to} onMouseDown={(event) => event.preventDefault()}>
        {children}
      </RouterLink>
    </Link>
  );
}
