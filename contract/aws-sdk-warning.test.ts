import { describe, expect, it } from 'vitest';
import { sdkNodeVersionWarningSwitch, turnOffSdkNodeVersionWarning } from './aws-sdk-warning.ts';

describe('turnOffSdkNodeVersionWarning', () => {
  it('sets the SDK’s own switch to the value it reads as off', () => {
    const environment: NodeJS.ProcessEnv = {};
    turnOffSdkNodeVersionWarning(environment);
    expect(environment).toEqual({ AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });
  });

  it('keeps a value someone set, so the warning can still be asked for', () => {
    const environment: NodeJS.ProcessEnv = { [sdkNodeVersionWarningSwitch]: 'false' };
    turnOffSdkNodeVersionWarning(environment);
    expect(environment[sdkNodeVersionWarningSwitch]).toBe('false');
  });
});
