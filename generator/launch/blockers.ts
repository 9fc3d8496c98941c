import type { FormOverrides } from '../content/form-config.ts';
import { where } from '../diagnostics/provenance.ts';
import { claimsReport } from '../report/claims.ts';
import type { Position, Reporter } from '../diagnostics/diagnostic.ts';
import type { CollectionKey, SampleKind } from '../schema/collections.ts';
import type { PlaceholderField } from '../schema/index.ts';
import type { Site } from '../schema/site.ts';
import type { LaunchCode } from '../diagnostics/launch-codes.ts';
import { abnIsValid, inventedAbn, isFictionPhone, isInventedLicence, isInventedPhone, lookAlikesInHost, notPublicHost, reservedDomain } from './identity.ts';
import { eachDataText } from '../validate/facts/data-text.ts';
import type { Trade } from '../local/trade.ts';
import type { Inline, MarkdownNode } from '../../src/content/markdown-ast.ts';
import { collectionsOfKind, sampleItems, type SampleItemKind } from './sample.ts';
import { sampleIdentityBlockers, sampleWordingBlockers, type KnownSamples } from './known-samples.ts';
import { STAND_IN } from './stand-ins.ts';

/** Something a real business must not publish, where it is written, and what the owner does about it. */
export interface Blocker {
  code: LaunchCode;
  at: Position;
  message: string;
  hint: string;
}

/**
 * What the launch rules read besides the data: the form overrides the build would use
 * (FORM_ENDPOINT, FORM_ID), and what tradesite's own sample businesses are (read from the
 * package's data/ and examples/ by the command), so they are refused however their flags are set.
 */
export interface LaunchContext {
  form: FormOverrides;
  known?: KnownSamples;
}

// Under the Australian Consumer Law a business must not publish fake reviews or testimonials, or
// have others write them (ACCC, "Online product and service reviews", accc.gov.au; Competition and
// Consumer Act 2010, Schedule 2, ss 18 and 29(1)(e)). Invented jobs and photos mislead the same way.
const ITEM_RULES: Record<SampleItemKind, { code: LaunchCode; what: string; fix: string }> = {
  review: {
    code: 'SAMPLE_REVIEW',
    what: 'is a sample review, invented to show how the site works',
    fix: 'Delete it, or put a real customer\'s review in its place (with their permission) and remove "sample: true". Publishing invented reviews is misleading under the Australian Consumer Law.',
  },
  job: {
    code: 'SAMPLE_JOB',
    what: 'is a sample job, invented to show how local pages work',
    fix: 'Delete the file, or rewrite it from one of your own job sheets and set "sample: false".',
  },
  project: {
    code: 'SAMPLE_GALLERY',
    what: 'is a sample gallery project, invented to show how the gallery works',
    fix: 'Delete it from the gallery, or describe one of your own projects and remove "sample: true".',
  },
  photo: {
    code: 'SAMPLE_PHOTO',
    what: 'is a sample photo, not of your own work',
    fix: 'Replace it with a photo of your own work and remove "sample: true", or delete it.',
  },
};

/** Each published sample item: reviews, jobs, gallery projects, photos. */
function sampleItemBlockers(site: Site): Blocker[] {
  return sampleItems(site).map(({ kind, item, name }) => {
    const rule = ITEM_RULES[kind];
    return { code: rule.code, at: where(item, 'sample'), message: `${name} ${rule.what}.`, hint: rule.fix };
  });
}

/** Each claim a page shows (or data text restates) that the owner has not confirmed. */
function unconfirmedClaimBlockers(site: Site): Blocker[] {
  const claims = site.claims;
  if (!claims) return [];
  const objects = claimObjects(site);
  return claimsReport(site)
    .claims.filter((c) => !c.confirmed && (c.rendered.length > 0 || c.restated.length > 0))
    .map((c) => ({
      code: 'UNCONFIRMED_CLAIM' as const,
      at: objects[c.key] ? where(objects[c.key]!, 'confirmed') : { file: 'data/claims.yaml' },
      message: `the claim ${c.key} ("${c.wording}") is not confirmed, and the site shows it (${c.rendered[0] ?? `restated at ${c.restated[0]!.at}`}).`,
      hint: `Check it is true today under its conditions ("report claims" lists every page that shows it), then set "confirmed: true"; or change it until it is true.`,
    }));
}

