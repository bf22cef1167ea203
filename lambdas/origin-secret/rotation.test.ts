import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptPattern,
  originSecret,
  rotate,
  withOriginSecret,
  type RotationDependencies,
  type RotationStep,
} from './rotation.ts';

const steps: readonly RotationStep[] = ['createSecret', 'setSecret', 'testSecret', 'finishSecret'];
const settleMilliseconds = 120_000;

interface WorldOptions {
  /** The longest a WAF node takes to apply a new pattern set. */
  readonly wafDelayMs: number;
  /** The longest a CloudFront edge takes to apply a new header. */
  readonly cloudFrontDelayMs: number;
  readonly wafNodes: number;
  readonly edges: number;
  /** Drives every choice the world makes (delays, which node answers), so a run can be replayed. */
  readonly random: () => number;
  /** testSecret's settling time; the rotation's own unless a test shortens it. */
  readonly settleMs?: number;
}

interface WafNode {
  accepted: string[];
  next: { at: number; patterns: string[] } | undefined;
}

interface Edge {
  sending: string;
  next: { at: number; value: string } | undefined;
}

/**
 * A model of the moving parts: WAF nodes and CloudFront edges that take up changes each after a
 * delay of its own, a secret with its staged versions, and a clock that only sleeping advances.
 * Every moment the clock moves, each edge sends a request to some WAF node; any refusal is kept.
 */
function world(options: WorldOptions) {
  let now = 0;
  let values = 0;
  const versions = new Map<string, string>();
  let current = 'initialvalue000000000000000000000000';
  const nodes: WafNode[] = Array.from({ length: options.wafNodes }, () => ({
    accepted: [acceptPattern(current)],
    next: undefined,
  }));
  let configured = [acceptPattern(current)];
  const edges: Edge[] = Array.from({ length: options.edges }, () => ({ sending: current, next: undefined }));
  let configuredHeader = current;
  const refused: string[] = [];

  const settle = () => {
    for (const node of nodes)
      if (node.next !== undefined && node.next.at <= now) {
        node.accepted = node.next.patterns;
        node.next = undefined;
      }
    for (const edge of edges)
      if (edge.next !== undefined && edge.next.at <= now) {
        edge.sending = edge.next.value;
        edge.next = undefined;
      }
  };
  const anyNode = () => nodes[Math.floor(options.random() * nodes.length)] ?? nodes[0];
  const trafficFlows = () => {
    settle();
    for (const edge of edges) {
      const node = anyNode();
      if (node !== undefined && !node.accepted.includes(acceptPattern(edge.sending)))
        refused.push(`at ${now} ms an edge sent ${edge.sending}`);
    }
  };
  const delay = (longest: number) => Math.floor(options.random() * (longest + 1));

  const dependencies: RotationDependencies = {
    secret: {
      current: () => Promise.resolve(current),
      pending: (token) => Promise.resolve(versions.get(token)),
      putPending: (token, value) => {
        versions.set(token, value);
        return Promise.resolve();
      },
      promote: (token) => {
        const value = versions.get(token);
        if (value === undefined) throw new Error('no such version');
        current = value;
        return Promise.resolve();
      },
      newValue: () => {
        values += 1;
        return Promise.resolve(`rotatedvalue${String(values).padStart(24, '0')}`);
      },
    },
    webAcl: {
      acceptedPatterns: () => Promise.resolve(configured),
      accept: (patterns) => {
        configured = [...patterns];
        for (const node of nodes)
          node.next = { at: now + delay(options.wafDelayMs), patterns: [...patterns] };
        return Promise.resolve();
      },
    },
    distribution: {
      state: () => {
        settle();
        return Promise.resolve({
          deployed: edges.every((edge) => edge.next === undefined),
          sending: configuredHeader,
        });
      },
      send: (value) => {
        configuredHeader = value;
        for (const edge of edges) edge.next = { at: now + delay(options.cloudFrontDelayMs), value };
        return Promise.resolve();
      },
    },
    passes: (value) => {
      settle();
      return Promise.resolve(anyNode()?.accepted.includes(acceptPattern(value)) === true);
    },
    sleep: (milliseconds) => {
      for (let step = 0; step < milliseconds; step += 1_000) {
        now += 1_000;
        trafficFlows();
      }
      return Promise.resolve();
    },
    settleMilliseconds: options.settleMs ?? settleMilliseconds,
    testTimeoutMilliseconds: 600_000,
  };

  /** Runs one rotation as Secrets Manager does: each step in turn, a failed one retried later. */
  const rotation = async (token: string) => {
    for (const step of steps) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await rotate(step, token, dependencies);
          trafficFlows();
          break;
        } catch (error) {
          if (attempt >= 200) throw error;
          await dependencies.sleep(60_000);
        }
      }
    }
  };

  return {
    rotation,
    refused,
    waitDays: (days: number) => dependencies.sleep(days * 86_400_000),
    current: () => current,
    acceptedEverywhere: () => nodes.map((node) => node.accepted),
  };
}

