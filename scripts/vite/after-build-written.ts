import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * A build-only plugin that runs `handler` once the client build is written (closeBundle, not writeBundle:
 * public/ has been copied and index.html written by then), with the output folder. Such plugins run in the
 * order vite.config.ts lists them.
 */
export function afterBuildWritten(
  name: string,
  handler: (outDir: string, config: ResolvedConfig) => Promise<void>,
): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        await handler(path.resolve(config.root, config.build.outDir), config);
      },
    },
  };
}
