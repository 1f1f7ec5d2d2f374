/**
 * Is this text a contract at all? Decided at submission, before a credit is charged, so a recipe,
 * a letter or placeholder text pasted by mistake is refused with a message and costs nothing.
 *
 * The test is deliberately lenient: a false refusal stops a paying customer at the door, a missed
 * refusal costs one credit. A text passes when it uses the vocabulary of agreements (obligations,
 * parties, terms, law, signatures) enough for its length; it is refused when it reads as
 * placeholder Latin, as a recipe, or uses almost none of that vocabulary. Contract vocabulary in
 * the main European languages counts too, so a French or German agreement is not turned away here.
 * Pure and synchronous: it reads at most 60,000 characters (about 15 ms on the dev machine).
 */

export type NotAContractReason = 'placeholder' | 'recipe' | 'no-contract-language';

export interface ContractLikeness {
  contract: boolean;
  /** Why it was refused (absent when accepted). */
  reason?: NotAContractReason;
  /** How many different contract markers the text uses (for logs and tuning). */
  markers: number;
  words: number;
}

/**
 * Markers of contract language: each counts once however often it occurs. Words an ordinary
 * letter or note also uses a lot ("will", "payment", "date") are left out.
 */
const CONTRACT_MARKERS: readonly RegExp[] = [
  /\bagreements?\b/,
  /\bcontracts?\b/,
  /\bshall\b/,
  /\bhereby\b/,
  /\bhere(?:in|of|to|under|inafter|with|by)\b/,
  /\bthere(?:of|to|under|in)\b/,
  /\bwhereas\b/,
  /\bwitnesseth\b/,
  /\bin witness whereof\b/,
  /\bpart(?:y|ies)\b/,
  /\bterminat(?:e|es|ed|ion)\b/,
  /\bterm of\b/,
  /\bindemnif(?:y|ies|ied|ication)\b/,
  /\bliabilit(?:y|ies)\b/,
  /\bliable\b/,
  /\bwarrant(?:y|ies|s)\b/,
  /\brepresentations?\b/,
  /\bgoverning law\b|\bgoverned by\b/,
  /\bjurisdiction\b/,
  /\barbitration\b/,
  /\bconfidential(?:ity)?\b/,
  /\bcovenants?\b/,
  /\blicen[cs](?:e|es|ed|or|ee|ing)\b/,
  /\bbreach(?:es|ed)?\b/,
  /\bobligations?\b/,
  /\beffective date\b/,
  /\bterms and conditions\b/,
  /\bundersigned\b/,
  /\bexecut(?:ed|ion)\b/,
  /\bpursuant to\b/,
  /\bnotwithstanding\b/,
  /\bconsideration\b/,
  /\bassign(?:s|ed|ment|ee)?\b/,
  /\bremed(?:y|ies)\b/,
  /\bforce majeure\b/,
  /\bsubject to\b/,
  /\bprovided that\b/,
  /\bin accordance with\b/,
  /\bdisputes?\b/,
  /\bsignature\b|\bsigned\b/,
  /\bamend(?:ed|ment|ments)?\b/,
  /\bnotices?\b/,
  /\bcompensation\b|\bfees?\b/,
  /\bexhibit\b|\bschedule [a-z0-9]\b|\bappendix\b|\baddendum\b/,
  /\b(?:section|article|clause)s? \d/,
  /\bemployer\b|\bemployee\b|\bcontractor\b|\bsupplier\b|\bcustomer\b|\bclient\b|\bvendor\b/,
  /\blicensor\b|\blicensee\b|\blessor\b|\blessee\b|\blandlord\b|\btenant\b|\bbuyer\b|\bseller\b/,
  /\bintellectual property\b/,
  /\bseverab(?:le|ility)\b/,
  /\bentire agreement\b/,
  /\bwaive(?:r|d|s)?\b/,
  /\bentered into\b|\bwhereby\b|\bby and between\b/,
  /\bbetween [^.;:]{2,80} and [^.;:]{2,80}/,
  /\/s\/|\bby: ?_{3,}|\bname: .{1,60} title: /,
  /\bdated:? /,
  /\beffective\b/,
  /\baffiliates?\b|\bsubsidiar(?:y|ies)\b|\bjoint venture\b/,
  /\bper (?:month|hour|annum|year)\b|\bmonthly fees?\b/,
  // Contract words of other European languages (FR, DE, ES/PT, IT, NL); German compounds them.
  /\bcontrats?\b|\bcontrato\b|\bcontratto\b|\bovereenkomst\b/,
  /vertrag|vereinbarung/,
  /\bparties\b|\bparteien\b|\bpartes\b|\bparti\b|\bpartijen\b/,
  /\bsoussign|\bunterzeichne|\bfirmad|\bondergetekende/,
  /résiliation|kündigung|rescis|\brecesso\b|\bopzegging\b/,
  /\bpréavis\b|\bfrist\b|\bplazo\b|\bprazo\b|\btermijn\b/,
  /\bresponsabilité\b|\bhaftung\b|\bresponsabilidad\b|\bresponsabilità\b|\baansprakelijkheid\b/,
  /\bcláusula\b|\bclausola\b|\bartikel \d|\barticle \d|\bparagraph|§ ?\d/,
];

