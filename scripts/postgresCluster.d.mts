export type Settings = Record<string, string>;
export const SMALL_SERVER_SETTINGS: Settings;
export const THROWAWAY_SETTINGS: Settings;
export interface Cluster {
  pid: number;
  port: number;
  url(database?: string): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }>;
  stop(): Promise<void>;
  stopNow(): void;
}
export function startCluster(options: {
  dir: string;
  settings?: Settings;
  logFile?: string;
  sync?: boolean;
}): Promise<Cluster>;
