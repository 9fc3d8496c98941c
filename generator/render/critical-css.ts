import postcss, { type AtRule, type ChildNode, type Container, type Root, type Rule } from 'postcss';

/**
 * The part of the site's stylesheet a page needs for its first paint, inlined in the page while
 * the whole stylesheet (a cached, hashed file) loads after the content. Tailwind's rules are
 * nearly all one class each, so a rule is needed when every class its selector names is in the
 * page's markup; the reset's rules are needed when the page has the elements they name, and the
 * theme is trimmed to the custom properties and keyframes the kept rules use. Rules for a pointer
 * or keyboard state (:hover, :focus...) wait for the whole stylesheet: nothing is hovered yet.
 *
 * The page's whole markup is read, not a guess at the fold: a short page shows its footer, a
 * phone shows the fixed call bar, and a wide screen more of the content than a narrow one, so
 * anything less would paint something unstyled and then move it (layout shift).
 *
 * Pages of one kind use the same classes, so the answer is kept per set of class attributes: a
 * build of thousands of pages computes it a few dozen times.
 */
export class CriticalCss {
  private readonly root: Root;
  /** What a page needs for each rule of the stylesheet to apply, in document order. */
  private readonly needs: Needs[] = [];
  /** Every class and element some rule needs: a page's others change nothing. */
  private readonly named = new Set<string>();
  private readonly byMarkup = new Map<string, string>();
  private readonly byNeeds = new Map<string, string>();

  constructor(stylesheet: string) {
    this.root = postcss.parse(stylesheet);
    this.root.walkRules((rule) => {
      const needs = ruleNeeds(rule);
      this.needs.push(needs);
      if (Array.isArray(needs)) for (const s of needs) for (const name of [...s.classes, ...s.tags.map((t) => `<${t}`)]) this.named.add(name);
    });
  }

  /** The inline stylesheet for a page's markup. */
  forHtml(html: string): string {
    return this.forMarkup([scanMarkup(html)]);
  }

  /**
   * The inline stylesheet for a page made of these pieces of markup (scanned once each: the
   * document template and the chrome are the same on thousands of pages).
   */
  forMarkup(pieces: readonly Markup[]): string {
    const key = pieces.map((p) => p.key).join('\n');
    let css = this.byMarkup.get(key);
    if (css !== undefined) return css;
    const classes = new Set<string>();
    const tags = new Set<string>();
    for (const piece of pieces) {
      for (const value of piece.attributes) for (const name of value.split(/\s+/)) if (name) classes.add(decodeEntities(name));
      for (const tag of piece.tags) tags.add(tag);
    }
    // Pages whose markup differs may need the same rules (a class no rule names, another order).
    const needed = [...[...classes].filter((c) => this.named.has(c)), ...[...tags].map((t) => `<${t}`).filter((t) => this.named.has(t))].sort().join(' ');
    css = this.byNeeds.get(needed);
    if (css === undefined) {
      css = this.forPage(classes, tags);
      this.byNeeds.set(needed, css);
    }
    this.byMarkup.set(key, css);
    return css;
  }

  /** The rules a page with these classes and (reset) elements needs for its first paint. */
  forPage(classes: ReadonlySet<string>, tags: ReadonlySet<string>): string {
    const applies = (needs: Needs) => needs === 'always' || (needs !== 'never' && needs.some((s) => s.classes.every((c) => classes.has(c)) && s.tags.every((t) => tags.has(t))));
    // Only what applies is copied: a page needs a small part of the stylesheet, and copying all
    // of it to throw most away was most of the time a build spent on critical CSS.
    const root = postcss.root({ raws: { ...this.root.raws } });
    copyApplying(this.root, root, { needs: this.needs, index: 0, applies });
    pruneEmpty(root);
    trimDefinitions(root);
    pruneEmpty(root);
    // What precedes the stylesheet's first node (postcss gives it to whichever node comes first).
    if (root.first) root.first.raws.before = this.root.first?.raws.before ?? '';
    return root.toString();
  }
}

