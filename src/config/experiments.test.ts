import { describe, expect, it } from 'vitest';
import {
  EXPERIMENT_IDS,
  EXPERIMENT_SITES,
  EXPERIMENT_PATHS,
  ENVIRONMENTS,
  SITE_CODES,
  experimentHitType,
  experimentIdFor,
  experimentStage,
} from './index.js';

describe('experiment ids (spec §7.3)', () => {
  it('has one id per experiment site in staging and in production, all distinct', () => {
    expect([...EXPERIMENT_SITES].sort()).toEqual(['ID', 'MY', 'PH', 'SG', 'TH', 'VN']);
    for (const stage of ['staging', 'production'] as const) {
      expect(Object.keys(EXPERIMENT_IDS[stage]).sort()).toEqual([...EXPERIMENT_SITES].sort());
    }
    const all = [...Object.values(EXPERIMENT_IDS.staging), ...Object.values(EXPERIMENT_IDS.production)];
    expect(new Set(all).size).toBe(12);
    for (const id of all) expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it('uses staging for test, pre-production and local pages, production only in production', () => {
    expect(ENVIRONMENTS.map((env) => [env, experimentStage(env)])).toEqual([
      ['test', 'staging'],
      ['pre', 'staging'],
      ['production', 'production'],
      ['local', 'staging'],
    ]);
    expect(experimentIdFor('SG', 'local')).toBe(EXPERIMENT_IDS.staging.SG);
    expect(experimentIdFor('TH', 'production')).toBe(EXPERIMENT_IDS.production.TH);
  });

  it('has no experiment on the other sites', () => {
    for (const site of SITE_CODES.filter((code) => !EXPERIMENT_SITES.includes(code))) {
      expect(experimentIdFor(site, 'production')).toBeUndefined();
      expect(experimentIdFor(site, 'test')).toBeUndefined();
    }
  });

  it('is frozen', () => {
    expect(Object.isFrozen(EXPERIMENT_IDS)).toBe(true);
    expect(Object.isFrozen(EXPERIMENT_IDS.staging)).toBe(true);
    expect(Object.isFrozen(EXPERIMENT_PATHS)).toBe(true);
  });
});

describe('experimentHitType', () => {
  it('reads the first mapping of a released config', () => {
    expect(experimentHitType({ releaseId: 7, variationId: 70, mappings: [{ type: 'pop' }] })).toBe('pop');
    expect(experimentHitType({ releaseId: 7, variationId: 71, mappings: [{ type: 'default' }] })).toBe('default');
  });

  it('answers null for the zero config and for anything malformed', () => {
    for (const config of [
      { releaseId: 0 },
      { releaseId: 0, mappings: [{ type: 'pop' }] },
      { releaseId: 3, mappings: [] },
      { releaseId: 3, mappings: [{ type: 'popup' }] },
      { releaseId: '3', mappings: [{ type: 'pop' }] },
      { releaseId: 3 },
      null,
      'pop',
      [],
    ]) {
      expect(experimentHitType(config)).toBeNull();
    }
  });
});
