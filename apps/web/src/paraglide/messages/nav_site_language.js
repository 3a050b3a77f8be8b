/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Site_LanguageInputs */

const en_nav_site_language = /** @type {(inputs: Nav_Site_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site language`)
};

const ur_nav_site_language = /** @type {(inputs: Nav_Site_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویب سائٹ کی زبان`)
};

/**
* | output |
* | --- |
* | "Site language" |
*
* @param {Nav_Site_LanguageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_site_language = /** @type {((inputs?: Nav_Site_LanguageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Site_LanguageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_nav_site_language(inputs)
	return en_nav_site_language(inputs)
});