/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Stat_CountriesInputs */

const en_about_stat_countries = /** @type {(inputs: About_Stat_CountriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Countries`)
};

const ur_about_stat_countries = /** @type {(inputs: About_Stat_CountriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ممالک`)
};

/**
* | output |
* | --- |
* | "Countries" |
*
* @param {About_Stat_CountriesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_stat_countries = /** @type {((inputs?: About_Stat_CountriesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Stat_CountriesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_stat_countries(inputs)
	return en_about_stat_countries(inputs)
});