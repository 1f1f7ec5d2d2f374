/**
 * Self-hosted fonts (docs/decisions/110-self-hosted-fonts.md): Inter for text, Source Serif 4 for
 * headings, bundled from @fontsource so nothing is fetched from a third party and every browser
 * renders the same faces. Only the weights the UI uses are imported (Chakra's normal, medium,
 * semibold and bold for text; semibold and bold for headings); each CSS file declares its
 * subsets by unicode-range, so a browser downloads the Latin file and fetches the others
 * (Latin Extended, Cyrillic, Greek, Vietnamese) only for text that needs them.
 */
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/source-serif-4/600.css';
import '@fontsource/source-serif-4/700.css';
