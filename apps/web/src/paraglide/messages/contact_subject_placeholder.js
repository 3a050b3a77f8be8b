/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Subject_PlaceholderInputs */

const en_contact_subject_placeholder = /** @type {(inputs: Contact_Subject_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What is your message about?`)
};

const ur_contact_subject_placeholder = /** @type {(inputs: Contact_Subject_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا پیغام کس بارے میں ہے؟`)
};

/**
* | output |
* | --- |
* | "What is your message about?" |
*
* @param {Contact_Subject_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_subject_placeholder = /** @type {((inputs?: Contact_Subject_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Subject_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_subject_placeholder(inputs)
	return en_contact_subject_placeholder(inputs)
});