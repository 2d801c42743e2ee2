// An event that asks for registration shows its home to everyone, with a call to register;
// its other pages wait for the code. A suspended participant sees why, on every page.
import type { ReactNode } from 'react';
import type { PublicEvent } from '../../common/publicEvent';
import { useApp } from '../appContext';
import { AppLink } from '../ui/Link';
import { useAccess } from './access';

export const REGISTRATION_PATH = 'registration';

/** A snapshot stored on the device before registration existed has no `registration`. */
export const asksRegistration = (event: PublicEvent) =>
  (event.registration as PublicEvent['registration'] | undefined)?.required === true;

export function RegistrationGate({ path, children }: { path: string; children: ReactNode }) {
  const { event, texts } = useApp();
  const access = useAccess(event.eventKey, true);
  if (access === 'registered' || path === REGISTRATION_PATH) return <>{children}</>;
  const notice =
    access === 'suspended' ? (
      <p role="alert" className="notice">
        {texts.access.suspended}
      </p>
    ) : (
      <p className="notice">
        {path === '' ? null : `${texts.access.registerFirst} `}
        <AppLink to={REGISTRATION_PATH} className="action">
          {texts.access.register}
        </AppLink>
      </p>
    );
  return path === '' ? (
    <>
      {notice}
      {children}
    </>
  ) : (
    <div className="page">{notice}</div>
  );
}
