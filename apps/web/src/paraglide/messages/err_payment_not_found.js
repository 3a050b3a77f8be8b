/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Payment_Not_FoundInputs */

const en_err_payment_not_found = /** @type {(inputs: Err_Payment_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment not found`)
};

const ur_err_payment_not_found = /** @type {(inputs: Err_Payment_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی نہیں ملی`)
};

/**
* | output |
* | --- |
* | "Payment not found" |
*
* @param {Err_Payment_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_payment_not_found = /** @type {((inputs?: Err_Payment_Not_FoundInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Payment_Not_FoundInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_payment_not_found(inputs)
	return en_err_payment_not_found(inputs)
});