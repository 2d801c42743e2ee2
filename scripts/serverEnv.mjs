// The environment and the Node arguments the server runs with: `npm start` uses them, and the
// benchmarks too, so they measure what npm start runs.

/**
 * Node's arguments before the server's entry file. tsx's require hook, not its CLI (a launcher
 * and a child) nor its ESM loader (`--import tsx`, whose hooks thread and esbuild worker held
 * ~30 MiB): the server is CommonJS. Not `--optimize-for-size`: it kept the server's RSS near
 * 150 MiB under the core bench but more than doubled UpdateEvent's CPU per call (bench/README.md,
 * "Memory"). Nor `--heap-growing-percent=20`: it kept the RSS near 150 MiB too (the growth in use
 * is V8's heap slack between full collections) but cost a median 12–15 % more CPU per write
 * call in alternating rounds (bench/README.md, "What holds the server's memory").
 */
export const SERVER_NODE_ARGS = ['--require', 'tsx/cjs'];

/** The parent's environment plus the server's memory settings (the parent's values win). */
export function serverEnv(env = process.env) {
  return {
    // glibc gives each of libvips' threads its own malloc arena and rarely returns them; two
    // arenas keep image processing's memory bounded (sharp's advice for glibc systems).
    MALLOC_ARENA_MAX: '2',
    ...env,
    // V8's young generation with 4 MB semi-spaces instead of 16: ~40 MB less resident with
    // uploads streaming through, for no measurable change in UpdateEvent throughput
    // (bench/README.md, uploads).
    NODE_OPTIONS: ['--max-semi-space-size=4', env.NODE_OPTIONS].filter(Boolean).join(' '),
  };
}
