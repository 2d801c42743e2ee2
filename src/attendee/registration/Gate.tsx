// A chunk of its own, loaded only for events that ask for registration. Such an event shows its
// home to everyone, with a call to register (once registered, a card to the ticket, with the door
// code kept on the device, so it is one tap away offline too); its other pages wait for the code.
// A suspended participant sees why, on every page.
import type { ReactNode } from 'react';
import { formatDoorCode } from '../../common/checkIn';
import { useApp } from '../appContext';
import { AppLink } from '../ui/Link';
import { appLanguage, fill } from '../texts';
import { useAccess, useKeptAccess } from './access';
import { registrationTextsFor } from './registrationTexts';

export const REGISTRATION_PATH = 'registration';

export function RegistrationGate({ path, children }: { path: string; children: ReactNode }) {
  const { event } = useApp();
  const t = registrationTextsFor(appLanguage(event.language));
  const access = useAccess(event.eventKey, true);
  const doorCode = useKeptAccess(event.eventKey)?.doorCode;
  if (access === 'registered' && path === '') {
    return (
      <>
        <p className="card ticket-card">
          <AppLink to={REGISTRATION_PATH}>{t.ticketCard}</AppLink>
          {doorCode ? (
            <span className="door-code">
              {fill(t.doorCode, { code: formatDoorCode(doorCode) })}
            </span>
          ) : null}
        </p>
        {children}
      </>
    );
  }
  if (access === 'registered' || path === REGISTRATION_PATH) return <>{children}</>;
  const notice =
    access === 'suspended' ? (
      <p role="alert" className="notice">
        {t.suspended}
      </p>
    ) : (
      <p className="notice">
        {path === '' ? null : `${t.registerFirst} `}
        <AppLink to={REGISTRATION_PATH} className="action">
          {t.register}
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
