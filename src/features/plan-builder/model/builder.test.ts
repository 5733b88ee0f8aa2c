import { describe, expect, it } from 'vitest';
import { EMPTY_BUILDER, chooseBasePlan, plansIncluding, toggleFeature } from './builder';

describe('the builder rules', () => {
  it('preselects the included features of each base plan', () => {
    expect(chooseBasePlan('basic').premiumFeatures).toEqual([]);
    expect(chooseBasePlan('upgrade').premiumFeatures).toEqual(['monitoring', 'intercept']);
    expect(chooseBasePlan('works').premiumFeatures).toEqual([
      'monitoring',
      'intercept',
      'practice',
      'assistance',
    ]);
  });

  it('replaces earlier toggles when another base plan is chosen', () => {
    const custom = toggleFeature(chooseBasePlan('basic'), 'assistance', true);
    expect(chooseBasePlan('upgrade').premiumFeatures).not.toContain('assistance');
    expect(custom.premiumFeatures).toEqual(['assistance']);
  });

  it('toggles one feature without touching the others, in canonical order', () => {
    const state = toggleFeature(
      toggleFeature(chooseBasePlan('basic'), 'practice', true),
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
