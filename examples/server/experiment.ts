/**
 * The experiment service the loader asks (spec §4 "Experiment", §7.3, §9), as a route module.
 *
 *   GET  /experiment/config?experimentId=<id>&site=<sg|th|my|vn|ph|id>[&forceVariation=pop|default]
 *        → { releaseId, variationId, mappings: [{ type: 'pop' | 'default' }] }
 *        → { releaseId: 0 } (the zero config) for a site without an experiment or an id that is not the site's
 *   GET  /experiment/time → { serverTime }   (the server clock, ms)
 *
 * The experiment ids are src/config/experiments.ts's EXPERIMENT_IDS (staging and production both answer here:
 * this server stands in for either deployment). Assignment is deterministic per visitor: the `mp_exp_uid`
 * cookie (set when absent, HttpOnly, a year) and the experiment id are hashed into 10,000 buckets; the first
 * `popPercent` % of them get `pop` (50 by default). A variation is forced, strongest first, by the query's
 * `forceVariation`, the `mp_exp_force` cookie, or the development switch.
 *
 * Development switch (dev mode, loopback clients only; 404 otherwise), to test the loader's 3 s / 5 s timeouts
 * and its failure path:
 *   GET  /__dev/experiment → the switch's state
 *   POST /__dev/experiment { site?, variation?: 'pop'|'default'|null, delayMs?, fail?, service?: 'config'|'time'|'both' }
 *        variation forces one site (or, without site, every site; null clears); delayMs (0-30000) slows and
 *        fail: true answers HTTP 500 on the chosen service(s) (both by default).
 */
import { createHash } from 'node:crypto';
import {
  EXPERIMENT_HIT_TYPES,
  EXPERIMENT_IDS,
  EXPERIMENT_PATHS,
  EXPERIMENT_SITES,
  type ExperimentConfig,
  type ExperimentHitType,
} from '../../src/config/experiments.js';
import { isSiteCode, type SiteCode } from '../../src/config/sites.js';
import type { RouteModule } from './app.js';
import type { AppContext } from './context.js';
import { RequestError, SITE_UNKNOWN, paramError } from './errors.js';
import { parseJsonObject, readBoolean, readEnum, readNumber } from './fields.js';
import { headerValue, readBody, sendJson, type RequestContext } from './http.js';
import type { Router } from './router.js';
import { randomToken } from './tokens.js';

export const EXPERIMENT_COOKIES = Object.freeze({ visitor: 'mp_exp_uid', force: 'mp_exp_force' });
export const EXPERIMENT_DEV_PATH = '/__dev/experiment';
const VISITOR_MAX_AGE_S = 365 * 24 * 60 * 60;
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;
const BUCKETS = 10_000;
export const MAX_EXPERIMENT_DELAY_MS = 30_000;

/** The released configuration of each site's experiment: its release and the id of each variation. */
export const EXPERIMENT_RELEASES: Readonly<Record<string, { releaseId: number; variations: Readonly<Record<ExperimentHitType, number>> }>> =
  Object.freeze({
    SG: { releaseId: 1101, variations: { pop: 110101, default: 110102 } },
    TH: { releaseId: 1201, variations: { pop: 120101, default: 120102 } },
    MY: { releaseId: 1301, variations: { pop: 130101, default: 130102 } },
    VN: { releaseId: 1401, variations: { pop: 140101, default: 140102 } },
    PH: { releaseId: 1501, variations: { pop: 150101, default: 150102 } },
    ID: { releaseId: 1601, variations: { pop: 160101, default: 160102 } },
  });

export const ZERO_CONFIG: ExperimentConfig = Object.freeze({ releaseId: 0 });

export interface ExperimentOptions {
  /** Share of visitors who get `pop`, 0-100. Default 50. */
  popPercent?: number;
}

type Service = 'config' | 'time';

export interface ExperimentSwitch {
  /** Forced variation per site; '*' forces every site without its own entry. */
  force: Partial<Record<SiteCode | '*', ExperimentHitType>>;
  delayMs: Record<Service, number>;
  fail: Record<Service, boolean>;
}

/** The bucket (0-9999) of a visitor in an experiment: stable for the same pair, independent across experiments. */
export function visitorBucket(experimentId: string, visitorId: string): number {
  return createHash('sha256').update(`${experimentId}|${visitorId}`).digest().readUInt32BE(0) % BUCKETS;
}

function isHitType(value: unknown): value is ExperimentHitType {
  return typeof value === 'string' && (EXPERIMENT_HIT_TYPES as readonly string[]).includes(value);
}

/** The site experiments whose id (staging or production) is `experimentId`. */
function experimentOf(site: SiteCode, experimentId: string): boolean {
  return EXPERIMENT_IDS.staging[site] === experimentId || EXPERIMENT_IDS.production[site] === experimentId;
}