/** The loaded claim objects by report key ("rating", "licences.0"), so a blocker points at its line. */
function claimObjects(site: Site): Record<string, object> {
  const c = site.claims!;
  return {
    callOutFee: c.callOutFee,
    ...Object.fromEntries(c.arrival.map((a) => [`arrival.${a.id}`, a])),
    ...(c.commercialResponse ? { commercialResponse: c.commercialResponse } : {}),
    ...(c.rating ? { rating: c.rating } : {}),
    ...(c.reviewsBadge ? { reviewsBadge: c.reviewsBadge } : {}),
    ...(c.warranty ? { warranty: c.warranty } : {}),
    ...Object.fromEntries(c.licences.map((l, i) => [`licences.${i}`, l])),
    ...(c.deal ? { deal: c.deal } : {}),
    ...(c.replyTime ? { replyTime: c.replyTime } : {}),
  };
}

/** What a business needs for each trade, in the words of the registers that issue it. */
const LICENCE_FOR: Record<Trade, string> = {
  electrical: 'Registered Electrical Contractor (REC) registration from Energy Safe Victoria',
  plumbing: 'plumbing registration or licence from the Building and Plumbing Commission',
  gas: 'gasfitting registration or licence from the Building and Plumbing Commission',
  'air-conditioning': 'Refrigerant Trading Authorisation from the Australian Refrigeration Council',
};

/** Each trade the business offers needs a licence in claims.yaml that covers it. */
function missingLicenceBlockers(site: Site): Blocker[] {
  const b = site.business;
  const licences = site.claims?.licences;
  if (!b || !licences) return [];
  return b.trades
    .filter((trade) => !licences.some((l) => l.trades.includes(trade)))
    .map((trade) => ({
      code: 'LICENCE_MISSING' as const,
      at: where(b, 'trades'),
      message: `the business offers ${trade} work, and no licence in claims.yaml covers it.`,
      hint: `Add your ${LICENCE_FOR[trade]} to licences in claims.yaml with "trades: [${trade}]", or take ${trade} out of trades in business.yaml.`,
    }));
}

/** Licence numbers still marked as stand-ins, and ones no register issues (one digit repeated), whatever their flag. */
function placeholderLicenceBlockers(site: Site): Blocker[] {
  return (site.claims?.licences ?? [])
    .filter((l) => l.placeholder || isInventedLicence(l.number))
    .map((l) => ({
      code: 'PLACEHOLDER_LICENCE' as const,
      at: l.placeholder ? where(l, 'placeholder') : where(l, 'number'),
      message: l.placeholder
        ? `the licence number ${l.number} (${l.label}) is a placeholder.`
        : `the licence number ${l.number} (${l.label}) is one digit repeated: no register issues it.`,
      hint: 'Put your own number here, exactly as the register shows it (Energy Safe Victoria for electrical, the Building and Plumbing Commission for plumbing and gas), then remove "placeholder: true".',
    }));
}

const FIELD_NAMES: Record<PlaceholderField, string> = {
  name: 'the business name',
  legalName: 'the legal name',
  phone: 'the phone number',
  email: 'the email address',
  siteUrl: 'the site address',
  address: 'the street address',
  geo: 'the map position (geo)',
  socials: 'the Facebook and Instagram pages',
  abn: 'the ABN',
  formId: 'the lead form id',
  hours: 'the opening hours',
};

