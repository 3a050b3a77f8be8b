/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Country_PakistanInputs */

const en_profedit_country_pakistan = /** @type {(inputs: Profedit_Country_PakistanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakistan`)
};

const ur_profedit_country_pakistan = /** @type {(inputs: Profedit_Country_PakistanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پاکستان`)
};

/**
* | output |
* | --- |
* | "Pakistan" |
*
* @param {Profedit_Country_PakistanInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_country_pakistan = /** @type {((inputs?: Profedit_Country_PakistanInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Country_PakistanInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_country_pakistan(inputs)
	return en_profedit_country_pakistan(inputs)
});