/** Where copyApplying is in the stylesheet's rules (in walkRules' order), and what each needs. */
interface RuleWalk {
  needs: readonly Needs[];
  index: number;
  applies: (needs: Needs) => boolean;
}

/**
 * Copies into `to` the nodes of `from` a page needs: every rule that applies, with the at-rules
 * around it, less any rule inside that does not apply; declarations as they are. No comments:
 * Tailwind's banner is for the file, not for every page.
 */
function copyApplying(from: Container, to: Container, walk: RuleWalk): void {
  for (const node of from.nodes ?? []) {
    if (node.type === 'comment') continue;
    if (node.type === 'decl') {
      to.append(node.clone());
      continue;
    }
    if (node.type === 'rule') {
      if (!walk.applies(walk.needs[walk.index++]!)) {
        // Its nested rules go with it, but count in walkRules' order.
        node.walkRules(() => void walk.index++);
        continue;
      }
      const rule = postcss.rule({ selector: node.selector, raws: { ...node.raws } });
      to.append(rule);
      copyApplying(node, rule, walk);
      continue;
    }
    if (node.type === 'atrule') {
      const atRule = postcss.atRule({ name: node.name, params: node.params, raws: { ...node.raws } });
      to.append(atRule);
      if (node.nodes) {
        // An at-rule with a body keeps one, even when nothing in it applies (pruneEmpty drops it).
        atRule.nodes = [];
        copyApplying(node, atRule, walk);
      }
    }
  }
}

/** What of a piece of markup decides its critical CSS: its class attributes and the reset's elements in it. */
export interface Markup {
  attributes: string[];
  tags: string[];
  /** Both, as one string: equal markups have equal keys. */
  key: string;
}

/** One pass over the markup's class attributes, in the order they come (pages of one kind list the same ones in the same order). */
export function scanMarkup(html: string): Markup {
  const attributes = new Set<string>();
  for (let at = html.indexOf(' class="'); at !== -1; at = html.indexOf(' class="', at + 8)) {
    const end = html.indexOf('"', at + 8);
    attributes.add(html.slice(at + 8, end));
  }
  const tags = new Set<string>();
  for (const match of html.matchAll(RESET_TAG_START)) tags.add(match[1]!);
  const list = [...attributes];
  const tagList = [...tags];
  return { attributes: list, tags: tagList, key: `${list.join('|')}#${tagList.join(' ')}` };
}

/** For each selector of a rule, the classes and elements it needs; 'always' when one needs none. */
type Needs = { classes: string[]; tags: string[] }[] | 'always' | 'never';

/** A pointer or keyboard state: not drawn at the first paint. */
const INTERACTION = /:(hover|focus|focus-visible|focus-within|active)\b/;
/** Parts of form controls, styled by the reset: needed only where the page has an input. */
const CONTROL_PART = /^(::placeholder|::file-selector-button|::-webkit-|:-moz-)/;
/** The elements the reset names (html and body are in every page, so they are not listed). */
const RESET_TAGS = new Set(
  'hr abbr h1 h2 h3 h4 h5 h6 b strong code kbd samp pre small sub sup table progress summary ol ul menu img svg video canvas audio iframe embed object button input select optgroup option textarea'.split(
    ' ',
  ),
);

/**
 * What a rule needs: for each selector, its classes and the reset's elements it names ('always'
 * when a selector needs none; 'never' when every selector is an interaction state or a dialog's
 * backdrop, which nothing shows at the first paint). What is inside :not() is never needed.
 */
