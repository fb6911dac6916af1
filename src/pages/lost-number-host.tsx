/**
 * /user/lost-number, "I no longer have this number" (issue 26 part 3): a lazy chunk of the pages entry
 * (member-page.tsx loads it only for this route). The old number may come in the fragment (`#phone=`, national
 * digits: the popup's Verify link knows it), never in the query, so it reaches no server log nor Referer.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { createLostNumberServices, type LostNumberServices } from '../api/lost-number.js';
import type { LostNumberKey } from '../i18n/parts/lost-number/index.js';
import type { PagesKey } from '../i18n/parts/pages/index.js';
import { lostNumberMachine } from '../machines/lost-number.machine.js';
import { selectLostNumberView } from '../machines/lost-number.view.js';
import { usePageEnv } from '../screens/page/index.js';
import { LostNumberScreen, type LostNumberSenders, type LostNumberT } from '../screens/member-pages/lost-number.js';
import { PAGE_PATHS } from './routes.js';

export default function LostNumberPage({ services: given }: { services?: LostNumberServices }) {
  const env = usePageEnv<PagesKey | LostNumberKey>();
  const site = env.config.site;
  const [input] = useState(() => ({
    services: given ?? createLostNumberServices(env.member),
    site: site.code,
    phonePrefixCode: site.phoneCode,
    phone: (env.fragment.get('phone') ?? '').replace(/\D/g, '').slice(0, 20),
  }));
  const actor = useActorRef(lostNumberMachine, { input });
  const view = useSelector(actor, selectLostNumberView);
  const senders = useMemo<LostNumberSenders>(
    () => ({
      submitNumber: (phone) => actor.send({ type: 'SUBMIT_NUMBER', phone }),
      sendEmail: () => actor.send({ type: 'SEND_EMAIL' }),
      askDevice: () => actor.send({ type: 'ASK_DEVICE' }),
      askAgain: () => actor.send({ type: 'ASK_AGAIN' }),
      back: () => actor.send({ type: 'BACK' }),
      submitCode: (code) => actor.send({ type: 'SUBMIT_CODE', code }),
      pick: (option) => actor.send({ type: 'PICK', option }),
      submitPhone: (phone) => actor.send({ type: 'SUBMIT_PHONE', phone }),
      resend: () => actor.send({ type: 'RESEND' }),
      editPhone: () => actor.send({ type: 'EDIT_PHONE' }),
      startAgain: () => actor.send({ type: 'START_AGAIN' }),
      retry: () => actor.send({ type: 'RETRY' }),
      input: () => actor.send({ type: 'INPUT' }),
    }),
    [actor],
  );
  const login = new URL(PAGE_PATHS.login, env.config.hosts.member);
  login.searchParams.set('redirect', env.redirect);
  return (
    <LostNumberScreen
      view={view}
      senders={senders}
      t={env.t as LostNumberT}
      phonePrefix={site.phoneCode}
      helpUrl={`${env.config.hosts.main.replace(/\/+$/, '')}/helpcenter/account`}
      loginUrl={login.href}
      deviceUrl={new URL(PAGE_PATHS['trusted-device'], env.config.hosts.member).href}
    />
  );
}
