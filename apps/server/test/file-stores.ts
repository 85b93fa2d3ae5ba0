import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

/** A file store a suite runs the whole server on: its name, and the environment that selects it. */
export interface StoreSetup {
  name: string;
  env(): Promise<Record<string, string>>;
}

/**
 * The file stores to run a suite on (ADR 0044): the local disk always, and S3 when TEST_S3_ENDPOINT
 * names a real gateway (`.ci/run`'s third pass), each suite in a fresh bucket named `<prefix>-<random>`.
 */
export function fileStores(bucketPrefix: string): StoreSetup[] {
  const stores: StoreSetup[] = [{ name: 'local disk', env: async () => ({}) }];
  const endpoint = process.env.TEST_S3_ENDPOINT;
  if (!endpoint) return stores;
  stores.push({
    name: `S3 at ${endpoint}`,
    env: async () => {
      const bucket = `${bucketPrefix}-${randomBytes(6).toString('hex')}`;
      const accessKeyId = process.env.TEST_S3_ACCESS_KEY ?? 'HASHITESTKEY';
      const secretAccessKey = process.env.TEST_S3_SECRET_KEY ?? 'HASHITESTSECRET';
      const client = new S3Client({
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId, secretAccessKey },
      });
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      client.destroy();
      return { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY: accessKeyId, S3_SECRET_KEY: secretAccessKey };
    },
  });
  return stores;
}
