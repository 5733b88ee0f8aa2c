/** Vitest global setup of the server projects: starts MongoDB, Stripe and Mailpit once per run. */
import type { TestProject } from 'vitest/node';
import { startServices } from '../../scripts/services/run';

import './provided';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const services = await startServices();
  process.stdout.write(`[${project.name}] services: ${services.describe.join(', ')}\n`);
  project.provide('mongodbUri', services.mongodbUri);
  project.provide('stripeApiUrl', services.stripeApiUrl);
  project.provide('smtpUrl', services.smtpUrl);
  project.provide('mailpitApiUrl', services.mailpitApiUrl);
  return () => services.stop();
}
