/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_BioInputs */

const en_err_label_bio = /** @type {(inputs: Err_Label_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bio`)
};

const ur_err_label_bio = /** @type {(inputs: Err_Label_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعارف`)
};

/**
* | output |
* | --- |
* | "Bio" |
*
* @param {Err_Label_BioInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_bio = /** @type {((inputs?: Err_Label_BioInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_BioInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_bio(inputs)
	return en_err_label_bio(inputs)
});