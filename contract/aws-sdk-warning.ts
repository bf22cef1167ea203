// The AWS SDK for JavaScript prints a NodeVersionSupportWarning (seven lines on stderr) the first
// time a process creates a client on Node below 22: its versions published after January 2027 will
// need Node 22. The Node versions this project runs on are package.json's `engines` and the
// workflows' `node-version` (22, as the Lambda runtime), which is where that is decided; told it on
// every owner's command, the owner can do nothing about it. Every command that creates a client, and
// the local stack's handlers, turn it off with the SDK's own switch (read in
// @aws-sdk/core's emitWarningIfUnsupportedVersion), never by filtering stderr, so every other warning
// still shows.

/** The SDK's switch: "true" turns the warning off; any other value leaves it on. */
export const sdkNodeVersionWarningSwitch = 'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED';

/**
 * Turns the warning off for this process and the commands it starts (the CDK CLI reads the same
 * switch). A value already set is kept: whoever set it wants the warning shown or not.
 */
export function turnOffSdkNodeVersionWarning(environment: NodeJS.ProcessEnv = process.env): void {
  environment[sdkNodeVersionWarningSwitch] ??= 'true';
}
