/**
 * The programme office's contact details shown on the contact page. The phone number and e-mail
 * address are placeholders (`sample: true`) until the programme confirms its own.
 */
export const CONTACT_DETAILS = {
  phone: '+92 5811 000100',
  email: 'info@karakoramtalent.pk',
  address: 'Software Technology Park, Jutial Road, Gilgit, Gilgit-Baltistan, Pakistan',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Jutial%2C%20Gilgit%2C%20Gilgit-Baltistan',
  sample: true,
} as const;
