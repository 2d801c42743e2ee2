export function findProgram(binary: string, envVar?: string): string | undefined;
export function ensureDebianProgram(options: {
  pkg: string;
  binary: string;
  envVar: string;
  purpose: string;
}): string;
