export const SERVER_NODE_ARGS: string[];
export function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
