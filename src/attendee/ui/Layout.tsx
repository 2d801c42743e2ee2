// The frame of every page: a skip link, a header (the app name, and a way home on inner
// pages), the page, the footer the organiser configured, and a note when offline.
import type { ReactNode } from 'react';
import { useApp } from '../appContext';
import { AppLink } from './Link';
import { RichText } from './RichText';

export function Layout({
  home,
  offline,
  children,
}: {
  home: boolean;
  offline: boolean;
  children: ReactNode;
}) {
  const { event, texts } = useApp();
  const footerText = event.wording['tr.footer'] ?? '';
  return (
    <>
      <a className="skip" href="#content">
        {texts.skipToContent}
      </a>
      {home ? null : (
        <header className="bar">
          <AppLink to="" className="bar-home">
            <span aria-hidden="true">←</span> <span className="bar-title">{event.title}</span>
            <span className="visually-hidden"> — {texts.home}</span>
          </AppLink>
        </header>
      )}
      {offline ? (
        <p className="offline" role="status">
          {texts.offline}
        </p>
      ) : null}
      <main id="content" tabIndex={-1}>
        {children}
      </main>
      {event.footer.visible && (footerText || event.copyright) ? (
        <footer className="footer">
          {footerText ? (
            event.footer.link ? (
              <a href={event.footer.link} rel="noopener noreferrer" target="_blank">
                {footerText}
              </a>
            ) : (
              <p>{footerText}</p>
            )
          ) : null}
          <RichText html={event.copyright} className="copyright" />
        </footer>
      ) : null}
    </>
  );
}
