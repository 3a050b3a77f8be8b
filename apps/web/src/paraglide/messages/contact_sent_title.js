/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Sent_TitleInputs */

const en_contact_sent_title = /** @type {(inputs: Contact_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message Sent!`)
};

const ur_contact_sent_title = /** @type {(inputs: Contact_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغام بھیج دیا گیا!`)
};

/**
* | output |
* | --- |
* | "Message Sent!" |
*
* @param {Contact_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_sent_title = /** @type {((inputs?: Contact_Sent_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Sent_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_sent_title(inputs)
	return en_contact_sent_title(inputs)
});