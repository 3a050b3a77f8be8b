/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Payment_ReturnedInputs */

const en_err_payment_returned = /** @type {(inputs: Err_Payment_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment returned to you`)
};

const ur_err_payment_returned = /** @type {(inputs: Err_Payment_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی آپ کو واپس کر دی گئی`)
};

/**
* | output |
* | --- |
* | "Payment returned to you" |
*
* @param {Err_Payment_ReturnedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_payment_returned = /** @type {((inputs?: Err_Payment_ReturnedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Payment_ReturnedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_payment_returned(inputs)
	return en_err_payment_returned(inputs)
});