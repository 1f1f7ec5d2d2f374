import { describe, expect, it } from 'vitest';
import { cardTitle } from './card-title';

describe('library card title', () => {
  it('is the contract type and the counterparty, with the reviewed party as the subtitle', () => {
    expect(cardTitle({ title: 'Distributor Agreement', counterparty: 'NETGEAR', behalfOf: 'Ingram Micro' })).toEqual({
      name: 'Distributor Agreement — NETGEAR',
      subtitle: 'Reviewed for Ingram Micro',
    });
  });

  it('never says a name twice', () => {
    expect(
      cardTitle({ title: 'NETGEAR Distributor Agreement', counterparty: 'NETGEAR', behalfOf: 'Ingram Micro' }).name,
    ).toBe('NETGEAR Distributor Agreement');
    expect(cardTitle({ title: 'Supply Agreement', counterparty: 'Ingram Micro', behalfOf: 'Ingram Micro' }).name).toBe(
      'Supply Agreement',
    );
    // A word of the type that merely starts like the party is not the party.
    expect(cardTitle({ title: 'Netgearing Agreement', counterparty: 'Netgear', behalfOf: 'X' }).name).toBe(
      'Netgearing Agreement — Netgear',
    );
  });

  it('falls back to behalfOf, then "Unnamed Contract", when the analysis names no type', () => {
    expect(cardTitle({ title: null, counterparty: 'NETGEAR', behalfOf: 'Customer' })).toEqual({
      name: 'Customer',
      subtitle: null,
    });
    expect(cardTitle({ title: '  ', counterparty: null, behalfOf: ' ' })).toEqual({
      name: 'Unnamed Contract',
      subtitle: null,
    });
  });
});
