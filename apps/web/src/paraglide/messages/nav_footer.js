/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_FooterInputs */

const en_nav_footer = /** @type {(inputs: Nav_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Footer`)
};

const ur_nav_footer = /** @type {(inputs: Nav_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فوٹر`)
};

/**
* | output |
* | --- |
* | "Footer" |
*
* @param {Nav_FooterInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_footer = /** @type {((inputs?: Nav_FooterInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_FooterInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_nav_footer(inputs)
	return en_nav_footer(inputs)
});