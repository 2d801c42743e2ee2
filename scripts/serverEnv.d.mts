export function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
