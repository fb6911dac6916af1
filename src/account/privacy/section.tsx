/**
 * The #privacy sub-page (a lazy chunk of the account entry, issue 26): download my data, delete my account. The
 * privacy machine owns the flow (src/machines/account/privacy.machine.ts) and PrivacyScreen renders its view; the
 * identity step is the account area's own screen (ChangeScreen) over the machine's `identity` child. The server names
 * the export file (Content-Disposition); the screen starts the download through a link, without inline script.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createPrivacyServices } from '../../api/privacy.js';
import { formatMoney, formatPhone } from '../../i18n/format.js';
import privacyPart, { type PrivacyKey } from '../../i18n/parts/privacy/index.js';
import type { changeMachine } from '../../machines/account/change.machine.js';
import { createChangeSenders, selectChangeView } from '../../machines/account/change.view.js';
import { createPrivacySenders, privacyMachine, selectPrivacyView } from '../../machines/account/privacy.machine.js';
import { ChangeScreen } from '../../screens/account/change.js';
import { PrivacyScreen } from '../../screens/account/privacy.js';
import type { SectionProps } from '../sections.js';

export const parts = [privacyPart];

function IdentityStep({ child, props }: { child: ActorRefFrom<typeof changeMachine>; props: SectionProps }) {
  const view = useSelector(child, selectChangeView);
  const senders = useMemo(() => createChangeSenders(child.send), [child]);
  const { env, t } = props;
  return <ChangeScreen view={view} t={t} phoneCode={env.config.site.phoneCode} site={env.config.site} formatPhone={formatPhone} senders={senders} />;
}

export default function PrivacySection(props: SectionProps) {
  const { env, t, services, user } = props;
  const privacy = useMemo(() => createPrivacyServices(env.member, env.config.hosts.member), [env.member, env.config.hosts.member]);
  const actor = useActorRef(privacyMachine, { input: { services, privacy, user, site: env.config.site } });
  const view = useSelector(actor, selectPrivacyView);
  const child = useSelector(actor, (s) => s.children.identity as ActorRefFrom<typeof changeMachine> | undefined);
  const output = useSelector(actor, (s) => (s.status === 'done' ? s.output : undefined));
  const senders = useMemo(() => createPrivacySenders(actor.send), [actor]);

  useEffect(() => {
    if (!output) return;
    if (output.type === 'deleted') {
      props.notify((t as unknown as (key: PrivacyKey) => string)('privacy.done'));
      // The server ended every session: the buyer leaves the account area for the site.
      env.navigate(env.redirect);
    } else props.sessionExpired();
    // The output arrives once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [output]);

  return (
    <PrivacyScreen
      view={view}
      t={t}
      senders={senders}
      identity={child ? <IdentityStep child={child} props={props} /> : null}
      formatMoney={(amount, currency) => formatMoney(amount, env.config.language, env.config.site, currency)}
    />
  );
}
