/**
 * Who a request is for, and what else each kind of customer has to tell us before we can come
 * (issue 29, item 13): a landlord or property manager needs the rental's address, how to reach
 * the tenant and get in, and their own reference; a business needs its name, ABN, order number,
 * a site contact and after-hours access.
 */
export const REQUEST_TYPES = ['home', 'rental', 'business'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  home: 'My home',
  rental: 'A rental property',
  business: 'A business',
};

/** What the type adds to the lead's subject, so the inbox shows it before it is opened. */
export const REQUEST_TYPE_SUBJECT: Record<RequestType, string> = {
  home: 'Home',
  rental: 'Rental property',
  business: 'Business',
};

export interface ExtraField {
  name: ExtraFieldName;
  label: string;
  type: 'text' | 'textarea';
  autoComplete: string;
  /** Required once the visitor has chosen this type (never without JavaScript, see the form). */
  required: boolean;
  hint?: string;
}

export const EXTRA_FIELD_NAMES = [
  'property_address',
  'tenant_contact',
  'access_details',
  'agent_reference',
  'business_name',
  'abn',
  'order_number',
  'site_contact',
  'after_hours_access',
] as const;
export type ExtraFieldName = (typeof EXTRA_FIELD_NAMES)[number];

export const EXTRA_FIELDS: Record<Exclude<RequestType, 'home'>, ExtraField[]> = {
  rental: [
    { name: 'property_address', label: 'Rental property address', type: 'text', autoComplete: 'off', required: true },
    { name: 'tenant_contact', label: 'Tenant name and phone', type: 'text', autoComplete: 'off', required: false, hint: 'We call the tenant to arrange a time.' },
    { name: 'access_details', label: 'Access (keys, lockbox, pets, parking)', type: 'textarea', autoComplete: 'off', required: false },
    { name: 'agent_reference', label: 'Agency or your reference', type: 'text', autoComplete: 'off', required: false, hint: 'Printed on our invoice.' },
  ],
  business: [
    { name: 'business_name', label: 'Business name', type: 'text', autoComplete: 'organization', required: true },
    { name: 'abn', label: 'ABN', type: 'text', autoComplete: 'off', required: false },
    { name: 'order_number', label: 'Purchase order or work order number', type: 'text', autoComplete: 'off', required: false, hint: 'Printed on our invoice.' },
    { name: 'site_contact', label: 'Site contact name and phone', type: 'text', autoComplete: 'off', required: false },
    {
      name: 'after_hours_access',
      label: 'After-hours access',
      type: 'textarea',
      autoComplete: 'off',
      required: false,
      hint: 'Who lets us in, alarm codes to ask for, loading dock.',
    },
  ],
};

/** The extra fields a request of this type sends (the others stay behind, even if typed into). */
export function extraFieldsFor(type: RequestType): ExtraField[] {
  return type === 'home' ? [] : EXTRA_FIELDS[type];
}

export function isRequestType(value: unknown): value is RequestType {
  return typeof value === 'string' && (REQUEST_TYPES as readonly string[]).includes(value);
}
