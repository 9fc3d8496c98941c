/**
 * The safety block on every gas page and every emergency page: what to do first, as the
 * regulator and the networks advise, and whom to call (the distributor's faults or gas emergency
 * line, never our sales line). Made by generator/local/safety.ts from data/distributors.yaml.
 */
export interface SafetyContact {
  /** The distributor's name, as its bill prints it. */
  name: string;
  /** The faults or gas emergency number as printed ("131 626"); absent when no public page confirmed it. */
  phone?: string;
  /** Where no number could be checked: what to do instead, shown in the number's place. */
  noNumber?: string;
  /** tel: link for the number. */
  phoneHref?: string;
  /** Its page of current outages. */
  outages?: string;
  /** Whose page that is, for screen readers: "AusNet Services’ site". */
  outagesSite?: string;
}

export interface SafetyView {
  kind: 'gas' | 'electrical';
  title: string;
  steps: string[];
  /** Who the contacts are: "Gas emergency lines" or "Faults and outages". */
  contactsTitle: string;
  /** Why these contacts, honestly: the suburb's network, or "your bill names yours". */
  contactsNote: string;
  contacts: SafetyContact[];
}
