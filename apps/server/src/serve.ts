import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.webDist) {
    // The bundle lives in apps/server/dist; the web build in apps/web/dist.
    const here = path.dirname(fileURLToPath(import.meta.url));
    config.webDist = path.resolve(here, '../../web/dist');
  }
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ host: config.host, port: config.port });
  const url = config.publicUrl;
  console.log(
    `\nPharmacy platform is running at ${url}\n  public site  ${url}/\n  back-office  ${url}/login\n  API docs     ${url}/api/docs\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
