/** Field and screen errors as texts, and focus on the first field with an error when errors appear. */
import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { renderMessage } from '../../i18n/render.js';
import type { Translator } from '../../i18n/translate.js';
import type { FieldErrors, FieldName } from '../../machines/contract.js';

export type FieldErrorTexts = Readonly<Partial<Record<FieldName, string>>>;

/** The view's field errors as texts; a screen's own (client-side) errors fill fields the view has none for. */
export function fieldErrorTexts(errors: FieldErrors, t: Translator, local: FieldErrorTexts = {}): FieldErrorTexts {
  const out: Partial<Record<FieldName, string>> = { ...local };
  for (const [field, message] of Object.entries(errors) as [FieldName, FieldErrors[FieldName]][]) {
    if (message) out[field] = renderMessage(message, t);
  }
  return out;
}

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]';

/**
 * When an error appears on a field (one it did not have, or a different text), focus the first field in the
 * container, in document order, that is marked invalid (`aria-invalid="true"`, or `data-mp-invalid` on a group
 * whose first focusable element takes the focus). Errors clearing while the user types never move the focus.
 * A layout effect: the move lands in the render's commit on both runtimes (see popup-frame.tsx).
 */
export function useFocusFirstError(container: RefObject<HTMLElement | null>, errors: FieldErrorTexts): void {
  const previous = useRef<FieldErrorTexts>({});
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = errors;
    const appeared = (Object.keys(errors) as FieldName[]).some((field) => errors[field] && errors[field] !== before[field]);
    if (!appeared || !container.current) return;
    const target = container.current.querySelector<HTMLElement>('[aria-invalid="true"], [data-mp-invalid]');
    if (!target) return;
    const focusable = target.matches(FOCUSABLE) ? target : target.querySelector<HTMLElement>(FOCUSABLE);
    (focusable ?? target).focus();
  }, [errors, container]);
}

/**
 * A form screen's field errors: the view's as texts, and the focus on the first field with an error when one appears.
 * Put `container` on the screen's root element.
 */
export function useFieldErrors(fieldErrors: FieldErrors, t: Translator): { container: RefObject<HTMLDivElement | null>; errors: FieldErrorTexts } {
  const container = useRef<HTMLDivElement>(null);
  // Kept while the view's errors are the same: a keystroke re-renders the screen, not the focus check.
  const errors = useMemo(() => fieldErrorTexts(fieldErrors, t), [fieldErrors, t]);
  useFocusFirstError(container, errors);
  return { container, errors };
}
