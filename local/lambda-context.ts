// The Lambda context object a handler receives, for the local stack and tests.
import type { Context } from 'aws-lambda';

export function lambdaContext(functionName: string, requestId: string, timeoutMilliseconds: number): Context {
  const deadline = Date.now() + timeoutMilliseconds;
  const unsupported = () => {
    throw new Error('The callback-style context methods are not used by these handlers');
  };
  // Context still declares the deprecated callback-style methods, so the object must carry them.
  const callbackMethods = { done: unsupported, fail: unsupported, succeed: unsupported };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-west-2:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    ...callbackMethods,
  };
}