/** A seeded generator, so fast-check's shrinking replays the same world. */
function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('rotating the origin secret', () => {
  it('refuses no request while CloudFront and the web ACL take up two rotations at their own pace', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          wafDelayMs: fc.integer({ min: 0, max: settleMilliseconds - 10_000 }),
          cloudFrontDelayMs: fc.integer({ min: 0, max: 30 * 60_000 }),
          wafNodes: fc.integer({ min: 1, max: 4 }),
          edges: fc.integer({ min: 1, max: 6 }),
          seed: fc.integer(),
        }),
        async ({ seed, ...options }) => {
          const model = world({ ...options, random: seeded(seed) });
          const before = model.current();
          await model.rotation('first');
          await model.waitDays(0.02);
          await model.rotation('second');
          await model.waitDays(0.02);
          expect(model.refused).toEqual([]);
          expect(model.current()).not.toBe(before);
          // After the overlap, the value from two rotations ago is refused everywhere.
          for (const accepted of model.acceptedEverywhere())
            expect(accepted).not.toContain(acceptPattern(before));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('would refuse requests if it trusted the web ACL before every node had the new set', async () => {
    const options = { wafDelayMs: 100_000, cloudFrontDelayMs: 0, wafNodes: 4, edges: 4 };
    const careful = world({ ...options, random: seeded(7) });
    await careful.rotation('first');
    await careful.waitDays(0.01);
    await careful.rotation('second');
    expect(careful.refused).toEqual([]);
    // The same two rotations, but testSecret believes the first node that lets the value through.
    const hasty = world({ ...options, random: seeded(7), settleMs: 0 });
    await hasty.rotation('first');
    await hasty.waitDays(0.01);
    await hasty.rotation('second');
    expect(hasty.refused.length).toBeGreaterThan(0);
  });

  it('waits while CloudFront still sends anything but the current value, rather than drop it', async () => {
    const model = world({
      wafDelayMs: 0,
      cloudFrontDelayMs: 3_600_000,
      wafNodes: 1,
      edges: 3,
      random: seeded(3),
    });
    await model.rotation('first');
    // The second rotation's setSecret runs within the hour the edges take: it must wait, not drop.
    await model.rotation('second');
    expect(model.refused).toEqual([]);
  });
});

describe('the distribution’s origins', () => {
  const origins = [
    { Id: 'site', CustomHeaders: { Quantity: 0, Items: [] } },
    {
      Id: 'api',
      CustomHeaders: {
        Quantity: 2,
        Items: [
          { HeaderName: 'x-other', HeaderValue: 'kept' },
          { HeaderName: 'x-origin-verify', HeaderValue: 'oldvalue' },
        ],
      },
    },
  ];

  it('get the new value on the one origin that carries the header, and nothing else changes', () => {
    const updated = withOriginSecret(origins, 'x-origin-verify', 'newvalue');
    expect(originSecret(updated, 'x-origin-verify')).toBe('newvalue');
    expect(updated[1]?.CustomHeaders.Items[0]).toEqual({ HeaderName: 'x-other', HeaderValue: 'kept' });
    expect(updated[0]).toEqual(origins[0]);
    expect(originSecret(origins, 'x-origin-verify')).toBe('oldvalue');
  });

  it('refuse a configuration where no origin, or more than one, carries the header', () => {
    expect(() => withOriginSecret([origins[0] ?? { Id: 'x' }], 'x-origin-verify', 'v')).toThrow(/found 0/);
  });
});

describe('acceptPattern', () => {
  it('matches exactly the value, which holds only letters and digits', () => {
    expect(acceptPattern('A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6')).toBe('^A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6$');
    expect(() => acceptPattern('short')).toThrow();
    expect(() => acceptPattern(`${'a'.repeat(40)}.*`)).toThrow();
  });
});
