/** SQS consumers generated from `jobFunctions` (empty today: proven with a fixture entry). */
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { jobFunctions } from '../../functions/src/http/routes';
import { Jobs, type JobFunctionDef } from '../lib/jobs';
import { Queues } from '../lib/queues';
import { AppSecrets } from '../lib/secrets';
import { DataTable } from '../lib/data';
import { readSettings } from '../lib/settings';
import { UploadsBucket } from '../lib/storage';
import { extractionQueueSettings } from '../../functions/src/adapters/resources';
import { actionsOf, functionProps, statementsOf, synthStack, testApp } from './helpers';

const FIXTURE_JOB: JobFunctionDef = {
  entry: 'infra/test/fixtures/handler.ts',
  description: 'fixture analysis consumer',
  needs: { table: 'readwrite', bucket: 'read', bedrock: true },
  queue: 'analysis',
};

function jobsStack(functions: Record<string, JobFunctionDef>) {
  const app = testApp({ appOrigin: 'https://review.example.com' });
  const stack = new Stack(app, 'JobsTest', { env: { account: '123456789012', region: 'eu-west-1' } });
  const queues = new Queues(stack, 'Queues');
  const targets = {
    table: new DataTable(stack, 'Data').table,
    bucket: new UploadsBucket(stack, 'Uploads', { allowedOrigin: 'https://review.example.com' }).bucket,
    queue: queues.analysis,
    sessionKey: new AppSecrets(stack, 'Secrets').sessionKey,
  };
  const jobs = new Jobs(stack, 'Jobs', {
    targets,
    settings: readSettings(stack.node),
    queues: queues.byName,
    functions,
  });
  return { stack, jobs, template: Template.fromStack(stack) };
}

describe('jobs', () => {
  const { jobs, template } = jobsStack({ analyze: FIXTURE_JOB });
  const analyze = jobs.functions.analyze!;

  it('each job is fed by its queue and reports partial batch failures', () => {
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^QueuesAnalysis(?!DeadLetter)'), 'Arn'] },
      FunctionName: { Ref: Match.stringLikeRegexp('^JobsAnalyzeFunction') },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: 5 },
    });
  });

  it('is a Node.js 22 ARM function that fits in the visibility timeout', () => {
    expect(functionProps(template, analyze)).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Timeout: 120,
    });
  });

  it('may consume its queue and use what it needs, but not send to the queue', () => {
    const actions = actionsOf(template, analyze);
    expect(actions).toEqual(
      expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'dynamodb:PutItem', 'bedrock:InvokeModel']),
    );
    expect(actions).not.toContain('sqs:SendMessage');
    expect(actions).not.toContain('s3:PutObject');
    expect(actions).not.toContain('secretsmanager:GetSecretValue');
  });

  it('refuses a timeout longer than the queue visibility timeout', () => {
    expect(() => jobsStack({ slow: { ...FIXTURE_JOB, timeoutSeconds: 900 } })).toThrow(
      /exceeds the analysis queue's visibility timeout/,
    );
  });

  it('the real catalogue synthesizes one consumer per entry, the analysis one message per invocation', () => {
    const { template: real } = synthStack();
    real.resourceCountIs('AWS::Lambda::EventSourceMapping', Object.keys(jobFunctions).length);
    // One message per invocation: each analysis has the function's whole remaining time as its deadline.
    real.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^QueuesAnalysis(?!DeadLetter)'), 'Arn'] },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    // The dead-letter queue has a consumer that fails and refunds what no delivery finished.
    real.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^QueuesAnalysisDeadLetter'), 'Arn'] },
      FunctionName: { Ref: Match.stringLikeRegexp('^JobsAnalysisDeadLetterFunction') },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('long PDF extractions: their own queue with a dead-letter queue and its alarm, a consumer on each, the API may only send', () => {
    const { stack, template: real } = synthStack();
    const visibility = extractionQueueSettings.visibilityTimeoutSeconds;
    real.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: visibility,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^QueuesExtractionDeadLetter'), 'Arn'] },
        maxReceiveCount: extractionQueueSettings.maxReceiveCount,
      },
    });
    real.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmDescription: Match.stringLikeRegexp('extraction jobs failed repeatedly'),
      Dimensions: [
        {
          Name: 'QueueName',
          Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^QueuesExtractionDeadLetter'), 'QueueName'] },
        },
      ],
    });
    // The job: one message per invocation (its deadline is the function's whole remaining time).
    real.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^QueuesExtraction(?!DeadLetter)'), 'Arn'] },
      FunctionName: { Ref: Match.stringLikeRegexp('^JobsExtractionFunction') },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    real.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^QueuesExtractionDeadLetter'), 'Arn'] },
      FunctionName: { Ref: Match.stringLikeRegexp('^JobsExtractionDeadLetterFunction') },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const job = stack.jobs.functions.extraction!;
    const props = functionProps(real, job);
    expect(props.Timeout).toBe(jobFunctions.extraction.timeoutSeconds);
    expect(props.Timeout).toBeLessThan(visibility);
    expect(props.Environment?.Variables).toMatchObject({ OCR_PROVIDER: 'textract' });
    const jobActions = actionsOf(real, job);
    expect(jobActions).toEqual(
      expect.arrayContaining([
        'sqs:ReceiveMessage',
        's3:GetObject',
        's3:PutObject',
        'textract:StartDocumentTextDetection',
      ]),
    );
    expect(jobActions).not.toContain('sqs:SendMessage');

    // The uploads API sends to the extraction queue (and no other), with its URL in the environment.
    const uploads = stack.api.functions.uploads!;
    const send = statementsOf(real, uploads).find((s) => s.Sid === 'ExtractionQueueSend');
    expect([send?.Action].flat()).toEqual(['sqs:SendMessage']);
    expect(JSON.stringify(send?.Resource)).toMatch(/"QueuesExtraction(?!DeadLetter)\w*"/);
    expect(JSON.stringify(functionProps(real, uploads).Environment?.Variables.EXTRACTION_QUEUE_URL)).toMatch(
      /"QueuesExtraction(?!DeadLetter)\w*"/,
    );
    expect(actionsOf(real, uploads).filter((a) => a.startsWith('textract:'))).toEqual([]);
  });
});
