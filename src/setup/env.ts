// The environment variables a command reads; tests pass their own instead of process.env.
export type Env = Record<string, string | undefined>;
