/** The port the end-to-end run's local stack listens on (the stack also takes the two after it). */
export const e2ePort = Number(process.env.E2E_PORT ?? 4100);