export function experimentModule(options: ExperimentOptions = {}): RouteModule {
  const popPercent = options.popPercent ?? 50;
  if (!(popPercent >= 0 && popPercent <= 100)) throw new Error('popPercent must be between 0 and 100');

  return ({ ctx, router }) => {
    const state: ExperimentSwitch = { force: {}, delayMs: { config: 0, time: 0 }, fail: { config: false, time: false } };

    /** The development switch's slow-down and failure, applied before a service answers. False when it failed. */
    async function devEffects(rc: RequestContext, service: Service): Promise<boolean> {
      const delay = state.delayMs[service];
      if (delay > 0) await new Promise<void>((resolve) => setTimeout(resolve, delay).unref());
      if (state.fail[service]) {
        sendJson(rc, 500, { success: false, errorCode: { key: 'SYSTEM_ERROR', displayMessage: 'The experiment service failed (development switch).' } });
        return false;
      }
      return true;
    }

    function visitorId(rc: RequestContext): string {
      const existing = rc.cookies.get(EXPERIMENT_COOKIES.visitor);
      if (existing && VISITOR_ID.test(existing)) return existing;
      const id = randomToken(18);
      rc.setCookie(EXPERIMENT_COOKIES.visitor, id, { httpOnly: true, maxAge: VISITOR_MAX_AGE_S });
      return id;
    }

    function configFor(rc: RequestContext): ExperimentConfig {
      const query = rc.url.searchParams;
      const experimentId = query.get('experimentId') ?? '';
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(experimentId)) throw paramError('The parameter "experimentId" is required (letters, digits, - and _).');
      const siteParam = (query.get('site') ?? '').trim().toUpperCase();
      if (siteParam === '') throw paramError('The parameter "site" is required (sg, th, my, vn, ph or id).');
      if (!isSiteCode(siteParam)) throw new RequestError(400, SITE_UNKNOWN, 'The parameter "site" names no known site.');
      const forced = query.get('forceVariation');
      if (forced !== null && !isHitType(forced)) throw paramError('The parameter "forceVariation" must be pop or default.');

      const release = EXPERIMENT_RELEASES[siteParam];
      if (!EXPERIMENT_SITES.includes(siteParam) || !release || !experimentOf(siteParam, experimentId)) return ZERO_CONFIG;
      const uid = visitorId(rc);
      const cookieForce = rc.cookies.get(EXPERIMENT_COOKIES.force);
      const type: ExperimentHitType =
        (forced as ExperimentHitType | null) ??
        (isHitType(cookieForce) ? cookieForce : undefined) ??
        state.force[siteParam] ??
        state.force['*'] ??
        (visitorBucket(experimentId, uid) < popPercent * (BUCKETS / 100) ? 'pop' : 'default');
      return { releaseId: release.releaseId, variationId: release.variations[type], mappings: [{ type }] };
    }

    const answerError = (rc: RequestContext, error: unknown) => {
      if (error instanceof RequestError) {
        sendJson(rc, error.status, { success: false, errorCode: { key: error.key, displayMessage: error.displayMessage } });
        return;
      }
      throw error;
    };

    router.add('GET', EXPERIMENT_PATHS.config, async (rc) => {
      try {
        const config = configFor(rc);
        if (await devEffects(rc, 'config')) sendJson(rc, 200, config);
      } catch (error) {
        answerError(rc, error);
      }
    });

    router.add('GET', EXPERIMENT_PATHS.time, async (rc) => {
      if (await devEffects(rc, 'time')) sendJson(rc, 200, { serverTime: ctx.now() });
    });

    registerExperimentSwitch(ctx, router, state);
  };
}

function registerExperimentSwitch(ctx: AppContext, router: Router, state: ExperimentSwitch): void {
  const devOnly = (rc: RequestContext) => {
    if (ctx.dev && rc.loopback) return true;
    rc.req.resume();
    sendJson(rc, 404, { success: false, errorCode: { key: 'NOT_FOUND', displayMessage: 'Not found' } });
    return false;
  };

  router.add('GET', EXPERIMENT_DEV_PATH, (rc) => {
    if (devOnly(rc)) sendJson(rc, 200, state);
  });

  router.add('POST', EXPERIMENT_DEV_PATH, async (rc) => {
    if (!devOnly(rc)) return;
    try {
      const raw = await readBody(rc.req, 4096);
      if (!(headerValue(rc.req, 'content-type') ?? '').toLowerCase().startsWith('application/json')) {
        throw new RequestError(415, 'PL-PARAM-INVALID', 'Send a JSON body (Content-Type: application/json).');
      }
      const body = parseJsonObject(raw.toString('utf8'));
      const siteValue = body.site;
      let site: SiteCode | '*' = '*';
      if (siteValue !== undefined && siteValue !== null) {
        const code = typeof siteValue === 'string' ? siteValue.trim().toUpperCase() : '';
        if (!isSiteCode(code)) throw new RequestError(400, SITE_UNKNOWN, 'The field "site" names no known site.');
        site = code;
      }
      const service = readEnum(body, 'service', ['config', 'time', 'both'] as const, false) ?? 'both';
      const services: Service[] = service === 'both' ? ['config', 'time'] : [service];
      const fail = readBoolean(body, 'fail');
      const delayMs = body.delayMs === undefined ? undefined : readNumber(body, 'delayMs', { min: 0, max: MAX_EXPERIMENT_DELAY_MS });
      if ('variation' in body) {
        const variation = body.variation;
        if (variation !== null && !isHitType(variation)) throw paramError('The field "variation" must be pop, default or null.');
        if (variation === null) {
          if (site === '*') state.force = {};
          else delete state.force[site];
        } else {
          state.force[site] = variation;
        }
      }
      for (const name of services) {
        if (delayMs !== undefined) state.delayMs[name] = Math.round(delayMs);
        if (fail !== undefined) state.fail[name] = fail;
      }
      sendJson(rc, 200, state);
    } catch (error) {
      if (error instanceof RequestError) {
        sendJson(rc, error.status, { success: false, errorCode: { key: error.key, displayMessage: error.displayMessage } });
      } else {
        throw error;
      }
    }
  });
}
