/**
 * The popup A/B experiment (spec §4 "Experiment", §7.3, §9): one experiment per country site on the experiment
 * service, with one id in staging and another in production. The loader and the reference server both read
 * this table, so the ids live here and nowhere else. The timeouts of §9 are in constants.ts.
 *
 * Wire format of the service (as the reference server answers it):
 *   GET {EXPERIMENT_PATHS.config}?experimentId=<id>&site=<sg|th|my|vn|ph|id>
 *     → { releaseId, variationId, mappings: [{ type: 'pop' | 'default' }] }, or the zero config { releaseId: 0 }
 *   GET {EXPERIMENT_PATHS.time} → { serverTime: <ms since the epoch> }
 */
import type { Environment } from './hosts.js';
import type { SiteCode } from './sites.js';

/** The service's two deployments. Test, pre-production and local pages use staging. */
export type ExperimentStage = 'staging' | 'production';

/** The sites that run the experiment (spec §7.3: regions sg, th, my, vn, ph, id). */
export const EXPERIMENT_SITES: readonly SiteCode[] = Object.freeze(['SG', 'TH', 'MY', 'VN', 'PH', 'ID']);

/** Experiment ids per stage and site. A site missing here has no experiment: its links are never swapped. */
export const EXPERIMENT_IDS: Readonly<Record<ExperimentStage, Readonly<Partial<Record<SiteCode, string>>>>> = Object.freeze({
  staging: Object.freeze({ SG: '20461', TH: '20462', MY: '20463', VN: '20464', PH: '20465', ID: '20466' }),
  production: Object.freeze({ SG: '31807', TH: '31808', MY: '31809', VN: '31810', PH: '31811', ID: '31812' }),
});

/** What a hit decides: `pop` swaps the header links for the popup, `default` leaves them alone. */
export type ExperimentHitType = 'pop' | 'default';
export const EXPERIMENT_HIT_TYPES: readonly ExperimentHitType[] = Object.freeze(['pop', 'default']);

/** Paths on the experiment service's host. */
export const EXPERIMENT_PATHS = Object.freeze({
  config: '/experiment/config',
  time: '/experiment/time',
});

/** The answer of the config call; `releaseId` 0 is the zero config (nothing released for this site yet). */
export interface ExperimentConfig {
  releaseId: number;
  variationId?: number;
  mappings?: ReadonlyArray<{ type: ExperimentHitType }>;
}

export function experimentStage(env: Environment): ExperimentStage {
  return env === 'production' ? 'production' : 'staging';
}

/** The experiment id of a site in an environment, or undefined when the site has no experiment. */
export function experimentIdFor(site: SiteCode, env: Environment): string | undefined {
  return EXPERIMENT_IDS[experimentStage(env)][site];
}

/**
 * The hit type of a config answer: 'pop' or 'default' for a released config, null for the zero config or
 * anything malformed (the loader then leaves the links as they are, and re-checks a zero config later).
 */
export function experimentHitType(config: unknown): ExperimentHitType | null {
  if (typeof config !== 'object' || config === null) return null;
  const { releaseId, mappings } = config as { releaseId?: unknown; mappings?: unknown };
  if (typeof releaseId !== 'number' || !(releaseId > 0) || !Array.isArray(mappings)) return null;
  const type = (mappings[0] as { type?: unknown } | undefined)?.type;
  return type === 'pop' || type === 'default' ? type : null;
}
