/** One passage read for one side: its signals (readings.ts), families, cues and boilerplate (topics.ts). */
import { literalIndex } from '../literal-gate';
import { READING_PATTERNS } from './reading-patterns';
import { readSentence, type Signal } from './readings';
import type { Sides } from './sides';
import { boilerplateOf, cuesOf, familiesOf, TOPIC_PATTERNS } from './topics';

export interface PassageReading {
  signals: Signal[];
  families: string[];
  cues: string[];
  boilerplate: string[];
}

/** The topic tables' and the readings' patterns in one index: a passage is scanned once for both. */
const PASSAGE = literalIndex([...TOPIC_PATTERNS, ...READING_PATTERNS]);

export function readPassage(sides: Sides, s: string): PassageReading {
  const may = PASSAGE(s);
  return {
    signals: readSentence(sides, s, may),
    families: familiesOf(s, may),
    cues: cuesOf(s, may),
    boilerplate: boilerplateOf(s, may),
  };
}
