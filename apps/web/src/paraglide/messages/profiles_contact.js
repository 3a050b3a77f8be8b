/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_ContactInputs */

const en_profiles_contact = /** @type {(inputs: Profiles_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

const ur_profiles_contact = /** @type {(inputs: Profiles_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابطہ کریں`)
};

/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Profiles_ContactInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_contact = /** @type {((inputs?: Profiles_ContactInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_ContactInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_contact(inputs)
	return en_profiles_contact(inputs)
});