/** What the contact form is made of: enough to draw it, without its checks (contact-form.ts). */

/** The form's fields, in the order they appear: the first bad one gets the focus. */
export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const CONTACT_SUBJECTS = ["reservation", "catering", "feedback", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/**
 * The whole message travels inside a mailto: address, and some mail apps cut such an address at
 * about 2,000 characters; Turkish letters take six characters each once encoded. These bounds keep
 * an ordinary message well inside that. E-mail: the longest address SMTP can carry.
 */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, message: 1000 } as const;
