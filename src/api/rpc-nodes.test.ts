import { describe, expect, it } from 'vitest';
import {
  HEAD_FRESH_MS,
  headsStale,
  isLagging,
  MAX_LAG_BLOCKS,
  nodeOrder,
  nodeStates,
  pauseAfterFailure,
  recordHead,
  recordSuccess,
} from './rpc-nodes';

const NOW = 1_000_000;
const urls = (nodes: readonly { url: string }[]) => nodes.map((node) => node.url);

describe('the order a chain’s nodes are asked in', () => {
  it('is the chain’s own while every node is well', () => {
    expect(urls(nodeOrder(nodeStates(['a', 'b', 'c']), NOW))).toEqual(['a', 'b', 'c']);
  });

  it('leaves a node that answered another chain out, and puts a paused one last until its pause ends', () => {
    const [a, b, c] = nodeStates(['a', 'b', 'c']);
    if (!a || !b || !c) throw new Error('three nodes');
    a.chainId = { answered: 1 };
    pauseAfterFailure(b, NOW, 30_000);
    expect(urls(nodeOrder([a, b, c], NOW))).toEqual(['c', 'b']);
    expect(urls(nodeOrder([a, b, c], NOW + 30_000))).toEqual(['b', 'c']);
  });

  it('pauses as long as Retry-After says, else doubling from two seconds, and a success ends the run', () => {
    const [node] = nodeStates(['a']);
    if (!node) throw new Error('one node');
    pauseAfterFailure(node, NOW, undefined);
    expect(node.pausedUntil).toBe(NOW + 2_000);
    pauseAfterFailure(node, NOW, undefined);
    expect(node.pausedUntil).toBe(NOW + 4_000);
    pauseAfterFailure(node, NOW, 7_000);
    expect(node.pausedUntil).toBe(NOW + 7_000);
    // A Retry-After of an hour does not take a node away for an hour.
    pauseAfterFailure(node, NOW, 3_600_000);
    expect(node.pausedUntil).toBe(NOW + 120_000);
    recordSuccess(node);
    pauseAfterFailure(node, NOW, undefined);
    expect(node.pausedUntil).toBe(NOW + 2_000);
  });

  it('puts a node more than a few blocks behind the freshest after the others, while the heads are recent', () => {
    const [a, b] = nodeStates(['a', 'b']);
    if (!a || !b) throw new Error('two nodes');
    recordHead(a, 100n, NOW);
    recordHead(b, 100n + MAX_LAG_BLOCKS, NOW);
    expect(isLagging(a, [a, b], NOW)).toBe(false);
    recordHead(b, 101n + MAX_LAG_BLOCKS, NOW);
    expect(isLagging(a, [a, b], NOW)).toBe(true);
    expect(urls(nodeOrder([a, b], NOW))).toEqual(['b', 'a']);
    // Old heads say nothing: the lagging node is asked first again once they are.
    expect(urls(nodeOrder([a, b], NOW + HEAD_FRESH_MS + 1))).toEqual(['a', 'b']);
  });
});

describe('whether the heads must be read before a fresh read', () => {
  it('is so while a usable node’s head is unknown or old, and never for a chain of one node', () => {
    const [a, b] = nodeStates(['a', 'b']);
    if (!a || !b) throw new Error('two nodes');
    expect(headsStale([a, b], NOW)).toBe(true);
    recordHead(a, 1n, NOW);
    recordHead(b, 1n, NOW);
    expect(headsStale([a, b], NOW + 1)).toBe(false);
    expect(headsStale([a, b], NOW + HEAD_FRESH_MS + 1)).toBe(true);
    expect(headsStale(nodeStates(['a']), NOW)).toBe(false);
  });
});
