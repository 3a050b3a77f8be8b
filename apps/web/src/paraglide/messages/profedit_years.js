/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_YearsInputs */

const en_profedit_years = /** @type {(inputs: Profedit_YearsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Years`)
};

const ur_profedit_years = /** @type {(inputs: Profedit_YearsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سال`)
};

/**
* | output |
* | --- |
* | "Years" |
*
* @param {Profedit_YearsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_years = /** @type {((inputs?: Profedit_YearsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_YearsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_years(inputs)
	return en_profedit_years(inputs)
});