/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Payment_CancelledInputs */

const en_contracts_payment_cancelled = /** @type {(inputs: Contracts_Payment_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment cancelled: the milestone is not funded.`)
};

const ur_contracts_payment_cancelled = /** @type {(inputs: Contracts_Payment_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی منسوخ ہو گئی: مرحلے میں رقم جمع نہیں ہوئی۔`)
};

/**
* | output |
* | --- |
* | "Payment cancelled: the milestone is not funded." |
*
* @param {Contracts_Payment_CancelledInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_payment_cancelled = /** @type {((inputs?: Contracts_Payment_CancelledInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Payment_CancelledInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_payment_cancelled(inputs)
	return en_contracts_payment_cancelled(inputs)
});