// The deferred-message construct on its own, in a stack with a tracking table and a mail identity like
// the real ones: the short-lived table, the schedule, the sender's least-privilege role, its
// reserved concurrency and its alarm.
import { fileURLToPath } from 'node:url';
import { App, CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { handlerVariables } from '../../contract/handler-environment.ts';
import type { JsonValue } from '../../contract/json-value.ts';
import {
  dailyContactMailCeiling,
  deferredMessageLateLog,
  deferredMessageRunMinute,
  deferredMessageTimeoutMs,
} from '../../contract/service.ts';
import { shortLivedPartitions, tablePartitions } from '../../contract/table-partitions.ts';
import { stackBuildTimeoutMs, testAppContext } from '../test/fernly-test-stack.ts';
import { arnOf, asList, refTo, resourcesOfType, valueAt } from '../test/template-query.ts';
import { DeferredContactMessages, deferredMessageReservedConcurrency } from './deferred-contact-messages.ts';

const repositoryRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const identityArn = 'arn:aws:ses:eu-west-2:111111111111:identity/fernly.example';

interface Built {
  readonly stack: Stack;
  readonly template: Template;
  readonly construct: DeferredContactMessages;
  readonly trackingTable: Table;
}

function build(keepDataOnDelete: boolean): Built {
  const app = new App({ context: testAppContext() });
  const stack = new Stack(app, 'DeferredMessagesTest');
  const trackingTable = new Table(stack, 'TrackingTable', {
    partitionKey: { name: 'pk', type: AttributeType.STRING },
    sortKey: { name: 'sk', type: AttributeType.STRING },
  });
  const construct = new DeferredContactMessages(stack, 'KeptContactMail', {
    trackingTable,
    mailIdentityArn: identityArn,
    senderAddress: 'no-reply@fernly.example',
    supportAddress: 'support@fernly.example',
    lambdasDir: repositoryRoot('lambdas'),
    depsLockFilePath: repositoryRoot('package-lock.json'),
    keepDataOnDelete,
  });
  return { stack, template: Template.fromStack(stack), construct, trackingTable };
}

function logicalId(built: Built, construct: IConstruct): string {
  const resource = construct.node.defaultChild;
  if (!(resource instanceof CfnElement)) throw new Error(`${construct.node.path} has no resource`);
  return built.stack.getLogicalId(resource);
}

let production: Built;
let staging: Built;
beforeAll(() => {
  production = build(true);
  staging = build(false);
}, stackBuildTimeoutMs);

describe('the short-lived table', () => {
  it('expires items by TTL and keeps no point-in-time backups, so deleted means gone', () => {
    const tables = resourcesOfType(production.template, 'AWS::DynamoDB::Table');
    const shortLived = tables.filter(({ logicalId: id }) => id.startsWith('KeptContactMailShortLivedTable'));
    expect(shortLived).toHaveLength(1);
    expect(shortLived[0]?.properties).toMatchObject({
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: false },
      BillingMode: 'PAY_PER_REQUEST',
      DeletionProtectionEnabled: true,
    });
    expect(shortLived[0]?.resource.DeletionPolicy).toBe('Retain');
    const stagingTable = resourcesOfType(staging.template, 'AWS::DynamoDB::Table').find(({ logicalId: id }) =>
      id.startsWith('KeptContactMailShortLivedTable'),
    );
    expect(stagingTable?.resource.DeletionPolicy).toBe('Delete');
  });
});