/** The business's own particulars: stand-ins the owner listed, and ones no real business can have. */
function identityBlockers(site: Site, ctx: LaunchContext): Blocker[] {
  const b = site.business;
  if (!b) return [];
  const found = new Map<string, Blocker>();
  const add = (field: string, blocker: Omit<Blocker, 'at'>, path: string[] = [field]) => {
    if (!found.has(field)) found.set(field, { ...blocker, at: where(b, ...path) });
  };
  const phoneHint = 'Put the number customers should ring here, written as "(03) 9123 4567", "1300 123 456" or "0412 345 678".';
  if (isFictionPhone(b.phone)) {
    add('phone', {
      code: 'PLACEHOLDER_PHONE',
      message: `the phone number ${b.phone} is in a range the ACMA keeps for films and books: nobody can ring it.`,
      hint: phoneHint,
    });
  } else if (isInventedPhone(b.phone)) {
    add('phone', {
      code: 'PLACEHOLDER_PHONE',
      message: `the phone number ${b.phone} is not one a business can have (a repeated digit, a counting run or a local number starting with 0 or 1).`,
      hint: phoneHint,
    });
  }
  // Every address of the business, wherever business.yaml keeps one.
  const addresses: { field: string; path: string[]; label: string; value: string | undefined; email?: boolean; hint: string }[] = [
    {
      field: 'siteUrl',
      path: ['siteUrl'],
      label: 'the site address',
      value: b.siteUrl,
      hint: 'Put the address the site will be published at, e.g. "https://www.yourbusiness.com.au".',
    },
    { field: 'email', path: ['email'], label: 'the email address', value: b.email, email: true, hint: "Put the address that receives your customers' email." },
    { field: 'reviewsUrl', path: ['reviewsUrl'], label: 'the reviews link', value: b.reviewsUrl, hint: "Put the link to your business's own listing, or remove reviewsUrl." },
    { field: 'socials', path: ['socials', 'facebook'], label: 'the Facebook page', value: b.socials?.facebook, hint: 'Put the address of your own Facebook page.' },
    { field: 'socials', path: ['socials', 'instagram'], label: 'the Instagram page', value: b.socials?.instagram, hint: 'Put the address of your own Instagram page.' },
    { field: 'formEndpoint', path: ['form', 'endpoint'], label: 'the form service address', value: b.form.endpoint, hint: "Put your form service's https address." },
  ];
  for (const a of addresses) {
    const problem = a.value === undefined ? undefined : addressProblem(a.value, a.email);
    if (problem) add(a.field, { code: 'PLACEHOLDER_DOMAIN', message: `${a.label} ${a.value} ${problem}`, hint: a.hint }, a.path);
  }
  if (!abnIsValid(b.abn)) {
    add('abn', {
      code: 'ABN_CHECKSUM',
      message: `the ABN ${b.abn} fails the ABN check digits, so it is not a real ABN.`,
      hint: 'Copy your ABN from ABN Lookup (abr.business.gov.au), written as "51 824 753 556".',
    });
  } else {
    const invented = inventedAbn(b.abn);
    if (invented)
      add('abn', { code: 'PLACEHOLDER_IDENTITY', message: `the ABN ${b.abn} ${invented}: it is no business's.`, hint: 'Copy your own ABN from ABN Lookup (abr.business.gov.au).' });
  }
  const formIdOverridden = ctx.form.formId !== undefined;
  // init's own stand-ins are placeholders by their value, whether or not the list still names them.
  const placeholders = new Set<PlaceholderField>(b.placeholders);
  if (b.form.formId === STAND_IN.formId) placeholders.add('formId');
  if (b.address.streetAddress === STAND_IN.street) placeholders.add('address');
  for (const field of placeholders) {
    if (field === 'formId') {
      if (!formIdOverridden)
        add(
          'formId',
          {
            code: 'PLACEHOLDER_FORM_ID',
            message: `the lead form id "${b.form.formId}" is a placeholder: enquiries would go nowhere.`,
            hint: 'Create the form with your form service, put its id in form.formId (or set FORM_ID when building), and remove formId from placeholders.',
          },
          ['form', 'formId'],
        );
      continue;
    }
    const code: LaunchCode = field === 'phone' ? 'PLACEHOLDER_PHONE' : 'PLACEHOLDER_IDENTITY';
    const are = field === 'hours' || field === 'socials' ? 'are' : 'is';
    add(field, { code, message: `${FIELD_NAMES[field]} ${are} marked as a placeholder.`, hint: `Put your own here, then remove ${field} from "placeholders" in business.yaml.` });
  }
  if (ctx.form.formId === STAND_IN.formId)
    found.set('formIdEnv', {
      code: 'PLACEHOLDER_FORM_ID',
      at: { file: 'FORM_ID (environment)' },
      message: `FORM_ID is "${STAND_IN.formId}", init's stand-in: enquiries would go nowhere.`,
      hint: "Set FORM_ID to the id of your form at the form service, or unset it to use business.yaml's form.formId.",
    });
  const endpoint = ctx.form.endpoint;
  const endpointProblem = endpoint === undefined ? undefined : addressProblem(endpoint);
  if (endpoint !== undefined && endpointProblem)
    found.set('endpointHost', {
      code: 'PLACEHOLDER_DOMAIN',
      at: { file: 'FORM_ENDPOINT (environment)' },
      message: `FORM_ENDPOINT is ${endpoint}, which ${endpointProblem}`,
      hint: "Unset FORM_ENDPOINT to use form.endpoint in business.yaml, or set it to the form service's https address.",
    });
  if (endpoint !== undefined && !/^https:\/\//.test(endpoint)) {
    found.set('endpoint', {
      code: 'FORM_ENDPOINT_NOT_HTTPS',
      at: { file: 'FORM_ENDPOINT (environment)' },
      message: `FORM_ENDPOINT is ${endpoint}, which is not https: enquiries, with names and phone numbers, would travel unencrypted (and browsers block it from an https page).`,
      hint: "Unset FORM_ENDPOINT to use form.endpoint in business.yaml, or set it to the form service's https address.",
    });
  }
  // A sample business's own particulars, or text naming one: each field once, after the rules above.
  const known = ctx.known ? sampleIdentityBlockers(site, ctx.known) : [];
  for (const { field, ...blocker } of known) {
    if (field === undefined) found.set(`text\0${blocker.at.file}\0${blocker.message}`, blocker);
    else if (!found.has(field)) found.set(field, blocker);
  }
  for (const blocker of addressesInText(site)) found.set(`text\0${blocker.at.file}\0${blocker.message}`, blocker);
  return [...found.values()];
}

