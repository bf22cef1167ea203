// The environment the unchanged Lambda handlers get locally: the same variables the CDK stack
// sets, with the SDK pointed at dynalite and aws-ses-v2-local by its standard endpoint variables.
import { sdkNodeVersionWarningSwitch } from '../contract/aws-sdk-warning.ts';
import { handlerEnvironment } from '../contract/handler-environment.ts';
import { dailyContactMailCeiling, serviceName, trackingRetentionDays } from '../contract/service.ts';

export const localTableName = 'fernly-tracking';
export const localShortLivedTableName = 'fernly-short-lived';
const localSenderAddress = 'website@fernly.example';
const localSupportAddress = 'support@fernly.example';

export interface LocalEndpoints {
  readonly dynamodbEndpoint: string;
  readonly sesEndpoint: string;
  /** Powertools log level (DEBUG, INFO, WARN, ERROR, SILENT). */
  readonly logLevel: string;
  /** The stand-in web app's origin (local/stand-in-app.ts), the one saveSignUp answers. */
  readonly appOrigin: string;
}

export function localHandlerEnvironment(endpoints: LocalEndpoints): Record<string, string> {
  return {
    AWS_REGION: 'eu-west-2',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_EC2_METADATA_DISABLED: 'true',
    [sdkNodeVersionWarningSwitch]: 'true',
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodbEndpoint,
    AWS_ENDPOINT_URL_SESV2: endpoints.sesEndpoint,
    ...handlerEnvironment({
      tableName: localTableName,
      shortLivedTableName: localShortLivedTableName,
      retentionDays: String(trackingRetentionDays),
      senderAddress: localSenderAddress,
      supportAddress: localSupportAddress,
      dailyMailCeiling: String(dailyContactMailCeiling),
      serviceName,
      logLevel: endpoints.logLevel,
      appOrigin: endpoints.appOrigin,
    }),
  };
}
