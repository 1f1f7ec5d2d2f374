import { readFileSync } from 'node:fs';
import { extractPdfText } from '../functions/src/services/extraction/pdf';
const f = process.argv[2]!;
const r = await extractPdfText(new Uint8Array(readFileSync(f)), { ocr: { recognisePages: async () => new Map() } as any, location: { bucket: 'b', key: 'k' } });
process.stdout.write(r.text);
