/**
 * Registry (sign-up) screen (spec §2.1, §5): phone or e-mail with a switch, consent to the terms of use and the
 * privacy policy (links open in a new tab so nothing typed is lost), the promotions opt-in for the chosen channel
 * (SMS for phone, e-mail for e-mail), the slider bot check, and submit; or sign-up with a social provider, which
 * the same consent box covers.
 */
import { useId } from 'react';
import { SliderCheck } from '../../components/index.js';
import type { ViewMessage } from '../../machines/contract.js';
import {
  EmailField,
  FormError,
  LinkButton,
  PhoneField,
  RichText,
  Segmented,
  SocialButtons,
  SubmitButton,
  onSubmit,
  useField,
  useFieldErrors,
  type ScreenProps,
} from '../shared/index.js';
import { CheckboxField } from '../shared/checkbox-field.js';

const DEFAULT_REGISTRY = {
  method: 'phone',
  values: { phone: '', email: '' },
  consent: false,
  promotions: { sms: false, email: false },
  slider: 'loading',
} as const;

const isGuestMessage = (message: ViewMessage | undefined): boolean => Boolean(message && 'key' in message && message.key === 'error.guestEmail');

export function RegistryScreen(props: ScreenProps) {
  const { view, senders, t, titleId } = props;
  const registry = view.registry ?? DEFAULT_REGISTRY;
  const { pending } = view;
  const [phone, setPhone] = useField('phone', registry.values.phone, senders, view.fieldErrors);
  const [email, setEmail] = useField('email', registry.values.email, senders, view.fieldErrors);
  const newTabId = `${useId()}-new-tab`;
  const { container, errors } = useFieldErrors(view.fieldErrors, t);

  const link = (href: string, text: string) => (
    <a className="mp-link" href={href} target="_blank" rel="noopener noreferrer" aria-describedby={newTabId}>
      {text}
    </a>
  );

  const isPhone = registry.method === 'phone';
  const promotion = isPhone ? 'sms' : 'email';

  const submit = onSubmit(pending, () => senders.submitRegistry(isPhone ? { phone: phone.trim() } : { email: email.trim() }));

  return (
    <div className="mp-screen mp-registry" ref={container}>
      <h2 className="mp-screen__title" id={titleId} tabIndex={-1}>
        {t('registry.title')}
      </h2>
      <Segmented
        label={t('registry.method')}
        value={registry.method}
        options={[
          { value: 'phone', label: t('registry.usePhone') },
          { value: 'email', label: t('registry.useEmail') },
        ]}
        onChange={(method) => senders.setRegistryMethod(method)}
      />
      <FormError message={view.error} t={t} />
      <form className="mp-form mp-registry__form" method="dialog" noValidate onSubmit={submit} aria-busy={pending || undefined}>
        {isPhone ? (
          <PhoneField
            t={t}
            name="phone"
            phonePrefix={view.phonePrefix}
            value={phone}
            error={errors.phone}
            onValueChange={setPhone}
          />
        ) : (
          <EmailField
            t={t}
            name="email"
            value={email}
            error={errors.email}
            onValueChange={setEmail}
          />
        )}
        {registry.method === 'email' && isGuestMessage(view.fieldErrors.email) ? (
          // A guest of §4 ("set your password to continue"): the member page that e-mails the set-password link.
          <a className="mp-link mp-registry__guest" href={`${view.links.guestRegister}?email=${encodeURIComponent(email.trim())}`}>
            {t('registry.guestSetPassword')}
          </a>
        ) : null}
        <CheckboxField
          name="consent"
          checked={registry.consent}
          error={errors.consent}
          onCheckedChange={(checked) => {
            senders.setConsent(checked);
            senders.input('consent');
          }}
          label={
            <RichText
              template={t('registry.consent')}
              parts={{ terms: link(view.links.terms, t('registry.terms')), privacy: link(view.links.privacy, t('registry.privacy')) }}
            />
          }
        />
        <span className="mp-visually-hidden" id={newTabId}>
          {t('popup.newTab')}
        </span>
        <CheckboxField
          name={`promotions-${promotion}`}
          checked={registry.promotions[promotion]}
          onCheckedChange={(checked) => senders.setPromotion(promotion, checked)}
          label={t(isPhone ? 'registry.promoSms' : 'registry.promoEmail')}
        />
        <SliderCheck
          state={registry.slider}
          t={t}
          onDragged={(trace) => senders.sliderDragged(trace)}
          onRefresh={() => senders.refreshSlider()}
        />
        <SubmitButton pending={pending}>{t('registry.submit')}</SubmitButton>
      </form>
      <p className="mp-screen__switch">
        {t('registry.haveAccount')} <LinkButton onClick={() => senders.toLogin()}>{t('login.submit')}</LinkButton>
      </p>
      <SocialButtons {...props} heading={t('registry.social')} />
    </div>
  );
}
