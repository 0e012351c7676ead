// The test suite's S3-compatible server (s3rver) in a process of its own, started by s3.ts.
// s3rver encrypts listing continuation tokens with DES, which Node's OpenSSL 3 offers only with
// --openssl-legacy-provider: that flag is given to this process alone.
import S3rver from 's3rver';

const directory = process.argv[2];
const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
const { port } = await server.run();
process.send({ port });

// Stops with the parent, whichever way it goes.
process.on('disconnect', async () => {
  await server.close();
  process.exit(0);
});
