/**
 * The email test tool's connection check (spec: "SMTP check"). The product sends through SES, so
 * the check asks SES for the account's sending quota (GetSendQuota). The local SES stand-in
 * (aws-ses-v2-local) implements sending only; with an emulator endpoint its health check is asked
 * instead (GET /health-check).
 */
import { GetSendQuotaCommand, SESClient } from '@aws-sdk/client-ses';

export interface SesCheckResult {
  detail: string;
}

export async function checkSesConnection(settings: {
  region: string;
  endpoint?: string | undefined;
}): Promise<SesCheckResult> {
  if (settings.endpoint) {
    const res = await fetch(`${settings.endpoint.replace(/\/$/, '')}/health-check`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`SES endpoint answered ${res.status}`);
    return { detail: `Local SES at ${settings.endpoint} is reachable` };
  }
  const client = new SESClient({ region: settings.region });
  const quota = await client.send(new GetSendQuotaCommand({}), { abortSignal: AbortSignal.timeout(5000) });
  return {
    detail: `SES ${settings.region}: ${quota.SentLast24Hours ?? 0} of ${quota.Max24HourSend ?? 0} emails sent in the last 24 hours`,
  };
}
