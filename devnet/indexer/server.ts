import { createServer, type Server } from 'node:http';
import { createYoga } from 'graphql-yoga';
import type { Address } from 'viem';
import { assertPortFree, listenOnLoopback } from '../ports';
import { IndexerDb } from './db';
import { ChainFollower, type FollowedChain } from './follower';
import { depthLimitPlugin, indexerSchema } from './graphql';

export interface Indexer {
  /** The GraphQL endpoint. */
  readonly url: string;
  stop(): Promise<void>;
}

export interface IndexerOptions {
  readonly port: number;
  readonly chains: readonly { chainId: number; domainId: number; rpcUrl: string; mailbox: string }[];
  readonly onError?: (error: unknown) => void;
  /** Where the empty database is kept between starts (`IndexerDb.open`). */
  readonly stateDir?: string;
}

export const INDEXER_PORT_ENV = 'DEVNET_INDEXER_PORT';

/** The devnet's Hyperlane indexer: follows every chain's Mailbox and serves `message_view` over GraphQL. */
export async function startIndexer(options: IndexerOptions): Promise<Indexer> {
  const portName = { what: 'devnet indexer', envVar: INDEXER_PORT_ENV };
  await assertPortFree(options.port, portName.what, portName.envVar);
  const db = await IndexerDb.open({ savedDir: options.stateDir });
  const chains: FollowedChain[] = options.chains.map((c) => ({ ...c, mailbox: c.mailbox as Address }));
  const followers = chains.map((chain) => new ChainFollower(chain, chains, db, options.onError ?? (() => {})));
  const yoga = createYoga({
    schema: indexerSchema(db),
    plugins: [depthLimitPlugin],
    graphqlEndpoint: '/v1/graphql',
    logging: false,
    landingPage: false,
  });
  const server: Server = createServer(yoga);
  const listening = await listenOnLoopback(server, options.port, portName);
  for (const follower of followers) follower.start();
  return {
    url: `${listening.url}/v1/graphql`,
    async stop() {
      await Promise.all(followers.map((follower) => follower.stop()));
      await listening.stop();
      await db.close();
    },
  };
}
