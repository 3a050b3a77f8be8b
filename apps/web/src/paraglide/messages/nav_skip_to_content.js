/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Skip_To_ContentInputs */

const en_nav_skip_to_content = /** @type {(inputs: Nav_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

const ur_nav_skip_to_content = /** @type {(inputs: Nav_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مواد پر جائیں`)
};

/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Nav_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_skip_to_content = /** @type {((inputs?: Nav_Skip_To_ContentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Skip_To_ContentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_nav_skip_to_content(inputs)
	return en_nav_skip_to_content(inputs)
});