import { describe, expect, it } from 'vitest';
import { EMPTY_BUILDER, chooseBasePlan, plansIncluding, toggleFeature } from './builder';

describe('the builder rules', () => {
  it('preselects the included features of each base plan', () => {
    expect(chooseBasePlan(EMPTY_BUILDER, 'basic')).toEqual({
      basePlan: 'basic',
      premiumFeatures: [],
    });
    expect(chooseBasePlan(EMPTY_BUILDER, 'upgrade').premiumFeatures).toEqual([
      'monitoring',
      'intercept',
    ]);
    expect(chooseBasePlan(EMPTY_BUILDER, 'works').premiumFeatures).toEqual([
      'monitoring',
      'intercept',
      'practice',
      'assistance',
    ]);
  });

  it('replaces earlier toggles when another base plan is chosen', () => {
    const custom = toggleFeature(chooseBasePlan(EMPTY_BUILDER, 'basic'), 'assistance', true);
    expect(custom.premiumFeatures).toEqual(['assistance']);
    expect(chooseBasePlan(custom, 'upgrade')).toEqual({
      basePlan: 'upgrade',
      premiumFeatures: ['monitoring', 'intercept'],
    });
    // An included feature turned off comes back with the next plan that includes it.
    const trimmed = toggleFeature(chooseBasePlan(EMPTY_BUILDER, 'works'), 'monitoring', false);
    expect(chooseBasePlan(trimmed, 'upgrade').premiumFeatures).toEqual(['monitoring', 'intercept']);
  });

  it('toggles one feature without touching the others, in canonical order', () => {
    const state = toggleFeature(
      toggleFeature(chooseBasePlan(EMPTY_BUILDER, 'basic'), 'practice', true),
      'monitoring',
      true,
    );
    expect(state.premiumFeatures).toEqual(['monitoring', 'practice']);
    expect(toggleFeature(state, 'practice', false).premiumFeatures).toEqual(['monitoring']);
    expect(toggleFeature(state, 'monitoring', true).premiumFeatures).toEqual([
      'monitoring',
      'practice',
    ]);
  });

  it('starts with nothing chosen', () => {
    expect(EMPTY_BUILDER).toEqual({ basePlan: null, premiumFeatures: [] });
  });

  it('knows which plans include a feature', () => {
    expect(plansIncluding('monitoring')).toEqual(['upgrade', 'works']);
    expect(plansIncluding('assistance')).toEqual(['works']);
  });
});
