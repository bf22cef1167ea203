// Rotating the secret CloudFront sends to the API (`x-origin-verify`) without one refused request
// (decision 0018). The web ACL accepts every value in a regex pattern set; CloudFront sends one.
// Secrets Manager runs the four steps of its rotation protocol on a schedule, each a call here:
//   createSecret  a new random value, staged AWSPENDING;
//   setSecret     the web ACL accepts the current and the pending value, and no longer the
//                 previous one, which CloudFront stopped sending a rotation ago (checked: the
//                 distribution is deployed and sends the current value, or the step waits);
//   testSecret    requests to the API stage's own address with the pending value pass the web
//                 ACL, again and again for a settling time, so every WAF node has the new set;
//   finishSecret  CloudFront sends the pending value, which Secrets Manager then makes current.
// From finishSecret until the next rotation's setSecret the old and the new value are both
// accepted: the overlap in which CloudFront's edges take up the new header at their own pace.

export type RotationStep = 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret';

/** Letters and digits only, so a value is its own regular expression. */
const secretValuePattern = /^[A-Za-z0-9]{32,128}$/;

export function acceptPattern(value: string): string {
  if (!secretValuePattern.test(value))
    throw new Error('The origin secret must be 32 to 128 letters and digits');
  return `^${value}$`;
}

interface DistributionState {
  /** Whether CloudFront has deployed its last change to every edge. */
  readonly deployed: boolean;
  /** The value the API origin's header carries in the distribution's configuration. */
  readonly sending: string;
}

export interface RotationDependencies {
  readonly secret: {
    /** The value staged AWSCURRENT. */
    current(): Promise<string>;
    /** The value of this rotation's version if it exists already (a retried step). */
    pending(token: string): Promise<string | undefined>;
    putPending(token: string, value: string): Promise<void>;
    /** Makes this rotation's version AWSCURRENT (the old one becomes AWSPREVIOUS). */
    promote(token: string): Promise<void>;
    newValue(): Promise<string>;
  };
  readonly webAcl: {
    acceptedPatterns(): Promise<readonly string[]>;
    accept(patterns: readonly string[]): Promise<void>;
  };
  readonly distribution: {
    state(): Promise<DistributionState>;
    send(value: string): Promise<void>;
  };
  /** Whether the web ACL lets a request with this value through to the API stage. */
  readonly passes: (value: string) => Promise<boolean>;
  readonly sleep: (milliseconds: number) => Promise<void>;
  /** How long testSecret keeps seeing the pending value pass before it trusts every WAF node. */
  readonly settleMilliseconds: number;
  /** How long testSecret waits at most for the first pass. */
  readonly testTimeoutMilliseconds: number;
}

async function pendingValue(token: string, dependencies: RotationDependencies): Promise<string> {
  const value = await dependencies.secret.pending(token);
  if (value === undefined)
    throw new Error(`Rotation ${token} has no pending value: createSecret did not run`);
  return value;
}

const probeIntervalMs = 5_000;

export async function rotate(
  step: RotationStep,
  token: string,
  dependencies: RotationDependencies,
): Promise<void> {
  switch (step) {
    case 'createSecret': {
      if ((await dependencies.secret.pending(token)) !== undefined) return;
      await dependencies.secret.putPending(token, await dependencies.secret.newValue());
      return;
    }
    case 'setSecret': {
      const current = await dependencies.secret.current();
      const pending = await pendingValue(token, dependencies);
      const state = await dependencies.distribution.state();
      // The previous value may go only once no edge can still be sending it.
      if (!state.deployed || state.sending !== current) {
        throw new Error(
          'CloudFront is not yet sending the current origin secret everywhere; the rotation will be retried',
        );
      }
      const wanted = [acceptPattern(current), acceptPattern(pending)];
      const accepted = await dependencies.webAcl.acceptedPatterns();
      if (accepted.length === wanted.length && wanted.every((pattern) => accepted.includes(pattern))) return;
      await dependencies.webAcl.accept(wanted);
      return;
    }
    case 'testSecret': {
      const pending = await pendingValue(token, dependencies);
      const current = await dependencies.secret.current();
      let passingSince: number | undefined;
      for (let waited = 0; ; waited += probeIntervalMs) {
        // The current value must keep passing too: it is what CloudFront sends until finishSecret.
        const passes = (await dependencies.passes(pending)) && (await dependencies.passes(current));
        if (!passes) passingSince = undefined;
        else passingSince ??= waited;
        if (passingSince !== undefined && waited - passingSince >= dependencies.settleMilliseconds) return;
        if (passingSince === undefined && waited >= dependencies.testTimeoutMilliseconds) {
          throw new Error('The web ACL does not let the pending origin secret through');
        }
        await dependencies.sleep(probeIntervalMs);
      }
    }
    case 'finishSecret': {
      const pending = await pendingValue(token, dependencies);
      const accepted = await dependencies.webAcl.acceptedPatterns();
      if (!accepted.includes(acceptPattern(pending))) {
        throw new Error('The web ACL does not accept the pending origin secret; setSecret must run first');
      }
      if ((await dependencies.distribution.state()).sending !== pending)
        await dependencies.distribution.send(pending);
      await dependencies.secret.promote(token);
      return;
    }
  }
}

/** The CloudFront origin custom header that carries the secret, as the SDK describes origins. */
export interface OriginHeaders {
  Id: string | undefined;
  CustomHeaders?: {
    Quantity: number | undefined;
    Items?: { HeaderName: string | undefined; HeaderValue: string | undefined }[];
  };
}

/** The origins with the secret's header set to `value`; exactly one origin must carry it. */
export function withOriginSecret<Origin extends OriginHeaders>(
  origins: readonly Origin[],
  headerName: string,
  value: string,
): Origin[] {
  const carriers = origins.filter((origin) =>
    origin.CustomHeaders?.Items?.some((header) => header.HeaderName === headerName),
  );
  if (carriers.length !== 1)
    throw new Error(`Expected one origin with ${headerName}, found ${carriers.length}`);
  return origins.map((origin) => ({
    ...origin,
    ...(origin.CustomHeaders === undefined
      ? {}
      : {
          CustomHeaders: {
            ...origin.CustomHeaders,
            Items: origin.CustomHeaders.Items?.map((header) =>
              header.HeaderName === headerName ? { ...header, HeaderValue: value } : header,
            ),
          },
        }),
  }));
}

/** The value the origins send in the secret's header. */
export function originSecret(origins: readonly OriginHeaders[], headerName: string): string {
  for (const origin of origins)
    for (const header of origin.CustomHeaders?.Items ?? [])
      if (header.HeaderName === headerName && header.HeaderValue !== undefined) return header.HeaderValue;
  throw new Error(`No origin sends ${headerName}`);
}
