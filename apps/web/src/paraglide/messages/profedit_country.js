/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_CountryInputs */

const en_profedit_country = /** @type {(inputs: Profedit_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

const ur_profedit_country = /** @type {(inputs: Profedit_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملک`)
};

/**
* | output |
* | --- |
* | "Country" |
*
* @param {Profedit_CountryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_country = /** @type {((inputs?: Profedit_CountryInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_CountryInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_country(inputs)
	return en_profedit_country(inputs)
});