/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_Wrong_CodesInputs */

const en_err_too_many_wrong_codes = /** @type {(inputs: Err_Too_Many_Wrong_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many wrong codes`)
};

const ur_err_too_many_wrong_codes = /** @type {(inputs: Err_Too_Many_Wrong_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بہت زیادہ غلط کوڈ درج ہوئے`)
};

/**
* | output |
* | --- |
* | "Too many wrong codes" |
*
* @param {Err_Too_Many_Wrong_CodesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_wrong_codes = /** @type {((inputs?: Err_Too_Many_Wrong_CodesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_Wrong_CodesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_wrong_codes(inputs)
	return en_err_too_many_wrong_codes(inputs)
});