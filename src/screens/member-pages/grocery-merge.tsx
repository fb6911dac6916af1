/**
 * /user/grocery-merge (spec §2.3): the grocery brand's order history of the signed-in buyer and the three answers
 * (opt in, a new account, combine), then what happened.
 */
import { useId } from 'react';
import type { GroceryAnswer } from '../../api/pages.js';
import type { GroceryMergeView } from '../../machines/grocery-merge.machine.js';
import { PageLayout } from '../page/index.js';
import { SubmitButton, onSubmit } from '../shared/index.js';
import { PageError, PageLink, PageLoadFailed, PageLoading, type PageT, pageText } from './page-bits.js';

export interface GroceryMergeSenders {
  choose(answer: GroceryAnswer): void;
  submit(): void;
  retry(): void;
}

const CHOICES = [
  { answer: 'OPT_IN', label: 'pages.grocery.optIn', hint: 'pages.grocery.optInText' },
  { answer: 'CREATE_NEW', label: 'pages.grocery.createNew', hint: 'pages.grocery.createNewText' },
  { answer: 'COMBINE', label: 'pages.grocery.combine', hint: 'pages.grocery.combineText' },
] as const;

const DONE_TEXT = { OPT_IN: 'pages.grocery.doneOptIn', CREATE_NEW: 'pages.grocery.doneCreateNew', COMBINE: 'pages.grocery.doneCombine' } as const;

export interface GroceryMergeScreenProps {
  readonly view: GroceryMergeView;
  readonly senders: GroceryMergeSenders;
  readonly t: PageT;
  readonly loginUrl: string;
  readonly doneUrl: string;
}

export function GroceryMergeScreen({ view, senders, t, loginUrl, doneUrl }: GroceryMergeScreenProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  if (view.status === 'loading') {
    return <PageLoading title={t('pages.grocery.title')} t={t} />;
  }
  if (view.status === 'signedOut') {
    return (
      <PageLayout title={t('pages.signIn.title')} t={t} className="mp-page--narrow">
        <p className="mp-page__text">{t('pages.signIn.text')}</p>
        <p className="mp-page__actions">
          <PageLink primary href={loginUrl}>
            {t('pages.signIn.action')}
          </PageLink>
        </p>
      </PageLayout>
    );
  }
  if (view.status === 'failed') {
    return <PageLoadFailed title={t('pages.grocery.title')} error={view.error} t={t} onRetry={() => senders.retry()} />;
  }
  if (view.status === 'none' || view.status === 'done') {
    const text = view.status === 'done' && view.answer ? t(DONE_TEXT[view.answer]) : t('pages.grocery.none');
    return (
      <PageLayout title={t(view.status === 'done' ? 'pages.grocery.doneTitle' : 'pages.grocery.title')} t={t} className="mp-page--narrow">
        <p className="mp-page__text" role="status">
          {text}
        </p>
        <p className="mp-page__actions">
          <PageLink primary href={doneUrl}>
            {t('pages.continue')}
          </PageLink>
        </p>
      </PageLayout>
    );
  }
  const history = view.history!;
  const answerError = view.fieldErrors.answer;
  return (
    <PageLayout title={t('pages.grocery.title')} t={t} className="mp-page--narrow">
      <h2 className="mp-page__subtitle">{t('pages.grocery.orders')}</h2>
      <ul className="mp-page__text">
        {history.orders.map((order) => (
          <li key={order.orderNo}>
            <bdi>{order.orderNo}</bdi> · {order.item} × {order.quantity}
          </li>
        ))}
      </ul>
      <PageError message={view.error} t={t} />
      <form className="mp-form mp-page__form" noValidate aria-busy={view.pending || undefined} onSubmit={onSubmit(view.pending, () => senders.submit())}>
        <fieldset className="mp-page__choices" aria-describedby={answerError ? errorId : undefined}>
          <legend className="mp-page__text" id={legendId}>
            {t('pages.grocery.intro', { account: history.account })}
          </legend>
          {CHOICES.map((choice) => {
            const hintId = `${id}-${choice.answer}-hint`;
            return (
              <label className="mp-page__choice" key={choice.answer}>
                <input
                  type="radio"
                  name="grocery-answer"
                  value={choice.answer}
                  checked={view.answer === choice.answer}
                  aria-describedby={hintId}
                  aria-invalid={answerError ? true : undefined}
                  onChange={() => senders.choose(choice.answer)}
                />
                <span className="mp-page__choice-text">
                  <span>{t(choice.label)}</span>
                  <span className="mp-page__choice-hint" id={hintId}>
                    {t(choice.hint)}
                  </span>
                </span>
              </label>
            );
          })}
          {answerError ? (
            <p className="mp-field__error" id={errorId} role="alert">
              {pageText(answerError, t)}
            </p>
          ) : null}
        </fieldset>
        <SubmitButton pending={view.pending}>{t('pages.grocery.submit')}</SubmitButton>
      </form>
    </PageLayout>
  );
}
