/**
 * The devices and sessions panel of #security: runs sessions.machine with the section's services, tells it when
 * the page is hidden or shown again (visibilitychange: no polling in a background tab, a fresh list on return),
 * sends the buyer to login and back when the session is gone, and moves focus to the panel's heading after a
 * log-out (the row, or the button, that had focus is gone).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { createSecurityServices, type SecurityServices } from '../../api/security.js';
import { createSessionsSenders, selectSessionsView, sessionsMachine } from '../../machines/security/sessions.machine.js';
import { SessionsPanel } from '../../screens/security/sessions.js';
import type { SecurityT } from '../../screens/security/text.js';
import type { SectionProps } from '../sections.js';
import { formatDateTime } from './date-time.js';

/** The section's services on the page's member client (tests answer them at the HTTP edge: src/mocks/security.ts). */
export function useSecurityServices({ env }: SectionProps): SecurityServices {
  return useMemo(() => createSecurityServices(env.member), [env.member]);
}

export default function SessionsSection(props: SectionProps) {
  const { env, t } = props;
  const services = useSecurityServices(props);
  const actor = useActorRef(sessionsMachine, { input: { services } });
  const view = useSelector(actor, selectSessionsView);
  const expired = useSelector(actor, (s) => s.status === 'done');
  const senders = useMemo(() => createSessionsSenders(actor.send), [actor]);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const changed = () => senders.visibility(document.visibilityState !== 'hidden');
    changed();
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, [senders]);
  useEffect(() => {
    // The session is gone: login, then back to #security.
    if (expired) props.sessionExpired();
    // Once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expired]);
  useEffect(() => {
    if (view.notice) heading.current?.focus();
  }, [view.notice]);

  return (
    <SessionsPanel
      ref={heading}
      view={view}
      t={t as unknown as SecurityT}
      senders={senders}
      formatTime={(ms) => formatDateTime(ms, env.config.language, env.config.site.code)}
    />
  );
}
