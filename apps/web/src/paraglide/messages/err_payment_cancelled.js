/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Payment_CancelledInputs */

const en_err_payment_cancelled = /** @type {(inputs: Err_Payment_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment cancelled`)
};

const ur_err_payment_cancelled = /** @type {(inputs: Err_Payment_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی منسوخ ہو گئی`)
};

/**
* | output |
* | --- |
* | "Payment cancelled" |
*
* @param {Err_Payment_CancelledInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_payment_cancelled = /** @type {((inputs?: Err_Payment_CancelledInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Payment_CancelledInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_payment_cancelled(inputs)
	return en_err_payment_cancelled(inputs)
});