/** What every personal-data kind works with: the single table and the uploads bucket, in bulk. */
import type { BucketTools } from './bucket-tools';
import type { TableTools } from './table-tools';

export interface PersonalDataStores {
  table: TableTools;
  bucket: BucketTools;
}
