/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Select_CountryInputs */

const en_profedit_select_country = /** @type {(inputs: Profedit_Select_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a country`)
};

const ur_profedit_select_country = /** @type {(inputs: Profedit_Select_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملک منتخب کریں`)
};

/**
* | output |
* | --- |
* | "Select a country" |
*
* @param {Profedit_Select_CountryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_select_country = /** @type {((inputs?: Profedit_Select_CountryInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Select_CountryInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_select_country(inputs)
	return en_profedit_select_country(inputs)
});