/** Why an address (a URL, or an email with `email`) reaches nobody, as the end of a sentence; undefined when it may be real. */
function addressProblem(value: string, email = false): string | undefined {
  const reserved = reservedDomain(value);
  const lookAlikes = lookAlikesInHost(value);
  const imitation = lookAlikes.length ? ` (it is written with ${lookAlikes.join(', ')})` : '';
  if (reserved) return `uses ${reserved}, a name reserved for examples (RFC 2606)${imitation}: it reaches nobody.`;
  if (lookAlikes.length) return `is written with letters from another script that look like Latin ones: ${lookAlikes.join(', ')}.`;
  const notPublic = email ? undefined : notPublicHost(value);
  if (notPublic) return `is not a public address: ${notPublic}.`;
  return undefined;
}

const URL_IN_TEXT = /\bhttps?:\/\/[^\s)\]"'<>]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PHONE_IN_TEXT = /\(0[2378]\)\s?\d{4}\s?\d{4}|\b0[2378]\s?\d{4}\s?\d{4}\b|\b04\d{2}\s?\d{3}\s?\d{3}\b|\b1[38]00\s?\d{3}\s?\d{3}\b/g;

/**
 * Addresses and phone numbers written in any text a visitor reads (a post's link, a page's
 * paragraph) that reach nobody: reserved or look-alike domains, hosts that are not public, the
 * ACMA's numbers for fiction. Once per file and value.
 */
