/**
 * Regulatory and wording facts a reviewer checked against public sources, written as rules so
 * the same mistake cannot come back in a new page. Each rule looks at one sentence at a time and
 * is a pure function of the text. Sources are named in docs/facts.md.
 */
export interface FactRule {
  id: string;
  /** True when the sentence states the fact wrongly. */
  wrong: (sentence: string) => boolean;
  message: string;
  suggestion: string;
}

const has = (re: RegExp) => (s: string) => re.test(s);
const coes = /\b(COES|certificates? of electrical safety)\b/i;

export const FACT_RULES: FactRule[] = [
  {
    id: 'safety-switch-interval',
    // Energy Safe Victoria asks households to test at least once a year (Test. Reset. Protect.);
    // a shorter interval is our advice and must read as advice, not as the rule.
    wrong: (s) => /\bevery (3|three) ?(-|to|–) ?(6|six) months\b/i.test(s) && !/\b(recommend|suggest|advise|advice)/i.test(s),
    message: 'Energy Safe Victoria asks households to test safety switches at least once a year; "every 3-6 months" is not the rule.',
    suggestion: 'Say it is our advice ("we recommend every 3-6 months") and, where it helps, that Energy Safe Victoria asks for at least once a year.',
  },
  {
    id: 'as2293-part',
    // Part 1 is system design and installation; the 6-monthly discharge test and the logbook are
    // routine service (Part 2); the luminaires themselves are Part 3.
    wrong: (s) => /\bAS(\/NZS)? ?2293\.1\b/.test(s) && /\b(discharge|log ?books?|logged|6-monthly|six-monthly|every 6 months|routine|meets|complies|complying)\b/i.test(s),
    message: 'AS/NZS 2293.1 covers emergency lighting design and installation only.',
    suggestion:
      'The 6-monthly 90-minute discharge test and the logbook are AS/NZS 2293.2 (inspection and maintenance); the luminaires and exit signs themselves are AS/NZS 2293.3.',
  },
  {
    id: 'plumbing-regulator',
    wrong: (s) => /\b(VBA|Victorian Building Authority)\b/.test(s) && !/Building and Plumbing Commission/.test(s),
    message: 'The VBA became the Building and Plumbing Commission on 1 July 2025.',
    suggestion: 'Name the Building and Plumbing Commission (you may add "formerly the VBA").',
  },
  {
    id: 'rec-is-a-registration',
    wrong: has(/\bREC[- ]licen[cs]e|\bREC-licensed\b|Registered Electrical Contractor( \(REC\))? licen[cs]e\b/i),
    message: 'A Registered Electrical Contractor holds a registration, not a licence.',
    suggestion: 'Write "Registered Electrical Contractor (REC) registration" or "we are an REC"; licences are held by electricians.',
  },
  {
    id: 'cable-size-unit',
    wrong: has(/\b\d+(\.\d+)? ?mm(?![²2\w])( (earth|cable|conductor|copper|active|neutral))|\b(earth|cable|conductor)( cable)? \d+(\.\d+)? ?mm(?![²2\w])/i),
    message: 'Cable sizes are cross-sections, in square millimetres.',
    suggestion: 'Write "16 mm²" (with a space and the ²).',
  },
  {
    id: 'ev-charger-term',
    wrong: has(/\bLevel[ -]2\b/i),
    message: '"Level 2 charger" is a US term.',
    suggestion: 'Write "7 kW wall charger" (or the charger\'s actual rating).',
  },
  {
    id: 'power-point',
    // "Outlet" is right for air, water, gas, antenna and data outlets, and in the rental standard's
    // own words ("power outlets"); for the socket a plug goes into, Australians say power point.
    wrong: (s) =>
      /\b(standard|double|single|USB|smart|GPO|10 ?A|15 ?A|extra|spare|weatherproof|outdoor|electrical|wall) outlets?\b/i.test(s) &&
      !/\b(air|duct|vent|fan|exhaust|water|gas|antenna|data|TV|drain)\b/i.test(s),
    message: '"Outlet" for a power point reads as American.',
    suggestion: 'Write "power point" (keep "outlet" for air, water, gas, antenna and data outlets).',
  },
  {
    id: 'coes-for-all-work',
    // A COES is required for all electrical installation work; prescribed work adds an independent
    // inspection. A new final subcircuit is not prescribed work.
    wrong: (s) =>
      /\bnew (final sub)?circuits? (is|are) prescribed\b/i.test(s) ||
      /\bprescribed (electrical )?work,? such as (a )?new circuits?\b/i.test(s) ||
      (coes.test(s) && /\b(for|covering|where the (repair|work) was) prescribed\b/i.test(s) && !/\b(all|every|also|inspect\w*)\b/i.test(s)),
    message: 'A Certificate of Electrical Safety is required for all electrical installation work, not only prescribed work, and a new circuit is not prescribed work.',
    suggestion:
      'Say every job gets a COES; prescribed work (switchboards, consumer mains, metering, main earth, solar, batteries, generators) is also inspected by an independent licensed electrical inspector before it is energised.',
  },
  {
    id: 'coes-deadline',
    wrong: (s) => coes.test(s) && /\bdays,? not months\b/i.test(s),
    message: 'Non-prescribed work has a month for its certificate, so "days, not months" is wrong.',
    suggestion: 'One month for non-prescribed work; for prescribed work 4 business days for the inspector, then 4 for the contractor.',
  },
  {
    id: 'nominal-voltage',
    wrong: has(/\b240 ?(V|volts?)\b|\b240-volt\b/i),
    message: 'The nominal supply voltage in Australia is 230 V.',
    suggestion: 'Write "230 V".',
  },
  {
    id: 'rental-standard-wording',
    wrong: has(/\ball relevant circuits\b|\brolled over into a periodic\b/i),
    message: 'The rental minimum standard names the circuits it covers, and says nothing about roll-overs.',
    suggestion: 'Write "every power outlet and lighting circuit" (Residential Tenancies Regulations 2021, as Consumer Affairs Victoria puts it).',
  },
  {
    id: 'battery-incentive',
    wrong: (s) => /\b(Solar Homes|Solar Victoria)\b/.test(s) && /\bbatter(y|ies)\b/i.test(s) && !/\bclosed\b/i.test(s),
    message: 'The Victorian battery rebate has closed.',
    suggestion: 'Point to the federal Cheaper Home Batteries Program (Clean Energy Regulator), which needs an accredited installer.',
  },
];

/** Sentences, roughly: enough to keep a rule's two halves in the same thought. */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/)
    .filter((s) => s.trim().length > 0);
}

export interface FactFinding {
  rule: FactRule;
  sentence: string;
}

/** Every rule a piece of text breaks, with the sentence that breaks it. */
export function checkFacts(text: string): FactFinding[] {
  const findings: FactFinding[] = [];
  for (const sentence of sentences(text)) {
    for (const rule of FACT_RULES) if (rule.wrong(sentence)) findings.push({ rule, sentence });
  }
  return findings;
}
