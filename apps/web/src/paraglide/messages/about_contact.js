/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_ContactInputs */

const en_about_contact = /** @type {(inputs: About_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

const ur_about_contact = /** @type {(inputs: About_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابطہ`)
};

/**
* | output |
* | --- |
* | "Contact" |
*
* @param {About_ContactInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_contact = /** @type {((inputs?: About_ContactInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_ContactInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_contact(inputs)
	return en_about_contact(inputs)
});