function addressesInText(site: Site): Blocker[] {
  const out: Blocker[] = [];
  const seen = new Set<string>();
  const businessFile = site.business ? where(site.business).file : undefined;
  // A post's links are not part of its text: their addresses are read from its Markdown.
  const links = site.posts.flatMap((post) => linksIn(post.body).map((href) => ({ href, file: post.file })));
  for (const { href, file } of links) {
    const problem = /^https?:\/\//.test(href) ? addressProblem(href) : undefined;
    if (!problem || seen.has(`${file}\0${href}`)) continue;
    seen.add(`${file}\0${href}`);
    out.push({ code: 'PLACEHOLDER_DOMAIN', at: { file }, message: `the post links to ${href}, which ${problem}`, hint: 'Link to a real address, or remove the link.' });
  }
  eachDataText(site, (text, at) => {
    for (const match of text.matchAll(URL_IN_TEXT)) {
      const value = match[0].replace(/[.,;:]+$/, '');
      const problem = addressProblem(value, !value.includes('://'));
      if (!problem) continue;
      const position = at();
      if (position.file === businessFile || seen.has(`${position.file}\0${value}`)) continue;
      seen.add(`${position.file}\0${value}`);
      out.push({ code: 'PLACEHOLDER_DOMAIN', at: position, message: `the text links to ${value}, which ${problem}`, hint: 'Link to a real address, or remove the link.' });
    }
    for (const match of text.matchAll(PHONE_IN_TEXT)) {
      if (!isFictionPhone(match[0])) continue;
      const position = at();
      if (position.file === businessFile || seen.has(`${position.file}\0${match[0]}`)) continue;
      seen.add(`${position.file}\0${match[0]}`);
      out.push({
        code: 'PLACEHOLDER_PHONE',
        at: position,
        message: `the text gives the phone number ${match[0]}, which is in a range the ACMA keeps for films and books: nobody can ring it.`,
        hint: 'Write the real number, or leave the number out: every page shows the business phone from business.yaml.',
      });
    }
  });
  return out;
}

/** Every link's address in Markdown, in order. */
function linksIn(nodes: readonly (MarkdownNode | Inline)[]): string[] {
  return nodes.flatMap((node) => {
    const own = node.type === 'link' ? [node.href] : [];
    if ('children' in node) return [...own, ...linksIn(node.children)];
    if (node.type === 'list') return node.items.flatMap((item) => linksIn(item));
    return own;
  });
}

/**
 * The rules for each kind of collection the table (collections.ts) marks: every collection that can
 * hold invented data is checked by the rules of its kind, so a new one cannot be left out.
 */
const RULES_BY_KIND: Record<SampleKind, (site: Site, ctx: LaunchContext, keys: CollectionKey[]) => Blocker[]> = {
  items: (site, ctx) => [...sampleItemBlockers(site), ...(ctx.known ? sampleWordingBlockers(site, ctx.known) : [])],
  identity: (site, ctx) => identityBlockers(site, ctx),
  claims: (site) => [...unconfirmedClaimBlockers(site), ...placeholderLicenceBlockers(site), ...missingLicenceBlockers(site)],
  none: () => [],
};

/** Every launch blocker in the data, at once. Pure: the data and the build's form overrides in, blockers out. */
export function launchBlockers(site: Site, ctx: LaunchContext): Blocker[] {
  return (Object.keys(RULES_BY_KIND) as SampleKind[]).flatMap((kind) => {
    const keys = collectionsOfKind(kind);
    return keys.length ? RULES_BY_KIND[kind](site, ctx, keys) : [];
  });
}

/** Reports each blocker as an error, so it prints like every other problem (file:line, code, what to do). */
export function reportLaunchBlockers(site: Site, ctx: LaunchContext, report: Reporter): Blocker[] {
  const blockers = launchBlockers(site, ctx);
  for (const b of blockers) report.error(b.code, b.at, b.message, b.hint);
  return blockers;
}

/** "Launch checklist: 52 SAMPLE_REVIEW, 47 SAMPLE_JOB, ..." (docs/launching.md, "Before you launch", explains each). */
export function launchSummary(blockers: readonly Blocker[]): string {
  if (blockers.length === 0) return 'Launch check: nothing sample or placeholder is left; the site can be published.';
  const counts = new Map<string, number>();
  for (const b of blockers) counts.set(b.code, (counts.get(b.code) ?? 0) + 1);
  return `Launch check: ${blockers.length} thing${blockers.length === 1 ? '' : 's'} to fix before publishing (${[...counts].map(([code, n]) => `${n} ${code}`).join(', ')}). tradesite\'s docs/launching.md, "Before you launch", says what each means.`;
}
