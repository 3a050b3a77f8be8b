/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Amount_Must_Be_More_Than_ZeroInputs */

const en_err_amount_must_be_more_than_zero = /** @type {(inputs: Err_Amount_Must_Be_More_Than_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount must be more than zero`)
};

const ur_err_amount_must_be_more_than_zero = /** @type {(inputs: Err_Amount_Must_Be_More_Than_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم صفر سے زیادہ ہونی چاہیے`)
};

/**
* | output |
* | --- |
* | "Amount must be more than zero" |
*
* @param {Err_Amount_Must_Be_More_Than_ZeroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_amount_must_be_more_than_zero = /** @type {((inputs?: Err_Amount_Must_Be_More_Than_ZeroInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Amount_Must_Be_More_Than_ZeroInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_amount_must_be_more_than_zero(inputs)
	return en_err_amount_must_be_more_than_zero(inputs)
});