import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import AboutPage from '@/features/content/pages/about-page';
import AgentSupportPage from '@/features/content/pages/agent-support-page';
import ComingSoonPage from '@/features/content/pages/coming-soon-page';
import ContactUsPage from '@/features/content/pages/contact-us-page';
import DebtSettlementCompaniesPage from '@/features/content/pages/debt-settlement-companies-page';
import FinancialPlanPage from '@/features/content/pages/financial-plan-page';
import TermsAndConditionsPage from '@/features/content/pages/terms-and-conditions-page';
import TimelinesPage from '@/features/content/pages/timelines-page';
import TrainingPreparationPage from '@/features/content/pages/training-preparation-page';
import UnderstandingCreditPage from '@/features/content/pages/understanding-credit-page';
import UnderstandingOptionsPage from '@/features/content/pages/understanding-options-page';

const meta = { title: 'Public/Content pages' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnderstandingCreditAllClosed: Story = { render: () => <UnderstandingCreditPage /> };

export const UnderstandingCreditUtilizationOpen: Story = {
  render: () => <UnderstandingCreditPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Credit utilization' }));
    await expect(canvas.getByText(/30% utilization/)).toBeVisible();
  },
};

export const UnderstandingOptions: Story = {
  render: () => <UnderstandingOptionsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: /Bankruptcy: Chapter 7 \(3-6 months\)/ }),
    );
    await expect(canvas.getByText(/within 3 to 6 months of filing/)).toBeVisible();
  },
};

export const DebtSettlementCompanies: Story = { render: () => <DebtSettlementCompaniesPage /> };

export const Timelines: Story = { render: () => <TimelinesPage /> };

export const FinancialPlanStepThreeOpen: Story = {
  render: () => <FinancialPlanPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Step 3 Set a debt settlement goal' }),
    );
    await expect(canvas.getByRole('link', { name: 'earnings calculator' })).toBeVisible();
  },
};

export const TrainingPreparation: Story = { render: () => <TrainingPreparationPage /> };

export const AgentSupportVoiceCoachingOpen: Story = {
  render: () => <AgentSupportPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Voice coaching' }));
    await expect(canvas.getByText(/The creditor never hears it/)).toBeVisible();
  },
};

export const ComingSoon: Story = { render: () => <ComingSoonPage /> };

export const TermsWithAnAnswerOpen: Story = {
  render: () => <TermsAndConditionsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'How do I cancel?' }));
    // The FAQ's answer comes first; Terms section 7 says the same words below it.
    const [answer] = canvas.getAllByText(/You may cancel at any time in your account settings/);
    await expect(answer).toBeVisible();
  },
};

export const ContactUs: Story = { render: () => <ContactUsPage /> };

export const About: Story = { render: () => <AboutPage /> };