describe('the sender', () => {
  function sender(built: Built) {
    const id = logicalId(built, built.construct.sender.function);
    const resource = resourcesOfType(built.template, 'AWS::Lambda::Function').find(
      ({ logicalId: found }) => found === id,
    );
    if (resource === undefined) throw new Error('no sender function');
    return resource;
  }

  it('runs one at a time, long enough to mail a day’s ceiling, with the tables and mailboxes it needs', () => {
    const { properties } = sender(production);
    expect(properties.ReservedConcurrentExecutions).toBe(deferredMessageReservedConcurrency);
    expect(deferredMessageReservedConcurrency).toBe(1);
    expect(properties.Timeout).toBe(deferredMessageTimeoutMs / 1000);
    expect(valueAt(properties, 'Environment', 'Variables')).toMatchObject({
      [handlerVariables.senderAddress]: 'no-reply@fernly.example',
      [handlerVariables.supportAddress]: 'support@fernly.example',
      [handlerVariables.tableName]: refTo(logicalId(production, production.trackingTable)),
      [handlerVariables.shortLivedTableName]: refTo(logicalId(production, production.construct.table)),
      [handlerVariables.dailyMailCeiling]: String(dailyContactMailCeiling),
    });
  });

  it('may only write its logs, mail the support inbox, count the day’s mail, and read and delete deferred messages and day keys', () => {
    const roleId = logicalId(production, production.construct.sender.role);
    const logGroupId = logicalId(production, production.construct.sender.logGroup);
    const trackingId = logicalId(production, production.trackingTable);
    const shortLivedId = logicalId(production, production.construct.table);
    const statements: JsonValue[] = resourcesOfType(production.template, 'AWS::IAM::Policy')
      .filter(({ properties }) => asList(properties.Roles).some((role) => valueAt(role, 'Ref') === roleId))
      .flatMap(({ properties }) => asList(valueAt(properties, 'PolicyDocument', 'Statement')));
    const onPartitions = (action: string | string[], tableId: string, partitions: string[]) => ({
      Action: action,
      Condition: {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': partitions.map((prefix) => `${prefix}*`) },
      },
      Effect: 'Allow',
      Resource: arnOf(tableId),
    });
    expect(statements).toEqual([
      { Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Effect: 'Allow', Resource: arnOf(logGroupId) },
      {
        Action: 'ses:SendEmail',
        Condition: {
          StringEquals: { 'ses:FromAddress': 'no-reply@fernly.example' },
          'ForAllValues:StringEquals': { 'ses:Recipients': ['support@fernly.example'] },
        },
        Effect: 'Allow',
        Resource: identityArn,
      },
      onPartitions('dynamodb:UpdateItem', trackingId, [tablePartitions.mailCount]),
      onPartitions(['dynamodb:DeleteItem', 'dynamodb:Query'], shortLivedId, [
        shortLivedPartitions.deferredMessage,
      ]),
      onPartitions('dynamodb:DeleteItem', shortLivedId, [shortLivedPartitions.clientKey]),
    ]);
  });

  it('gives the contact handlers only the day key and, for sendEmail, the keeping of a message', () => {
    const resolved = (statements: readonly { toStatementJson(): unknown }[]): unknown =>
      production.stack.resolve(statements.map((statement) => statement.toStatementJson()));
    const shortLived: unknown = production.stack.resolve(production.construct.table.tableArn);
    expect(resolved(production.construct.dayKeyPermissions)).toEqual([
      {
        Action: ['dynamodb:GetItem', 'dynamodb:PutItem'],
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${shortLivedPartitions.clientKey}*`] },
        },
        Effect: 'Allow',
        Resource: shortLived,
      },
    ]);
    expect(resolved(production.construct.sendEmailPermissions)).toEqual([
      {
        Action: 'dynamodb:GetItem',
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${shortLivedPartitions.clientKey}*`] },
        },
        Effect: 'Allow',
        Resource: shortLived,
      },
      {
        Action: 'dynamodb:PutItem',
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${shortLivedPartitions.deferredMessage}*`] },
        },
        Effect: 'Allow',
        Resource: shortLived,
      },
    ]);
  });
});

describe('the schedule', () => {
  it('runs the sender every hour at the minute the local stack uses, retrying a failed run', () => {
    const senderId = logicalId(production, production.construct.sender.function);
    const rules = resourcesOfType(production.template, 'AWS::Events::Rule');
    expect(rules).toHaveLength(1);
    expect(rules[0]?.properties).toMatchObject({
      ScheduleExpression: `cron(${String(deferredMessageRunMinute)} * * * ? *)`,
      State: 'ENABLED',
      Targets: [
        {
          Arn: { 'Fn::GetAtt': [senderId, 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
        },
      ],
    });
  });

  it('alarms when a deferred message is mailed late or expires unsent, from the line the sender logs', () => {
    production.template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: `{ $.message = "${deferredMessageLateLog}" }`,
      MetricTransformations: [{ MetricName: 'DeferredContactMessageLate', MetricValue: '1' }],
    });
    production.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'DeferredContactMessageLate',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });
});
