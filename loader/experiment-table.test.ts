// The loader's compact experiment table (loader/experiment-table.ts): the same ids as src/config/experiments.ts, and
// a refusal (which fails the loader build) when the ids stop being consecutive in one site order.
import { describe, expect, it } from 'vitest';
import { EXPERIMENT_IDS } from '../src/config/experiments.js';
import { EXPERIMENT_SITE_LIST, FIRST_PRODUCTION_ID, FIRST_STAGING_ID, compactExperimentIds } from './experiment-table.js';

/** The id the loader computes (boot.ts): the first id plus the site's place in the list; undefined when not listed. */
function loaderId(sites: string, first: number, site: string): string | undefined {
  const index = sites.split(' ').indexOf(site);
  return index < 0 ? undefined : String(first + index);
}

describe('the compact experiment table', () => {
  it('gives every site of src/config/experiments.ts its id in both stages, and no id to any other site', () => {
    for (const [stage, first] of [['staging', FIRST_STAGING_ID], ['production', FIRST_PRODUCTION_ID]] as const) {
      for (const [site, id] of Object.entries(EXPERIMENT_IDS[stage])) expect(loaderId(EXPERIMENT_SITE_LIST, first, site), `${stage} ${site}`).toBe(id);
      for (const site of ['', 'SG TH', 'S', 'G', 'GT', 'HM', 'sg', 'MM', 'BD', 'CONSTRUCTOR', '__PROTO__']) {
        expect(loaderId(EXPERIMENT_SITE_LIST, first, site), `${stage} ${site}`).toBeUndefined();
      }
    }
  });

  it('refuses ids that are not consecutive, not in one site order, not the same sites, not plain numbers, or none', () => {
    const staging = { SG: '20461', TH: '20462', MY: '20463' };
    const production = { SG: '31807', TH: '31808', MY: '31809' };
    expect(compactExperimentIds({ staging, production })).toEqual({ sites: 'SG TH MY', staging: 20461, production: 31807 });
    for (const ids of [
      { staging, production: { ...production, MY: '31810' } }, // a gap
      { staging: { SG: '20461', MY: '20462', TH: '20463' }, production }, // another order
      { staging, production: { ...production, VN: '31810' } }, // a site only in production
      { staging: { ...staging, VN: '20464' }, production }, // a site only in staging
      { staging: { ...staging, SG: '020461' }, production }, // not the number's own text
      { staging: { 'S G': '1', TH: '2' }, production: { 'S G': '3', TH: '4' } }, // a code the list cannot hold
      { staging: {}, production: {} },
    ]) {
      expect(() => compactExperimentIds(ids), JSON.stringify(ids)).toThrow(/experiment ids/);
    }
  });
});
