/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Unread_SuffixInputs */

const en_nav_unread_suffix = /** @type {(inputs: Nav_Unread_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` unread`)
};

const ur_nav_unread_suffix = /** @type {(inputs: Nav_Unread_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` نئی`)
};

/**
* | output |
* | --- |
* | "unread" |
*
* @param {Nav_Unread_SuffixInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_unread_suffix = /** @type {((inputs?: Nav_Unread_SuffixInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Unread_SuffixInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_nav_unread_suffix(inputs)
	return en_nav_unread_suffix(inputs)
});