/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Remember_Me_Must_Be_True_Or_FalseInputs */

const en_err_remember_me_must_be_true_or_false = /** @type {(inputs: Err_Remember_Me_Must_Be_True_Or_FalseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remember me must be true or false`)
};

const ur_err_remember_me_must_be_true_or_false = /** @type {(inputs: Err_Remember_Me_Must_Be_True_Or_FalseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مجھے یاد رکھیں کی قدر درست نہیں`)
};

/**
* | output |
* | --- |
* | "Remember me must be true or false" |
*
* @param {Err_Remember_Me_Must_Be_True_Or_FalseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_remember_me_must_be_true_or_false = /** @type {((inputs?: Err_Remember_Me_Must_Be_True_Or_FalseInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Remember_Me_Must_Be_True_Or_FalseInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_remember_me_must_be_true_or_false(inputs)
	return en_err_remember_me_must_be_true_or_false(inputs)
});