/** Placeholder Latin ("lorem ipsum dolor sit amet..."). */
const PLACEHOLDER_WORDS = new Set(
  'lorem ipsum dolor sit amet consectetur consectetuer adipiscing adipisicing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate velit esse cillum eu fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui officia deserunt mollit anim id est laborum vestibulum ante primis faucibus orci luctus ultrices posuere cubilia curae donec nec mauris integer vitae libero ac risus etiam pellentesque nunc quam tellus morbi tristique senectus netus malesuada fames turpis egestas praesent sapien massa convallis pretium lectus aenean vel augue phasellus nibh viverra gravida mi sagittis cras fermentum odio feugiat pharetra maecenas suspendisse potenti nullam ornare mattis sodales blandit varius at lacus vivamus arcu felis bibendum ut tristique et egestas quis ipsum suspendisse ultrices gravida dictum fusce placerat duis ultricies lacus sed turpis tincidunt id aliquet risus feugiat amet cursus sit amet dictum sit amet justo donec enim diam vulputate ut pharetra sit amet aliquam id diam maecenas ultricies mi eget mauris pharetra et ultrices neque ornare aenean euismod elementum nisi quis eleifend quam adipiscing vitae proin sagittis nisl rhoncus mattis rhoncus urna neque viverra justo nec ultrices dui sapien eget mi proin sed libero enim sed faucibus turpis in eu mi bibendum neque egestas congue quisque egestas diam in arcu cursus euismod quis viverra nibh cras pulvinar mattis nunc sed blandit libero volutpat sed cras ornare arcu dui vivamus arcu felis bibendum ut tristique et'.split(
    ' ',
  ),
);

/** Markers of a recipe: quantities and kitchen verbs. */
const RECIPE_MARKERS: readonly RegExp[] = [
  /\bingredients?\b/,
  /\b(?:table|tea)spoons?\b|\btbsp\b|\btsp\b/,
  /\bcups?\b/,
  /\bpreheat(?:ed)?\b/,
  /\boven\b/,
  /\bbak(?:e|ed|ing)\b/,
  /\bstir(?:ring)?\b/,
  /\bwhisk\b/,
  /\bsimmer\b/,
  /\bboil(?:ing)?\b/,
  /\bchop(?:ped)?\b|\bdiced?\b|\bminced\b|\bsliced\b/,
  /\bflour\b|\bsugar\b|\bbutter\b|\beggs?\b|\bgarlic\b|\bonions?\b|\bolive oil\b/,
  /\bsalt and pepper\b|\bpinch of\b/,
  /\bgrams?\b|\b\d+ ?g\b|\bml\b|\bounces?\b|\boz\b/,
  /\bserves? \d\b|\bservings?\b/,
  /\bgarnish\b/,
];

const WORD = /[\p{L}\p{N}]+/gu;

function distinctMatches(text: string, markers: readonly RegExp[]): number {
  let n = 0;
  for (const marker of markers) if (marker.test(text)) n++;
  return n;
}

/**
 * How many different markers a text of this many words must use. A single clause pasted on its
 * own ("The Receiving Party shall keep...") carries two or three; a whole agreement dozens.
 */
export function markersNeeded(words: number): number {
  if (words < 40) return 2;
  if (words < 150) return 3;
  if (words < 600) return 4;
  return 6;
}

export function judgeContractText(text: string): ContractLikeness {
  // Long texts are judged on a sample: the opening and a slice of the middle carry the parties,
  // the recitals and the operative clauses; reading all 75,000 words adds nothing.
  const sample =
    text.length > 60_000 ? `${text.slice(0, 40_000)}\n${text.slice(text.length / 2, text.length / 2 + 20_000)}` : text;
  const lower = sample.toLowerCase().replace(/\s+/g, ' ');
  const tokens = lower.match(WORD) ?? [];
  const words = tokens.length;
  const markers = distinctMatches(lower, CONTRACT_MARKERS);

  const latinShare = words === 0 ? 0 : tokens.filter((t) => PLACEHOLDER_WORDS.has(t)).length / words;
  if (words >= 5 && latinShare >= 0.6) return { contract: false, reason: 'placeholder', markers, words };

  const needed = markersNeeded(words);
  const recipe = distinctMatches(lower, RECIPE_MARKERS);
  if (recipe >= 4 && markers < needed + recipe) return { contract: false, reason: 'recipe', markers, words };
  if (markers < needed) return { contract: false, reason: 'no-contract-language', markers, words };
  return { contract: true, markers, words };
}
