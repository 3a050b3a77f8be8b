/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_DegreeInputs */

const en_profedit_degree = /** @type {(inputs: Profedit_DegreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Degree`)
};

const ur_profedit_degree = /** @type {(inputs: Profedit_DegreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ڈگری`)
};

/**
* | output |
* | --- |
* | "Degree" |
*
* @param {Profedit_DegreeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_degree = /** @type {((inputs?: Profedit_DegreeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_DegreeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_degree(inputs)
	return en_profedit_degree(inputs)
});