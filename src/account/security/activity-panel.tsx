/**
 * The security activity panel of #security: runs activity.machine on the section's services; the session gone sends
 * the buyer to login and back; "This wasn't me", once confirmed, leaves for the lockdown page (env.navigate, through
 * the redirect guard).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { activityMachine, createActivitySenders, selectActivityView } from '../../machines/security/activity.machine.js';
import { ActivityPanel } from '../../screens/security/activity.js';
import type { SecurityT } from '../../screens/security/text.js';
import type { SectionProps } from '../sections.js';
import { formatDateTime } from './date-time.js';
import { useSecurityServices } from './sessions-panel.js';

export default function ActivitySection(props: SectionProps) {
  const { env, t } = props;
  const services = useSecurityServices(props);
  const actor = useActorRef(activityMachine, { input: { services } });
  const view = useSelector(actor, selectActivityView);
  const output = useSelector(actor, (s) => (s.status === 'done' ? s.output : undefined));
  const senders = useMemo(() => createActivitySenders(actor.send), [actor]);
  useEffect(() => {
    if (!output) return;
    if (output.type === 'lockdown') env.navigate(output.url);
    else props.sessionExpired();
    // The output arrives once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [output]);
  return (
    <ActivityPanel
      view={view}
      t={t as unknown as SecurityT}
      senders={senders}
      formatTime={(ms) => formatDateTime(ms, env.config.language, env.config.site.code)}
    />
  );
}
