import { EXTRA_FIELD_NAMES, isRequestType, type ExtraFieldName, type RequestType } from './request-types.ts';

/**
 * What a visitor has typed into a lead form, kept in this browser until the form is sent, so a
 * reload, a crash or a failed send never loses it. One draft per form.
 */
export type LeadValues = {
  name: string;
  phone: string;
  email: string;
  suburb: string;
  message: string;
  claimed_ring_deal: boolean;
  request_type: RequestType;
} & Record<ExtraFieldName, string>;

/** The draft's bookkeeping, kept beside the values. */
export interface LeadDraft {
  values: LeadValues;
  /**
   * The lead's id, sent with it and kept across retries until the service confirms, so the owner
   * can tell a retry of a lead whose answer was lost from a second request.
   */
  leadId: string;
  /** The suburb the page the visitor came from last filled in (see the form's prefill). */
  prefilledSuburb: string;
}

export const EMPTY_LEAD: LeadValues = {
  name: '',
  phone: '',
  email: '',
  suburb: '',
  message: '',
  // An offer is the visitor's to choose: never ticked for them, whatever the request (issue 45).
  claimed_ring_deal: false,
  request_type: 'home',
  ...(Object.fromEntries(EXTRA_FIELD_NAMES.map((n) => [n, ''])) as Record<ExtraFieldName, string>),
};

const key = (source: string) => `tradesite:lead-draft:${source}`;

/**
 * A short id, readable over the phone: eight letters and digits without look-alikes, in two
 * fours ("K7QP-2XMD"). No business's initials: the same code serves every business.
 */
export function newLeadId(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const chars = [...random(8)].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export function hasContent(values: LeadValues): boolean {
  return Object.entries(values).some(([k, v]) => typeof v === 'string' && v !== '' && k !== 'request_type');
}

export function loadDraft(source: string): Partial<LeadDraft> | undefined {
  try {
    const raw = localStorage.getItem(key(source));
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<LeadDraft> & Partial<LeadValues>;
    // Drafts written before issue 29 held the values alone.
    const values = (stored.values ?? stored) as Partial<LeadValues>;
    const clean = Object.fromEntries(Object.entries(values).filter(([k, v]) => k in EMPTY_LEAD && typeof v === typeof EMPTY_LEAD[k as keyof LeadValues]));
    if (!isRequestType(clean.request_type)) delete clean.request_type;
    return {
      values: { ...EMPTY_LEAD, ...clean },
      ...(typeof stored.leadId === 'string' ? { leadId: stored.leadId } : {}),
      ...(typeof stored.prefilledSuburb === 'string' ? { prefilledSuburb: stored.prefilledSuburb } : {}),
    };
  } catch {
    return undefined; // storage blocked or corrupt: the form still works, just without a draft
  }
}

/**
 * Saves the draft and says whether this browser really keeps it: false when storage is blocked
 * or full, so the form never claims to keep what it cannot.
 */
export function saveDraft(source: string, draft: LeadDraft): boolean {
  try {
    if (!hasContent(draft.values)) {
      localStorage.removeItem(key(source));
      return storageWorks();
    }
    localStorage.setItem(key(source), JSON.stringify(draft));
    return localStorage.getItem(key(source)) !== null;
  } catch {
    return false;
  }
}

/** Whether this browser lets the site keep anything at all (blocked storage throws on access). */
export function storageWorks(): boolean {
  try {
    const probe = 'tradesite:probe';
    localStorage.setItem(probe, '1');
    localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(source: string): void {
  try {
    localStorage.removeItem(key(source));
  } catch {
    /* nothing kept, nothing to clear */
  }
}