function ruleNeeds(rule: Rule): Needs {
  if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return 'always';
  const needs: { classes: string[]; tags: string[] }[] = [];
  for (const selector of rule.selectors) {
    if (INTERACTION.test(selector) || selector === '::backdrop') continue;
    const positive = withoutNot(selector);
    const classes = selectorClasses(positive);
    const tags = CONTROL_PART.test(positive) ? ['input'] : [...positive.matchAll(/(?:^|[\s>+~(,])([a-z][a-z0-9]*)/g)].map((m) => m[1]!).filter((t) => RESET_TAGS.has(t));
    if (classes.length === 0 && tags.length === 0) return 'always';
    needs.push({ classes, tags });
  }
  return needs.length ? needs : 'never';
}

/** The selector with every :not(...) removed. */
function withoutNot(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    if (!selector.startsWith(':not(', i)) {
      out += selector[i];
      continue;
    }
    let depth = 0;
    for (i += 4; i < selector.length; i++) {
      if (selector[i] === '(') depth++;
      else if (selector[i] === ')' && --depth === 0) break;
    }
  }
  return out;
}

/** The class names a selector names, unescaped (`.md\:flex` is the class `md:flex`). */
export function selectorClasses(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map((m) => unescapeCss(m[1]!));
}

function unescapeCss(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : char!));
}

const RESET_TAG_START = new RegExp(`<(${[...RESET_TAGS].join('|')})[\\s>]`, 'g');

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name]!);
}

/** Removes at-rules and rules left with nothing in them (a @media whose rules all went). */
function pruneEmpty(container: Container): void {
  container.each((node: ChildNode) => {
    if (node.type === 'rule' || (node.type === 'atrule' && node.nodes)) {
      pruneEmpty(node as Container);
      if (!(node as Container).nodes?.length) node.remove();
    }
  });
}

/** Whether a rule names no class: the reset's and the theme's, whose custom properties are definitions. */
function namesNoClass(rule: Rule): boolean {
  // Asked for every declaration of every page's rules: kept per selector.
  let answer = noClassSelectors.get(rule.selector);
  if (answer === undefined) noClassSelectors.set(rule.selector, (answer = rule.selectors.every((s) => selectorClasses(s).length === 0)));
  return answer;
}
const noClassSelectors = new Map<string, boolean>();

/**
 * Keeps only the custom properties, @property registrations and keyframes that the kept rules
 * use: the theme defines every variable the site's classes might, and a page uses a part of them.
 */
function trimDefinitions(root: Root): void {
  const isDefinition = (node: ChildNode) => node.type === 'decl' && node.prop.startsWith('--') && node.parent?.type === 'rule' && namesNoClass(node.parent as Rule);
  const used = new Set<string>();
  const definitions = new Map<string, string[]>();
  root.walkDecls((decl) => {
    if (isDefinition(decl)) {
      definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl.value]);
      return;
    }
    for (const name of variablesIn(`${decl.prop}:${decl.value}`)) used.add(name);
    if (/^animation(-name)?$/.test(decl.prop)) for (const word of decl.value.split(/[\s,]+/)) used.add(`@keyframes ${word}`);
  });
  // A definition may name others (--default-font-family: var(--font-sans)), and an animation
  // variable its keyframes (--animate-ping: ping 1s ...).
  const queue = [...used];
  while (queue.length) {
    for (const value of definitions.get(queue.pop()!) ?? []) {
      const named = [...variablesIn(value), ...value.split(/[\s,]+/).map((word) => `@keyframes ${word}`)];
      for (const name of named) if (!used.has(name)) (used.add(name), queue.push(name));
    }
  }
  root.walkDecls((decl) => {
    if (isDefinition(decl) && !used.has(decl.prop)) decl.remove();
  });
  root.walkAtRules((rule) => {
    if (rule.name === 'property' && !used.has(rule.params.trim())) rule.remove();
    else if (/keyframes$/i.test(rule.name) && !used.has(`@keyframes ${rule.params.trim()}`)) rule.remove();
  });
}

function variablesIn(text: string): string[] {
  return text.match(/--[\w-]+/g) ?? [];
}
