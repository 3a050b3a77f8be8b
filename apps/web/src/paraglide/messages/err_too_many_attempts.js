/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_AttemptsInputs */

const en_err_too_many_attempts = /** @type {(inputs: Err_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts`)
};

const ur_err_too_many_attempts = /** @type {(inputs: Err_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بہت زیادہ کوششیں`)
};

/**
* | output |
* | --- |
* | "Too many attempts" |
*
* @param {Err_Too_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_attempts = /** @type {((inputs?: Err_Too_Many_AttemptsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_AttemptsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_attempts(inputs)
	return en_err_too_many_attempts(inputs)
});