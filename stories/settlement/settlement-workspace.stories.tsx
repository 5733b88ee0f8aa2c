import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { DETAILS_LOAD_FAILED, DETAILS_SAVE_FAILED } from '@/features/settlement/ui/details-card';
import { OFFER_SAVE_FAILED } from '@/features/settlement/ui/offers-card';
import {
  DEBT_NOT_FOUND,
  DEBTS_LOAD_FAILED,
  SettlementPage,
  WORKSPACE_LOAD_FAILED,
} from '@/features/settlement/ui/settlement-page';
import { buildPersonas } from '../../mocks/personas';
import { resetDb } from '../../mocks/seed';
import { bodyOf, fill, signedInAs } from '../portal/support';

/**
 * The settlement workspace of one debt (issue 27): the workspace, and each loading, empty and
 * error state, and the modals (the first offer's step question, the entitlement explanation).
 * Every story starts from the seed, on the subscriber's first debt.
 */
const DEBT = buildPersonas(new Date()).tradelines[0]!;

const meta = {
  title: 'Settlement/Settlement workspace',
  render: () => (
    <Routes>
      <Route path="/portal/take-action/debts/:id" element={<SettlementPage />} />
    </Routes>
  ),
  parameters: { route: `/portal/take-action/debts/${DEBT.id}` },
  beforeEach: async () => {
    await resetDb();
    return signedInAs('subscriber')();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };

export const Workspace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Offer log' }, T)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /^Settle / })).toBeVisible();
    await expect(canvas.getByText('No offers yet')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Written agreement' })).toBeVisible();
    await expect(await canvas.findByRole('form', { name: 'Debt details' }, T)).toBeVisible();
  },
};

export const DebtsLoading: Story = {
  parameters: { scenarios: ['tradelines.loading'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the debt', {}, T)).toBeInTheDocument();
  },
};

export const DebtsError: Story = {
  parameters: { scenarios: ['tradelines.fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(DEBTS_LOAD_FAILED, {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const DebtNotFound: Story = {
  parameters: { route: '/portal/take-action/debts/64f0000000000000000000ff' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(DEBT_NOT_FOUND, {}, T)).toBeVisible();
  },
};

export const WorkspaceLoading: Story = {
  parameters: { scenarios: ['settlement.loading'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the workspace', {}, T)).toBeInTheDocument();
  },
};

export const WorkspaceError: Story = {
  parameters: { scenarios: ['settlement.load-fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(WORKSPACE_LOAD_FAILED, {}, T)).toBeVisible();
  },
};

export const NotSubscribed: Story = {
  parameters: { scenarios: ['settlement.not-entitled'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your settlement tools' }, T),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'How to start' }));
    await expect(await within(bodyOf(canvasElement)).findByRole('dialog', {}, T)).toBeVisible();
  },
};

export const DetailsLoading: Story = {
  parameters: { scenarios: ['settlement.details-loading'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the details', {}, T)).toBeInTheDocument();
  },
};

export const DetailsError: Story = {
  parameters: { scenarios: ['settlement.details-fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(DETAILS_LOAD_FAILED, {}, T)).toBeVisible();
  },
};

export const StateLoadError: Story = {
  parameters: { scenarios: ['settlement.identity-fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(DETAILS_LOAD_FAILED, {}, T)).toBeVisible();
  },
};

async function saveDetails(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const form = await canvas.findByRole('form', { name: 'Debt details' }, T);
  await fill(within(form).getByLabelText("Collector's name"), 'Midland Credit');
  await userEvent.click(within(form).getByRole('button', { name: 'Save details' }));
  return within(form);
}

export const DetailsSaveError: Story = {
  parameters: { scenarios: ['settlement.details-save-fail'] },
  play: async ({ canvasElement }) => {
    const form = await saveDetails(canvasElement);
    await expect(await form.findByText(DETAILS_SAVE_FAILED, {}, T)).toBeVisible();
    await expect(form.getByLabelText("Collector's name")).toHaveValue('Midland Credit');
  },
};

export const DetailsRefused: Story = {
  parameters: { scenarios: ['settlement.last-payment-future'] },
  play: async ({ canvasElement }) => {
    const form = await saveDetails(canvasElement);
    await expect(
      await form.findByText('The date of the last payment cannot be in the future.', {}, T),
    ).toBeVisible();
  },
};

async function logOffer(canvasElement: HTMLElement, amount = '900') {
  const canvas = within(canvasElement);
  const form = await canvas.findByRole('form', { name: 'Log an offer' }, T);
  await fill(within(form).getByLabelText('Amount'), amount);
  await userEvent.click(within(form).getByRole('button', { name: 'Log an offer' }));
  return within(form);
}

export const FirstOfferAsksAboutTheStep: Story = {
  play: async ({ canvasElement }) => {
    await logOffer(canvasElement);
    const body = within(bodyOf(canvasElement));
    const dialog = await body.findByRole('dialog', {}, T);
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: /complete\?$/ })).toBeVisible();
  },
};

export const OfferRefused: Story = {
  parameters: { scenarios: ['settlement.offer-future'] },
  play: async ({ canvasElement }) => {
    const form = await logOffer(canvasElement, '950');
    await expect(
      await form.findByText('The date of an offer cannot be in the future.', {}, T),
    ).toBeVisible();
    await expect(form.getByLabelText('Amount')).toHaveValue(950);
  },
};

export const OfferLogFull: Story = {
  parameters: { scenarios: ['settlement.offers-full'] },
  play: async ({ canvasElement }) => {
    const form = await logOffer(canvasElement);
    await expect(
      await form.findByText('This debt has 100 offers logged, the most the log keeps.', {}, T),
    ).toBeVisible();
  },
};

export const OfferError: Story = {
  parameters: { scenarios: ['settlement.offer-fail'] },
  play: async ({ canvasElement }) => {
    const form = await logOffer(canvasElement);
    await expect(await form.findByText(OFFER_SAVE_FAILED, {}, T)).toBeVisible();
    await expect(form.getByLabelText('Amount')).toHaveValue(900);
  },
};
