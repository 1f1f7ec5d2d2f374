/** A party as the contract names it (parties.ts finds them); its own module so every party reader can name it. */
export interface Party {
  name: string;
  role?: string;
  /** Words the contract uses for this party: alias, role, short name. */
  aliases: string[];
  index: number;
  /** The contract leaves this party's name blank (a form): it is known by its role alone. */
  unnamed?: true;
}
