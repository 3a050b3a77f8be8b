/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_New_TabInputs */

const en_about_new_tab = /** @type {(inputs: About_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(opens in a new tab)`)
};

const ur_about_new_tab = /** @type {(inputs: About_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(نئے ٹیب میں کھلتا ہے)`)
};

/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {About_New_TabInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_new_tab = /** @type {((inputs?: About_New_TabInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_New_TabInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_new_tab(inputs)
	return en_about_new_tab(inputs)
});