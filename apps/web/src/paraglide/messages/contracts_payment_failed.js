/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Payment_FailedInputs */

const en_contracts_payment_failed = /** @type {(inputs: Contracts_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment did not go through. You can try again.`)
};

const ur_contracts_payment_failed = /** @type {(inputs: Contracts_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی مکمل نہیں ہوئی۔ آپ دوبارہ کوشش کر سکتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "The payment did not go through. You can try again." |
*
* @param {Contracts_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_payment_failed = /** @type {((inputs?: Contracts_Payment_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Payment_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_payment_failed(inputs)
	return en_contracts_payment_failed(inputs)
});