/**
 * The playbook lookup repository as the services see it: an interface with no
 * DynamoDB in it, implemented by adapters/dynamo/playbook-lookup.ts.
 */

export interface PlaybookLookup {
  get(
    userId: string,
    playbookId: number,
  ): Promise<
    | {
        name: string;
        content: string;
      }
    | undefined
  >;
}
