/**
 * Dashboard (spec §2.3): profile card, address book summary (the address wing's defaults when it plugs them in,
 * else a link to #address-book), recent orders (number, placed date, items with thumbnails through the §9 image
 * rewriting, total, manage link) and the promotion opt-ins the buyer switches (each switch saved at once; the
 * outcome is announced).
 */
import { useId, type ReactNode } from 'react';
import type { AccountUser, OrderSummary } from '../../api/account.js';
import type { OverviewView, PromotionChannel } from '../../machines/account/overview.machine.js';
import { accountText, type AccountT } from './text.js';

export interface DashboardProps {
  readonly view: OverviewView;
  readonly t: AccountT;
  /** Sub-page links (#my-profile, #edit-profile, #address-book…). */
  readonly href: (section: string) => string;
  readonly onSetPromotion: (channel: PromotionChannel, enabled: boolean) => void;
  /** The address book summary (the address wing's DefaultAddresses); default a link to #address-book. */
  readonly addressSummary?: ReactNode;
  /** The thumbnail URL for a displayed width (rewriteImageUrl with the page's CDN host). */
  readonly imageUrl: (url: string, width: number) => string;
  readonly formatDate: (ms: number) => string;
  readonly formatMoney: (amount: number, currency: string) => string;
  /** A phone number in E.164 ('+6591234567') written the market's way ('+65 9123 4567'); default as given. */
  readonly formatPhone?: (e164: string) => string;
}

const THUMBNAIL_PX = 64;

export function ProfileCard({
  user,
  t,
  href,
  formatPhone = (e164) => e164,
}: {
  user: AccountUser;
  t: AccountT;
  href: DashboardProps['href'];
  formatPhone?: DashboardProps['formatPhone'];
}) {
  const titleId = useId();
  const row = (label: string, value: string) => (
    <div className="mp-account-details__row">
      <dt>{label}</dt>
      <dd>{value || t('account.notSet')}</dd>
    </div>
  );
  return (
    <section className="mp-account-card" aria-labelledby={titleId}>
      <h2 className="mp-account-card__title" id={titleId}>
        {t('account.dashboard.profile')}
      </h2>
      <dl className="mp-account-details">
        {row(t('account.field.name'), user.name)}
        {row(t('account.field.email'), user.email)}
        {row(t('account.field.mobile'), user.phone ? formatPhone(`+${user.phonePrefixCode}${user.phone}`) : '')}
      </dl>
      <a className="mp-account-card__action" href={href('edit-profile')}>
        {t('account.dashboard.editProfile')}
      </a>
    </section>
  );
}

function Order({ order, t, props }: { order: OrderSummary; t: AccountT; props: DashboardProps }) {
  const titleId = useId();
  const manageId = useId();
  return (
    <li className="mp-account-order">
      <article aria-labelledby={titleId}>
        <h3 className="mp-account-order__title" id={titleId}>
          {t('account.dashboard.order', { orderNo: order.orderNo })}
        </h3>
        <p className="mp-account-order__placed">{t('account.dashboard.placed', { date: props.formatDate(order.placedAt) })}</p>
        <ul className="mp-account-order__items" aria-label={t('account.dashboard.items')}>
          {order.items.map((item, index) => (
            <li className="mp-account-order__item" key={index}>
              <img
                className="mp-account-order__thumb"
                src={props.imageUrl(item.image, THUMBNAIL_PX)}
                alt=""
                width={THUMBNAIL_PX}
                height={THUMBNAIL_PX}
                loading="lazy"
              />
              <span className="mp-account-order__name">{item.name}</span>
              <span className="mp-account-order__qty">{t('account.dashboard.quantity', { count: item.quantity })}</span>
            </li>
          ))}
        </ul>
        <p className="mp-account-order__total">
          {t('account.dashboard.total')} <strong>{props.formatMoney(order.total, order.currency)}</strong>
        </p>
        {/* Named by its own text, then the order's title ("Manage" + "Order SG-240100"): the visible word starts the
            name in every language (2.5.3), which an aria-label of one sentence did not do in Thai. */}
        <a className="mp-account-order__manage" href={order.manageUrl} id={manageId} aria-labelledby={`${manageId} ${titleId}`}>
          {t('account.dashboard.manage')}
        </a>
      </article>
    </li>
  );
}

/** The SMS and e-mail opt-ins: native checkboxes, each saved when switched; the outcome in a live region. */
export function Promotions({ view, t, onSetPromotion }: Pick<DashboardProps, 'view' | 't' | 'onSetPromotion'>) {
  const titleId = useId();
  const introId = useId();
  const channels: ReadonlyArray<readonly [PromotionChannel, 'account.promotions.sms' | 'account.promotions.email']> = [
    ['sms', 'account.promotions.sms'],
    ['email', 'account.promotions.email'],
  ];
  return (
    <section className="mp-account-card mp-account-promotions" aria-labelledby={titleId}>
      <h2 className="mp-account-card__title" id={titleId}>
        {t('account.promotions.title')}
      </h2>
      <p id={introId}>{t('account.promotions.intro')}</p>
      <fieldset className="mp-account-promotions__list" aria-describedby={introId} aria-busy={view.promotionPending ? true : undefined}>
        <legend className="mp-visually-hidden">{t('account.promotions.title')}</legend>
        {channels.map(([channel, key]) => (
          <label className="mp-check mp-account-promotions__option" key={channel}>
            <input
              className="mp-check__input"
              type="checkbox"
              name={`promotion-${channel}`}
              checked={view.promotions[channel]}
              aria-disabled={view.promotionPending !== null || undefined}
              onChange={(event) => {
                if (view.promotionPending === null) onSetPromotion(channel, event.target.checked);
              }}
            />
            <span className="mp-check__label">{t(key)}</span>
          </label>
        ))}
      </fieldset>
      <p className="mp-account-status" role="status">
        {view.promotionSaved ? t('account.promotions.saved') : ''}
      </p>
      <p className="mp-form-error" role="alert">
        {view.promotionError ? `${t('account.promotions.failed')} ${accountText(view.promotionError, t)}` : ''}
      </p>
    </section>
  );
}

export function Dashboard(props: DashboardProps) {
  const { view, t, href } = props;
  const addressTitle = useId();
  const ordersTitle = useId();
  if (!view.user) return null;
  return (
    <div className="mp-account-dashboard">
      <ProfileCard user={view.user} t={t} href={href} formatPhone={props.formatPhone} />
      <section className="mp-account-card" aria-labelledby={addressTitle}>
        <h2 className="mp-account-card__title" id={addressTitle}>
          {t('account.dashboard.addressBook')}
        </h2>
        {props.addressSummary ?? (
          <a className="mp-account-card__action" href={href('address-book')}>
            {t('account.dashboard.manageAddresses')}
          </a>
        )}
      </section>
      <section className="mp-account-card mp-account-orders" aria-labelledby={ordersTitle}>
        <h2 className="mp-account-card__title" id={ordersTitle}>
          {t('account.dashboard.orders')}
        </h2>
        {view.orders.length === 0 ? (
          <p>{t('account.dashboard.noOrders')}</p>
        ) : (
          <ul className="mp-account-orders__list">
            {view.orders.map((order) => (
              <Order key={order.orderNo} order={order} t={t} props={props} />
            ))}
          </ul>
        )}
      </section>
      <Promotions view={view} t={t} onSetPromotion={props.onSetPromotion} />
    </div>
  );
}
