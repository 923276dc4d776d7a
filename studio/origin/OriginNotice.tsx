'use client';

import { useSyncExternalStore } from 'react';
import { ts } from '../../messages/studio-origin';

export interface OriginNoticeProps {
  /** The origins the server accepts a signed-in save from (Payload's `csrf` list). */
  accepted: string[];
  /** The effective public origin, where the studio works. */
  siteUrl: string;
  /** Whether SITE_URL is set in the environment (the notice then names it as the setting). */
  siteUrlConfigured: boolean;
}

const noSubscription = () => () => {};
const browserOrigin = () => window.location.origin;
const serverOrigin = () => null;
const Ltr = ({ children }: { children: string }) => <bdi dir="ltr">{children}</bdi>;

/**
 * Payload ignores the session cookie of a request from an origin outside its `csrf` list, so a studio
 * opened elsewhere reads but cannot save, and says only "no permission". This names the address that
 * works instead, before the owner types anything. Rendered on the login page and above every view.
 */
export function OriginNotice({ accepted, siteUrl, siteUrlConfigured }: OriginNoticeProps) {
  const here = useSyncExternalStore(noSubscription, browserOrigin, serverOrigin);
  if (here === null || accepted.includes(here)) return null;
  const target = `${siteUrl}${window.location.pathname}${window.location.search}`;
  return (
    <div role="alert" className="arig-origin-notice" style={box}>
      <strong style={{ display: 'block', marginBlockEnd: '0.25rem' }}>{ts.title}</strong>
      <p style={line}>
        {ts.openedAt} <Ltr>{here}</Ltr>.{' '}
        {siteUrlConfigured ? (
          <>
            {ts.configuredBefore} <Ltr>{siteUrl}</Ltr> {ts.configuredSetting} <Ltr>SITE_URL</Ltr>.
          </>
        ) : (
          <>
            {ts.loopbackBefore} <Ltr>SITE_URL</Ltr> {ts.loopbackAfter} (<Ltr>localhost</Ltr>).
          </>
        )}{' '}
        {ts.why}
      </p>
      <p style={line}>
        <a href={target} style={{ color: 'inherit', fontWeight: 700 }}>
          {ts.goThere} <Ltr>{`${siteUrl}/admin`}</Ltr>
        </a>
      </p>
      <p style={line}>
        {ts.orSettingBefore} <Ltr>SITE_URL</Ltr> {ts.orSettingAfter}
      </p>
    </div>
  );
}

const box = {
  background: 'var(--theme-warning-100)',
  border: '1px solid var(--theme-warning-650)',
  borderRadius: '4px',
  color: 'var(--theme-elevation-1000)',
  padding: '0.75rem 1rem',
  margin: '0.75rem',
  lineHeight: 1.5,
} as const;
const line = { margin: '0.5rem 0 0' } as const;
