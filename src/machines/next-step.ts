/**
 * Pure helpers of the root's routing (spec §4 "Login next steps"): reading a login response and building the URLs
 * the popup navigates to. Every URL built here still goes through the redirect guard in the root's `navigate` action.
 */
import type { LoginNextStepActionData, LoginResponse } from '../api/types.js';
import { withFragmentParams } from '../redirect/fragment.js';
import type { FlowOutput } from './contract.js';

/** Some calls wrap the login module in `loginResponseDTO`: the module that carries the next step. */
export function effectiveResponse(response: LoginResponse): LoginResponse {
  if (!response.loginNextStepAction && response.loginResponseDTO) return effectiveResponse(response.loginResponseDTO);
  return response;
}

export function nextStepOf(output: FlowOutput): string | undefined {
  return output.type === 'loggedIn' ? effectiveResponse(output.response).loginNextStepAction : undefined;
}

export function nextStepData(output: FlowOutput): LoginNextStepActionData {
  return output.type === 'loggedIn' ? (effectiveResponse(output.response).loginNextStepActionData ?? {}) : {};
}

/** A next step's destination: the data's `url` or `jumpUrl`, the one named first preferred ('' when neither). */
export function nextStepUrl(output: FlowOutput, prefer: 'url' | 'jumpUrl'): string {
  const data = nextStepData(output);
  return (prefer === 'url' ? data.url || data.jumpUrl : data.jumpUrl || data.url) || '';
}

/** The page's `redirect` query parameter, if any. */
export function redirectParam(pageUrl: string): string | null {
  try {
    const value = new URL(pageUrl).searchParams.get('redirect');
    return value && value.trim() ? value : null;
  } catch {
    return null;
  }
}

/** Where a login that asks for no next step should go: the page's redirect, else the response's redirectUrl. */
export function successRedirect(output: FlowOutput, pageUrl: string): string | null {
  const fromPage = redirectParam(pageUrl);
  if (fromPage) return fromPage;
  if (output.type !== 'loggedIn') return null;
  const fromResponse = effectiveResponse(output.response).redirectUrl;
  return fromResponse && fromResponse.trim() ? fromResponse : null;
}

/**
 * SECOND_VERIFICATION (spec §4): the verify URL from the data, carrying the current page as `redirect` (already
 * sanitized by the caller), the step type, and the token in the fragment (never sent to a server, issue 23 finding
 * 7). Relative URLs resolve against the page. '' when there is no usable URL (the redirect guard then refuses it
 * and reports "URL is empty").
 */
export function secondVerificationUrl(
  data: LoginNextStepActionData,
  input: { pageUrl: string; redirect: string; stepType: string },
): string {
  const base = data.url || data.jumpUrl;
  const url = base ? withReturn(base, input, { type: input.stepType }) : '';
  return url ? withFragmentParams(new URL(url), data.token ? { token: data.token } : {}).href : '';
}

/**
 * A server page the buyer leaves for and comes back from (step-up verification, account restore): the URL resolved
 * against the page, carrying the current page as `redirect` (already sanitized by the caller) unless the server put
 * one there, plus `extra` parameters. '' when the URL does not parse (the redirect guard then refuses it).
 */
export function withReturn(
  base: string,
  input: { pageUrl: string; redirect: string },
  extra: Readonly<Record<string, string>> = {},
): string {
  let url: URL;
  try {
    url = new URL(base, input.pageUrl);
  } catch {
    return '';
  }
  if (!url.searchParams.has('redirect')) url.searchParams.set('redirect', input.redirect);
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  return url.href;
}
