/**
 * THE list of the kinds of personal data the product keeps. Deleting a contract, deleting an
 * account and exporting an account each run every kind here, in this order; a feature that stores
 * something of a user's or of a contract's adds its kind to this list (see data-kind.ts for what a
 * kind implements, and docs/personal-data.md).
 *
 * Order: kinds that read the contract or the profile run before `contracts` and `account`, which
 * delete those items last, so an interrupted deletion can simply be run again.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import type { DataKind } from '../../services/personal-data/data-kind';
import type { Table } from '../dynamo/client';
import { accountKind } from './account-kind';
import { auditKind } from './audit-kind';
import { createBucketTools } from './bucket-tools';
import { commerceKind } from './commerce-kind';
import { contractsKind } from './contracts-kind';
import { identityKind } from './identity-kind';
import { keyDatesKind, type KeyDatesErasure } from './key-dates-kind';
import { librarySearchKind, type LibrarySearchErasure } from './library-search-kind';
import { negotiationKind } from './negotiation-kind';
import { organizationKind } from './organization-kind';
import { outreachKind } from './outreach-kind';
import { playbooksKind } from './playbooks-kind';
import type { PersonalDataStores } from './stores';
import { createTableTools } from './table-tools';

/** Deletions other features own, handed in by the composition root (http/account/deps.ts). */
export interface FeatureErasure {
  keyDates: KeyDatesErasure;
  librarySearch: LibrarySearchErasure;
}

export function personalDataKinds(table: Table, s3: S3Client, bucket: string, features: FeatureErasure): DataKind[] {
  const stores: PersonalDataStores = { table: createTableTools(table), bucket: createBucketTools(s3, bucket) };
  return [
    keyDatesKind(stores, features.keyDates),
    librarySearchKind(features.librarySearch),
    negotiationKind(stores),
    playbooksKind(stores),
    commerceKind(stores),
    outreachKind(stores),
    identityKind(stores),
    organizationKind(stores),
    contractsKind(stores),
    auditKind(stores),
    accountKind(stores),
  ];
}
