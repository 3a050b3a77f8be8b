/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_ContactInputs */

const en_hubs_contact = /** @type {(inputs: Hubs_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

const ur_hubs_contact = /** @type {(inputs: Hubs_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابطہ`)
};

/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Hubs_ContactInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_contact = /** @type {((inputs?: Hubs_ContactInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_ContactInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_contact(inputs)
	return en_hubs_contact(inputs)
});