/** Ports and settings of the servers the browser tests run against (set by scripts/run-tests.mjs). */
import { tempDir } from '../../server/test-support/temp-dir';

const base = Number(process.env.E2E_BASE_PORT ?? 4810);

export const E2E_PORTS = { page: base, widgets: base + 1 } as const;

/** The build served with the voice agent and chatbot configured (see scripts/build-widgets.mjs). */
export const widgetsBaseUrl = `http://127.0.0.1:${E2E_PORTS.widgets}`;
export const WIDGET_IDS = { agent: 'agent_e2e_test', chatbot: 'chatbot_e2e_test' } as const;

export function e2eServerEnv(port: number, distDir: string, name: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DIST_DIR: distDir,
    DATA_DIR: tempDir(`giza-e2e-${name}-`),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000',
  };
}
