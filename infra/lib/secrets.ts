/**
 * The session signing key: an EC P-256 private key in PEM (ES256), the format the functions read
 * through SESSION_KEY_SECRET_ARN at cold start (functions/src/config.ts).
 *
 * Secrets Manager cannot generate a key pair, so the secret is created with a random placeholder
 * and a small custom resource (session-key-init/) replaces it with a fresh key on first deploy.
 * Neither value is ever in the template. An operator may put their own PEM at any time; the
 * initialiser never overwrites a PEM (docs/DEPLOY.md).
 */
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CustomResource,
  CustomResourceProvider,
  CustomResourceProviderRuntime,
  Duration,
  RemovalPolicy,
} from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from './nag';

const INIT_CODE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'session-key-init');
const INIT_RESOURCE_TYPE = 'Custom::SessionKeyInit';

export interface AppSecretsProps {
  /** The Stripe keys secret, created by the operator (docs/DEPLOY.md); only referenced here. */
  stripeSecretName?: string;
}

export class AppSecrets extends Construct {
  readonly sessionKey: secretsmanager.Secret;
  /**
   * The Stripe API key and webhook signing secret: an existing secret referenced by name, so
   * neither value ever appears in the template or a bundle (docs/decisions/092).
   */
  readonly stripeKeys: secretsmanager.ISecret | undefined;
  /** Completes once the secret holds a PEM key; functions may depend on it. */
  readonly sessionKeyReady: CustomResource;

  constructor(scope: Construct, id: string, props: AppSecretsProps = {}) {
    super(scope, id);
    this.stripeKeys = props.stripeSecretName
      ? secretsmanager.Secret.fromSecretNameV2(this, 'StripeKeys', props.stripeSecretName)
      : undefined;
    this.sessionKey = new secretsmanager.Secret(this, 'SessionKey', {
      description: 'Clausewise session signing key: EC P-256 private key, PKCS#8 PEM (replacing it signs everyone out)',
      // A placeholder until the initialiser below puts a real key; not a usable key by itself.
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      // Losing it signs everyone out; deleting the stack should not do that silently.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    acknowledge(
      this.sessionKey,
      'AwsSolutions-SMG4',
      'Rotating the session signing key signs every user out, so it is rotated by an operator (docs/DEPLOY.md), not on a schedule.',
    );

    const provider = CustomResourceProvider.getOrCreateProvider(this, INIT_RESOURCE_TYPE, {
      codeDirectory: INIT_CODE_DIR,
      runtime: CustomResourceProviderRuntime.NODEJS_22_X,
      timeout: Duration.seconds(30),
      description: 'Puts a generated EC P-256 session signing key into its secret on first deploy',
      policyStatements: [
        {
          Effect: 'Allow',
          Action: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
          Resource: this.sessionKey.secretArn,
        },
      ],
    });

    this.sessionKeyReady = new CustomResource(this, 'SessionKeyInit', {
      resourceType: INIT_RESOURCE_TYPE,
      serviceToken: provider.serviceToken,
      properties: { SecretArn: this.sessionKey.secretArn },
    });
  }
}
