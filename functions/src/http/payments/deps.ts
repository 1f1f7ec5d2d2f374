/** Composition root of the payments Lambda: the provider and the service, built once per process. */
import { createPaymentsRepo } from '../../adapters/dynamo/payments-repo';
import { createOrganizationsRepo } from '../../adapters/dynamo/organizations-repo';
import { createUsersRepo } from '../../adapters/dynamo/users-repo';
import { perProcess, systemClock, tableFrom } from '../../adapters/from-config';
import { createPaymentProvider } from '../../adapters/payments';
import { getConfig } from '../../config';
import { createPaymentsService } from '../../services/payments';
import { log } from '../core/log';

export const getPaymentServices = perProcess(() => {
  const config = getConfig();
  const table = tableFrom(config);
  const provider = createPaymentProvider(config, table);
  const service = createPaymentsService({
    payments: createPaymentsRepo(table),
    provider,
    users: createUsersRepo(table),
    organizations: createOrganizationsRepo(table),
    clock: systemClock,
    log,
    config: { appOrigin: config.appOrigin, packages: config.payments.packages },
  });
  return { service, webhookSecret: () => provider.webhookSecret() };
});
