import { describe, expect, it } from 'vitest';
import { judgeContractText } from './contract-likeness';

const recipes = [
  `Classic Banana Bread

Ingredients
- 3 ripe bananas, mashed
- 1/3 cup melted butter
- 3/4 cup sugar
- 1 egg, beaten
- 1 teaspoon vanilla extract
- 1 teaspoon baking soda
- Pinch of salt
- 1 1/2 cups all-purpose flour

Method
Preheat the oven to 175°C (350°F) and butter a 4x8-inch loaf pan. In a mixing bowl, mash the ripe bananas with a fork
until completely smooth. Stir the melted butter into the mashed bananas. Mix in the baking soda and salt. Stir in the
sugar, beaten egg, and vanilla extract. Mix in the flour. Pour the batter into the prepared loaf pan. Bake for 55 to 65
minutes, until a tester inserted into the center comes out clean. Remove from oven and let cool in the pan for a few
minutes. Then remove the banana bread from the pan and let cool completely before serving. Serves 8.`,
  `Weeknight tomato pasta. Serves 4. Bring a large pot of salted water to the boil. Meanwhile heat 2 tbsp olive oil in a
pan, add 2 minced garlic cloves and one diced onion and cook until soft. Add a 400 g tin of chopped tomatoes, a pinch of
sugar, salt and pepper, and simmer for 15 minutes. Cook 400 g spaghetti until al dente, drain, toss with the sauce and
garnish with basil and grated parmesan.`,
];

const letters = [
  `Dear Sarah,

I hope this letter finds you well. It has been far too long since we last caught up, and I wanted to write to tell you
how much I enjoyed your visit in the spring. The garden is finally in bloom and the children keep asking when you will
come back. Tom started at his new school in September and has already made a handful of friends; Lucy is learning the
piano and practises every evening, whether we like it or not.

We are thinking of coming to the coast in August and would love to see you. Let me know which weekends suit you best.

With love and best wishes,
Anna`,
  `Dear Mr Patel,

Thank you for taking the time to meet me last Tuesday to talk about the marketing role. I very much enjoyed hearing about
the team's plans for next year and the new product launch. I am enclosing my CV again as requested, along with two
writing samples from my current job. I am available for a second interview at any time next week and can be reached on
the number below.

Kind regards,
Jordan Lee`,
  `Hi team,

Quick reminder that the office will be closed on Friday for the holiday. Please make sure your timesheets are in by
Thursday afternoon, and remember to switch off your monitors before you leave. Pizza in the kitchen at noon tomorrow to
celebrate the end of the quarter. Thanks for all your hard work!

Cheers,
Maria`,
];

const loremIpsum = [
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
  `Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna
aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis
aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint
occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.`.repeat(20),
];

const otherTexts = [
  `The quick brown fox jumps over the lazy dog. The quick brown fox jumps over the lazy dog.`,
  `Shopping list: milk, bread, apples, washing-up liquid, batteries, birthday card for Dad.`,
  `Shall I compare thee to a summer's day? Thou art more lovely and more temperate: rough winds do shake the darling buds
of May, and summer's lease hath all too short a date; sometime too hot the eye of heaven shines, and often is his gold
complexion dimm'd; and every fair from fair sometime declines, by chance or nature's changing course untrimm'd.`,
];

describe('judgeContractText', () => {
  it.each(recipes.map((t, i) => [i, t]))('refuses recipe %i', (_, text) => {
    expect(judgeContractText(text)).toMatchObject({ contract: false, reason: 'recipe' });
  });

  it.each(letters.map((t, i) => [i, t]))('refuses letter %i', (_, text) => {
    expect(judgeContractText(text)).toMatchObject({ contract: false, reason: 'no-contract-language' });
  });

  it.each(loremIpsum.map((t, i) => [i, t]))('refuses lorem ipsum %i', (_, text) => {
    expect(judgeContractText(text)).toMatchObject({ contract: false, reason: 'placeholder' });
  });

  it.each(otherTexts.map((t, i) => [i, t]))('refuses other non-contract text %i', (_, text) => {
    expect(judgeContractText(text).contract).toBe(false);
  });

  it('accepts a single clause pasted on its own', () => {
    expect(
      judgeContractText('The Receiving Party shall not disclose the Confidential Information to any third party.')
        .contract,
    ).toBe(true);
    expect(
      judgeContractText('Either party may terminate this Agreement on thirty (30) days written notice.').contract,
    ).toBe(true);
  });

  it('accepts a letter agreement', () => {
    const text = `Dear Ms Chen,

This letter agreement sets out the terms on which Harbour Consulting Ltd ("we") will provide advisory services to
Northwind Foods plc ("you"). Our fees are £1,200 per day, invoiced monthly and payable within 30 days. Either party may
terminate this engagement on 14 days' written notice. Our liability is limited to the fees paid in the 12 months before
the claim. This agreement is governed by the laws of England and Wales.

If you agree to these terms, please sign and return a copy of this letter.

Yours sincerely,
Daniel Brooks, Partner`;
    expect(judgeContractText(text).contract).toBe(true);
  });

  it('accepts contracts in other European languages', () => {
    const german = `Dienstleistungsvertrag zwischen der Muster GmbH und der Beispiel AG. Die Vertragsparteien vereinbaren
Folgendes: Die Kündigung dieses Vertrages ist mit einer Frist von drei Monaten zum Quartalsende möglich. Die Haftung ist auf
den Auftragswert begrenzt.`;
    const french = `Contrat de prestation de services entre les parties soussignées. Le présent contrat prend effet à la date
de signature. La résiliation du contrat est possible avec un préavis de trente jours.`;
    expect(judgeContractText(german).contract).toBe(true);
    expect(judgeContractText(french).contract).toBe(true);
  });

  it('a recipe inside a catering agreement does not make it a recipe', () => {
    const text = `CATERING SERVICES AGREEMENT. This Agreement is entered into by and between Acme Events LLC ("Client") and
Green Kitchen Ltd ("Caterer"). 1. Services. Caterer shall prepare and serve the menu in Schedule A (including the banana
bread: flour, sugar, butter, eggs, 3 cups of mashed banana; bake in a preheated oven for 60 minutes). 2. Fees. Client shall
pay the fees in Schedule B within 30 days of invoice. 3. Liability. Caterer's liability is limited to the fees paid.
4. Termination. Either party may terminate this Agreement for material breach on 10 days' notice. 5. Governing law. This
Agreement is governed by the laws of the State of New York. IN WITNESS WHEREOF the parties have executed this Agreement.`;
    expect(judgeContractText(text).contract).toBe(true);
  });
});
