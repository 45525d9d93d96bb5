// Types of lcp-graph.mjs, for the TypeScript tests.
export interface LcpRequest {
  resourceType: string;
  transferSize?: number;
}
export interface LcpRequestGroup {
  type: string;
  count: number;
  bytes: number;
}
export function groupLcpRequests(requests: readonly LcpRequest[]): LcpRequestGroup[];
export function describeLcpRequests(requests: readonly LcpRequest[]): string;
