/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Stat_CompaniesInputs */

const en_stories_stat_companies = /** @type {(inputs: Stories_Stat_CompaniesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Companies Founded`)
};

const ur_stories_stat_companies = /** @type {(inputs: Stories_Stat_CompaniesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قائم کی گئی کمپنیاں`)
};

/**
* | output |
* | --- |
* | "Companies Founded" |
*
* @param {Stories_Stat_CompaniesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_stat_companies = /** @type {((inputs?: Stories_Stat_CompaniesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Stat_CompaniesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_stories_stat_companies(inputs)
	return en_stories_stat_companies(inputs)
});