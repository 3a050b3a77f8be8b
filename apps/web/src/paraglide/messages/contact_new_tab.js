/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_New_TabInputs */

const en_contact_new_tab = /** @type {(inputs: Contact_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(opens in a new tab)`)
};

const ur_contact_new_tab = /** @type {(inputs: Contact_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(نئے ٹیب میں کھلتا ہے)`)
};

/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Contact_New_TabInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_new_tab = /** @type {((inputs?: Contact_New_TabInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_New_TabInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_new_tab(inputs)
	return en_contact_new_tab(inputs)
});