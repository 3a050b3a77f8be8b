/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Payment_FailedInputs */

const en_err_payment_failed = /** @type {(inputs: Err_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment failed`)
};

const ur_err_payment_failed = /** @type {(inputs: Err_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی ناکام ہو گئی`)
};

/**
* | output |
* | --- |
* | "Payment failed" |
*
* @param {Err_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_payment_failed = /** @type {((inputs?: Err_Payment_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Payment_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_payment_failed(inputs)
	return en_err_payment_failed(inputs)
});