/**
 * `<DefaultAddresses>`: the dashboard's compact summary on its own (DefaultAddressesView): it reads the same book
 * machine as the section (the list is its only call).
 */
import { useMemo } from 'react';
import { createAddressServices } from '../../api/address.js';
import type { AddressPartKey } from '../../i18n/parts/address/index.js';
import { useAddressBook } from '../../machines/address-book.hooks.js';
import { usePageEnv } from '../page/index.js';
import { DefaultAddressesView, type AddressSummaryT, type DefaultAddressesProps } from './default-addresses-view.js';

export type { DefaultAddressesProps } from './default-addresses-view.js';

/** The summary on its own: it runs the book machine (the list is its only call). */
export function DefaultAddresses({ href = '#address-book', embedded = false }: DefaultAddressesProps) {
  const env = usePageEnv<AddressPartKey>();
  const services = useMemo(() => createAddressServices(env.member, env.config), [env.member, env.config]);
  const { view, senders } = useAddressBook({ services, site: env.config.site.code });
  const status = view.status === 'loading' || view.status === 'failed' ? view.status : 'ready';
  return <DefaultAddressesView addresses={view.addresses} status={status} onRetry={senders.retry} t={env.t as AddressSummaryT} href={href} embedded={embedded} />;
}
