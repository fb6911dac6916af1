/**
 * The experiment ids of src/config/experiments.ts (the one source of truth) in the loader's most compressible form:
 * the sites in one string and each stage's first id; the other sites' ids follow by one, in that order. Every page
 * view downloads the loader, and two numbers and six site codes are about 40 B gzip smaller than the twelve ids.
 *
 * The loader build evaluates this module and puts its values in the bundle as literals (rollup.config.mjs
 * `loaderManifest`); the unbuilt tree (the unit tests) evaluates it at import. Either way `compactExperimentIds`
 * throws when the ids stop being consecutive, so the build fails instead of asking for a wrong experiment.
 */
import { EXPERIMENT_IDS, type ExperimentStage } from '../src/config/experiments.js';

export interface ExperimentTable {
  /** The sites with an experiment, space-separated (the loader splits on the space: an exact match, no substring). */
  readonly sites: string;
  /** Each stage's id of the first site; the n-th site's id is this plus n. */
  readonly staging: number;
  readonly production: number;
}

/** The compact table of `ids`; throws unless both stages number the same sites consecutively, in the same order. */
export function compactExperimentIds(ids: Readonly<Record<ExperimentStage, Readonly<Partial<Record<string, string>>>>>): ExperimentTable {
  const sites = Object.keys(ids.production);
  if (!sites.length) throw new Error('experiment ids: no site has an experiment');
  const first = (stage: ExperimentStage) => Number(ids[stage][sites[0]!]);
  for (const stage of ['staging', 'production'] as const) {
    const listed = Object.keys(ids[stage]);
    sites.forEach((site, n) => {
      if (!/^[A-Z]+$/.test(site) || listed[n] !== site || ids[stage][site] !== String(first(stage) + n)) {
        throw new Error(`experiment ids: ${stage} ${site} is not ${first(stage) + n} (the loader's table assumes consecutive ids in one site order)`);
      }
    });
    if (listed.length !== sites.length) throw new Error(`experiment ids: ${stage} lists other sites than production`);
  }
  return { sites: sites.join(' '), staging: first('staging'), production: first('production') };
}

const table = compactExperimentIds(EXPERIMENT_IDS);
/** The loader's table (separate constants: the minifier inlines them, never a property name). */
export const EXPERIMENT_SITE_LIST = table.sites;
export const FIRST_STAGING_ID = table.staging;
export const FIRST_PRODUCTION_ID = table.production;
