// The registered attendee's ticket: a welcome, and the check-in code as a QR with the short door
// code beneath when the organiser turned QR codes on; offline, the last answer kept on the
// device. A suspended participant sees why instead.
import { useEffect, useState } from 'react';
import { formatDoorCode } from '../../common/checkIn';
import type { AttendeeAccess } from '../../common/publicRegistration';
import { useApp } from '../appContext';
import { appLanguage, fill } from '../texts';
import { AppLink } from '../ui/Link';
import { keptAccess, useAccess } from './access';
import { QrCode } from '../ui/Qr';
import { myAccess } from './registrationApi';
import { registrationTextsFor } from './registrationTexts';

export function Ticket() {
  const { event } = useApp();
  const t = registrationTextsFor(appLanguage(event.language));
  const access = useAccess(event.eventKey, false);
  const [me, setMe] = useState<AttendeeAccess | null>(() => keptAccess(event.eventKey));
  useEffect(() => {
    let live = true;
    void myAccess(event.eventKey).then((value) => {
      if (live) setMe(value);
    });
    return () => {
      live = false;
    };
  }, [event.eventKey, access]);

  if (access === 'suspended') {
    return (
      <div className="page">
        <h1>{t.title}</h1>
        <p role="alert">{t.suspended}</p>
      </div>
    );
  }
  return (
    <div className="page">
      <h1>{t.registered}</h1>
      {me?.name ? <p>{fill(t.welcome, { name: me.name })}</p> : null}
      {me?.checkInCode ? (
        <>
          <h2>{t.checkInCode}</h2>
          <QrCode
            code={me.checkInCode}
            label={t.qrLabel}
            caption={
              me.doorCode ? (
                <>
                  <span className="door-code">
                    {fill(t.doorCode, { code: formatDoorCode(me.doorCode) })}
                  </span>
                  <span>{t.doorCodeHint}</span>
                </>
              ) : null
            }
          />
        </>
      ) : null}
      <p>
        <AppLink to="" className="action">
          {t.toEvent}
        </AppLink>
      </p>
    </div>
  );
}
