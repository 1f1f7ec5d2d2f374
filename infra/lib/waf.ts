/**
 * The web ACL in front of CloudFront (CLOUDFRONT scope, so it lives in us-east-1): AWS managed
 * rules against known-bad sources and inputs, and rate-based rules per viewer address on the routes
 * that cost money or send email. A blocked request gets 429 with Retry-After and the spec's wording.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { authMessages } from '../../shared/messages';
import type { WafRateLimits } from './settings';

/** Seconds a rate-based rule looks back (and so roughly how long a blocked address waits). */
export const WAF_WINDOW_SECONDS = 300;

/** The routes each rate-based rule counts, by exact path or prefix (POST only where it matters). */
export const WAF_RATE_RULES: Record<keyof WafRateLimits, { exact?: string[]; prefix?: string[] }> = {
  signUp: { exact: ['/api/contract/user'] },
  login: { exact: ['/api/auth/login', '/api/auth/reset-password', '/api/contract/verify-email'] },
  email: { prefix: ['/api/email/'], exact: ['/api/waitlist/apply'] },
  analysis: { exact: ['/api/contract/analyze', '/api/upload/process', '/api/upload/process-pdf'] },
};

const RULE_NAMES: Record<keyof WafRateLimits, string> = {
  signUp: 'RateSignUp',
  login: 'RateLogin',
  email: 'RateEmail',
  analysis: 'RateAnalysis',
};

const visibility = (name: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName: name,
  sampledRequestsEnabled: true,
});

const pathMatch = (path: string, positional: 'EXACTLY' | 'STARTS_WITH'): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: positional,
    searchString: path,
    textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
  },
});

function scopeDown(paths: { exact?: string[]; prefix?: string[] }): wafv2.CfnWebACL.StatementProperty {
  const matches = [
    ...(paths.exact ?? []).map((p) => pathMatch(p, 'EXACTLY')),
    ...(paths.prefix ?? []).map((p) => pathMatch(p, 'STARTS_WITH')),
  ];
  const postOnly: wafv2.CfnWebACL.StatementProperty = {
    byteMatchStatement: {
      fieldToMatch: { method: {} },
      positionalConstraint: 'EXACTLY',
      searchString: 'POST',
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
  const anyPath = matches.length === 1 ? matches[0]! : { orStatement: { statements: matches } };
  return { andStatement: { statements: [postOnly, anyPath] } };
}

function managed(name: string, priority: number, overrides: string[] = []): wafv2.CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ...(overrides.length
          ? { ruleActionOverrides: overrides.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
          : {}),
      },
    },
    visibilityConfig: visibility(name),
  };
}

export interface EdgeWafProps {
  rateLimits: WafRateLimits;
}

export class EdgeWaf extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeWafProps) {
    super(scope, id);
    const rateRules: wafv2.CfnWebACL.RuleProperty[] = (Object.keys(WAF_RATE_RULES) as (keyof WafRateLimits)[]).map(
      (key, i) => ({
        name: RULE_NAMES[key],
        priority: 10 + i,
        action: {
          block: {
            customResponse: {
              responseCode: 429,
              customResponseBodyKey: 'rate-limited',
              responseHeaders: [{ name: 'retry-after', value: String(WAF_WINDOW_SECONDS) }],
            },
          },
        },
        statement: {
          rateBasedStatement: {
            limit: props.rateLimits[key],
            evaluationWindowSec: WAF_WINDOW_SECONDS,
            // The viewer's address as CloudFront sees it (a CLOUDFRONT-scope ACL runs at the edge).
            aggregateKeyType: 'IP',
            scopeDownStatement: scopeDown(WAF_RATE_RULES[key]),
          },
        },
        visibilityConfig: visibility(RULE_NAMES[key]),
      }),
    );

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description:
        'Clausewise: managed protections and per-address rate limits on sign-up, sign-in, email and analysis',
      customResponseBodies: {
        'rate-limited': {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ message: authMessages.tooManyRequests, code: 'RATE_LIMITED' }),
        },
      },
      rules: [
        managed('AWSManagedRulesAmazonIpReputationList', 0),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 1),
        // Contract texts are large bodies of free prose (up to 75,000 words, quotes and angle
        // brackets included): the body size and XSS-in-body rules would block real reviews, so
        // they only count.
        managed('AWSManagedRulesCommonRuleSet', 2, ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY']),
        ...rateRules,
      ],
      visibilityConfig: visibility('clausewise-web-acl'),
    });
  }
}

/** The web ACL in its own us-east-1 stack, for a main stack in another region. */
export class EdgeWafStack extends Stack {
  readonly waf: EdgeWaf;
  constructor(scope: Construct, id: string, props: StackProps & EdgeWafProps) {
    super(scope, id, props);
    this.waf = new EdgeWaf(this, 'Waf', { rateLimits: props.rateLimits });
  }
}
