/// <reference path="./comlink-node-adapter.d.ts" />
/** comlink's adapter that turns a Node worker or its parentPort into a comlink endpoint. */
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';

/** What the adapter accepts: a Node `Worker` or `parentPort` (structurally). */
export type NodeEndpointSource = Parameters<typeof nodeEndpoint>[0];

export { nodeEndpoint };
