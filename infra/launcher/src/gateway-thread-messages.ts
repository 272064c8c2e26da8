/** What the launcher tells the gateway's thread. */
export type GatewayThreadRequest =
  { type: 'start'; env: Record<string, string | undefined> } | { type: 'stop' };

/** What the gateway's thread answers. */
export type GatewayThreadReply =
  | { type: 'started'; port: number; url: string; sessionStore: 'redis' | 'memory' }
  | { type: 'failed'; message: string; configProblems?: string[]; code?: string }
  | { type: 'stopped' };
