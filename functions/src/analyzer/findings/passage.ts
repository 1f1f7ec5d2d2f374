/** One passage read for one side: its signals (readings.ts), families, cues and boilerplate (topics.ts). */
import { readSentence, type Signal } from './readings';
import type { Sides } from './sides';
import { boilerplateOf, cuesOf, familiesOf, TOPICS } from './topics';

export interface PassageReading {
  signals: Signal[];
  families: string[];
  cues: string[];
  boilerplate: string[];
}

export function readPassage(sides: Sides, s: string): PassageReading {
  const may = TOPICS(s);
  return {
    signals: readSentence(sides, s),
    families: familiesOf(s, may),
    cues: cuesOf(s, may),
    boilerplate: boilerplateOf(s, may),
  };
}
