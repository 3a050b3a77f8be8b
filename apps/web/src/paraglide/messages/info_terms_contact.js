/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Terms_ContactInputs */

const en_info_terms_contact = /** @type {(inputs: Info_Terms_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact us`)
};

const ur_info_terms_contact = /** @type {(inputs: Info_Terms_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہم سے رابطہ کریں`)
};

/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Info_Terms_ContactInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_terms_contact = /** @type {((inputs?: Info_Terms_ContactInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Terms_ContactInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_terms_contact(inputs)
	return en_info_terms_contact(inputs)
});