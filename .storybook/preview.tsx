import type { Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { handlers } from '../mocks/handlers';
import { activateScenarios, deactivateScenarios } from '../mocks/scenarios';
import '../src/shared/ui/styles/global.css';
import { withAppProviders } from './decorators';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // An accessibility violation fails the story, in Storybook's test runs and in `npm test`.
    a11y: { test: 'error' },
    // The phone every screen is checked at (390 px, issue 33), beside Storybook's own sizes.
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        phone390: {
          name: 'Phone (390 px)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
      },
    },
  },
  decorators: [withAppProviders],
  beforeEach({ msw, parameters }) {
    // Every story runs on the mock backend; a story adds its own handlers after these.
    msw.use(...handlers);
    // `parameters.scenarios: ['emails.empty']` puts the story in a named mock state.
    const scenarios = activateScenarios((parameters.scenarios as string[] | undefined) ?? []);
    return () => deactivateScenarios(scenarios);
  },
};

export default preview;
