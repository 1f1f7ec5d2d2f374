/** The shape of a category's cues and the pattern helper shared by the cue tables in this folder. */
export type Cue = readonly [RegExp, number];
export interface CategoryCues {
  id: string;
  /** Cheap prefilter: lowercase substrings; the cues run only if one occurs in heading or body. */
  k?: string[];
  h?: Cue[];
  b?: Cue[];
  n?: Cue[];
  min?: number;
}

/** Case-insensitive pattern from a string (the tables are written as strings to keep escapes visible). */
export const r = (s: string) => new RegExp(s, 'i');
