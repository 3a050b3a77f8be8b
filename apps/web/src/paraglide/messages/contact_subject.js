/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_SubjectInputs */

const en_contact_subject = /** @type {(inputs: Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject`)
};

const ur_contact_subject = /** @type {(inputs: Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`موضوع`)
};

/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Contact_SubjectInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_subject = /** @type {((inputs?: Contact_SubjectInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_SubjectInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_subject(inputs)
	return en_contact_subject(inputs)
});