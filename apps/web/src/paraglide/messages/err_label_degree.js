/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_DegreeInputs */

const en_err_label_degree = /** @type {(inputs: Err_Label_DegreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Degree`)
};

const ur_err_label_degree = /** @type {(inputs: Err_Label_DegreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ڈگری`)
};

/**
* | output |
* | --- |
* | "Degree" |
*
* @param {Err_Label_DegreeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_degree = /** @type {((inputs?: Err_Label_DegreeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_DegreeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_degree(inputs)
	return en_err_label_degree(inputs)
});