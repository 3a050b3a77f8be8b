/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Payment_ExpiredInputs */

const en_err_payment_expired = /** @type {(inputs: Err_Payment_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment expired`)
};

const ur_err_payment_expired = /** @type {(inputs: Err_Payment_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی کی مدت ختم ہو گئی`)
};

/**
* | output |
* | --- |
* | "Payment expired" |
*
* @param {Err_Payment_ExpiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_payment_expired = /** @type {((inputs?: Err_Payment_ExpiredInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Payment_ExpiredInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_payment_expired(inputs)
	return en_err_payment_expired(inputs)
});